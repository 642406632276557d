import { Link } from '@tanstack/react-router'
import { defaultRangeExtractor, measureElement, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportListRow } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { AppLink } from '../../ui/app-link/app-link'
import { Button } from '../../ui/button/button'
import styles from './book.module.css'
import { REPORT_PAGE_SIZE } from './use-report-pages'
import { NS } from './texts'

/**
 * The book's reports, newest first: one link per report with its period, state (drafts marked) and
 * number of rated parts. A book may have hundreds of reports, so the list is windowed like the
 * notification list (src/routes/-components/notification-list.tsx, @tanstack/react-virtual): from
 * this many rows on only those near the viewport are rendered, with the height of the others kept
 * as empty space; shorter lists render whole (find-in-page sees every row).
 */
export const REPORTS_WINDOWED_FROM = 100

/** A row's height before it was measured (px): period and meta on one line each. */
const ROW_ESTIMATE = 72
/** Rows rendered beyond each edge of the viewport, so Tab and Shift+Tab always reach a rendered row. */
const OVERSCAN = 4

function measureRow(element: HTMLLIElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, HTMLLIElement>): number {
  const size = measureElement(element, entry, instance)
  // A row not laid out (a hidden tab, jsdom) keeps its estimate rather than collapsing the list.
  return size > 0 ? size : ROW_ESTIMATE
}

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
  measureRef: ((element: HTMLLIElement | null) => void) | undefined
}

const ReportRow = memo(function ReportRow({ row, bookId, asApprentice, texts, index, setSize, measureRef }: RowProps) {
  const draft = row.state === 'draft'
  // Spaces between the parts: a link's name is read as one line.
  const content = (
    <>
      <span className={styles.reportPeriod}>
        {formatDate(row.fromDate)} – {formatDate(row.toDate)}
      </span>{' '}
      <span className={[styles.reportState, styles.tag, draft ? styles.tagDraft : ''].filter(Boolean).join(' ')}>{draft ? texts.draft : texts.saved}</span>{' '}
      <span className={styles.reportMeta}>
        {texts.details(row.detailCount)}
        {!draft && row.savedAt && <> · {texts.savedOn(formatDate(row.savedAt))}</>}
      </span>
    </>
  )
  return (
    <li ref={measureRef} data-index={index} aria-setsize={setSize} aria-posinset={setSize === undefined ? undefined : index + 1}>
      {asApprentice ? (
        // The apprentice's report page belongs to the report flow (EbookReportNew).
        <AppLink href={`/book/${bookId}/report/${row.id}`} className={styles.reportRow}>
          {content}
        </AppLink>
      ) : (
        <Link to="/books/$bookId/report/$reportId" params={{ bookId: String(bookId), reportId: String(row.id) }} className={styles.reportRow}>
          {content}
        </Link>
      )}
    </li>
  )
})

function rowIndexOf(event: FocusEvent<HTMLUListElement>): number | null {
  const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null
  return row ? Number(row.dataset.index) : null
}

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

export function ReportList({ bookId, asApprentice, rows, total, hasMore, loadingMore, moreFailed, onLoadMore }: ReportListProps) {
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
  const listRef = useRef<HTMLUListElement | null>(null)
  // The focused row, and the first row a new page brought until it has focus: both stay rendered.
  const [focused, setFocused] = useState<number | null>(null)
  const [revealedFrom, setRevealedFrom] = useState<number | null>(null)
  const status = total !== null && total > rows.length ? t('reports.countOf', { count: total, shown: rows.length }) : t('reports.count', { count: rows.length })

  // Where the list starts in the page (the virtualizer counts the window's scroll from the page's top).
  const [listTop, setListTop] = useState(0)
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const top = list.getBoundingClientRect().top + window.scrollY
    if (Math.abs(top - listTop) >= 1) setListTop(top)
  }, [status, listTop])

  const getItemKey = useCallback((index: number) => rows[index].id, [rows])
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      for (const keep of [focused, revealedFrom]) {
        if (keep !== null && keep < range.count && !indexes.includes(keep)) indexes.push(keep)
      }
      return indexes.sort((a, b) => a - b)
    },
    [focused, revealedFrom],
  )
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    enabled: windowed,
    count: rows.length,
    getItemKey,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    rangeExtractor,
    measureElement: measureRow,
    scrollMargin: listTop,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  })
  // Switching on, the rows already in the page are measured for the first time: they have not moved,
  // so the window must not scroll by their difference from the estimate.
  const windowedBefore = useRef(windowed)
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = windowed && !windowedBefore.current ? () => false : undefined
  useLayoutEffect(() => {
    windowedBefore.current = windowed
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = undefined
  }, [windowed, virtualizer])

  // "Show more" stays, but focus moves to the first report the new page brought (not to the page).
  useLayoutEffect(() => {
    if (revealedFrom === null || revealedFrom >= rows.length) return
    const link = listRef.current?.querySelector<HTMLElement>(`[data-index="${revealedFrom}"] a`)
    if (!link) return
    link.focus()
    setRevealedFrom(null)
  }, [rows.length, revealedFrom])
  const loadMoreAndFocus = () => {
    setRevealedFrom(rows.length)
    onLoadMore()
  }

  const row = (index: number, measureRef?: (element: HTMLLIElement | null) => void) => (
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
  )
  let rowsAndGaps: ReactNode[]
  if (windowed) {
    rowsAndGaps = []
    let previousEnd = listTop
    const gap = (height: number, key: string) => height > 0 && <li key={key} className={styles.gap} style={{ height }} aria-hidden="true" />
    for (const item of virtualizer.getVirtualItems()) {
      rowsAndGaps.push(gap(item.start - previousEnd, `gap-${item.index}`), row(item.index, virtualizer.measureElement))
      previousEnd = item.end
    }
    rowsAndGaps.push(gap(listTop + virtualizer.getTotalSize() - previousEnd, 'gap-end'))
  } else {
    rowsAndGaps = rows.map((_, index) => row(index))
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
        onFocus={(event) => setFocused(rowIndexOf(event))}
        onBlur={() => setFocused(null)}
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
          {total === null ? t('reports.showMore') : t('reports.showMoreCount', { count: Math.min(REPORT_PAGE_SIZE, total - rows.length) })}
        </Button>
      )}
    </>
  )
}
