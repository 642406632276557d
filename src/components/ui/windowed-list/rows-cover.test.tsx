import { describe, expect, it } from 'vitest'
import { renderedRowsCover, type PlacedRow } from './rows-cover'

/** Rows `from`..`to` of 100 px each, placed as if the list started at `top`. */
function rows(from: number, to: number, top: number): PlacedRow[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({
    index: from + i,
    start: top + (from + i) * 100,
    end: top + (from + i + 1) * 100,
  }))
}

const viewport = { top: 0, height: 800 }

describe('renderedRowsCover: whether a corrected list top must be rendered before the paint', () => {
  it('a list found lower than thought, at the top of the page: the rows rendered fill the viewport', () => {
    // Thought to start at 0, rows 0..11 rendered (8 in view + overscan); it starts at 300.
    expect(renderedRowsCover(rows(0, 11, 0), 200, 0, 300, viewport)).toBe(true)
  })

  it('a list found higher than thought: rows below the last rendered one come into view', () => {
    // Thought to start at 600, rows 0..5 rendered; it starts at 0: rows 6 and 7 are in view too.
    expect(renderedRowsCover(rows(0, 5, 600), 200, 600, 0, viewport)).toBe(false)
  })

  it('scrolled into the list: a shift that uncovers the viewport top needs the rows chosen again', () => {
    const scrolled = { top: 2000, height: 800 }
    // Rows 16..31 rendered for a list thought at 0 (viewport 2000..2800 = rows 20..27, overscan 4).
    expect(renderedRowsCover(rows(16, 31, 0), 200, 0, 300, scrolled)).toBe(true)
    expect(renderedRowsCover(rows(16, 31, 0), 200, 0, 500, scrolled)).toBe(false)
  })

  it('the last row of the list covers everything below it, the first everything above it', () => {
    expect(renderedRowsCover(rows(0, 2, 0), 3, 0, -1000, viewport)).toBe(true)
    expect(renderedRowsCover(rows(0, 2, 0), 3, 0, 5000, viewport)).toBe(true)
  })

  it('a row kept far away (the focused one) does not fill the gap before it', () => {
    const kept = [...rows(0, 3, 0), { index: 150, start: 15000, end: 15100 }]
    expect(renderedRowsCover(kept, 200, 0, 0, viewport)).toBe(false)
  })

  it('nothing rendered covers nothing; an empty list needs nothing', () => {
    expect(renderedRowsCover([], 200, 0, 0, viewport)).toBe(false)
    expect(renderedRowsCover([], 0, 0, 300, viewport)).toBe(true)
  })
})
