/** A rendered row of a windowed list: its index and where it starts and ends in the page (px). */
export interface PlacedRow {
  index: number
  start: number
  end: number
}

/**
 * Whether the rows rendered while the list was thought to start at `estimatedTop` already fill
 * what the viewport shows of the list now that it is known to start at `actualTop` (issue 17 §4).
 * Every row moves by the same difference, so the rows only need to be chosen again when that
 * difference brings a row that was not rendered into view. Only then must the correction be
 * rendered before the frame is painted; otherwise it can wait until after it.
 *
 * `rows` are in index order and may include rows kept far away (the focused one): the viewport
 * must be filled by one run of consecutive rows. The first row of the list covers everything above
 * it and the last everything below it.
 */
export function renderedRowsCover(
  rows: readonly PlacedRow[],
  count: number,
  estimatedTop: number,
  actualTop: number,
  viewport: { top: number; height: number },
): boolean {
  if (count === 0) return true
  const shift = actualTop - estimatedTop
  const top = viewport.top
  const bottom = viewport.top + viewport.height
  let runFrom = Number.NaN
  let previous: PlacedRow | undefined
  for (const row of rows) {
    if (previous === undefined || row.index !== previous.index + 1)
      runFrom = row.index === 0 ? -Infinity : row.start + shift
    const runTo = row.index === count - 1 ? Infinity : row.end + shift
    if (runFrom <= top && runTo >= bottom) return true
    previous = row
  }
  return false
}
