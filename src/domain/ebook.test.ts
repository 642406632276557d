import { describe, expect, it } from 'vitest'
import type { Element, ElementPart, TheoryModule } from '../api/ebook/ebook.schemas'
import {
  checkPausePeriod,
  checkReportPeriod,
  displayStateOf,
  elementClosed,
  elementProgress,
  missingForApproval,
  ownBooks,
  periodsOverlap,
  quickDays,
  reportingOpen,
  validUntil,
  type DisplayInput,
} from './ebook'

const book = (id: number, personId: number, createdAt: string) => ({ id, personId, createdAt, status: 'active' })

describe('ownBooks', () => {
  it("keeps only the user's own books, newest first (a supervised apprentice's book is not the user's)", () => {
    const user = { id: 7, books: [book(1, 7, '2024-01-01'), book(2, 99, '2026-01-01'), book(3, 7, '2025-01-01')] }
    expect(ownBooks(user).map((b) => b.id)).toEqual([3, 1])
  })

  it('is empty for an instructor who only supervises books', () => {
    expect(ownBooks({ id: 7, books: [book(2, 99, '2026-01-01')] })).toEqual([])
  })
})

/* ---- e-book rules (§4 E-book, §5 periods) ---- */

const state = (input: Partial<DisplayInput>) =>
  displayStateOf({
    status: 'active',
    educationStartDate: '2025-08-18',
    deactivatedByDistanceOrder: false,
    pauses: [],
    today: '2026-11-26',
    ...input,
  })

describe('displayStateOf', () => {
  it('is active while started, not paused and not closed; reporting is open', () => {
    expect(state({})).toEqual({ displayState: 'active', closedReason: null })
    expect(state({ status: null })).toEqual({ displayState: 'active', closedReason: null })
    expect(reportingOpen('active')).toBe(true)
  })

  it('is extended (the lifted inactive state), which reports like active', () => {
    expect(state({ status: 'extended' })).toEqual({ displayState: 'extended', closedReason: null })
    expect(reportingOpen('extended')).toBe(true)
  })

  it('is not yet active before the education starts, and while a distance order deactivates it', () => {
    expect(state({ educationStartDate: '2026-11-27' })).toEqual({
      displayState: 'notYetActive',
      closedReason: 'notStarted',
    })
    expect(state({ educationStartDate: '2026-11-26' }).displayState).toBe('active')
    expect(state({ deactivatedByDistanceOrder: true })).toEqual({
      displayState: 'notYetActive',
      closedReason: 'distanceOrder',
    })
    // The distance order is named even before the start: it is what the company can act on.
    expect(state({ deactivatedByDistanceOrder: true, educationStartDate: '2027-01-01' }).closedReason).toBe(
      'distanceOrder',
    )
    expect(reportingOpen('notYetActive')).toBe(false)
  })

  it('is paused while a pause covers today, its first and last day included', () => {
    for (const pause of [
      { fromDate: '2026-11-26', toDate: '2026-12-31' },
      { fromDate: '2026-10-01', toDate: '2026-11-26' },
      { fromDate: '2026-11-26', toDate: '2026-11-26' },
    ]) {
      expect(state({ pauses: [pause] }), JSON.stringify(pause)).toEqual({
        displayState: 'paused',
        closedReason: 'paused',
      })
    }
    expect(
      state({
        pauses: [
          { fromDate: '2026-11-27', toDate: '2026-12-31' },
          { fromDate: '2026-01-01', toDate: '2026-11-25' },
        ],
      }).displayState,
    ).toBe('active')
    expect(reportingOpen('paused')).toBe(false)
  })

  it('is inactive, issued or approved by its status, whatever the pauses and dates say', () => {
    const anyway = {
      pauses: [{ fromDate: '2026-11-01', toDate: '2026-12-01' }],
      deactivatedByDistanceOrder: true,
      educationStartDate: '2027-01-01',
    }
    expect(state({ ...anyway, status: 'inactive' })).toEqual({ displayState: 'inactive', closedReason: 'inactive' })
    expect(state({ ...anyway, status: 'issued' })).toEqual({ displayState: 'issued', closedReason: 'issued' })
    expect(state({ ...anyway, status: 'approved' })).toEqual({ displayState: 'approved', closedReason: 'approved' })
    for (const closed of ['inactive', 'issued', 'approved'] as const) expect(reportingOpen(closed)).toBe(false)
  })
})

