import { defaultRangeExtractor, measureElement, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TEXT_MAX } from '../../api/common.schemas'
import type { Notification, NotificationType } from '../../api/shell/notification.schemas'
import { Button } from '../../components/ui/button/button'
import { TextField } from '../../components/ui/text-field/text-field'
import { formatDate } from '../../domain/format'
import styles from './notifications.module.css'

/**
 * How many of the (up to 1000) notifications show before "Show all": a list of 150+ items is hard
 * to scan and slow to tab through, so the newest 20 come first and one button shows the rest.
 */
export const NOTIFICATIONS_SHOWN_FIRST = 20

/**
 * From this many rows on, only those near the viewport are rendered (@tanstack/react-virtual): all
 * of them in the page would take several times the 100 ms budget to appear (issue 8 §5). Shorter
 * lists render whole, so the browser's find-in-page sees every row.
 */
export const WINDOWED_FROM = 200

/** A row's height before it was measured (px): subject and meta on one line each. */
const ROW_ESTIMATE = 72
/** Rows rendered beyond each edge of the viewport, so Tab and Shift+Tab always reach a rendered row. */
const OVERSCAN = 4

/** A row not laid out (0 high: a hidden tab, jsdom) keeps its estimate rather than collapsing the list. */
function measureRow(element: HTMLLIElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, HTMLLIElement>): number {
  const size = measureElement(element, entry, instance)
  return size > 0 ? size : ROW_ESTIMATE
}

interface NotificationListProps {
  rows: Notification[]
  showAll: boolean
  onShowAll: () => void
  onOpen: (notification: Notification) => void
  onMarkAll: () => void
  markingAll: boolean
}

/** The texts every row shows, translated once for all rows (a hook per row costs on every mount). */
interface RowTexts {
  types: Record<NotificationType, string>
  new: string
}

interface RowProps {
  notification: Notification
  texts: RowTexts
  index: number
  /** Set when the list is windowed: the row's place among all, for assistive technology. */
  setSize: number | undefined
  /** Set when the list is windowed: the virtualizer measures the row (its height varies). */
  measureRef: ((element: HTMLLIElement | null) => void) | undefined
  onOpen: (notification: Notification) => void
}

/** Sent times as shown, kept: a row scrolled back into view does not format its date again. */
const sentLabels = new Map<string, string>()
function sentLabel(sentTime: string): string {
  let label = sentLabels.get(sentTime)
  if (label === undefined) {
    label = formatDate(sentTime, { time: true })
    sentLabels.set(sentTime, label)
  }
  return label
}

/** One row; memoised so a scroll or a search re-renders only the rows that came or went. */
const NotificationRow = memo(function NotificationRow({ notification: n, texts, index, setSize, measureRef, onOpen }: RowProps) {
  const unread = n.readTime === null
  return (
    // data-index: the virtualizer's way from a measured element to its row.
    <li ref={measureRef} data-index={index} aria-setsize={setSize} aria-posinset={setSize === undefined ? undefined : index + 1}>
      <button type="button" className={[styles.item, unread ? styles.unread : ''].filter(Boolean).join(' ')} onClick={() => onOpen(n)}>
        <span className={styles.subject}>{n.subject}</span>
        <span className={styles.meta}>
          {texts.types[n.type]} · <time dateTime={n.sentTime}>{sentLabel(n.sentTime)}</time>
        </span>
        {unread && <span className={styles.newLabel}>{texts.new}</span>}
      </button>
    </li>
  )
})

/** The focused row's index, from a focus event inside the list. */
function rowIndexOf(event: FocusEvent<HTMLUListElement>): number | null {
  const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null
  return row ? Number(row.dataset.index) : null
}

