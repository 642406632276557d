import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'
import { whenIdle } from '../idle/when-idle'
import { renderedRowsCover } from './rows-cover'
import { expectedWindowScroll } from './expected-scroll'
import { measureRow } from './row-height'
import { knownWindowScroll, scrollWindowUnlessThere } from './window-scroll'

/**
 * A list of rows in the page's flow, windowed with @tanstack/react-virtual when it is long: only the
 * rows near the viewport are rendered, with the height of the others kept as empty space (an
 * `<li aria-hidden>` between them). Used by the notification list and the e-book's report list; each
 * keeps its own row, its texts, from how many rows on it is windowed and where focus goes after a reveal.
 */

/** A row's height before it was measured (px), unless the list gives its own: two lines each (a title, then meta). */
const ROW_ESTIMATE = 72
/** Rows rendered beyond each edge of the viewport, so Tab and Shift+Tab always reach a rendered row. */
const OVERSCAN = 4
/**
 * Rows beyond each edge in the render that first shows a windowed list (a list page mounting, "show
 * all"): the rest of OVERSCAN follows once the browser is idle after that frame's paint (issue 17 §4:
 * the rows below the viewport were a third of the rows, and of the style and layout, in the click that
 * opened a list). Nobody sees them, and focus reaches them only after the filters above the list or a scroll.
 */
const FIRST_OVERSCAN = 1

/**
 * Where each named list last started in the page: a list opened again starts its first render
 * there instead of at 0, which made it render twice (once more after reading its place).
 */
const knownListTops = new Map<string, number>()

/**
 * What changes only rows nobody sees (the overscan, a list's top corrected by less than the rows
 * already cover) waits until the browser is idle after the paint, at most this long (ms): it does not
 * stand between a click and its paint, nor between the paint and the next input.
 */
const UNSEEN_WITHIN_MS = 500
/** Without requestIdleCallback (Safari): this long (ms) after it was asked for. */
const UNSEEN_FALLBACK_MS = 50

/** `work` (a transition) once the browser is idle; answers the cancel. */
function whenUnseen(work: () => void): () => void {
  return whenIdle(() => startTransition(work), UNSEEN_WITHIN_MS, UNSEEN_FALLBACK_MS)
}

/**
 * The overscan: FIRST_OVERSCAN in the render that switches windowing on (mounting windowed
 * included), OVERSCAN from the render after that frame's paint on, once the browser is idle (a
 * transition: a keystroke or a scroll comes first).
 */
function useFirstPaintOverscan(windowed: boolean): number {
  const [widened, setWidened] = useState(false)
  // Not windowed (the overscan is not used): the next switch on starts narrow again.
  if (!windowed && widened) setWidened(false)
  useEffect(() => {
    if (!windowed || widened) return
    return whenUnseen(() => setWidened(true))
  }, [windowed, widened])
  return widened ? OVERSCAN : FIRST_OVERSCAN
}

/** The focused row's index, from a focus event inside the list. */
function rowIndexOf(event: FocusEvent<HTMLUListElement>): number | null {
  const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null
  return row ? Number(row.dataset.index) : null
}

/** Set when the list is windowed: the virtualizer measures the row (its height varies). */
export type MeasureRef = (element: HTMLLIElement | null) => void

