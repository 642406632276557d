import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { useSessionSelector } from '../../../session/session-context'
import { Button } from '../../ui/button/button'
import { Page } from '../../ui/page/page'
import { LoadingState } from '../../ui/spinner/spinner'
import { PausedPage as KitPausedPage } from '../../wizard/outcome-pages'
import styles from './company-application.module.css'
import { NS } from './texts'
import { useReferenceData, type ReferenceData } from './use-reference-data'

/**
 * What both company flows need before their machine starts: the logged-in user and the reference
 * lists (professions, employment types). Loading shows a spinner, a failure the reason and a retry.
 */
export function WithUserAndReference({ title, children }: { title: string; children: (user: CurrentUser, reference: ReferenceData) => ReactNode }) {
  const { t } = useTranslation(NS)
  const user = useSessionSelector(selectUser)
  const reference = useReferenceData()
  if (!user) return null // the route guard sends visitors away; this covers the moment of a logout
  if (reference.status === 'loading') return <Page title={title}><LoadingState /></Page>
  if (reference.status === 'failed') {
    return (
      <Page title={title}>
        <div className={styles.errorBox} role="alert">
          <p>{t('errors.form.couldNotLoad')}</p>
          <Button variant="secondary" onClick={reference.retry}>
            {t('common.retry')}
          </Button>
        </div>
      </Page>
    )
  }
  return children(user, reference.data)
}

/** After a forced logout the flow waits here (the kit's paused page with this slice's text). */
export function PausedPage({ title }: { title: string }) {
  const { t } = useTranslation(NS)
  return (
    <KitPausedPage title={title}>
      <div className={styles.warningBox} role="status">
        <p>{t('common.sessionPaused')}</p>
      </div>
    </KitPausedPage>
  )
}
