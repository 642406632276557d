import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { useSessionSelector } from '../../../session/session-context'
import { Button } from '../../ui/button/button'
import { Page } from '../../ui/page/page'
import { LoadingState } from '../../ui/spinner/spinner'
import { LoadFailedPage as KitLoadFailedPage, PausedPage as KitPausedPage } from '../../wizard/outcome-pages'
import styles from './company-application.module.css'
import { NS } from './texts'

/** The logged-in user the company flows start with (the route guard already let only users in). */
export function WithUser({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const user = useSessionSelector(selectUser)
  if (!user) return null // the route guard sends visitors away; this covers the moment of a logout
  return children(user)
}

/** A company route's pending page while its loader reads the reference data (companyFlowLoader). */
export function ReferenceLoadingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NS)
  return (
    <Page title={t(titleKey)}>
      <LoadingState />
    </Page>
  )
}

/** A company route's error page when its loader failed: the reason and a retry (the loader runs again). */
export function ReferenceFailedPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NS)
  const router = useRouter()
  return (
    <Page title={t(titleKey)}>
      <div className={styles.errorBox} role="alert">
        <p>{t('errors.form.couldNotLoad')}</p>
        <Button variant="secondary" onClick={() => void router.invalidate()}>
          {t('common.retry')}
        </Button>
      </div>
    </Page>
  )
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

/** The flow's application could not be read: the reason, a retry (the machine loads again) and the way out. */
export function LoadFailedPage({
  title,
  testId,
  message,
  onRetry,
  link,
}: {
  title: string
  testId: string
  message: string
  onRetry: () => void
  link: ReactNode
}) {
  const { t } = useTranslation(NS)
  return (
    <KitLoadFailedPage
      title={title}
      testId={testId}
      message={message}
      actions={
        <>
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
          {link}
        </>
      }
    />
  )
}