export interface WindowedListOptions<Row extends { id: number | string }> {
  /** The rows of the list, in order; a row's `id` is its key. */
  rows: readonly Row[]
  /** Whether only the rows near the viewport are rendered (from a list's own number of rows on). */
  windowed: boolean
  /**
   * Changes (by identity) when what is above the list may have moved, so where the list starts is
   * read again: e.g. the count above it, which may wrap onto another line.
   */
  remeasureOn: unknown
  /** The class of the empty `<li>` that keeps the height of the rows not rendered. */
  gapClassName: string | undefined
  /**
   * One row, as an `<li data-index={index}>` (data-index: the virtualizer's way from a measured
   * element to its row) with `ref={measureRef}`; measureRef is set only when the list is windowed.
   */
  renderRow: (index: number, measureRef?: MeasureRef) => ReactNode
  /**
   * A row's usual height at desktop width (px). The rows first rendered are measured; when they
   * differ from the estimate, the virtualizer moves every row after them and renders again at once
   * (issue 17 §4: ~30 ms of the 100 at 4× CPU). Default: two lines (72).
   */
  rowEstimate?: number
  /** The list's name (one per page): where it started last time is where its first render starts. */
  name?: string
  /**
   * Where the list starts at the least (px from the page's top), for its first render when it has not
   * started anywhere yet: what is always above it (the page's title, its filters, the count). Rows
   * chosen for a list higher up than it turns out to be still fill the viewport (only more of them
   * than needed); one chosen for a list lower than it is would be rendered again before the paint.
   * Default 0.
   */
  topAtLeast?: number
  /** What in a row takes focus when a reveal brings it (e.g. 'button', 'a'). */
  focusSelector?: string
}

export interface WindowedList {
  /** For the `<ul>`: where it starts in the page, and the rows a reveal brought are found in it. */
  listRef: { current: HTMLUListElement | null }
  /** The rows, with the spaces between them when windowed. */
  rowsAndGaps: ReactNode[]
  /** For the `<ul>`: the focused row stays rendered wherever the page is scrolled. */
  onFocus: (event: FocusEvent<HTMLUListElement>) => void
  onBlur: () => void
  /**
   * Before the rows a reveal brings ("show all", a new page) are there: the first of them (its index)
   * is kept rendered and given focus (its `focusSelector` element) in the commit that renders it.
   */
  revealFrom: (index: number) => void
}

