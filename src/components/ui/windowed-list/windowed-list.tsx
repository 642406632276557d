import type { ReactNode } from 'react'
import type { MeasureRef, WindowedList } from './use-windowed-list'
import styles from './windowed-list.module.css'

/**
 * The `<ul>` of a list made with useWindowedList: where it starts (listRef), the focused row kept
 * rendered (onFocus/onBlur), its rows and the spaces between them; when the whole list is rendered,
 * rows the browser lays out only near the viewport (wholeList).
 */
export function WindowedListElement({
  list,
  windowed,
  className,
  label,
  testId,
}: {
  list: Pick<WindowedList, 'listRef' | 'rowsAndGaps' | 'onFocus' | 'onBlur'>
  windowed: boolean
  className: string | undefined
  label: string
  testId: string
}) {
  return (
    <ul
      ref={list.listRef}
      className={[className, windowed ? '' : styles.wholeList].filter(Boolean).join(' ')}
      aria-label={label}
      data-testid={testId}
      onFocus={list.onFocus}
      onBlur={list.onBlur}
    >
      {list.rowsAndGaps}
    </ul>
  )
}

/** The count above such a list (a status: a screen reader hears it change as a filter narrows the list). */
export function ListCount({
  className,
  testId,
  children,
}: {
  className: string | undefined
  testId?: string
  children: ReactNode
}) {
  return (
    <p className={className} role="status" data-testid={testId}>
      {children}
    </p>
  )
}

/**
 * A row's place, spread on its `<li>`: data-index (the virtualizer's way from a measured element to its
 * row), the measuring ref, and, when the list is windowed (setSize set), its position among all rows.
 */
export function rowPlace(index: number, setSize: number | undefined, measureRef: MeasureRef | undefined) {
  return {
    ref: measureRef,
    'data-index': index,
    'aria-setsize': setSize,
    'aria-posinset': setSize === undefined ? undefined : index + 1,
  }
}
