/**
 * The company staff rules (§5, §6) the staff, roles and apprentice pages and the simulated backend
 * decide with: who may read and change whom, which role changes an acting user may make, and the
 * employment rate periods. The instructor rules themselves are the application's
 * (src/domain/application.ts instructorProblems); this module only says what a link refusal reads.
 * Decisions where the spec is silent: docs/decisions/notes/co-staff19.md.
 */
import type { RoleAbbreviation, StaffDepartment, StaffRoles } from '../api/company/employment.schemas'
import type { InstructorProblem } from './application'
import { dayOf } from './dates'
import { periodsOverlap } from './ebook'
import { companyRolesFor, departmentScope, type RoleUser } from './roles'
import { EMPLOYMENT_RATE_MAX, EMPLOYMENT_RATE_MIN } from './validation'

/** What the acting user may do with a company's staff (§6). */
export interface StaffPowers {
  /** Departments the user acts in: 'all' in a company without departments or for its administrator. */
  scope: 'all' | readonly number[]
  administrator: boolean
  departmentAdministrator: boolean
  educationResponsible: boolean
  distanceEducationAdministrator: boolean
}

export function staffPowers(user: RoleUser, companyId: number): StaffPowers {
  const r = companyRolesFor(user, companyId)
  return {
    scope: departmentScope(user, companyId),
    administrator: r.administrator,
    departmentAdministrator: r.departmentAdministrator,
    educationResponsible: r.educationResponsible,
    distanceEducationAdministrator: r.distanceEducationAdministrator,
  }
}

/** §6 "Staff, roles, pauses": administrator, department administrator or education responsible. */
export function managesStaff(p: StaffPowers): boolean {
  return p.administrator || p.departmentAdministrator || p.educationResponsible
}

/** §6 "Apprentices": education responsible, distance admin, department admin or admin. */
export function seesApprentices(p: StaffPowers): boolean {
  return managesStaff(p) || p.distanceEducationAdministrator
}

/** §6 powers: YUA links apprentices, administrators (department ones within theirs) too; BG only reads. */
export function linksApprentices(p: StaffPowers): boolean {
  return managesStaff(p)
}

/**
 * §6 "departmental users see only their departments": a person is within scope when one of their
 * departments is; someone in no department of a department company only for company-wide scope.
 */
export function withinScope(p: StaffPowers, departmentIds: readonly number[]): boolean {
  const scope = p.scope
  return scope === 'all' || departmentIds.some((id) => scope.includes(id))
}

/** Every department id a change touches must be in scope (adding to or leaving another department is not). */
export function departmentsWithinScope(p: StaffPowers, departmentIds: readonly number[]): boolean {
  const scope = p.scope
  return scope === 'all' || departmentIds.every((id) => scope.includes(id))
}

type DepartmentFlags = Pick<
  StaffDepartment,
  | 'departmentId'
  | 'isDepartmentEducationResponsible'
  | 'isDepartmentInstructor'
  | 'isDepartmentDistanceEducationAdministrator'
  | 'isDepartmentAdministrator'
>

export interface RoleState {
  roles: StaffRoles
  departments: readonly DepartmentFlags[]
}

const DEPARTMENT_FLAGS = [
  'isDepartmentEducationResponsible',
  'isDepartmentInstructor',
  'isDepartmentDistanceEducationAdministrator',
  'isDepartmentAdministrator',
] as const
const COMPANY_FLAGS = [
  'Administrator',
  'CompanyEducationResponsible',
  'DistanceEducationAdministrator',
  'Instructor',
] as const

/** Which role a changed flag is, to judge whether the acting user may grant or withdraw it. */
type RoleKind = 'administrator' | 'instructor' | 'other'
const KIND: Record<(typeof COMPANY_FLAGS)[number] | (typeof DEPARTMENT_FLAGS)[number], RoleKind> = {
  Administrator: 'administrator',
  CompanyEducationResponsible: 'other',
  DistanceEducationAdministrator: 'other',
  Instructor: 'instructor',
  isDepartmentEducationResponsible: 'other',
  isDepartmentInstructor: 'instructor',
  isDepartmentDistanceEducationAdministrator: 'other',
  isDepartmentAdministrator: 'other',
}

export interface RoleChange {
  kind: RoleKind
  /** null for a company-level flag. */
  departmentId: number | null
}

const NO_FLAGS = {
  isDepartmentEducationResponsible: false,
  isDepartmentInstructor: false,
  isDepartmentDistanceEducationAdministrator: false,
  isDepartmentAdministrator: false,
}

