/**
 * Changes to an application: which side may set which field, cleaning, and the §5 validation of
 * what changes (only what changes is checked, so earlier data is never re-judged by a later rule).
 */
import { type ApplicationChanges } from '../../../src/api/application/application.schemas'
import {
  APPLICATION_STATE as S,
  instructorProblems,
  startDateProblem,
  type InstructorProblem,
  type StartDateProblem,
} from '../../../src/domain/application'
import { dayOf } from '../../../src/domain/dates'
import { isValidEmail, isValidPhone, normalizePersonalNumber } from '../../../src/domain/validation'
import { now } from '../../clock'
import { db, type ApplicationRecord } from '../../db'
import { type MessageKey } from '../../messages'
import { instructorEmploymentView } from '../../views'
import { type Ctx } from '../-support'
import {
  applicantPerson,
  changeTime,
  hasApprovedBasicEducation,
  patch,
  same,
  type Side,
  transferSource,
} from './-application-support'

export type ChangeKey = keyof ApplicationChanges

/** Set by the server only. */
export const SERVER_FIELDS: ChangeKey[] = ['createdByPersonalNumber', 'prefilledBy', 'honestyDeclaration']
/** The company's part of the application. */
export const COMPANY_FIELDS: ChangeKey[] = ['instructorId', 'workplace', 'employmentTypeId', 'employmentDate']
/** In a company-initiated draft the company chose these; the apprentice completes the rest. */
export const COMPANY_CHOICES: ChangeKey[] = ['companyId', 'departmentId', 'professionId', 'personalNumber']
export const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address1',
  'address2',
  'zip',
  'city',
  'country',
  'mobilephone',
  'messageToBoard',
] as const

/**
 * The changes this side may make; anything else in the body is ignored, as a server ignores
 * fields it does not own (the apprentice cannot pick the instructor, nobody moves an application
 * to another company once the company side handles it, the declarations are the apprentice's).
 */
export function allowedChanges(
  changes: ApplicationChanges,
  side: Side,
  app: Pick<ApplicationRecord, 'initiatedByCompany' | 'stateId'>,
): ApplicationChanges {
  const blocked = new Set<ChangeKey>(SERVER_FIELDS)
  if (side === 'apprentice') {
    for (const key of COMPANY_FIELDS) blocked.add(key)
    blocked.add('personalNumber')
    if (app.initiatedByCompany) for (const key of COMPANY_CHOICES) blocked.add(key)
  } else {
    blocked.add('companyId')
    blocked.add('privacyAccepted')
    if (!(app.stateId === S.draft && app.initiatedByCompany)) blocked.add('personalNumber')
  }
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(changes))
    if (value !== undefined && !blocked.has(key as ChangeKey)) result[key] = value
  return result as ApplicationChanges
}

/** Trimmed text, blank as null, the personal number as 12 digits when valid. */
export function cleaned(changes: ApplicationChanges): ApplicationChanges {
  const result: ApplicationChanges = { ...changes }
  for (const key of TEXT_FIELDS) {
    const value = result[key]
    if (typeof value === 'string') result[key] = value.trim() === '' ? null : value.trim()
  }
  if (typeof result.personalNumber === 'string') {
    const pn = result.personalNumber.trim()
    result.personalNumber = pn === '' ? null : (normalizePersonalNumber(pn, now()) ?? pn)
  }
  if (typeof result.employmentDate === 'string' && result.employmentDate.trim() === '') result.employmentDate = null
  return result
}

export const START_DATE_MESSAGES: Record<StartDateProblem, MessageKey> = {
  invalid: 'startDateInvalid',
  inFuture: 'startDateInFuture',
  needsBasicEducation: 'startDateNeedsBasicEducation',
  tooEarly: 'startDateTooEarly',
}

export const INSTRUCTOR_MESSAGES: Record<InstructorProblem, MessageKey> = {
  noCertificateOrExemption: 'instructorNoCertificate',
  noMachineQualification: 'instructorNoMachineQualification',
  noEmail: 'instructorNoEmail',
  instructionsNotRead: 'instructorInstructionsNotRead',
  scaffoldingMax: 'instructorScaffoldingMax',
  scaffoldingMissingBasicEducation: 'instructorScaffoldingMissingBasicEducation',
  noOwnAccount: 'instructorNoOwnAccount',
}

/** §5 instructor rules for the application's instructor; the messages of what fails (empty when none). */
export function instructorMessages(ctx: Ctx, app: ApplicationRecord): string[] {
  if (app.instructorId === null || app.professionId === null || app.companyId === null) return []
  const d = db()
  const employment = d.employments.findFirst((q) =>
    q.where({ id: app.instructorId ?? -1, companyId: app.companyId ?? -1, endDate: (e) => e === null }),
  )
  if (!employment) return [ctx.t('instructorUnknown')]
  const professionId = app.professionId
  const profession = d.professions.findFirst((q) => q.where({ id: professionId })) ?? null
  const settings = d.settings.all()[0]
  const problems = instructorProblems(instructorEmploymentView(employment), {
    professionId,
    profession,
    newInstructionsAt: settings?.newInstructionsAt ?? null,
    orientationIds: app.professionOrientations,
  })
  return problems.map((p) => ctx.t(INSTRUCTOR_MESSAGES[p]))
}

/**
 * The record after `changes` (already limited to the caller's side), or 422 with every field
 * error. Only what changes is checked, so earlier data is never re-judged by a later rule.
 */
