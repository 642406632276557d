import { describe, expect, it } from 'vitest'
import { assessmentDiffers } from './ebook-review'
import {
  NO_COUNTS,
  addCounts,
  buildCalibration,
  calibrationCell,
  calibrationTone,
  compareRating,
  countRatings,
  heatmapMatrix,
  meanLevel,
  type PlacedRating,
} from './ebook-calibration'

describe('one rated part: the apprentice against the instructor', () => {
  it('is over-rated above the instructor, under-rated below, agreement when equal, not assessed without his level', () => {
    expect(compareRating({ level: 3, instructorLevel: 2 })).toBe('over')
    expect(compareRating({ level: 2, instructorLevel: 3 })).toBe('under')
    expect(compareRating({ level: 3, instructorLevel: 3 })).toBe('agree')
    expect(compareRating({ level: 4, instructorLevel: null })).toBe('notAssessed')
  })

  it('counts a divergence exactly where §8 warns of a difference in assessment', () => {
    const ratings = [1, 2, 3, 4].flatMap((level) =>
      [null, 1, 2, 3, 4].map((instructorLevel) => ({ level, instructorLevel })),
    )
    for (const rating of ratings) {
      const { overRated, underRated } = countRatings([rating])
      expect(overRated + underRated > 0, JSON.stringify(rating)).toBe(assessmentDiffers(rating))
    }
  })
})

describe('a cell: the rated parts of one element in one column', () => {
  it('counts rated, assessed, over- and under-rated parts and flags the divergence', () => {
    const cell = calibrationCell(22202, [
      { level: 3, instructorLevel: 2 },
      { level: 2, instructorLevel: 3 },
      { level: 4, instructorLevel: null },
    ])
    expect(cell).toEqual({
      columnId: 22202,
      rated: 3,
      assessed: 2,
      overRated: 1,
      underRated: 1,
      selfLevel: 3,
      instructorLevel: 2.5,
      divergent: true,
    })
  })

  it("averages the apprentice's levels over every rated part and the instructor's over the assessed ones, to one decimal", () => {
    expect(
      calibrationCell(1, [
        { level: 3, instructorLevel: null },
        { level: 2, instructorLevel: 2 },
        { level: 2, instructorLevel: null },
      ]),
    ).toMatchObject({
      selfLevel: 2.3,
      instructorLevel: 2,
      divergent: false,
    })
    expect(calibrationCell(1, [{ level: 2, instructorLevel: null }])).toMatchObject({
      instructorLevel: null,
      assessed: 0,
      divergent: false,
    })
    expect(meanLevel([])).toBeNull()
    expect(meanLevel([1, 2, 2])).toBe(1.7)
  })

  it('needs a rated part', () => {
    expect(() => calibrationCell(1, [])).toThrow()
  })
})

describe('the colour class of a cell, a row or a column', () => {
  it('follows the direction that outweighs the other; as many each way is mixed', () => {
    expect(calibrationTone(NO_COUNTS)).toBe('notAssessed')
    expect(calibrationTone({ rated: 2, assessed: 0, overRated: 0, underRated: 0 })).toBe('notAssessed')
    expect(calibrationTone({ rated: 2, assessed: 2, overRated: 0, underRated: 0 })).toBe('agreement')
    expect(calibrationTone({ rated: 5, assessed: 4, overRated: 2, underRated: 1 })).toBe('overRating')
    expect(calibrationTone({ rated: 5, assessed: 4, overRated: 0, underRated: 1 })).toBe('underRating')
    expect(calibrationTone({ rated: 2, assessed: 2, overRated: 1, underRated: 1 })).toBe('mixed')
  })
})

describe('the heatmap', () => {
  const CATALOGUE = [
    { id: 10101, name: 'Formbyggnad' },
    { id: 10102, name: 'Stomresning' },
    { id: 10103, name: 'Inredning' },
  ]
  // Two reports (columns 2 then 1: the order given, not the ids), Inredning never rated.
  const ratings: PlacedRating[] = [
    { elementId: 10102, columnId: 1, level: 3, instructorLevel: 2 },
    { elementId: 10102, columnId: 1, level: 2, instructorLevel: 3 },
    { elementId: 10101, columnId: 2, level: 3, instructorLevel: 2 },
    { elementId: 10101, columnId: 2, level: 2, instructorLevel: null },
    { elementId: 10101, columnId: 1, level: 4, instructorLevel: 4 },
    // A column not shown (another book's report) is left out.
    { elementId: 10103, columnId: 99, level: 1, instructorLevel: 4 },
  ]

  it('has a row per element rated at least once, in catalogue order, cells in column order, counts per element, per column and in all', () => {
    const { elements, columnCounts, totals } = buildCalibration(CATALOGUE, [2, 1], ratings)
    expect(elements.map((e) => e.name)).toEqual(['Formbyggnad', 'Stomresning'])
    expect(elements[0].cells.map((c) => c.columnId)).toEqual([2, 1])
    expect(elements[0].counts).toEqual({ rated: 3, assessed: 2, overRated: 1, underRated: 0 })
    expect(elements[1].counts).toEqual({ rated: 2, assessed: 2, overRated: 1, underRated: 1 })
    expect(columnCounts.get(2)).toEqual({ rated: 2, assessed: 1, overRated: 1, underRated: 0 })
    expect(columnCounts.get(1)).toEqual({ rated: 3, assessed: 3, overRated: 1, underRated: 1 })
    expect(totals).toEqual(addCounts(elements[0].counts, elements[1].counts))
  })

  it('is empty without ratings: no rows, zero counts for every column', () => {
    const { elements, columnCounts, totals } = buildCalibration(CATALOGUE, [1], [])
    expect(elements).toEqual([])
    expect(columnCounts.get(1)).toEqual(NO_COUNTS)
    expect(totals).toEqual(NO_COUNTS)
  })

  it('lays the sparse cells out as a matrix: one slot per column, null where the element was not rated', () => {
    const { elements } = buildCalibration(CATALOGUE, [2, 1, 3], ratings)
    const matrix = heatmapMatrix([{ id: 2 }, { id: 1 }, { id: 3 }], elements)
    expect(
      matrix.map((row) => row.cells.map((cell) => cell && `${cell.selfLevel}/${cell.instructorLevel ?? '-'}`)),
    ).toEqual([
      ['2.5/2', '4/4', null],
      [null, '2.5/2.5', null],
    ])
    expect(matrix[1].element.name).toBe('Stomresning')
  })
})
