import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './company-application.module.css'
import { NS } from './texts'

export interface SummaryRow {
  key: string
  label: string
  value: ReactNode
  /** The "Change" link's action; absent for rows that cannot be changed here. */
  onChange?: () => void
}

/** GOV.UK check-your-answers list: each answer with a "Change" link naming what it changes. */
export function SummaryList({ rows, testId }: { rows: SummaryRow[]; testId?: string }) {
  const { t } = useTranslation(NS)
  return (
    <dl className={styles.summary} data-testid={testId}>
      {rows.map((row) => (
        <div key={row.key} className={styles.summaryRow} data-testid={`summary-${row.key}`}>
          <dt>{row.label}</dt>
          <dd>
            {row.value === '' || row.value === null || row.value === undefined ? (
              <span className={styles.muted}>{t('common.notGiven')}</span>
            ) : (
              row.value
            )}
          </dd>
          {row.onChange && (
            <dd className={styles.change}>
              <button type="button" className={styles.linkButton} onClick={row.onChange}>
                {t('common.change')}
                <span className="visually-hidden"> {row.label.toLocaleLowerCase()}</span>
              </button>
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}