describe('periodsOverlap', () => {
  const p = (fromDate: string, toDate: string) => ({ fromDate, toDate })
  it('counts a shared first or last day as overlap, and adjacent days as none', () => {
    expect(periodsOverlap(p('2026-01-01', '2026-01-05'), p('2026-01-05', '2026-01-09'))).toBe(true)
    expect(periodsOverlap(p('2026-01-05', '2026-01-09'), p('2026-01-01', '2026-01-05'))).toBe(true)
    expect(periodsOverlap(p('2026-01-01', '2026-01-04'), p('2026-01-05', '2026-01-09'))).toBe(false)
    expect(periodsOverlap(p('2026-01-10', '2026-01-10'), p('2026-01-05', '2026-01-09'))).toBe(false)
  })
  it('counts containment and equal one-day periods as overlap', () => {
    expect(periodsOverlap(p('2026-01-01', '2026-01-31'), p('2026-01-10', '2026-01-12'))).toBe(true)
    expect(periodsOverlap(p('2026-01-10', '2026-01-12'), p('2026-01-01', '2026-01-31'))).toBe(true)
    expect(periodsOverlap(p('2026-01-10', '2026-01-10'), p('2026-01-10', '2026-01-10'))).toBe(true)
  })
})

describe('checkReportPeriod', () => {
  const rules = {
    permitted: { fromDate: '2025-08-18', toDate: '2027-08-17' },
    employmentDate: '2025-09-01',
    today: '2026-11-26',
    otherReports: [{ fromDate: '2026-11-09', toDate: '2026-11-13' }],
    pauses: [{ fromDate: '2026-07-06', toDate: '2026-08-02' }],
  }
  const check = (fromDate: string | null | undefined, toDate: string | null | undefined) =>
    checkReportPeriod({ fromDate, toDate }, rules)

  it('accepts a period inside the rules, one day included (today, yesterday)', () => {
    expect(check('2026-11-26', '2026-11-26')).toEqual([])
    expect(check('2026-11-16', '2026-11-20')).toEqual([])
    expect(check('2025-09-01', '2025-09-05')).toEqual([])
  })

  it('requires both dates', () => {
    expect(check('', null)).toEqual([
      { field: 'fromDate', key: 'required' },
      { field: 'toDate', key: 'required' },
    ])
    expect(check(undefined, '2026-11-20')).toEqual([{ field: 'fromDate', key: 'required' }])
  })

  it('refuses dates that are not days', () => {
    expect(check('2026-02-30', '2026-11-20')).toEqual([{ field: 'fromDate', key: 'invalidDate' }])
    expect(check('2026-11-20', '2026-11-20T10:00:00Z')).toEqual([{ field: 'toDate', key: 'invalidDate' }])
    expect(check('20261120', '2026-13-01')).toEqual([
      { field: 'fromDate', key: 'invalidDate' },
      { field: 'toDate', key: 'invalidDate' },
    ])
  })

  it('refuses an end before the start, and nothing else then', () => {
    expect(check('2026-11-20', '2026-11-19')).toEqual([{ field: 'toDate', key: 'endBeforeStart' }])
  })

  it('refuses a period outside the permitted period', () => {
    expect(check('2025-08-01', '2025-08-20')).toEqual([
      { field: 'fromDate', key: 'outsidePermitted' },
      { field: 'fromDate', key: 'employmentDate' },
    ])
    expect(
      checkReportPeriod({ fromDate: '2027-08-16', toDate: '2027-08-18' }, { ...rules, today: '2027-12-01' }),
    ).toEqual([{ field: 'toDate', key: 'outsidePermitted' }])
  })

  it('refuses a period ending in the future', () => {
    expect(check('2026-11-25', '2026-11-27')).toEqual([{ field: 'toDate', key: 'inFuture' }])
  })

  it('refuses a start before the employment date (inside the permitted period): "check the employment date"', () => {
    expect(check('2025-08-25', '2025-09-02')).toEqual([{ field: 'fromDate', key: 'employmentDate' }])
  })

  it('refuses an overlap with another report, then with a pause', () => {
    expect(check('2026-11-13', '2026-11-16')).toEqual([{ field: 'fromDate', key: 'overlapsReport' }])
    expect(check('2026-08-02', '2026-08-03')).toEqual([{ field: 'fromDate', key: 'overlapsPause' }])
    expect(checkReportPeriod({ fromDate: '2026-07-01', toDate: '2026-11-20' }, rules)).toEqual([
      { field: 'fromDate', key: 'overlapsReport' },
    ])
  })
})

describe('checkPausePeriod', () => {
  const rules = {
    permitted: { fromDate: '2025-08-18', toDate: '2027-08-17' },
    reports: [{ fromDate: '2026-11-09', toDate: '2026-11-13' }],
    otherPauses: [{ fromDate: '2026-07-06', toDate: '2026-08-02' }],
  }
  const check = (fromDate: string, toDate: string) => checkPausePeriod({ fromDate, toDate }, rules)

  it('accepts a pause ahead (unlike a report) inside the permitted period', () => {
    expect(check('2027-01-01', '2027-03-31')).toEqual([])
  })

  it('refuses what a report period refuses: missing, invalid, backwards, outside', () => {
    expect(check('', '2027-01-01')).toEqual([{ field: 'fromDate', key: 'required' }])
    expect(check('2027-02-29', '2027-03-01')).toEqual([{ field: 'fromDate', key: 'invalidDate' }])
    expect(check('2027-01-10', '2027-01-09')).toEqual([{ field: 'toDate', key: 'endBeforeStart' }])
    expect(check('2027-08-01', '2027-09-01')).toEqual([{ field: 'toDate', key: 'outsidePermitted' }])
    expect(check('2025-08-01', '2025-08-10')).toEqual([{ field: 'fromDate', key: 'outsidePermitted' }])
  })

  it('refuses an overlap with another pause, then with a report', () => {
    expect(check('2026-08-02', '2026-08-20')).toEqual([{ field: 'fromDate', key: 'overlapsPause' }])
    expect(check('2026-11-01', '2026-11-09')).toEqual([{ field: 'fromDate', key: 'overlapsReport' }])
    expect(check('2026-07-01', '2026-12-01')).toEqual([{ field: 'fromDate', key: 'overlapsPause' }])
  })
})

