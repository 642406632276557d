import { memo, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TEXT_MAX } from '../../../api/common.schemas'
import type { Notification, NotificationType } from '../../../api/shell/notification.schemas'
import { Button } from '../../ui/button/button'
import { TextField } from '../../ui/text-field/text-field'
import { useWindowedList, type MeasureRef } from '../../ui/windowed-list/use-windowed-list'
import { rowPlace } from '../../ui/windowed-list/windowed-list'
import { formatDate } from '../../../domain/format'
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

/** A row's height at desktop width (px): the subject and the type and date below it (measured; see useWindowedList's rowEstimate). */
const ROW_HEIGHT = 74

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
  measureRef: MeasureRef | undefined
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
const NotificationRow = memo(function NotificationRow({
  notification: n,
  texts,
  index,
  setSize,
  measureRef,
  onOpen,
}: RowProps) {
  const unread = n.readTime === null
  return (
    <li {...rowPlace(index, setSize, measureRef)}>
      <button
        type="button"
        className={[styles.item, unread ? styles.unread : ''].filter(Boolean).join(' ')}
        onClick={() => onOpen(n)}
      >
        <span className={styles.subject}>{n.subject}</span>
        <span className={styles.meta}>
          {texts.types[n.type]} · <time dateTime={n.sentTime}>{sentLabel(n.sentTime)}</time>
        </span>
        {unread && <span className={styles.newLabel}>{texts.new}</span>}
      </button>
    </li>
  )
})

export function NotificationList({ rows, showAll, onShowAll, onOpen, onMarkAll, markingAll }: NotificationListProps) {
  const { t } = useTranslation('shell-notifications')
  const [query, setQuery] = useState('')
  const texts = useMemo<RowTexts>(
    () => ({
      types: {
        Book: t('types.Book'),
        Application: t('types.Application'),
        TradeCertificate: t('types.TradeCertificate'),
        DistanceOrder: t('types.DistanceOrder'),
      },
      new: t('new'),
    }),
    [t],
  )
  // The rows follow the field in the same render (ADR 0013 "A filter renders at once"): the list is
  // windowed, so a search renders a screenful of rows; a deferred render cost a second render and frame.
  // The count is rendered with the rows it counts.
  const needle = query.trim().toLocaleLowerCase('sv')
  const subjects = useMemo(() => rows.map((n) => n.subject.toLocaleLowerCase('sv')), [rows])
  const matches = useMemo(
    () => (needle === '' ? rows : rows.filter((_, i) => subjects[i].includes(needle))),
    [rows, subjects, needle],
  )
  const unread = useMemo(() => rows.reduce((sum, n) => sum + (n.readTime === null ? 1 : 0), 0), [rows])
  // A search looks through all of them; without one the newest 20 come first.
  const limited = needle === '' && !showAll
  const shown = useMemo(() => (limited ? matches.slice(0, NOTIFICATIONS_SHOWN_FIRST) : matches), [limited, matches])
  const windowed = shown.length >= WINDOWED_FROM
  const status =
    needle === ''
      ? t('summary', { shown: shown.length, total: rows.length, unread })
      : t('searchSummary', { count: matches.length, total: rows.length, query: query.trim() })
  // What above the list may move it: the count (it may wrap onto another line), the toolbar's
  // button while marking all, and the list itself coming back after a search that found none.
  const hasRows = shown.length > 0
  const remeasureOn = useMemo(() => [status, markingAll, hasRows], [status, markingAll, hasRows])
  const { listRef, rowsAndGaps, onFocus, onBlur, revealFrom } = useWindowedList({
    name: 'notifications',
    // "Show all" goes away when clicked: focus moves to the first row it revealed, not to the page.
    focusSelector: 'button',
    rows: shown,
    windowed,
    remeasureOn,
    gapClassName: styles.gap,
    rowEstimate: ROW_HEIGHT,
    renderRow: (index, measureRef) => (
      <NotificationRow
        key={shown[index].id}
        notification={shown[index]}
        texts={texts}
        index={index}
        setSize={windowed ? shown.length : undefined}
        measureRef={measureRef}
        onOpen={onOpen}
      />
    ),
  })

  const showAllAndFocus = () => {
    revealFrom(shown.length)
    onShowAll()
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
          onFocus={onFocus}
          onBlur={onBlur}
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
