import type { CalibrationCell, CalibrationCounts, CalibrationElement } from '../api/ebook/calibration.schemas'

/**
 * The calibration view (issue 10, ADR 0009 "Calibration"): the apprentice's self-rating against the
 * instructor's rating of the same rated part, gathered into a heatmap of elements × columns (one
 * book's saved reports, or an instructor's books). Used alike by the simulated backend (to build the
 * answer) and the portal (to lay out the grid and pick each cell's tone).
 */

/** A rated part of a saved report: the apprentice's level and the instructor's (null: not assessed). */
export interface Rating {
  level: number
  instructorLevel: number | null
}

/** A rated part placed in the heatmap: its element (row) and column (a report, or a book). */
export interface PlacedRating extends Rating {
  elementId: number
  columnId: number
}

/** How the apprentice rated herself against the instructor on one part. */
export type Comparison = 'over' | 'under' | 'agree' | 'notAssessed'

export function compareRating(rating: Rating): Comparison {
  if (rating.instructorLevel === null) return 'notAssessed'
  if (rating.level > rating.instructorLevel) return 'over'
  if (rating.level < rating.instructorLevel) return 'under'
  return 'agree'
}

export const NO_COUNTS: CalibrationCounts = Object.freeze({ rated: 0, assessed: 0, overRated: 0, underRated: 0 })

export function addCounts(a: CalibrationCounts, b: CalibrationCounts): CalibrationCounts {
  return {
    rated: a.rated + b.rated,
    assessed: a.assessed + b.assessed,
    overRated: a.overRated + b.overRated,
    underRated: a.underRated + b.underRated,
  }
}

export function sumCounts(list: Iterable<CalibrationCounts>): CalibrationCounts {
  let sum = NO_COUNTS
  for (const counts of list) sum = addCounts(sum, counts)
  return sum
}

/** Rated, assessed, over-rated and under-rated parts among `ratings`. */
export function countRatings(ratings: Iterable<Rating>): CalibrationCounts {
  const counts = { ...NO_COUNTS }
  for (const rating of ratings) {
    const comparison = compareRating(rating)
    counts.rated++
    if (comparison !== 'notAssessed') counts.assessed++
    if (comparison === 'over') counts.overRated++
    if (comparison === 'under') counts.underRated++
  }
  return counts
}

/** The mean of levels rounded to one decimal; null for none. */
export function meanLevel(levels: readonly number[]): number | null {
  if (levels.length === 0) return null
  return Math.round((levels.reduce((sum, level) => sum + level, 0) / levels.length) * 10) / 10
}

/** One element in one column: the counts, the two means and whether some assessment differs (§8). */
export function calibrationCell(columnId: number, ratings: readonly Rating[]): CalibrationCell {
  if (ratings.length === 0) throw new Error('calibrationCell: a cell needs at least one rated part')
  const counts = countRatings(ratings)
  const instructorLevels = ratings.flatMap((r) => (r.instructorLevel === null ? [] : [r.instructorLevel]))
  return {
    columnId,
    ...counts,
    selfLevel: meanLevel(ratings.map((r) => r.level)) as number,
    instructorLevel: meanLevel(instructorLevels),
    divergent: counts.overRated + counts.underRated > 0,
  }
}

/**
 * The heatmap's rows: each element of `catalogue` (in its order) rated at least once, with one cell
 * per column it was rated in (in the order of `columnIds`; ratings of other columns are ignored) and
 * its counts; plus the counts per column and in all.
 */
export function buildCalibration(
  catalogue: ReadonlyArray<{ id: number; name: string }>,
  columnIds: readonly number[],
  ratings: readonly PlacedRating[],
): { elements: CalibrationElement[]; columnCounts: Map<number, CalibrationCounts>; totals: CalibrationCounts } {
  const columnOrder = new Map(columnIds.map((id, i) => [id, i]))
  const byElement = new Map<number, Map<number, PlacedRating[]>>()
  for (const rating of ratings) {
    if (!columnOrder.has(rating.columnId)) continue
    const columns = byElement.get(rating.elementId) ?? new Map<number, PlacedRating[]>()
    columns.set(rating.columnId, [...(columns.get(rating.columnId) ?? []), rating])
    byElement.set(rating.elementId, columns)
  }
  const elements: CalibrationElement[] = []
  const columnCounts = new Map(columnIds.map((id) => [id, NO_COUNTS]))
  for (const element of catalogue) {
    const columns = byElement.get(element.id)
    if (!columns) continue
    const cells = [...columns.entries()]
      .sort(([a], [b]) => (columnOrder.get(a) as number) - (columnOrder.get(b) as number))
      .map(([columnId, cellRatings]) => calibrationCell(columnId, cellRatings))
    for (const cell of cells)
      columnCounts.set(cell.columnId, addCounts(columnCounts.get(cell.columnId) ?? NO_COUNTS, cell))
    elements.push({ id: element.id, name: element.name, cells, counts: sumCounts(cells.map(countsOf)) })
  }
  return { elements, columnCounts, totals: sumCounts(elements.map((e) => e.counts)) }
}

/** Only the counts of a cell (or anything carrying them). */
export function countsOf(value: CalibrationCounts): CalibrationCounts {
  return { rated: value.rated, assessed: value.assessed, overRated: value.overRated, underRated: value.underRated }
}

/**
 * The colour class of a cell, an element's row or a column: not assessed (the instructor gave no
 * level), agreement (every assessed level equal), over-rating or under-rating (the apprentice above or
 * below the instructor, where one direction outweighs the other), mixed (as many parts each way).
 */
export type CalibrationTone = 'overRating' | 'underRating' | 'mixed' | 'agreement' | 'notAssessed'

export function calibrationTone(counts: CalibrationCounts): CalibrationTone {
  if (counts.assessed === 0) return 'notAssessed'
  if (counts.overRated === 0 && counts.underRated === 0) return 'agreement'
  if (counts.overRated > counts.underRated) return 'overRating'
  if (counts.underRated > counts.overRated) return 'underRating'
  return 'mixed'
}

/** One row of the drawn heatmap: the element and a cell (or null: not rated there) for every column. */
export interface HeatmapRow {
  element: CalibrationElement
  cells: Array<CalibrationCell | null>
}

/** The dense matrix of sparse cells: rows in the answer's order, one slot per column in `columns`' order. */
export function heatmapMatrix(
  columns: ReadonlyArray<{ id: number }>,
  elements: readonly CalibrationElement[],
): HeatmapRow[] {
  return elements.map((element) => {
    const cells = new Map(element.cells.map((cell) => [cell.columnId, cell]))
    return { element, cells: columns.map((column) => cells.get(column.id) ?? null) }
  })
}
