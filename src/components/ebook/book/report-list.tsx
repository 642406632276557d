import { Link } from '@tanstack/react-router'
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportListRow } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { AppLink } from '../../ui/app-link/app-link'
import { Button } from '../../ui/button/button'
import { useWindowedList, type MeasureRef } from '../../ui/windowed-list/use-windowed-list'
import { rowPlace } from '../../ui/windowed-list/windowed-list'
import styles from './book.module.css'
import { REPORT_PAGE_SIZE } from './use-report-pages'
import { NS } from './texts'

/**
 * The book's reports, newest first: one link per report with its period, state (drafts marked) and
 * number of rated parts. A book may have hundreds of reports, so the list is windowed like the
 * notification list (the kit's useWindowedList, @tanstack/react-virtual): from
 * this many rows on only those near the viewport are rendered, with the height of the others kept
 * as empty space; shorter lists render whole (find-in-page sees every row).
 */
export const REPORTS_WINDOWED_FROM = 100

/** Texts every row shows, translated once for all rows. */
interface RowTexts {
  draft: string
  saved: string
  details: (count: number) => string
  savedOn: (date: string) => string
}

interface RowProps {
  row: ReportListRow
  bookId: number
  /** The apprentice opens their own report page (EbookReportNew); other readers the read-only one. */
  asApprentice: boolean
  texts: RowTexts
  index: number
  setSize: number | undefined
  measureRef: MeasureRef | undefined
}

const ReportRow = memo(function ReportRow({ row, bookId, asApprentice, texts, index, setSize, measureRef }: RowProps) {
  const draft = row.state === 'draft'
  // Spaces between the parts: a link's name is read as one line.
  const content = (
    <>
      <span className={styles.reportPeriod}>
        {formatDate(row.fromDate)} – {formatDate(row.toDate)}
      </span>{' '}
      <span className={[styles.reportState, styles.tag, draft ? styles.tagDraft : ''].filter(Boolean).join(' ')}>
        {draft ? texts.draft : texts.saved}
      </span>{' '}
      <span className={styles.reportMeta}>
        {texts.details(row.detailCount)}
        {!draft && row.savedAt && <> · {texts.savedOn(formatDate(row.savedAt))}</>}
      </span>
    </>
  )
  return (
    <li {...rowPlace(index, setSize, measureRef)}>
      {asApprentice ? (
        // The apprentice's report page belongs to the report flow (EbookReportNew).
        <AppLink href={`/book/${bookId}/report/${row.id}`} className={styles.reportRow}>
          {content}
        </AppLink>
      ) : (
        <Link
          to="/books/$bookId/report/$reportId"
          params={{ bookId: String(bookId), reportId: String(row.id) }}
          className={styles.reportRow}
        >
          {content}
        </Link>
      )}
    </li>
  )
})

export interface ReportListProps {
  bookId: number
  asApprentice: boolean
  rows: ReportListRow[]
  total: number | null
  hasMore: boolean
  loadingMore: boolean
  moreFailed: boolean
  onLoadMore: () => void
}

export function ReportList({
  bookId,
  asApprentice,
  rows,
  total,
  hasMore,
  loadingMore,
  moreFailed,
  onLoadMore,
}: ReportListProps) {
  const { t } = useTranslation(NS)
  const texts = useMemo<RowTexts>(
    () => ({
      draft: t('reports.draft'),
      saved: t('reports.saved'),
      details: (count) => t('reports.detailCount', { count }),
      savedOn: (date) => t('reports.savedOn', { date }),
    }),
    [t],
  )
  const windowed = rows.length >= REPORTS_WINDOWED_FROM
  const status =
    total !== null && total > rows.length
      ? t('reports.countOf', { count: total, shown: rows.length })
      : t('reports.count', { count: rows.length })
  const { listRef, rowsAndGaps, onFocus, onBlur, revealFrom } = useWindowedList({
    name: 'ebook-reports',
    // "Show more" stays, but focus moves to the first report the new page brought (not to the page).
    focusSelector: 'a',
    rows,
    windowed,
    remeasureOn: status,
    gapClassName: styles.gap,
    renderRow: (index, measureRef) => (
      <ReportRow
        key={rows[index].id}
        row={rows[index]}
        bookId={bookId}
        asApprentice={asApprentice}
        texts={texts}
        index={index}
        setSize={windowed ? (total ?? rows.length) : undefined}
        measureRef={measureRef}
      />
    ),
  })

  const loadMoreAndFocus = () => {
    revealFrom(rows.length)
    onLoadMore()
  }

  return (
    <>
      <p className={styles.count} role="status">
        {status}
      </p>
      <ul
        ref={listRef}
        className={[styles.reportList, windowed ? '' : styles.wholeList].filter(Boolean).join(' ')}
        aria-label={t('reports.listLabel')}
        data-testid="report-list"
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {rowsAndGaps}
      </ul>
      {moreFailed && (
        <p className={styles.errorBox} role="alert">
          {t('reports.moreFailed')}
        </p>
      )}
      {hasMore && (
        <Button variant="secondary" onClick={loadMoreAndFocus} loading={loadingMore}>
          {total === null
            ? t('reports.showMore')
            : t('reports.showMoreCount', { count: Math.min(REPORT_PAGE_SIZE, total - rows.length) })}
        </Button>
      )}
    </>
  )
}