export function applyChanges(ctx: Ctx, app: ApplicationRecord, raw: ApplicationChanges): ApplicationRecord {
  const changes = cleaned(raw)
  const given = new Set(Object.keys(changes) as ChangeKey[])
  const next: ApplicationRecord = { ...app, ...changes } as ApplicationRecord
  const d = db()
  const errors = ctx.errors()

  // Moving to another company or profession drops what belonged to the old one.
  if (given.has('companyId') && next.companyId !== app.companyId) {
    if (!given.has('departmentId')) next.departmentId = null
    if (!given.has('workplace')) next.workplace = null
    if (!given.has('instructorId')) next.instructorId = null
  }
  if (given.has('professionId') && next.professionId !== app.professionId) {
    if (!given.has('professionOrientations')) next.professionOrientations = []
    if (!given.has('confirmedCourseIds')) next.confirmedCourseIds = []
  }

  if (
    given.has('personalNumber') &&
    next.personalNumber !== null &&
    normalizePersonalNumber(next.personalNumber, now()) === null
  ) {
    errors.add('personalNumber', 'personalNumberInvalid')
  }
  if (given.has('email') && next.email !== null && !isValidEmail(next.email)) errors.add('email', 'emailInvalid')
  if (given.has('mobilephone') && next.mobilephone !== null && !isValidPhone(next.mobilephone))
    errors.add('mobilephone', 'phoneInvalid')

  const company =
    next.companyId === null ? undefined : d.companies.findFirst((q) => q.where({ id: next.companyId ?? -1 }))
  if (given.has('companyId') && next.companyId !== null && !company) errors.add('companyId', 'companyNotFound')

  const profession =
    next.professionId === null ? undefined : d.professions.findFirst((q) => q.where({ id: next.professionId ?? -1 }))
  if (given.has('professionId') && next.professionId !== null && !profession)
    errors.add('professionId', 'professionUnknown')
  if (given.has('professionOrientations') && next.professionOrientations.length > 0) {
    const machines = new Set(profession?.isMachineProfession ? profession.machineOrientations.map((m) => m.id) : [])
    if (!next.professionOrientations.every((id) => machines.has(id)))
      errors.add('professionOrientations', 'orientationInvalid')
  }
  if (given.has('confirmedCourseIds') && next.confirmedCourseIds.length > 0) {
    const courses = new Set(
      d.professionCourses.findMany((q) => q.where({ professionId: next.professionId ?? -1 })).map((c) => c.id),
    )
    if (!next.confirmedCourseIds.every((id) => courses.has(id))) errors.add('confirmedCourseIds', 'courseUnknown')
  }

  if ((given.has('departmentId') || given.has('companyId')) && next.departmentId !== null) {
    if (!d.departments.findFirst((q) => q.where({ id: next.departmentId ?? -1, companyId: next.companyId ?? -1 })))
      errors.add('departmentId', 'departmentUnknown')
  }
  if (next.workplace !== null && (given.has('workplace') || given.has('departmentId'))) {
    const workplace = d.workplaces.findFirst((q) =>
      q.where({ id: next.workplace ?? -1, companyId: next.companyId ?? -1 }),
    )
    const outsideDepartment =
      workplace &&
      next.departmentId !== null &&
      workplace.departmentIds.length > 0 &&
      !workplace.departmentIds.includes(next.departmentId)
    if (!workplace || outsideDepartment) errors.add('workplace', 'workplaceUnknown')
    // §5 "workplace filtered by department": a workplace of exactly one department implies it.
    else if (company?.hasDepartments && next.departmentId === null && workplace.departmentIds.length === 1)
      next.departmentId = workplace.departmentIds[0]
  }
  if (
    given.has('employmentTypeId') &&
    next.employmentTypeId !== null &&
    !d.employmentTypes.findFirst((q) => q.where({ id: next.employmentTypeId ?? -1 }))
  ) {
    errors.add('employmentTypeId', 'employmentTypeUnknown')
  }
  if (given.has('employmentDate')) {
    const problem = startDateProblem(next.employmentDate, now(), {
      hasApprovedBasicEducation: hasApprovedBasicEducation(applicantPerson(next)),
    })
    if (problem) errors.add('employmentDate', START_DATE_MESSAGES[problem])
    else if (next.employmentDate !== null) next.employmentDate = dayOf(next.employmentDate) ?? next.employmentDate
  }
  if (given.has('instructorId') || given.has('professionId') || given.has('professionOrientations')) {
    for (const text of instructorMessages(ctx, next)) errors.items.push({ field: 'instructorId', message: text })
  }
  if (given.has('transferRequest') && next.transferRequest && !transferSource(next))
    errors.add('transferRequest', 'transferNotApprentice')
  errors.throwIfAny()
  return next
}

/** Writes what changed and moves updatedAt past the company's last save; nothing changed, nothing written. */
export async function saveChanges(before: ApplicationRecord, after: ApplicationRecord): Promise<ApplicationRecord> {
  const changed: Partial<ApplicationRecord> = {}
  for (const key of Object.keys(after) as Array<keyof ApplicationRecord>) {
    if (!same(before[key], after[key])) (changed as Record<string, unknown>)[key] = after[key]
  }
  if (Object.keys(changed).length === 0) return before
  return patch(before.id, { ...changed, updatedAt: changeTime(before) })
}
