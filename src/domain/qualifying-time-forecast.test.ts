import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FULL_TIME_MONTH_HOURS,
  forecastNeed,
  forecastQualifyingTime,
  REQUIRED_HOURS,
  type ForecastInput,
  type ForecastPause,
  type RatePeriod,
} from './qualifying-time-forecast'

const base: ForecastInput = {
  startDate: '2024-01-01',
  group: 'finishing',
  route: 'adultEducation',
  ratePeriods: [],
  pauses: [],
  extensions: [],
}

describe('the hours a trade certificate needs', () => {
  it('are the scheme’s published totals by profession group and route', () => {
    expect(REQUIRED_HOURS).toEqual({
      construction: { upperSecondary: 6800, adultEducation: 5800 },
      machinesScaffolding: { upperSecondary: 4800, adultEducation: 4200 },
      finishing: { upperSecondary: 4800, adultEducation: 3300 },
    })
  })

  it('grow by a full-time month (173 h) for each approved month of extension', () => {
    expect(FULL_TIME_MONTH_HOURS).toBe(173)
    expect(forecastNeed({ group: 'construction', route: 'upperSecondary', extensions: [{ months: 2 }] })).toEqual({
      baseHours: 6800,
      extensions: [{ months: 2, hours: 346 }],
      totalHours: 7146,
    })
  })
})

describe('the forecast date', () => {
  it('full time: 3 300 h are 412.5 working days of 8 h, the 413th working day from a Monday', () => {
    const f = forecastQualifyingTime(base)
    // 410 days are 82 weeks (to Friday 2025-07-25); days 411–413 are Mon–Wed of the next week.
    expect(f.forecastDate).toBe('2025-07-30')
    expect(f.periods).toEqual([
      {
        fromDate: '2024-01-01',
        toDate: '2025-07-30',
        percent: 100,
        paused: false,
        workdays: 413,
        hours: 3304,
        runningHours: 3304,
      },
    ])
  })

  it('shows each rate and pause as its own step, in order', () => {
    const f = forecastQualifyingTime({
      ...base,
      ratePeriods: [
        { fromDate: '2024-01-01', toDate: '2024-06-30', percent: 100 },
        { fromDate: '2024-07-01', toDate: null, percent: 50 },
      ],
      pauses: [{ fromDate: '2024-03-04', toDate: '2024-03-08' }],
    })
    expect(f.periods.slice(0, 4).map((p) => [p.fromDate, p.toDate, p.percent, p.paused, p.workdays])).toEqual([
      ['2024-01-01', '2024-03-03', 100, false, 45],
      ['2024-03-04', '2024-03-08', 0, true, 5],
      ['2024-03-09', '2024-06-30', 100, false, 80],
      ['2024-07-01', f.forecastDate, 50, false, f.periods[3]?.workdays],
    ])
    expect(f.periods[1]?.hours).toBe(0)
    // 125 full days = 1 000 h before July, then 4 h a day for 2 300 h: 575 working days.
    expect(f.periods[3]?.workdays).toBe(575)
    expect(f.forecastDate).toBe('2026-09-11')
  })

  it('counts a day outside every rate period at full time (a period changes the rate for its dates only)', () => {
    const f = forecastQualifyingTime({
      ...base,
      ratePeriods: [{ fromDate: '2024-01-01', toDate: '2024-01-31', percent: 50 }],
    })
    expect(f.periods.slice(0, 2).map((p) => [p.fromDate, p.toDate, p.percent])).toEqual([
      ['2024-01-01', '2024-01-31', 50],
      ['2024-02-01', f.forecastDate, 100],
    ])
  })

  it('gives no date when the rate is zero from the start', () => {
    const f = forecastQualifyingTime({ ...base, ratePeriods: [{ fromDate: '2024-01-01', toDate: null, percent: 0 }] })
    expect(f.forecastDate).toBeNull()
    expect(f.countedHours).toBe(0)
  })
})

// ---- properties

const DAY = 86_400_000
const iso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)
const START = Date.UTC(2023, 0, 1) / DAY
const dayArb = fc.integer({ min: START - 30, max: START + 2000 })
const pauseArb: fc.Arbitrary<ForecastPause> = fc
  .tuple(dayArb, fc.integer({ min: 0, max: 120 }))
  .map(([from, len]) => ({ fromDate: iso(from), toDate: iso(from + len) }))