export function NotificationList({ rows, showAll, onShowAll, onOpen, onMarkAll, markingAll }: NotificationListProps) {
  const { t } = useTranslation('shell-notifications')
  const [query, setQuery] = useState('')
  const texts = useMemo<RowTexts>(
    () => ({
      types: { Book: t('types.Book'), Application: t('types.Application'), TradeCertificate: t('types.TradeCertificate'), DistanceOrder: t('types.DistanceOrder') },
      new: t('new'),
    }),
    [t],
  )
  // The field follows every key at once; the list and its count follow when React has time (a
  // search over 1000 rows never holds up typing). Both read the deferred value, so the count
  // announced is always the one of the rows shown.
  const deferredQuery = useDeferredValue(query)
  const needle = deferredQuery.trim().toLocaleLowerCase('sv')
  const subjects = useMemo(() => rows.map((n) => n.subject.toLocaleLowerCase('sv')), [rows])
  const matches = useMemo(() => (needle === '' ? rows : rows.filter((_, i) => subjects[i].includes(needle))), [rows, subjects, needle])
  const unread = useMemo(() => rows.reduce((sum, n) => sum + (n.readTime === null ? 1 : 0), 0), [rows])
  // A search looks through all of them; without one the newest 20 come first.
  const limited = needle === '' && !showAll
  const shown = useMemo(() => (limited ? matches.slice(0, NOTIFICATIONS_SHOWN_FIRST) : matches), [limited, matches])
  const windowed = shown.length >= WINDOWED_FROM
  const listRef = useRef<HTMLUListElement | null>(null)
  // The focused row, and the first row "show all" revealed until it has focus: both stay rendered
  // wherever the page is scrolled, so focus is never dropped to the page.
  const [focused, setFocused] = useState<number | null>(null)
  const [revealedFrom, setRevealedFrom] = useState<number | null>(null)
  const status =
    needle === ''
      ? t('summary', { shown: shown.length, total: rows.length, unread })
      : t('searchSummary', { count: matches.length, total: rows.length, query: deferredQuery.trim() })

  // Where the list starts in the page (the virtualizer counts the window's scroll from the page's
  // top): read again when what is above it changes (the count may wrap onto another line). Off by a
  // few pixels after a resize, it only shifts which rows are the overscan.
  const [listTop, setListTop] = useState(0)
  const hasRows = shown.length > 0
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const top = list.getBoundingClientRect().top + window.scrollY
    if (Math.abs(top - listTop) >= 1) setListTop(top)
  }, [status, markingAll, hasRows, listTop])

  const getItemKey = useCallback((index: number) => shown[index].id, [shown])
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      for (const keep of [focused, revealedFrom]) {
        if (keep !== null && keep < range.count && !indexes.includes(keep)) indexes.push(keep)
      }
      // In order: the rows and the spaces between them follow one another in the page.
      return indexes.sort((a, b) => a - b)
    },
    [focused, revealedFrom],
  )
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    enabled: windowed,
    count: shown.length,
    getItemKey,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    rangeExtractor,
    measureElement: measureRow,
    scrollMargin: listTop,
    // The window as it is now: without it the first render after "show all" would see a 0 px
    // viewport and a second render would add the rows in view (twice the cost of opening).
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  })
  // Switching on, the rows already in the page are measured for the first time: they have not moved,
  // so the window must not be scrolled by their difference from the estimate (the library's
  // default, right for rows that appear later above a space of estimated rows).
  const windowedBefore = useRef(windowed)
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = windowed && !windowedBefore.current ? () => false : undefined
  useLayoutEffect(() => {
    windowedBefore.current = windowed
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = undefined
  }, [windowed, virtualizer])

  // "Show all" goes away when clicked: focus moves to the first row it revealed, not to the page.
  useLayoutEffect(() => {
    if (!showAll || revealedFrom === null) return
    const row = listRef.current?.querySelector<HTMLElement>(`[data-index="${revealedFrom}"] button`)
    if (!row) return
    row.focus()
    setRevealedFrom(null)
  }, [showAll, revealedFrom])
  const showAllAndFocus = () => {
    setRevealedFrom(shown.length)
    onShowAll()
  }

  const row = (index: number, measureRef?: (element: HTMLLIElement | null) => void) => (
    <NotificationRow key={shown[index].id} notification={shown[index]} texts={texts} index={index} setSize={windowed ? shown.length : undefined} measureRef={measureRef} onOpen={onOpen} />
  )
  let rowsAndGaps: ReactNode[]
  if (windowed) {
    // Rows in the page's flow, with the height of those not rendered left empty between them.
    rowsAndGaps = []
    let previousEnd = listTop
    const gap = (height: number, key: string) => height > 0 && <li key={key} className={styles.gap} style={{ height }} aria-hidden="true" />
    for (const item of virtualizer.getVirtualItems()) {
      rowsAndGaps.push(gap(item.start - previousEnd, `gap-${item.index}`), row(item.index, virtualizer.measureElement))
      previousEnd = item.end
    }
    rowsAndGaps.push(gap(listTop + virtualizer.getTotalSize() - previousEnd, 'gap-end'))
  } else {
    rowsAndGaps = shown.map((_, index) => row(index))
  }

  return (
    <>
      <div className={styles.toolbar}>
        <TextField
          id="notifications-search"
          type="search"
          className={styles.search}
          label={t('searchLabel')}
          value={query}
          onChange={setQuery}
          maxLength={TEXT_MAX.search}
          autoComplete="off"
        />
        <Button variant="secondary" onClick={onMarkAll} loading={markingAll} disabled={unread === 0}>
          {t('markAllRead')}
        </Button>
      </div>
      <p className={styles.count} role="status">
        {status}
      </p>
      {shown.length > 0 && (
        <ul
          ref={listRef}
          className={[styles.list, windowed ? '' : styles.wholeList].filter(Boolean).join(' ')}
          aria-label={t('listLabel')}
          onFocus={(event) => setFocused(rowIndexOf(event))}
          onBlur={() => setFocused(null)}
        >
          {rowsAndGaps}
        </ul>
      )}
      {limited && rows.length > shown.length && (
        <Button variant="secondary" onClick={showAllAndFocus}>
          {t('showAll', { count: rows.length })}
        </Button>
      )}
    </>
  )
}
