import { describe, expect, it } from 'vitest'
import {
  addMonths,
  isFinished,
  lengthFacts,
  mayApproveQualifyingTime,
  mayReadQualifyingTime,
  mayRequestExtension,
  monthsBetween,
  qualifyingTimeState,
  type QualifyingTimeFacts,
  type QualifyingTimeViewer,
} from './qualifying-time-state'

const TODAY = '2026-11-16'
const base: QualifyingTimeFacts = {
  fromDate: '2024-01-01',
  toDate: '2027-01-01',
  isCancelled: false,
  doAbort: false,
  isApprovedByInstructor: false,
  detachedOn: null,
  regionApprovedAt: null,
  certificateIssuedAt: null,
  pauses: [],
}
const nobody: QualifyingTimeViewer = {
  isApprentice: false,
  inScope: true,
  administrator: false,
  departmentAdministrator: false,
  educationResponsible: false,
  distanceAdministrator: false,
  supervisingInstructor: false,
}

describe('qualifyingTimeState (§4)', () => {
  it.each<[string, Partial<QualifyingTimeFacts>, string]>([
    ['running', {}, 'ongoing'],
    ['a pause holding today', { pauses: [{ fromDate: '2026-11-01', toDate: '2026-11-16' }] }, 'paused'],
    ['a pause that ended yesterday', { pauses: [{ fromDate: '2026-11-01', toDate: '2026-11-15' }] }, 'ongoing'],
    ['ended yesterday, not approved', { toDate: '2026-11-15' }, 'readyForApproval'],
    ['ending today', { toDate: TODAY }, 'ongoing'],
    [
      'ended and paused',
      { toDate: '2026-11-15', pauses: [{ fromDate: '2026-11-01', toDate: '2026-12-01' }] },
      'readyForApproval',
    ],
    ['approved by the company', { toDate: '2026-11-15', isApprovedByInstructor: true }, 'approvedByCompany'],
    ['approved by the region', { isApprovedByInstructor: true, regionApprovedAt: '2026-11-01' }, 'approvedByRegion'],
    ['certificate issued', { regionApprovedAt: '2026-11-01', certificateIssuedAt: '2026-11-10' }, 'certificateIssued'],
    ['aborted', { doAbort: true, toDate: '2026-11-15' }, 'stopped'],
    ['detached from the company', { detachedOn: '2026-10-01' }, 'stopped'],
    ['detached in the future', { detachedOn: '2026-12-01' }, 'ongoing'],
    [
      'cancelled wins over everything',
      { isCancelled: true, doAbort: true, certificateIssuedAt: '2026-11-10' },
      'cancelled',
    ],
  ])('%s: %s', (_, facts, state) => {
    expect(qualifyingTimeState({ ...base, ...facts }, TODAY)).toBe(state)
  })

  it('finished is exactly §4: end passed, not approved, neither aborted nor cancelled', () => {
    expect(isFinished({ ...base, toDate: '2026-11-15' }, TODAY)).toBe(true)
    expect(isFinished({ ...base, toDate: '2026-11-15', doAbort: true }, TODAY)).toBe(false)
    expect(isFinished({ ...base, toDate: '2026-11-15', isCancelled: true }, TODAY)).toBe(false)
    expect(isFinished({ ...base, toDate: '2026-11-15', isApprovedByInstructor: true }, TODAY)).toBe(false)
  })
})

describe('powers (§6)', () => {
  it('reads: the apprentice, in-scope admin users and the supervising instructor', () => {
    expect(mayReadQualifyingTime({ ...nobody, isApprentice: true, inScope: false })).toBe(true)
    expect(mayReadQualifyingTime({ ...nobody, distanceAdministrator: true })).toBe(true)
    expect(mayReadQualifyingTime({ ...nobody, administrator: true, inScope: false })).toBe(false)
    expect(mayReadQualifyingTime(nobody)).toBe(false)
  })
  it('approves: administrator, department administrator, supervising instructor; not YUA, BG, the apprentice', () => {
    expect(mayApproveQualifyingTime({ ...nobody, supervisingInstructor: true })).toBe(true)
    expect(mayApproveQualifyingTime({ ...nobody, departmentAdministrator: true })).toBe(true)
    expect(mayApproveQualifyingTime({ ...nobody, educationResponsible: true })).toBe(false)
    expect(mayApproveQualifyingTime({ ...nobody, distanceAdministrator: true })).toBe(false)
    expect(mayApproveQualifyingTime({ ...nobody, isApprentice: true })).toBe(false)
  })
  it('asks for an extension: those who approve and YUA', () => {
    expect(mayRequestExtension({ ...nobody, educationResponsible: true })).toBe(true)
    expect(mayRequestExtension({ ...nobody, educationResponsible: true, inScope: false })).toBe(false)
    expect(mayRequestExtension({ ...nobody, distanceAdministrator: true })).toBe(false)
  })
})

describe('months', () => {
  it('counts whole months and adds them, clamped to the month’s end', () => {
    expect(monthsBetween('2025-08-18', '2027-08-18')).toBe(24)
    expect(monthsBetween('2025-08-18', '2027-08-17')).toBe(23)
    expect(monthsBetween('2026-01-01', '2025-01-01')).toBe(0)
    expect(addMonths('2027-08-17', 2)).toBe('2027-10-17')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-03-15', -15)).toBe('2024-12-15')
  })
})

describe('lengthFacts (§3 length, completed, remaining)', () => {
  it('counts the planned end day and stops at the end', () => {
    expect(lengthFacts('2025-08-18', '2027-08-17', '2026-08-18')).toEqual({
      lengthMonths: 24,
      completedMonths: 12,
      remainingMonths: 12,
    })
    expect(lengthFacts('2025-08-18', '2027-08-17', '2029-01-01').completedMonths).toBe(24)
    expect(lengthFacts('2025-08-18', '2027-08-17', '2025-01-01').completedMonths).toBe(0)
    expect(lengthFacts('2026-01-31', '2026-02-27', '2026-03-01').lengthMonths).toBe(0)
  })
})
