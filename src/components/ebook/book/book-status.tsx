import { useTranslation } from 'react-i18next'
import type { Ebook } from '../../../api/ebook/ebook.schemas'
import { reportingOpen } from '../../../domain/ebook'
import { formatDate } from '../../../domain/format'
import { stateTone } from './book-model'
import styles from './book.module.css'
import { NS } from './texts'

const TONE_CLASS = { open: styles.successBox, closed: styles.warningBox, done: styles.infoBox } as const

/**
 * The book's §4 display state in words and, while reporting is closed, why (closedReason); earlier
 * reports and the education overview stay readable. The box's colour repeats what its text says.
 * From four weeks before reporting closes by the clock (ADR 0011: the basic education not finished,
 * the book's five years ending) a warning box says when and why.
 */
export function BookStatus({
  book,
}: {
  book: Pick<Ebook, 'displayState' | 'closedReason'> & Partial<Pick<Ebook, 'closingSoon'>>
}) {
  const { t } = useTranslation(NS)
  const open = reportingOpen(book.displayState)
  return (
    <>
      {book.closingSoon && (
        <div className={styles.warningBox} data-testid="closing-soon">
          <p className={styles.boxTitle}>
            {t(`closingSoon.${book.closingSoon.kind}`, { date: formatDate(book.closingSoon.on) })}
          </p>
        </div>
      )}
      <BookStatusBox book={book} open={open} />
    </>
  )
}

function BookStatusBox({ book, open }: { book: Pick<Ebook, 'displayState' | 'closedReason'>; open: boolean }) {
  const { t } = useTranslation(NS)
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
