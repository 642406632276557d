import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useWindowedList, type MeasureRef } from './use-windowed-list'
import { ListCount, WindowedListElement } from './windowed-list'

/** The `t` of the list's useTranslation: its keys are in the list's namespace. */
type Translate = TFunction<string | readonly string[]>

export interface CountedWindowedListOptions<Row extends { id: number | string }> {
  /** The list's name (one per page): see useWindowedList's `name`. */
  name: string
  /** The rows the filters leave, in order. */
  rows: readonly Row[]
  /** How many rows there are without the filters: the count says "n of total" when they differ. */
  total: number
  /**
   * From this many rows on (the whole list, filtered or not) only the rows near the viewport are
   * rendered: a search that narrows a long list keeps it windowed (issue 17 §4).
   */
  windowedFrom: number
  /** A row's height at desktop width (px): see useWindowedList's `rowEstimate`. */
  rowEstimate: number
  /** Where the list starts at the least (px): see useWindowedList's `topAtLeast`. */
  topAtLeast?: number
  /** The slice's classes for the count, the `<ul>` and the empty `<li>` between rendered rows. */
  classes: { count?: string; list?: string; gap?: string }
  /** The keys of the count (`count`: all rows; `countOf`: n of total) and of the list's accessible name. */
  texts: { t: Translate; count: string; countOf: string; listLabel: string }
  testIds: { count: string; list: string }
  /**
   * One row, keyed by its id, as an `<li data-index={index} ref={measureRef}>`; setSize (the whole
   * list's length, for aria-setsize) is set only when the list is windowed, as is measureRef.
   */
  renderRow: (row: Row, index: number, setSize: number | undefined, measureRef: MeasureRef | undefined) => ReactNode
}

/**
 * A filtered list with its count above it (a status), windowed from `windowedFrom` rows on: the staff
 * list and the instructor's books. A hook rather than a component: the list renders in its page's
 * render, without a component of its own between them (the lists are measured, issue 17 §4).
 */
export function useCountedWindowedList<Row extends { id: number | string }>({
  name,
  rows,
  total,
  windowedFrom,
  rowEstimate,
  topAtLeast,
  classes,
  texts,
  testIds,
  renderRow,
}: CountedWindowedListOptions<Row>): ReactNode {
  const windowed = total >= windowedFrom
  const status =
    rows.length === total
      ? texts.t(texts.count, { count: rows.length })
      : texts.t(texts.countOf, { count: rows.length, total })
  const list = useWindowedList({
    name,
    rows,
    windowed,
    remeasureOn: status,
    gapClassName: classes.gap,
    rowEstimate,
    topAtLeast,
    renderRow: (index, measureRef) => renderRow(rows[index], index, windowed ? rows.length : undefined, measureRef),
  })
  return (
    <>
      <ListCount className={classes.count} testId={testIds.count}>
        {status}
      </ListCount>
      {rows.length > 0 && (
        <WindowedListElement
          list={list}
          windowed={windowed}
          className={classes.list}
          label={texts.t(texts.listLabel)}
          testId={testIds.list}
        />
      )}
    </>
  )
}
