import { describe, expect, it } from 'vitest'
import {
  departmentsWithinScope,
  instructorSetProblem,
  linkDiff,
  linksApprentices,
  managesStaff,
  mayChangeRole,
  rateOn,
  rateProblems,
  roleChanges,
  seesApprentices,
  staffAbbreviations,
  withinScope,
  type RoleState,
  type StaffPowers,
} from './company-staff'

const NONE: StaffPowers = {
  scope: [],
  administrator: false,
  departmentAdministrator: false,
  educationResponsible: false,
  distanceEducationAdministrator: false,
}
const admin: StaffPowers = { ...NONE, scope: 'all', administrator: true }
const malmoAdmin: StaffPowers = { ...NONE, scope: [21], departmentAdministrator: true }
const yua: StaffPowers = { ...NONE, scope: 'all', educationResponsible: true }
const malmoYua: StaffPowers = { ...NONE, scope: [21], educationResponsible: true }
const bg: StaffPowers = { ...NONE, scope: 'all', distanceEducationAdministrator: true }

const ROLES = {
  Administrator: false,
  CompanyEducationResponsible: false,
  DistanceEducationAdministrator: false,
  Instructor: false,
}
const dept = (departmentId: number, flags: Partial<RoleState['departments'][number]> = {}) => ({
  departmentId,
  isDepartmentEducationResponsible: false,
  isDepartmentInstructor: false,
  isDepartmentDistanceEducationAdministrator: false,
  isDepartmentAdministrator: false,
  ...flags,
})

describe('who manages staff and apprentices (§6)', () => {
  it('staff, roles, pauses: administrator, department administrator or education responsible; apprentices also BG', () => {
    expect([admin, malmoAdmin, yua, bg, NONE].map(managesStaff)).toEqual([true, true, true, false, false])
    expect([admin, malmoAdmin, yua, bg, NONE].map(seesApprentices)).toEqual([true, true, true, true, false])
    expect(linksApprentices(bg)).toBe(false)
  })

  it('departmental users see only their departments', () => {
    expect(withinScope(malmoAdmin, [21])).toBe(true)
    expect(withinScope(malmoAdmin, [22])).toBe(false)
    expect(withinScope(malmoAdmin, [])).toBe(false)
    expect(withinScope(admin, [])).toBe(true)
    expect(departmentsWithinScope(malmoAdmin, [21, 22])).toBe(false)
    expect(departmentsWithinScope(malmoAdmin, [21])).toBe(true)
  })
})

describe('role changes (§6 powers)', () => {
  const plain: RoleState = { roles: ROLES, departments: [] }

  it('lists every flag that differs, per department, departments joined or left included', () => {
    const after: RoleState = {
      roles: { ...ROLES, Administrator: true },
      departments: [dept(21, { isDepartmentInstructor: true })],
    }
    expect(roleChanges(plain, after)).toEqual([
      { kind: 'administrator', departmentId: null },
      { kind: 'instructor', departmentId: 21 },
    ])
    expect(roleChanges(after, after)).toEqual([])
  })

  it('only administrators grant Administrator; YUA only the Instructor role; department admins within theirs', () => {
    const adminRole = { kind: 'administrator', departmentId: null } as const
    const instructor = { kind: 'instructor', departmentId: null } as const
    const yuaRole = { kind: 'other', departmentId: null } as const
    expect(mayChangeRole(admin, adminRole)).toBe(true)
    expect(mayChangeRole(yua, adminRole)).toBe(false)
    expect(mayChangeRole(malmoAdmin, adminRole)).toBe(false)
    expect(mayChangeRole(yua, instructor)).toBe(true)
    expect(mayChangeRole(yua, yuaRole)).toBe(false)
    expect(mayChangeRole(malmoAdmin, { kind: 'other', departmentId: 21 })).toBe(true)
    expect(mayChangeRole(malmoAdmin, { kind: 'other', departmentId: 22 })).toBe(false)
    expect(mayChangeRole(malmoAdmin, instructor)).toBe(false)
    expect(mayChangeRole(malmoYua, { kind: 'instructor', departmentId: 21 })).toBe(true)
    expect(mayChangeRole(malmoYua, { kind: 'instructor', departmentId: 22 })).toBe(false)
    expect(mayChangeRole(bg, instructor)).toBe(false)
  })

  it('abbreviates the roles in a fixed order, department flags counting as the role', () => {
    const state: RoleState = {
      roles: { ...ROLES, Instructor: true, Administrator: true },
      departments: [
        dept(21, { isDepartmentAdministrator: true }),
        dept(22, { isDepartmentEducationResponsible: true }),
      ],
    }
    expect(staffAbbreviations(state, true)).toEqual(['FTGADM', 'AVDADM', 'YUA', 'HL', 'LÄR'])
    expect(staffAbbreviations(plain, false)).toEqual([])
  })
})

describe('instructors of an apprenticeship (§5)', () => {
  it('an apprentice needs at least one instructor', () => {
    expect(instructorSetProblem([])).toBe('apprenticeNeedsInstructor')
    expect(instructorSetProblem([2004])).toBeNull()
  })
  it('links made and ended to reach the new set', () => {
    expect(linkDiff([1, 2], [2, 3, 3])).toEqual({ added: [3], removed: [1] })
  })
})

describe('employment rate periods (§5, §8)', () => {
  const ctx = {
    permitted: { fromDate: '2025-08-18', toDate: '2027-08-17' },
    otherRates: [{ fromDate: '2026-01-05', toDate: '2026-03-29' }],
    pauses: [{ fromDate: '2026-07-06', toDate: '2026-08-02' }],
  }
  const rate = (percent: number, fromDate = '2026-04-01', toDate = '2026-05-31') => ({ percent, fromDate, toDate })

  it('accepts 1–100 in a free period; 0 is a pause', () => {
    expect(rateProblems(rate(1), ctx)).toEqual([])
    expect(rateProblems(rate(100), ctx)).toEqual([])
    expect(rateProblems(rate(37.5), ctx)).toEqual([])
    expect(rateProblems(rate(0), ctx)).toEqual(['rateZeroUsePause'])
    expect(rateProblems(rate(101), ctx)).toEqual(['rateOutOfRange'])
    expect(rateProblems(rate(-5), ctx)).toEqual(['rateOutOfRange'])
  })

  it('refuses bad, reversed or out-of-period dates, a paused period and an overlap', () => {
    expect(rateProblems(rate(50, '2026-13-01'), ctx)).toEqual(['invalidDate'])
    expect(rateProblems(rate(50, '2026-05-31', '2026-04-01'), ctx)).toEqual(['endBeforeStart'])
    expect(rateProblems(rate(50, '2025-01-01', '2025-02-01'), ctx)).toEqual(['outsidePermitted'])
    expect(rateProblems(rate(50, '2027-08-01', '2027-09-01'), ctx)).toEqual(['outsidePermitted'])
    expect(rateProblems(rate(50, '2026-07-01', '2026-07-10'), ctx)).toEqual(['periodPaused'])
    expect(rateProblems(rate(50, '2026-03-29', '2026-04-10'), ctx)).toEqual(['periodOverlaps'])
  })

  it('reads the rate in force on a day, 100 outside every period', () => {
    expect(rateOn('2026-02-01', [{ percent: 75, fromDate: '2026-01-05', toDate: '2026-03-29' }])).toBe(75)
    expect(rateOn('2026-04-01', [{ percent: 75, fromDate: '2026-01-05', toDate: '2026-03-29' }])).toBe(100)
  })
})
