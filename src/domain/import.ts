/**
 * Old-system import (§4 "Old-system import", §5, §6, §9): a record's state from its answers, the §9
 * defaults, why an instructor cannot be chosen, who answers for the company, the choices a department
 * leaves and what a company answer lacks. Pure; the simulated backend answers with these, so a page and
 * the server cannot disagree. Rules where the spec is silent: notes s29 import-backend.
 */
import type {
  ApprenticeAnswer,
  CompanyAnswer,
  ImportCompany,
  ImportInstructor,
  ImportState,
  InstructorDisabledReason,
} from '../api/import/import.schemas'
import type { InstructorProblem } from './application'
import { canManageStaff, type RoleUser } from './roles'

/** §9: what the import assumes when the old system gave no months or hours left. */
export const IMPORT_DEFAULTS = { monthsLeft: 36, hoursLeft: 3600 } as const

/** §4: the apprentice first, then the company; either NOK ends the record, both OK queue the import. */
export function importState(answers: {
  apprenticeAnswer: ApprenticeAnswer | null
  companyAnswer: CompanyAnswer | null
}): ImportState {
  if (answers.apprenticeAnswer === null) return 'awaitingApprentice'
  if (answers.apprenticeAnswer !== 'OK') return 'declined'
  if (answers.companyAnswer === null) return 'awaitingCompany'
  return answers.companyAnswer === 'OK' ? 'queued' : 'declined'
}

/** §9: 36 months and 3 600 hours left when the old system has none. */
export function importTimeLeft(byn2: { qTimeLeft: number | null; timeLeft: number | null }) {
  return {
    monthsLeft: byn2.qTimeLeft ?? IMPORT_DEFAULTS.monthsLeft,
    hoursLeft: byn2.timeLeft ?? IMPORT_DEFAULTS.hoursLeft,
    defaultsApplied: byn2.qTimeLeft === null || byn2.timeLeft === null,
  }
}

/**
 * §5 "instructors unable to take another apprentice, without e-mail, or lacking certificates are
 * disabled": the first of these among the §5 instructor problems (`instructorProblems`), or null.
 * The scaffolding limits mean full; a missing machine qualification counts as a missing certificate.
 * Unread instructions and a missing own account do not disable an instructor here (§5's import rule
 * names three reasons).
 */
export function importDisabledReason(problems: readonly InstructorProblem[]): InstructorDisabledReason | null {
  const has = (...keys: InstructorProblem[]) => keys.some((k) => problems.includes(k))
  if (has('scaffoldingMax', 'scaffoldingMissingBasicEducation')) return 'full'
  if (has('noEmail')) return 'noEmail'
  if (has('noCertificateOrExemption', 'noMachineQualification')) return 'noCertificate'
  return null
}

/**
 * §6: who answers for the company: the administrator and the education responsible, and the department
 * administrator or department education responsible for their departments. Instructors and distance
 * administrators do not.
 */
export function mayAnswerImport(user: RoleUser, companyId: number): boolean {
  return canManageStaff(user, companyId)
}

/** A workplace or instructor without departments serves the whole company, so every department. */
const inDepartment = (departmentIds: readonly number[], departmentId: number | null) =>
  departmentId === null || departmentIds.length === 0 || departmentIds.includes(departmentId)

/** §5 "workplace (filtered by department)". Without departments, all of them. */
export function workplacesFor(company: Pick<ImportCompany, 'workplaces'>, departmentId: number | null) {
  return company.workplaces.filter((w) => inDepartment(w.departmentIds, departmentId))
}

/** The instructors of the department (all when the company has none), the disabled ones included. */
export function instructorsFor(company: Pick<ImportCompany, 'instructors'>, departmentId: number | null) {
  return company.instructors.filter((i) => inDepartment(i.departmentIds, departmentId))
}

export const mayChoose = (instructor: Pick<ImportInstructor, 'disabledReason'>) => instructor.disabledReason === null

export type CompanyAnswerProblem =
  | 'answerMissing'
  | 'departmentMissing'
  | 'workplaceMissing'
  | 'workplaceOutsideDepartment'
  | 'instructorMissing'
  | 'instructorOutsideDepartment'
  | 'instructorDisabled'

export interface CompanyAnswerDraft {
  companyAnswer?: CompanyAnswer | null
  departmentId?: number | null
  workplaceId?: number | null
  instructorId?: number | null
}

/**
 * §5: what a company answer lacks, field by field (§8's import toasts): an answer; when accepting, a
 * department (only if the company has departments, and one of those offered), a workplace of that
 * department and an instructor of it who may be chosen. A declining answer needs nothing more.
 */
export function companyAnswerProblems(
  company: ImportCompany,
  draft: CompanyAnswerDraft,
): Partial<Record<'companyAnswer' | 'departmentId' | 'workplaceId' | 'instructorId', CompanyAnswerProblem>> {
  const problems: ReturnType<typeof companyAnswerProblems> = {}
  if (draft.companyAnswer === undefined || draft.companyAnswer === null) {
    problems.companyAnswer = 'answerMissing'
    return problems
  }
  if (draft.companyAnswer === 'NOK') return problems
  const departmentId = company.hasDepartments ? (draft.departmentId ?? null) : null
  if (company.hasDepartments && !company.departments.some((d) => d.id === departmentId))
    problems.departmentId = 'departmentMissing'
  const workplace = company.workplaces.find((w) => w.id === draft.workplaceId)
  if (!workplace) problems.workplaceId = 'workplaceMissing'
  else if (!inDepartment(workplace.departmentIds, departmentId)) problems.workplaceId = 'workplaceOutsideDepartment'
  const instructor = company.instructors.find((i) => i.id === draft.instructorId)
  if (!instructor) problems.instructorId = 'instructorMissing'
  else if (!inDepartment(instructor.departmentIds, departmentId)) problems.instructorId = 'instructorOutsideDepartment'
  else if (!mayChoose(instructor)) problems.instructorId = 'instructorDisabled'
  return problems
}
