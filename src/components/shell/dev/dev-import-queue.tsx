import './dev-i18n'
import { useTranslation } from 'react-i18next'
import { getImportQueue, type QueuedImport } from './dev-api'
import { RefreshedListSection } from './dev-sections'
import styles from './dev-panel.module.css'

/** The old-system imports both sides accepted (§4 "approval by both sides queues the import", issue 22). */
export function ImportQueueSection() {
  const { t } = useTranslation('dev')
  return (
    <RefreshedListSection<QueuedImport>
      id="dev-import-queue"
      texts="importQueue"
      load={getImportQueue}
      renderRow={(row) => (
        <>
          <div>
            <strong>{row.personName}</strong> – {row.professionName}, {row.companyName}{' '}
            <span className={styles.muted}>{row.queuedAt}</span>
          </div>
          <div>
            {t(row.defaultsApplied ? 'importQueue.leftDefaults' : 'importQueue.left', {
              months: row.monthsLeft,
              hours: row.hoursLeft,
            })}
          </div>
        </>
      )}
    />
  )
}