export function useWindowedList<Row extends { id: number | string }>({
  rows,
  windowed,
  remeasureOn,
  gapClassName,
  renderRow,
  rowEstimate = ROW_ESTIMATE,
  name,
  topAtLeast = 0,
  focusSelector = 'a, button',
}: WindowedListOptions<Row>): WindowedList {
  const listRef = useRef<HTMLUListElement | null>(null)
  // The focused row, and the first row a reveal brought until it has focus: both stay rendered
  // wherever the page is scrolled, so focus is never dropped to the page. Refs, not state, read by
  // the range extractor whenever the range is chosen (a render): focus moving within the list changes
  // no row, and as state each focus rendered the list again (issue 17 §4: "show all" rendered 1 000
  // rows' list twice in its click, once for the reveal and once for the focus it gave).
  const focused = useRef<number | null>(null)
  const revealedFrom = useRef<number | null>(null)

  // Where the list starts in the page (the virtualizer counts the window's scroll from the page's
  // top): read again when what is above it changes (the count may wrap onto another line). Off by a
  // few pixels after a resize, it only shifts which rows are the overscan.
  const [listTop, setListTop] = useState(() =>
    name === undefined ? topAtLeast : (knownListTops.get(name) ?? topAtLeast),
  )
  const overscan = useFirstPaintOverscan(windowed)

  const getItemKey = useCallback((index: number) => rows[index].id, [rows])
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range)
    for (const keep of [focused.current, revealedFrom.current]) {
      if (keep !== null && keep < range.count && !indexes.includes(keep)) indexes.push(keep)
    }
    // In order: the rows and the spaces between them follow one another in the page.
    return indexes.sort((a, b) => a - b)
  }, [])
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    enabled: windowed,
    count: rows.length,
    getItemKey,
    estimateSize: () => rowEstimate,
    overscan,
    rangeExtractor,
    measureElement: measureRow,
    scrollMargin: listTop,
    // The window as it is now: without it the first render after a reveal would see a 0 px
    // viewport and a second render would add the rows in view (twice the cost of opening).
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    // Mounting in a navigation that starts the new page at its top: the rows for the top, not for where
    // the page being left was scrolled (expected-scroll.ts).
    initialOffset: () => expectedWindowScroll() ?? knownWindowScroll(),
    scrollToFn: scrollWindowUnlessThere,
  })
  // Read once the frame has laid the page out (a ResizeObserver's first report of the list, before
  // that frame is painted), not in the commit: reading it there laid out the page in the middle of
  // the click that opened it (issue 17 §4). A different top is rendered before that paint only when
  // the rows chosen for the old one leave part of the viewport empty (rows-cover.ts); otherwise once
  // the browser is idle after it (queued at once, it ran in the tasks right after the paint, ahead of
  // whatever came next).
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const read = () => {
      const top = list.getBoundingClientRect().top + window.scrollY
      if (name !== undefined) knownListTops.set(name, top)
      return top
    }
    if (typeof ResizeObserver === 'undefined') {
      const top = read()
      if (Math.abs(top - listTop) >= 1) setListTop(top)
      return
    }
    let cancelUnseen: (() => void) | undefined
    const observer = new ResizeObserver(() => {
      observer.disconnect()
      const top = read()
      if (Math.abs(top - listTop) < 1) return
      // Rows already rendered that fill the viewport where the list really is: the correction
      // changes only rows nobody sees, and waits until the browser is idle after this frame's paint.
      // Otherwise it is rendered before that paint.
      const viewport = { top: window.scrollY, height: window.innerHeight }
      const { enabled, count } = virtualizer.options
      if (!enabled || renderedRowsCover(virtualizer.getVirtualItems(), count, listTop, top, viewport))
        cancelUnseen = whenUnseen(() => setListTop(top))
      else flushSync(() => setListTop(top))
    })
    observer.observe(list)
    return () => {
      observer.disconnect()
      cancelUnseen?.()
    }
  }, [remeasureOn, listTop, name, virtualizer])

  // Switching on, the rows already in the page are measured for the first time: they have not moved,
  // so the window must not be scrolled by their difference from the estimate (the library's
  // default, right for rows that appear later above a space of estimated rows).
  // They are measured once the frame after the switch has laid them out (measureRow): held until
  // that frame is over.
  const windowedBefore = useRef(windowed)
  const holdScroll = useRef(false)
  if (windowed && !windowedBefore.current) holdScroll.current = true
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = holdScroll.current ? () => false : undefined
  useLayoutEffect(() => {
    const switchedOn = windowed && !windowedBefore.current
    windowedBefore.current = windowed
    const release = () => {
      holdScroll.current = false
      virtualizer.shouldAdjustScrollPositionOnItemSizeChange = undefined
    }
    if (!switchedOn) return release()
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(release)))
    return () => {
      cancelAnimationFrame(frame)
      release()
    }
  }, [windowed, virtualizer])

  let rowsAndGaps: ReactNode[]
  if (windowed) {
    // Rows in the page's flow, with the height of those not rendered left empty between them.
    rowsAndGaps = []
    let previousEnd = listTop
    const gap = (height: number, key: string) =>
      height > 0 && <li key={key} className={gapClassName} style={{ height }} aria-hidden="true" />
    for (const item of virtualizer.getVirtualItems()) {
      rowsAndGaps.push(
        gap(item.start - previousEnd, `gap-${item.index}`),
        renderRow(item.index, virtualizer.measureElement),
      )
      previousEnd = item.end
    }
    rowsAndGaps.push(gap(listTop + virtualizer.getTotalSize() - previousEnd, 'gap-end'))
  } else {
    rowsAndGaps = rows.map((_, index) => renderRow(index))
  }

  // The first row a reveal brought takes focus in the commit that renders it (the button that asked may
  // be gone), not later: focus is never left on the page. Every commit, as the rows may come later
  // (a page of reports that was fetched).
  useLayoutEffect(() => {
    const from = revealedFrom.current
    if (from === null || from >= rows.length) return
    const target = listRef.current?.querySelector(`[data-index="${from}"]`)?.querySelector<HTMLElement>(focusSelector)
    if (!target) return
    target.focus()
    revealedFrom.current = null
  })

  return {
    listRef,
    rowsAndGaps,
    onFocus: (event) => {
      focused.current = rowIndexOf(event)
    },
    onBlur: () => {
      focused.current = null
    },
    revealFrom: (index) => {
      revealedFrom.current = index
    },
  }
}