describe('quickDays', () => {
  it('gives today, yesterday and the day before', () => {
    expect(quickDays('2026-11-26')).toEqual({ today: '2026-11-26', yesterday: '2026-11-25', dayBefore: '2026-11-24' })
  })
  it('crosses a month boundary, a leap day and a year boundary', () => {
    expect(quickDays('2026-03-01')).toEqual({ today: '2026-03-01', yesterday: '2026-02-28', dayBefore: '2026-02-27' })
    expect(quickDays('2028-03-01')).toEqual({ today: '2028-03-01', yesterday: '2028-02-29', dayBefore: '2028-02-28' })
    expect(quickDays('2027-01-01')).toEqual({ today: '2027-01-01', yesterday: '2026-12-31', dayBefore: '2026-12-30' })
    expect(quickDays('2027-01-02').dayBefore).toBe('2026-12-31')
  })
})

type TestPart = Pick<ElementPart, 'achievedLevel' | 'requiredLevel' | 'mandatory' | 'approvedAt'>
const testPart = (
  achievedLevel: ElementPart['achievedLevel'],
  requiredLevel: ElementPart['requiredLevel'] = 3,
  extra: Partial<TestPart> = {},
): ElementPart => ({
  id: 1,
  name: 'Del',
  requiredLevel,
  mandatory: true,
  achievedLevel,
  instructorLevel: null,
  approvedAt: '2026-11-01',
  approvedBy: null,
  ...extra,
})
const testElement = (id: number, parts: ElementPart[]): Element => ({ id, name: `Moment ${id}`, parts })

describe('elementClosed', () => {
  it('closes an element when every part has reached level 4', () => {
    expect(elementClosed(testElement(1, [testPart(4), testPart(4, 2)]))).toBe(true)
  })
  it('keeps it open while a part is below 4 or not reported, and an element without parts is never closed', () => {
    expect(elementClosed(testElement(1, [testPart(4), testPart(3)]))).toBe(false)
    expect(elementClosed(testElement(1, [testPart(4), testPart(null)]))).toBe(false)
    expect(elementClosed(testElement(1, []))).toBe(false)
  })
})

describe('elementProgress', () => {
  it('counts parts at their required level and approved ones; complete when every mandatory part is both', () => {
    const element = testElement(1, [
      testPart(3),
      testPart(4, 3, { approvedAt: null }),
      testPart(1, 2, { mandatory: false, approvedAt: null }),
    ])
    expect(elementProgress(element)).toEqual({ total: 3, atRequired: 2, approved: 1, complete: false })
    expect(
      elementProgress(testElement(1, [testPart(3), testPart(1, 2, { mandatory: false, approvedAt: null })])).complete,
    ).toBe(true)
    expect(elementProgress(testElement(1, [testPart(2)])).complete).toBe(false)
    expect(elementProgress(testElement(1, [testPart(null)])).atRequired).toBe(0)
  })
})

describe('missingForApproval', () => {
  it('lists incomplete elements and unapproved theory modules; nothing when the book is complete', () => {
    const done = testElement(1, [testPart(3)])
    const open = testElement(2, [testPart(2)])
    const theory = (id: number, approvedAt: string | null): TheoryModule => ({
      id,
      courseName: `Kurs ${id}`,
      approvedAt,
      teacher: null,
      materialSentAt: null,
      courseOpportunity: null,
    })
    const missing = missingForApproval({ elements: [done, open], theory: [theory(1, '2026-01-01'), theory(2, null)] })
    expect(missing.elements.map((e) => e.id)).toEqual([2])
    expect(missing.theory.map((t) => t.id)).toEqual([2])
    expect(missingForApproval({ elements: [done], theory: [theory(1, '2026-01-01')] })).toEqual({
      elements: [],
      theory: [],
    })
  })
})

describe('validUntil', () => {
  it('is five years from the issue day (a date-time counts by its day)', () => {
    expect(validUntil('2026-11-26')).toBe('2031-11-26')
    expect(validUntil('2025-06-30T14:05:00.000Z')).toBe('2030-06-30')
  })
  it('ends on 28 February for a book issued on 29 February (no 29th five years later)', () => {
    expect(validUntil('2024-02-29')).toBe('2029-02-28')
    expect(validUntil('2028-02-29')).toBe('2033-02-28')
  })
})
