import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Element } from '../../../api/ebook/ebook.schemas'
import { reconciliations, type Reconciliation } from '../../../domain/ebook-plan'
import { formatDate } from '../../../domain/format'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { personName } from './book-model'
import styles from './book.module.css'
import { NS } from './texts'

function Row({ row }: { row: Reconciliation }) {
  const { t } = useTranslation(NS)
  let approved = t('reconciliations.notApproved')
  if (row.approvedAt !== null) {
    const date = formatDate(row.approvedAt)
    approved =
      row.approvedBy === null
        ? t('reconciliations.approvedAt', { date })
        : t('reconciliations.approvedBy', { name: personName(row.approvedBy), date })
  }
  return (
    <li>
      <p className={styles.partName}>
        {t('reconciliations.part', { element: row.elementName, part: row.partName })}{' '}
        <span className={[styles.tag, row.agree ? styles.tagDone : styles.tagDiffers].join(' ')}>
          {row.agree ? t('reconciliations.agree') : t('reconciliations.differs')}
        </span>
      </p>
      <p className={styles.partLine}>
        {row.achievedLevel === null
          ? t('reconciliations.yourLevelNone')
          : t('reconciliations.yourLevel', { level: row.achievedLevel })}
      </p>
      <p className={styles.partLine}>
        {row.instructorLevel === null
          ? t('reconciliations.instructorLevelNone')
          : t('reconciliations.instructorLevel', { level: row.instructorLevel })}
      </p>
      <p className={[styles.partLine, styles.muted].join(' ')}>{approved}</p>
    </li>
  )
}

/**
 * The reconciliations (§2 e-book screens): the parts where the instructor has set a level or
 * approved, the apprentice's level against the instructor's with the agreement in words,
 * disagreements first. Read from the book's parts (no API call serves it): see domain/ebook-plan.
 */
export function Reconciliations({ elements }: { elements: readonly Element[] }) {
  const { t } = useTranslation(NS)
  const rows = useMemo(() => reconciliations(elements), [elements])
  if (rows.length === 0) return <EmptyState title={t('reconciliations.empty')} />
  return (
    <>
      <p>{t('reconciliations.lead', { count: rows.length })}</p>
      <ul className={styles.partList} aria-label={t('reconciliations.listLabel')} data-testid="reconciliations">
        {rows.map((row) => (
          <Row key={row.partId} row={row} />
        ))}
      </ul>
    </>
  )
}
