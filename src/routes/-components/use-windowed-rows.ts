import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react'

/**
 * Renders only the rows of a long list near the viewport (issue 8 §5: opening or filtering 1000
 * notifications within 100 ms at 4× CPU; building, styling and laying out 1000 rows takes several
 * times that). The page itself scrolls (no inner scroll box, so phones, zoom and the keyboard behave
 * as on any page); rows keep their real, varying heights: each rendered row is measured after it is
 * laid out, rows never rendered count with the average of those measured.
 *
 * What stays usable: the rows below and above the viewport by `overscan` are rendered too, so Tab
 * and Shift+Tab always reach a rendered row (focusing it scrolls, which renders the next ones); the
 * focused row stays rendered while scrolled away, so focus is never dropped to the page.
 */

export interface WindowSegment {
  /** Empty space before the segment's first row (px): the rows not rendered. */
  gapBefore: number
  start: number
  end: number
}

export interface WindowedRows {
  /** The rows to render, in order, each with the space to leave before it. */
  segments: WindowSegment[]
  /** Empty space after the last rendered row (px). */
  gapAfter: number
  /** For the list element: the rows measured are its `[data-row-key]` children. */
  listRef: RefObject<HTMLUListElement | null>
  /** Call from the list's focus and blur handlers with the focused row's index (or null). */
  setFocused: (index: number | null) => void
}

interface Options {
  /** Off: every row renders (short lists; nothing to save). */
  enabled: boolean
  /** A row's height before any was measured (px). */
  estimate: number
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number
}

interface Viewport {
  /** The viewport's top and bottom, relative to the list's top (px). */
  top: number
  bottom: number
}

function viewportOf(list: HTMLElement | null): Viewport {
  if (!list) return { top: 0, bottom: typeof window === 'undefined' ? 800 : window.innerHeight }
  const top = -list.getBoundingClientRect().top
  return { top, bottom: top + window.innerHeight }
}

/** The first index whose row ends below `y` (offsets[i] is row i's top; offsets[n] the total). */
function firstEndingBelow(offsets: Float64Array, y: number): number {
  let low = 0
  let high = offsets.length - 2
  while (low < high) {
    const mid = (low + high) >> 1
    if (offsets[mid + 1] <= y) low = mid + 1
    else high = mid
  }
  return Math.max(0, low)
}

function averageOf(heights: Map<string | number, number>, fallback: number): number {
  if (heights.size === 0) return fallback
  let sum = 0
  for (const h of heights.values()) sum += h
  return sum / heights.size
}

/** offsets[i] is row i's top relative to the list, offsets[n] the list's height. */
function offsetsOf(keys: readonly (string | number)[], heights: Map<string | number, number>, estimate: number): Float64Array {
  const average = averageOf(heights, estimate)
  const result = new Float64Array(keys.length + 1)
  for (let i = 0; i < keys.length; i++) result[i + 1] = result[i] + (heights.get(keys[i]) ?? average)
  return result
}

function rangeOf(offsets: Float64Array, viewport: Viewport, overscan: number): [number, number] {
  const count = offsets.length - 1
  if (count === 0) return [0, 0]
  return [Math.max(0, firstEndingBelow(offsets, viewport.top) - overscan), Math.min(count, firstEndingBelow(offsets, viewport.bottom) + 1 + overscan)]
}

export function useWindowedRows(keys: readonly (string | number)[], { enabled, estimate, overscan }: Options): WindowedRows {
  const listRef = useRef<HTMLUListElement | null>(null)
  // Measured heights by row key, and the viewport as last seen: refs, because measuring and
  // scrolling must not re-render by themselves; the scroll listener re-renders only when the
  // rows to render change.
  const heights = useRef(new Map<string | number, number>())
  const viewport = useRef<Viewport>(viewportOf(null))
  const rendered = useRef<{ start: number; end: number; offsets: Float64Array }>({ start: 0, end: 0, offsets: new Float64Array(1) })
  const [, setScrolled] = useState(0)
  const [focused, setFocusedState] = useState<number | null>(null)

  const count = keys.length
  // Switching on ("show all"): where the list is now, not at the last scroll event (the page may
  // have moved since, and a second render with other rows would double the cost of opening).
  const enabledRef = useRef(enabled)
  if (enabled && !enabledRef.current) viewport.current = viewportOf(listRef.current)
  const offsets = offsetsOf(keys, heights.current, estimate)
  const [start, end] = enabled ? rangeOf(offsets, viewport.current, overscan) : [0, count]
  rendered.current = { start, end, offsets }

  const segments: WindowSegment[] = []
  const keep = focused !== null && focused < count && (focused < start || focused >= end) ? focused : null
  if (keep !== null && keep < start) segments.push({ gapBefore: offsets[keep], start: keep, end: keep + 1 })
  const previousEnd = keep !== null && keep < start ? offsets[keep + 1] : 0
  segments.push({ gapBefore: offsets[start] - previousEnd, start, end })
  if (keep !== null && keep >= end) segments.push({ gapBefore: offsets[keep] - offsets[end], start: keep, end: keep + 1 })
  const last = segments[segments.length - 1]
  const gapAfter = offsets[count] - offsets[last.end]

  // Follow the viewport (page scroll, rotating a phone, zoom): once per frame at most, and a new
  // render only when other rows come into range.
  useLayoutEffect(() => {
    enabledRef.current = enabled
  }, [enabled])
  useLayoutEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      viewport.current = viewportOf(listRef.current)
      if (!enabledRef.current) return
      const now = rendered.current
      const [nextStart, nextEnd] = rangeOf(now.offsets, viewport.current, overscan)
      if (nextStart !== now.start || nextEnd !== now.end) setScrolled((n) => n + 1)
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [overscan])

  // Measure the rows just rendered (the layout the browser needs for painting anyway). The new
  // heights count from the next render on: an estimate off by a few pixels only moves the gaps.
  useLayoutEffect(() => {
    const list = listRef.current
    if (!enabled || !list) return
    viewport.current = viewportOf(list)
    for (const row of list.querySelectorAll<HTMLElement>(':scope > [data-row-key]')) {
      const key = row.dataset.rowKey ?? ''
      const height = row.getBoundingClientRect().height
      if (height > 0) heights.current.set(/^\d+$/.test(key) ? Number(key) : key, height)
    }
    // The list's position known only now (enabling happens with the page scrolled anywhere): when
    // other rows belong in view, render them before the frame is painted.
    const [nextStart, nextEnd] = rangeOf(offsetsOf(keys, heights.current, estimate), viewport.current, overscan)
    if (nextStart !== start || nextEnd !== end) setScrolled((n) => n + 1)
  }, [enabled, keys, start, end, estimate, overscan])

  const setFocused = useCallback((index: number | null) => setFocusedState(index), [])
  return { segments, gapAfter, listRef, setFocused }
}
