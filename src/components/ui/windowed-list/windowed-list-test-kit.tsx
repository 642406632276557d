import { useWindowedList } from './use-windowed-list'

/** 500 rows of the windowed list's tests. */
export const TEST_ROWS = Array.from({ length: 500 }, (_, index) => ({ id: index + 1, name: `Rad ${index + 1}` }))

/**
 * A windowed list of TEST_ROWS (named "Rader"), as a page uses the hook; `onRender` is told each render
 * and `onRow` each row a render asks for, in order.
 */
export function TestList({
  rowEstimate,
  topAtLeast,
  onRender,
  onRow,
}: {
  rowEstimate?: number
  topAtLeast?: number
  onRender?: () => void
  onRow?: (index: number) => void
}) {
  onRender?.()
  const list = useWindowedList({
    rows: TEST_ROWS,
    windowed: true,
    remeasureOn: null,
    gapClassName: undefined,
    rowEstimate,
    topAtLeast,
    renderRow: (index, measureRef) => {
      onRow?.(index)
      return (
        <li key={TEST_ROWS[index].id} ref={measureRef} data-index={index}>
          {TEST_ROWS[index].name}
        </li>
      )
    },
  })
  return (
    <ul ref={list.listRef} aria-label="Rader">
      {list.rowsAndGaps}
    </ul>
  )
}

/**
 * A TestList of 50 px rows that logs the rows each of its renders asks for, in order: `renders[0]` is
 * what the first paint would show. `clear()` empties the log before the next render.
 */
export function renderLog() {
  const renders: number[][] = []
  function List({ topAtLeast }: { topAtLeast?: number }) {
    return (
      <TestList
        rowEstimate={50}
        topAtLeast={topAtLeast}
        onRender={() => renders.push([])}
        onRow={(index) => renders.at(-1)?.push(index)}
      />
    )
  }
  return { renders, List, clear: () => void renders.splice(0) }
}
