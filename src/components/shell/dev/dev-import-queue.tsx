import './dev-i18n'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { toast } from '../../ui/toast/toaster'
import { getImportQueue, type QueuedImport } from './dev-api'
import styles from './dev-panel.module.css'

/** The old-system imports both sides accepted (§4 "approval by both sides queues the import", issue 22). */
export function ImportQueueSection() {
  const { t } = useTranslation('dev')
  const [rows, setRows] = useState<QueuedImport[] | null>(null)
  const load = useCallback(
    () =>
      getImportQueue().then(setRows, () => {
        setRows([])
        toast.error(t('importQueue.failed'))
      }),
    [t],
  )
  useEffect(() => {
    void load()
  }, [load])

  return (
    <section className={styles.section} aria-labelledby="dev-import-queue">
      <h3 id="dev-import-queue">{t('importQueue.title')}</h3>
      <Button variant="secondary" onClick={() => void load()}>
        {t('importQueue.refresh')}
      </Button>
      {rows !== null && rows.length === 0 && <p className={styles.muted}>{t('importQueue.empty')}</p>}
      {rows !== null && rows.length > 0 && (
        <ul className={styles.outbox}>
          {rows.map((row) => (
            <li key={row.id}>
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
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
