import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClassName } from '../ui/button/button'
import { Page } from '../ui/page/page'
import styles from './company-application.module.css'
import { NS } from './texts'

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
