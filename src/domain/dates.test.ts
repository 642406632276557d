import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { dayOf, daysInMonth, isRealDate, isoDay } from './dates'

describe('calendar helpers', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [1900, 2, 29, false],
    [2000, 2, 29, true],
    [2026, 4, 31, false],
    [2026, 12, 31, true],
    [2026, 13, 1, false],
    [2026, 0, 1, false],
    [2026, 1, 0, false],
    [50, 2, 29, false],
    [48, 2, 29, true],
  ])('isRealDate(%i, %i, %i) is %s', (y, m, d, real) => {
    expect(isRealDate(y, m, d)).toBe(real)
  })

  it('agrees with the built-in calendar for every day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1800, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (d) => {
        expect(isRealDate(d.getFullYear(), d.getMonth() + 1, d.getDate())).toBe(true)
        expect(daysInMonth(d.getFullYear(), d.getMonth() + 1)).toBe(
          new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate(),
        )
      }),
    )
  })

  it('isoDay is the local calendar day', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(isoDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31')
  })

  it.each([
    ['2026-03-01', '2026-03-01'],
    ['2026-03-01T23:30:00Z', '2026-03-01'],
    ['2026-02-30', null],
    ['1 mars 2026', null],
    ['', null],
  ])('dayOf(%j) is %j', (input, day) => {
    expect(dayOf(input)).toBe(day)
  })
})
