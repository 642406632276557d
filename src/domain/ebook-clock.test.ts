/**
 * The e-book's rules on the clock and by the assessed level (ADR 0011): inactivity without finished
 * basic education, the book's five years, the warning four weeks before, level 4 by the assessed
 * level, parts approved below their level, and a report's own date.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addMonths,
  approvedBelowRequired,
  assessedLevel,
  basicEducationDeadline,
  checkReportDate,
  closingSoon,
  CLOSING_WARNING_DAYS,
  displayStateOf,
  elementClosed,
  missingForApproval,
  partReachedRequired,
  validUntil,
  type DisplayInput,
} from './ebook'
import { recordPlan } from './ebook-plan'
import { samplePart } from '../test/ebook-samples'

const state = (input: Partial<DisplayInput>) =>
  displayStateOf({
    status: 'active',
    educationStartDate: '2025-08-18',
    deactivatedByDistanceOrder: false,
    pauses: [],
    today: '2026-11-26',
    ...input,
  })

describe('addMonths', () => {
  it('adds calendar months; a day the month lacks becomes its last day', () => {
    expect(addMonths('2025-08-18', 12)).toBe('2026-08-18')
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28')
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28')
  })
  it('never goes backwards and lands in the month asked for', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 120 }),
        (date, months) => {
          const day = date.toISOString().slice(0, 10)
          const result = addMonths(day, months)
          const [y, m] = day.split('-').map(Number)
          const total = y * 12 + m - 1 + months
          expect(result >= day).toBe(true)
          expect(result.slice(0, 7)).toBe(`${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`)
        },
      ),
    )
  })
})

describe('basicEducationDeadline', () => {
  it('is 12 months from the education’s start, 6 for a machine operator, none once finished', () => {
    expect(
      basicEducationDeadline({
        educationStartDate: '2025-08-18',
        machineOperator: false,
        basicEducationFinished: false,
      }),
    ).toBe('2026-08-18')
    expect(
      basicEducationDeadline({
        educationStartDate: '2025-08-18',
        machineOperator: true,
        basicEducationFinished: false,
      }),
    ).toBe('2026-02-18')
    expect(
      basicEducationDeadline({ educationStartDate: '2025-08-18', machineOperator: true, basicEducationFinished: true }),
    ).toBeNull()
  })
})

describe('displayStateOf on the clock', () => {
  const clock = { deadline: '2026-08-18', validUntil: '2030-08-20' }
  it('turns an active book inactive from the deadline on, not the day before', () => {
    expect(state({ clock, today: '2026-08-17' })).toEqual({ displayState: 'active', closedReason: null })
    expect(state({ clock, today: '2026-08-18' })).toEqual({ displayState: 'inactive', closedReason: 'inactive' })
    expect(state({ clock, status: null, today: '2026-08-18' })).toEqual({
      displayState: 'inactive',
      closedReason: 'inactive',
    })
  })
  it('inactive overrides a pause; an extension lifts it; a finished basic education never sets it', () => {
    expect(state({ clock, pauses: [{ fromDate: '2026-11-01', toDate: '2026-12-01' }] })).toEqual({
      displayState: 'inactive',
      closedReason: 'inactive',
    })
    expect(state({ clock, status: 'extended' })).toEqual({ displayState: 'extended', closedReason: null })
    expect(state({ clock: { deadline: null, validUntil: '2030-08-20' } })).toEqual({
      displayState: 'active',
      closedReason: null,
    })
  })
  it('a distance order and a start ahead keep their own reasons', () => {
    expect(state({ clock, deactivatedByDistanceOrder: true })).toEqual({
      displayState: 'notYetActive',
      closedReason: 'distanceOrder',
    })
  })
  it('past the five years the book is inactive for good (expired), extended or not; approval and issue win', () => {
    const late = { deadline: null, validUntil: '2026-11-25' }
    expect(state({ clock: late })).toEqual({ displayState: 'inactive', closedReason: 'expired' })
    expect(state({ clock: late, status: 'extended' })).toEqual({ displayState: 'inactive', closedReason: 'expired' })
    expect(state({ clock: { deadline: null, validUntil: '2026-11-26' } })).toEqual({
      displayState: 'active',
      closedReason: null,
    })
    expect(state({ clock: late, status: 'approved' })).toEqual({ displayState: 'approved', closedReason: 'approved' })
  })
  it('without the clock the stored status alone decides (as before)', () => {
    expect(state({})).toEqual({ displayState: 'active', closedReason: null })
  })
})

describe('closingSoon', () => {
  const soon = (today: string, extra: Partial<Parameters<typeof closingSoon>[0]> = {}) =>
    closingSoon({
      displayState: 'active',
      status: 'active',
      today,
      deadline: '2026-08-18',
      validUntil: '2030-08-20',
      ...extra,
    })
  it(`warns from ${CLOSING_WARNING_DAYS} days before the deadline to the day before`, () => {
    expect(soon('2026-07-20')).toBeNull()
    expect(soon('2026-07-21')).toEqual({ kind: 'inactive', on: '2026-08-18' })
    expect(soon('2026-08-17')).toEqual({ kind: 'inactive', on: '2026-08-18' })
  })
  it('warns before the five years end (the first closed day is the day after validUntil)', () => {
    expect(soon('2030-08-01', { deadline: null })).toEqual({ kind: 'expires', on: '2030-08-21' })
  })
  it('says nothing for an extended book’s deadline, nor once reporting is closed for another reason', () => {
    expect(soon('2026-08-01', { status: 'extended', displayState: 'extended' })).toBeNull()
    expect(soon('2026-08-01', { displayState: 'approved', status: 'approved' })).toBeNull()
    expect(soon('2026-08-01', { displayState: 'notYetActive' })).toBeNull()
  })
  it('the earlier of the two wins', () => {
    expect(soon('2026-08-01', { validUntil: '2026-08-10' })).toEqual({ kind: 'expires', on: '2026-08-11' })
  })
  it('never warns about a day that has come, nor more than four weeks ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), (offset) => {
        const today = new Date(Date.UTC(2026, 7, 18 - offset)).toISOString().slice(0, 10)
        const warning = soon(today, { validUntil: null })
        expect(warning !== null).toBe(offset >= 1 && offset <= CLOSING_WARNING_DAYS)
      }),
    )
  })
  it('validUntil is five years on from the issue', () => {
    expect(validUntil('2025-08-20T07:15:00.000Z')).toBe('2030-08-20')
  })
})

const part = samplePart

describe('level 4 by the assessed level', () => {
  it('the instructor’s level counts where there is one, else the apprentice’s', () => {
    expect(assessedLevel(part({ achievedLevel: 4, instructorLevel: 3 }))).toBe(3)
    expect(assessedLevel(part({ achievedLevel: 2 }))).toBe(2)
    expect(assessedLevel(part({}))).toBeNull()
  })
  it('the apprentice’s own 4 does not close an element the instructor assessed lower; the instructor’s 4 closes it', () => {
    expect(
      elementClosed({ parts: [part({ achievedLevel: 4, instructorLevel: 3 }), part({ id: 2, achievedLevel: 4 })] }),
    ).toBe(false)
    expect(
      elementClosed({ parts: [part({ achievedLevel: 3, instructorLevel: 4 }), part({ id: 2, achievedLevel: 4 })] }),
    ).toBe(true)
  })
})

describe('parts approved below the required level (the record plan and the approval box agree)', () => {
  const below = part({ achievedLevel: 2, instructorLevel: 2, approvedAt: '2026-10-01' })
  it('is approved below, and not reached', () => {
    expect(approvedBelowRequired(below)).toBe(true)
    expect(partReachedRequired(below)).toBe(false)
    expect(approvedBelowRequired(part({ achievedLevel: 3, approvedAt: '2026-10-01' }))).toBe(false)
  })
  it('every element the approval box calls missing has its unreached parts in the record plan, and the plan lists nothing the box calls done', () => {
    const level = fc.option(fc.integer({ min: 1, max: 4 }) as fc.Arbitrary<1 | 2 | 3 | 4>, { nil: null })
    const arbPart = fc.record({
      requiredLevel: fc.integer({ min: 1, max: 4 }) as fc.Arbitrary<1 | 2 | 3 | 4>,
      achievedLevel: level,
      instructorLevel: level,
      approved: fc.boolean(),
      mandatory: fc.boolean(),
    })
    fc.assert(
      fc.property(
        fc.array(fc.array(arbPart, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        (shape) => {
          const elements = shape.map((parts, e) => ({
            id: e + 1,
            name: `E${e}`,
            parts: parts.map((p, i) =>
              part({
                id: (e + 1) * 10 + i,
                requiredLevel: p.requiredLevel,
                achievedLevel: p.achievedLevel,
                instructorLevel: p.instructorLevel,
                approvedAt: p.approved ? '2026-10-01' : null,
                mandatory: p.mandatory,
              }),
            ),
          }))
          const planned = new Set(recordPlan(elements).elements.flatMap((e) => e.parts.map((p) => p.id)))
          for (const element of elements) {
            for (const p of element.parts) expect(planned.has(p.id)).toBe(!partReachedRequired(p))
          }
          const missing = new Set(missingForApproval({ elements, theory: [] }).elements.map((e) => e.id))
          for (const element of elements) {
            const mandatoryUnreached = element.parts.some((p) => p.mandatory && !partReachedRequired(p))
            if (mandatoryUnreached) expect(missing.has(element.id)).toBe(true)
          }
        },
      ),
    )
  })
})

describe('checkReportDate', () => {
  const rules = { toDate: '2026-11-13', today: '2026-11-26' }
  it('accepts the period’s last day to today', () => {
    expect(checkReportDate('2026-11-13', rules)).toBeNull()
    expect(checkReportDate('2026-11-26', rules)).toBeNull()
  })
  it('refuses a day in the future, before the period’s end, not a day, or nothing', () => {
    expect(checkReportDate('2099-12-31', rules)).toBe('inFuture')
    expect(checkReportDate('2026-11-12', rules)).toBe('beforePeriodEnd')
    expect(checkReportDate('2026-02-30', rules)).toBe('invalidDate')
    expect(checkReportDate('', rules)).toBe('required')
  })
})