/** The role flags that differ between two states (granted or withdrawn), departments joined or left included. */
export function roleChanges(before: RoleState, after: RoleState): RoleChange[] {
  const changes: RoleChange[] = []
  for (const flag of COMPANY_FLAGS)
    if (before.roles[flag] !== after.roles[flag]) changes.push({ kind: KIND[flag], departmentId: null })
  const ids = new Set([...before.departments, ...after.departments].map((d) => d.departmentId))
  for (const departmentId of ids) {
    const a = before.departments.find((d) => d.departmentId === departmentId) ?? NO_FLAGS
    const b = after.departments.find((d) => d.departmentId === departmentId) ?? NO_FLAGS
    for (const flag of DEPARTMENT_FLAGS) if (a[flag] !== b[flag]) changes.push({ kind: KIND[flag], departmentId })
  }
  return changes
}

/**
 * §6: may the acting user grant or withdraw this role? Administrators any role; a department
 * administrator any department role within their departments, never Administrator; an education
 * responsible only the Instructor role (within their departments in a department company).
 */
export function mayChangeRole(p: StaffPowers, change: RoleChange): boolean {
  if (p.administrator) return true
  if (change.kind === 'administrator') return false
  const inScope = change.departmentId === null ? p.scope === 'all' : withinScope(p, [change.departmentId])
  if (!inScope) return false
  if (p.departmentAdministrator) return true
  return p.educationResponsible && change.kind === 'instructor'
}

/** §6 abbreviations of one employment (company flags, department flags, apprenticeship), in a fixed order. */
export function staffAbbreviations(state: RoleState, apprentice: boolean): RoleAbbreviation[] {
  const any = (flag: (typeof DEPARTMENT_FLAGS)[number]) => state.departments.some((d) => d[flag])
  const list: RoleAbbreviation[] = []
  if (state.roles.Administrator) list.push('FTGADM')
  if (any('isDepartmentAdministrator')) list.push('AVDADM')
  if (state.roles.CompanyEducationResponsible || any('isDepartmentEducationResponsible')) list.push('YUA')
  if (state.roles.DistanceEducationAdministrator || any('isDepartmentDistanceEducationAdministrator')) list.push('BG')
  if (state.roles.Instructor || any('isDepartmentInstructor')) list.push('HL')
  if (apprentice) list.push('LÄR')
  return list
}

// ---------------------------------------------------------------------------------------------
// Instructors of an apprenticeship (§5)

/** Why a link change is refused: each names its §8 text (mock-server/messages/company.ts). */
export type LinkRefusal = InstructorProblem | 'apprenticeNeedsInstructor' | 'notAnInstructor'

/** §5 "an apprentice needs at least one instructor": the new set may not be empty. */
export function instructorSetProblem(next: readonly number[]): LinkRefusal | null {
  return next.length === 0 ? 'apprenticeNeedsInstructor' : null
}

/** The instructors a new set adds and ends, compared with the active ones. */
export function linkDiff(active: readonly number[], next: readonly number[]) {
  return {
    added: [...new Set(next)].filter((id) => !active.includes(id)),
    removed: active.filter((id) => !next.includes(id)),
  }
}

// ---------------------------------------------------------------------------------------------
// Employment rate periods (§3, §5, §8)

export type RateProblem =
  | 'rateZeroUsePause'
  | 'rateOutOfRange'
  | 'invalidDate'
  | 'endBeforeStart'
  | 'outsidePermitted'
  | 'periodOverlaps'
  | 'periodPaused'

export interface Period {
  fromDate: string
  toDate: string
}

export interface RateContext {
  /** The apprenticeship's start to its end (or the e-book's planned end); null toDate: open. */
  permitted: { fromDate: string; toDate: string | null }
  otherRates: readonly Period[]
  pauses: readonly Period[]
}

/**
 * §5 rate 1–100 (0 means a pause: refused with its own reason), whole or fractional; the period's end
 * after its start, within the permitted period, overlapping no other rate period and no pause (§8).
 */
export function rateProblems(rate: { percent: number } & Period, ctx: RateContext): RateProblem[] {
  if (rate.percent === 0) return ['rateZeroUsePause']
  if (!Number.isFinite(rate.percent) || rate.percent < EMPLOYMENT_RATE_MIN || rate.percent > EMPLOYMENT_RATE_MAX)
    return ['rateOutOfRange']
  if (dayOf(rate.fromDate) !== rate.fromDate || dayOf(rate.toDate) !== rate.toDate) return ['invalidDate']
  if (rate.toDate <= rate.fromDate) return ['endBeforeStart']
  const { permitted } = ctx
  if (rate.fromDate < permitted.fromDate || (permitted.toDate !== null && rate.toDate > permitted.toDate))
    return ['outsidePermitted']
  if (ctx.pauses.some((p) => periodsOverlap(rate, p))) return ['periodPaused']
  if (ctx.otherRates.some((p) => periodsOverlap(rate, p))) return ['periodOverlaps']
  return []
}

/** The rate in force on a day: the period covering it, else 100. */
export function rateOn(day: string, rates: ReadonlyArray<{ percent: number } & Period>): number {
  return rates.find((r) => r.fromDate <= day && day <= r.toDate)?.percent ?? 100
}
