import { useTranslation } from 'react-i18next'
import { DonePage } from '../../wizard/outcome-pages'
import { BackToList } from './flow-pages'
import { useOutboxStorage } from './outbox-store'
import styles from './report.module.css'
import { NS } from './texts'

/**
 * Saved without a connection: the outbox has it. The page says it is on the device only once the
 * device's write succeeded; a failed write says so, and what that means (ADR 0010).
 */
export function QueuedPage({ bookId }: { bookId: number }) {
  const { t } = useTranslation(NS)
  const storage = useOutboxStorage()
  const kept = storage === 'saved'
  return (
    <DonePage
      stepKey="queued"
      title={kept ? t('outbox.queuedTitle') : t('outbox.notSentTitle')}
      testId="report-queued"
      message={
        <p>{storage === 'failed' ? t('outbox.confirmOffline') : kept ? t('outbox.queuedText') : t('outbox.keeping')}</p>
      }
      actions={<BackToList bookId={bookId} variant="primary" />}
    >
      {storage === 'failed' && <StorageFailed />}
      <p>{t('outbox.queuedNext')}</p>
    </DonePage>
  )
}

/** The device could not keep the reports: said where they are shown. */
export function StorageFailed() {
  const { t } = useTranslation(NS)
  return (
    <p className={styles.errorBox} role="alert" data-testid="report-storage-failed">
      {t('outbox.storageFailed')}
    </p>
  )
}
