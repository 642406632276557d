/**
 * The company's structure (§3 Company, Workplace, Department; §5; §6 per-company access) as pure
 * rules the workplace and department pages and the simulated backend share. Decisions where the
 * spec is silent: docs/decisions/notes/co-structure19.md.
 */
import { normalizeOrganisationNumber } from './validation'

/** What a departmental user may see of a company: every department, or these ones (roles.ts departmentScope). */
export type DepartmentScope = 'all' | readonly number[]

/** A workplace (or anything tied to departments) is visible when one of its departments is in scope. */
export function seesDepartments(scope: DepartmentScope, departmentIds: readonly number[]): boolean {
  return scope === 'all' || departmentIds.some((id) => scope.includes(id))
}

/**
 * A workplace may be changed by a departmental user only when every department it belongs to is
 * theirs: a workplace Malmö shares with Lund is Lund's as well, so Malmö's administrator reads it but
 * does not change or delete it.
 */
export function ownsDepartments(scope: DepartmentScope, departmentIds: readonly number[]): boolean {
  return scope === 'all' || (departmentIds.length > 0 && departmentIds.every((id) => scope.includes(id)))
}

export type WorkplaceDepartmentProblem = 'required' | 'unknown' | 'notYours' | 'noDepartments'

/**
 * §5 "a department must be chosen (when the company has them)": a workplace of a company with
 * departments names at least one of its departments, all within the caller's scope; a company
 * without departments gives none.
 */
export function workplaceDepartmentProblem(input: {
  hasDepartments: boolean
  departmentIds: readonly number[]
  companyDepartmentIds: readonly number[]
  scope: DepartmentScope
}): WorkplaceDepartmentProblem | null {
  const { hasDepartments, departmentIds, companyDepartmentIds, scope } = input
  if (!hasDepartments) return departmentIds.length > 0 ? 'noDepartments' : null
  if (departmentIds.length === 0) return 'required'
  if (departmentIds.some((id) => !companyDepartmentIds.includes(id))) return 'unknown'
  if (!ownsDepartments(scope, departmentIds)) return 'notYours'
  return null
}

export type WorkplaceDeleteProblem = 'headOffice' | 'inUse'

/** The head office is never deleted (move the flag first); nor a workplace something open still names. */
export function workplaceDeleteProblem(
  workplace: { isHeadOffice: boolean },
  inUse: boolean,
): WorkplaceDeleteProblem | null {
  if (workplace.isHeadOffice) return 'headOffice'
  return inUse ? 'inUse' : null
}

/**
 * One head office per company, and once there is one there stays one: the flag moves to another
 * workplace by setting it there, it is not taken off the head office itself.
 */
export function headOfficeProblem(
  current: { isHeadOffice: boolean } | null,
  wanted: boolean,
): 'headOfficeRequired' | null {
  return current?.isHeadOffice && !wanted ? 'headOfficeRequired' : null
}

/** Department names are compared trimmed and without regard to case ('lund' is 'Lund'; 'Malmo' is not 'Malmö'). */
export function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), 'sv', { sensitivity: 'accent' }) === 0
}

export type DepartmentNameProblem = 'required' | 'taken'

/** A department's name is required and unique within its company (another department than `exceptId`). */
export function departmentNameProblem(
  name: string,
  others: ReadonlyArray<{ id: number; name: string }>,
  exceptId: number | null = null,
): DepartmentNameProblem | null {
  if (name.trim() === '') return 'required'
  return others.some((d) => d.id !== exceptId && sameName(d.name, name)) ? 'taken' : null
}

/** §8 "department deletion failed": refused while anyone works there, a workplace or a role is tied to it. */
export function departmentDeleteProblem(use: { staff: number; workplaces: number; roles: number }): 'inUse' | null {
  return use.staff > 0 || use.workplaces > 0 || use.roles > 0 ? 'inUse' : null
}

export type ConnectCompanyProblem = 'regionRequired' | 'organisationNumberInvalid' | 'organisationNumberUnusable'

/**
 * Connecting a company (§2, §5, §8): a region must be chosen; the number must be a valid
 * organisation number; and usable: a legal person's number (third digit 2 or more; a lower one is a
 * person's number, a sole trader's, which the scheme does not connect) of a company that has no
 * administrator in the portal yet (one that has is joined through that administrator).
 */
export function connectCompanyProblems(input: {
  regionId: number | null | undefined
  organizationalNumber: string
  companyHasAdministrator: boolean
}): ConnectCompanyProblem[] {
  const problems: ConnectCompanyProblem[] = []
  if (input.regionId === null || input.regionId === undefined) problems.push('regionRequired')
  const digits = normalizeOrganisationNumber(input.organizationalNumber)
  if (digits === null) problems.push('organisationNumberInvalid')
  else if (Number(digits[2]) < 2 || input.companyHasAdministrator) problems.push('organisationNumberUnusable')
  return problems
}
