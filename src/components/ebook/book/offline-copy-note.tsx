import { useTranslation } from 'react-i18next'
import { oldestCopy } from '../../../api/ebook/offline-copies'
import { formatDate } from '../../../domain/format'
import styles from './book.module.css'
import { NS } from './texts'

/**
 * Issue 17: a page made of answers kept on the device (no connection, a real-API build) says so, and
 * as of when; a page of fresh answers shows nothing. `answers` are what the page shows (the book, its
 * reports, a report): the oldest copy's time is the one that counts.
 */
export function OfflineCopyNote({ answers }: { answers: Array<object | null | undefined> }) {
  const { t } = useTranslation(NS)
  const asOf = oldestCopy(...answers)
  if (!asOf) return null
  return (
    <p className={styles.infoBox} role="status" data-testid="offline-copy">
      {t('offline.asOf', { time: formatDate(asOf, { time: true }) })}
    </p>
  )
}
