import { useTranslation } from 'react-i18next'
import type { Ebook } from '../../../api/ebook/ebook.schemas'
import { reportingOpen } from '../../../domain/ebook'
import { stateTone } from './book-model'
import styles from './book.module.css'
import { NS } from './texts'

const TONE_CLASS = { open: styles.successBox, closed: styles.warningBox, done: styles.infoBox } as const

/**
 * The book's §4 display state in words and, while reporting is closed, why (closedReason); earlier
 * reports and the education overview stay readable. The box's colour repeats what its text says.
 */
export function BookStatus({ book }: { book: Pick<Ebook, 'displayState' | 'closedReason'> }) {
  const { t } = useTranslation(NS)
  const open = reportingOpen(book.displayState)
  return (
    <div className={TONE_CLASS[stateTone(book.displayState)]} data-testid="book-status">
      <p className={styles.boxTitle}>{t('status.line', { state: t(`displayState.${book.displayState}`) })}</p>
      {open ? (
        <p>{t('status.open')}</p>
      ) : (
        <>
          {book.closedReason && <p data-testid="closed-reason">{t(`closedReason.${book.closedReason}`)}</p>}
          <p>{t('status.stillReadable')}</p>
        </>
      )}
    </div>
  )
}