const periodArb: fc.Arbitrary<RatePeriod> = fc
  .tuple(dayArb, fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }), fc.integer({ min: 1, max: 100 }))
  .map(([from, len, percent]) => ({ fromDate: iso(from), toDate: len === null ? null : iso(from + len), percent }))
const inputArb: fc.Arbitrary<ForecastInput> = fc.record({
  startDate: fc.integer({ min: START, max: START + 400 }).map(iso),
  group: fc.constantFrom('construction', 'machinesScaffolding', 'finishing'),
  route: fc.constantFrom('upperSecondary', 'adultEducation'),
  ratePeriods: fc.array(periodArb, { maxLength: 3 }),
  pauses: fc.array(pauseArb, { maxLength: 3 }),
  extensions: fc.array(fc.record({ months: fc.integer({ min: 1, max: 6 }) }), { maxLength: 2 }),
})

const later = (a: string | null, b: string | null) => (a ?? '9999-12-31') > (b ?? '9999-12-31')
const RUNS = { numRuns: 60 }

describe('forecast properties', () => {
  it('the steps add up: their hours are the counted hours, which reach the need by less than one day', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const f = forecastQualifyingTime(input)
        const sum = f.periods.reduce((s, p) => s + p.hours, 0)
        expect(sum).toBeCloseTo(f.countedHours, 6)
        expect(f.periods.at(-1)?.runningHours ?? 0).toBeCloseTo(f.countedHours, 6)
        expect(f.need.totalHours).toBe(f.need.extensions.reduce((s, e) => s + e.hours, f.need.baseHours))
        if (f.forecastDate !== null) {
          expect(f.countedHours).toBeGreaterThanOrEqual(f.need.totalHours)
          expect(f.countedHours - 8).toBeLessThan(f.need.totalHours)
          expect(f.periods.at(-1)?.toDate).toBe(f.forecastDate)
        }
        // The steps follow each other day by day from the start.
        expect(f.periods[0]?.fromDate).toBe(input.startDate)
        for (let i = 1; i < f.periods.length; i++)
          expect(Date.parse(f.periods[i]!.fromDate) - Date.parse(f.periods[i - 1]!.toDate)).toBe(DAY)
      }),
      RUNS,
    )
  })

  it('more pause never moves the date earlier', () => {
    fc.assert(
      fc.property(inputArb, pauseArb, (input, extra) => {
        const before = forecastQualifyingTime(input).forecastDate
        const after = forecastQualifyingTime({ ...input, pauses: [...input.pauses, extra] }).forecastDate
        expect(later(before, after)).toBe(false)
      }),
      RUNS,
    )
  })

  it('a higher rate never moves the date later', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 99 }), (input, raise) => {
        const higher = input.ratePeriods.map((p) => ({ ...p, percent: Math.min(100, p.percent + raise) }))
        const before = forecastQualifyingTime(input).forecastDate
        const after = forecastQualifyingTime({ ...input, ratePeriods: higher }).forecastDate
        expect(later(after, before)).toBe(false)
      }),
      RUNS,
    )
  })

  it('a zero-length pause (ending before it starts) or one on a weekend changes nothing', () => {
    fc.assert(
      fc.property(inputArb, dayArb, (input, day) => {
        const empty = { fromDate: iso(day + 1), toDate: iso(day) }
        const saturday = day - ((((day + 4) % 7) + 7) % 7) + 6
        const weekend = { fromDate: iso(saturday), toDate: iso(saturday + 1) }
        const before = forecastQualifyingTime(input)
        expect(forecastQualifyingTime({ ...input, pauses: [...input.pauses, empty] })).toEqual(before)
        expect(forecastQualifyingTime({ ...input, pauses: [...input.pauses, weekend] }).forecastDate).toBe(
          before.forecastDate,
        )
      }),
      RUNS,
    )
  })

  it('an approved extension never moves the date earlier', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 12 }), (input, months) => {
        const before = forecastQualifyingTime(input).forecastDate
        const after = forecastQualifyingTime({ ...input, extensions: [...input.extensions, { months }] }).forecastDate
        expect(later(before, after)).toBe(false)
      }),
      RUNS,
    )
  })
})
