import { memo, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TEXT_MAX } from '../../api/common.schemas'
import type { Notification, NotificationType } from '../../api/shell/notification.schemas'
import { Button } from '../../components/ui/button/button'
import { TextField } from '../../components/ui/text-field/text-field'
import { formatDate } from '../../domain/format'
import styles from './notifications.module.css'
import { useWindowedRows } from './use-windowed-rows'

/**
 * How many of the (up to 1000) notifications show before "Show all": a list of 150+ items is hard
 * to scan and slow to tab through, so the newest 20 come first and one button shows the rest.
 */
export const NOTIFICATIONS_SHOWN_FIRST = 20

/**
 * From this many rows on, only those near the viewport are rendered (use-windowed-rows.ts): all of
 * them in the page would take several times the 100 ms budget to appear (issue 8 §5). Shorter
 * lists render whole, so the browser's find-in-page sees every row.
 */
export const WINDOWED_FROM = 200

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
const NotificationRow = memo(function NotificationRow({ notification: n, texts, index, setSize, onOpen }: RowProps) {
  const unread = n.readTime === null
  return (
    <li data-row-key={n.id} data-row-index={index} aria-setsize={setSize} aria-posinset={setSize === undefined ? undefined : index + 1}>
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
  const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-row-index]') : null
  return row ? Number(row.dataset.rowIndex) : null
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
  const keys = useMemo(() => shown.map((n) => n.id), [shown])
  const windowed = shown.length >= WINDOWED_FROM
  const { segments, gapAfter, listRef, setFocused } = useWindowedRows(keys, { enabled: windowed, estimate: 72, overscan: 4 })

  // "Show all" goes away when clicked: focus moves to the first row it revealed, not to the page.
  const revealedFrom = useRef<number | null>(null)
  // After every render until that row is in the page (a windowed list may add it one render later).
  useLayoutEffect(() => {
    const index = revealedFrom.current
    if (!showAll || index === null) return
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"] button`)
    if (!row) return
    revealedFrom.current = null
    row.focus()
  })
  const showAllAndFocus = () => {
    revealedFrom.current = shown.length
    onShowAll()
  }

  const status =
    needle === ''
      ? t('summary', { shown: shown.length, total: rows.length, unread })
      : t('searchSummary', { count: matches.length, total: rows.length, query: deferredQuery.trim() })

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
          {segments.map(({ gapBefore, start, end }) => [
            gapBefore > 0 && <li key={`gap-${start}`} className={styles.gap} style={{ height: gapBefore }} aria-hidden="true" />,
            ...shown
              .slice(start, end)
              .map((n, i) => <NotificationRow key={n.id} notification={n} texts={texts} index={start + i} setSize={windowed ? shown.length : undefined} onOpen={onOpen} />),
          ])}
          {gapAfter > 0 && <li key="gap-end" className={styles.gap} style={{ height: gapAfter }} aria-hidden="true" />}
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
