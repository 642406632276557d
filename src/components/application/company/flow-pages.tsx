import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { useSessionSelector } from '../../../session/session-context'
import { Button, buttonClassName } from '../../ui/button/button'
import { Page } from '../../ui/page/page'
import { LoadingState } from '../../ui/spinner/spinner'
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

/** The page both company flows show when their data could not be loaded: the reason, retry and the way back. */
export function LoadFailedPage({ title, testId, message, onRetry, back }: { title: string; testId: string; message: string; onRetry: () => void; back: ReactNode }) {
  const { t } = useTranslation([NS, 'common'])
  return (
    <Page title={title} narrow>
      <div className={styles.errorBox} role="alert" data-testid={testId}>
        <p>{message}</p>
      </div>
      <div className={styles.buttonRow}>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        {back}
      </div>
    </Page>
  )
}

/** After a forced logout the flow waits here; logging in again resumes it where it was. */
export function PausedPage({ title }: { title: string }) {
  const { t } = useTranslation([NS, 'common'])
  return (
    <Page title={title} narrow>
      <div className={styles.warningBox} role="status">
        <p>{t('common.sessionPaused')}</p>
      </div>
      <Link to="/" className={buttonClassName('primary')}>
        {t('common:toStartPage')}
      </Link>
    </Page>
  )
}
