import type { Application, ApplicationChanges } from '../../src/api/application/application.schemas'
import type { InstructorEmployment, Workplace } from '../../src/api/company/company.schemas'
import { isMinor } from '../../src/domain/age'
import { effectiveStartDate, instructorProblems, startDateProblem } from '../../src/domain/application'
import { checkPersonalNumber, normalizePersonalNumber } from '../../src/domain/validation'
import { type StepErrors, compact, message, withoutFields, wrongAnswerFields } from '../wizard/field-errors'
import { stepList } from '../wizard/steps'
import { emailError, orNull, phoneError, professionById } from './application-rules'
import {
  REGISTRATION_STEPS,
  type CompanyRegistrationContext,
  type InstructorOption,
  type RegistrationAnswers,
  type RegistrationStep,
} from './company-registration.steps'
/** Pure rules of the company registration (for the machine, views and tests). */

/** 'yyyy-mm-dd' as a local date (noon, so no time zone moves it to another day). */
export function localDay(iso: string): Date {
  return new Date(`${iso}T12:00:00`)
}

export function isRegistrationStepShown(step: RegistrationStep, ctx: CompanyRegistrationContext): boolean {
  return step === 'department' ? ctx.company?.hasDepartments === true : true
}

/** The registration's steps: the department page only for a company with departments. */
export const registrationSteps = stepList<RegistrationStep, CompanyRegistrationContext>(
  REGISTRATION_STEPS,
  isRegistrationStepShown,
)
export const registrationShownSteps = registrationSteps.shown

/** Workplaces of the chosen department; a workplace naming no department serves the whole company. */
export function workplacesFor(
  ctx: Pick<CompanyRegistrationContext, 'company' | 'workplaces' | 'answers'>,
): Workplace[] {
  if (!ctx.company?.hasDepartments || ctx.answers.departmentId === null) return ctx.workplaces
  const department = ctx.answers.departmentId
  return ctx.workplaces.filter((w) => w.departmentIds.length === 0 || w.departmentIds.includes(department))
}

export function instructorOptionsFor(
  instructors: readonly InstructorEmployment[],
  ctx: Pick<CompanyRegistrationContext, 'professions' | 'newInstructionsAt'>,
  professionId: number | null,
): InstructorOption[] {
  const profession = professionById(ctx.professions, professionId)
  return instructors.map((row) => ({
    id: row.id,
    personId: row.person.id,
    name: `${row.person.firstName} ${row.person.lastName}`,
    email: row.person.email,
    problems:
      professionId === null
        ? []
        : instructorProblems(row, { professionId, profession, newInstructionsAt: ctx.newInstructionsAt }),
  }))
}

export function registrationStepErrors(step: RegistrationStep, ctx: CompanyRegistrationContext): StepErrors {
  const a = ctx.answers
  switch (step) {
    case 'apprentice-personal-number': {
      const checked = checkPersonalNumber(a.personalNumber, localDay(ctx.today))
      if (!checked.ok) return { personalNumber: message(checked.problem) }
      return isMinor(checked.personalNumber, localDay(ctx.today))
        ? { personalNumber: message('minorNeedsExemption') }
        : {}
    }
    case 'phone':
      return compact({ mobilephone: phoneError(a.mobilephone) })
    case 'email':
      return compact({ email: emailError(a.email) })
    case 'profession':
      return professionById(ctx.professions, a.professionId) ? {} : { professionId: message('required') }
    case 'department':
      return ctx.company?.departments.some((d) => d.id === a.departmentId) ? {} : { departmentId: message('required') }
    case 'workplace':
      return workplacesFor(ctx).some((w) => w.id === a.workplaceId) ? {} : { workplaceId: message('required') }
    case 'instructor': {
      // §8 "instructor not chosen"; one failing a §5 rule is refused with its first reason.
      const chosen = ctx.instructorOptions.find((o) => o.id === a.instructorId)
      if (!chosen) return { instructorId: message('required') }
      return chosen.problems.length > 0 ? { instructorId: message(chosen.problems[0]!) } : {}
    }
    case 'employment': {
      // Whether the apprentice has approved basic education is the server's knowledge: here only what
      // holds for everyone is checked (a date, not in the future, at most 18 months back); the server
      // refuses a back-dated start without it (422 on the date, shown beside it).
      const date = startDateProblem(orNull(a.employmentDate), localDay(ctx.today), { hasApprovedBasicEducation: true })
      return compact({
        employmentTypeId: ctx.employmentTypes.some((t) => t.id === a.employmentTypeId) ? null : 'required',
        employmentDate: date,
      })
    }
    case 'review':
      return {}
  }
}

export function isRegistrationStepComplete(step: RegistrationStep, ctx: CompanyRegistrationContext): boolean {
  if (Object.keys(registrationStepErrors(step, ctx)).length > 0) return false
  // The instructor check needs the list; a resumed draft without it is checked once the step loads it.
  if (step === 'instructor') return ctx.instructors !== null
  return true
}

export function registrationFirstOpenStep(ctx: CompanyRegistrationContext): RegistrationStep {
  return registrationShownSteps(ctx).find((s) => s !== 'review' && !isRegistrationStepComplete(s, ctx)) ?? 'review'
}

/**
 * What a save sends. An answer left wrong on another page (Back from its error) stays in the form but
 * is not sent: the server would refuse the whole save of the page being left, and its own page checks
 * it again. A chosen instructor the profession now refuses is sent as none for the same reason (the
 * instructor page shows why and asks again).
 */
export function registrationChanges(ctx: CompanyRegistrationContext): ApplicationChanges {
  const changes = allRegistrationChanges(ctx)
  const wrong = wrongAnswerFields(registrationShownSteps(ctx).map((step) => registrationStepErrors(step, ctx)))
  if (wrong.has('instructorId')) changes.instructorId = null
  for (const field of ['personalNumber', 'mobilephone', 'email', 'employmentDate'] as const)
    if (wrong.has(field)) delete changes[field]
  return changes
}

export function allRegistrationChanges(ctx: CompanyRegistrationContext): ApplicationChanges {
  const a = ctx.answers
  const today = localDay(ctx.today)
  return {
    companyId: ctx.companyId,
    personalNumber: normalizePersonalNumber(a.personalNumber, today) ?? orNull(a.personalNumber),
    mobilephone: orNull(a.mobilephone),
    email: orNull(a.email),
    professionId: a.professionId,
    // Not answered yet in a company with departments: left out, so a save keeps the department the
    // server gave the draft (a departmental user's own) instead of clearing it.
    ...(ctx.company?.hasDepartments
      ? a.departmentId === null
        ? {}
        : { departmentId: a.departmentId }
      : { departmentId: null }),
    workplace: a.workplaceId,
    instructorId: a.instructorId,
    employmentTypeId: a.employmentTypeId,
    // Left empty, the start date is today (§5): fixed once the employment step has been answered.
    employmentDate:
      a.employmentTypeId !== null ? effectiveStartDate(orNull(a.employmentDate), today) : orNull(a.employmentDate),
  }
}

export function initialAnswers(): RegistrationAnswers {
  return {
    personalNumber: '',
    mobilephone: '',
    email: '',
    professionId: null,
    departmentId: null,
    workplaceId: null,
    instructorId: null,
    employmentTypeId: null,
    employmentDate: '',
  }
}

export function answersFromApplication(app: Application): RegistrationAnswers {
  return {
    personalNumber: app.personalNumber ?? '',
    mobilephone: app.mobilephone ?? '',
    email: app.email ?? '',
    professionId: app.professionId,
    departmentId: app.departmentId,
    workplaceId: app.workplace,
    instructorId: app.instructorId,
    employmentTypeId: app.employmentTypeId,
    employmentDate: app.employmentDate ?? '',
  }
}

/** The instructors the instructor page offers: the company's, of the chosen department where it has departments. */
export function instructorsQuery(ctx: CompanyRegistrationContext) {
  return {
    companyId: ctx.companyId,
    instructorsOnly: true as const,
    ...(ctx.company?.hasDepartments && ctx.answers.departmentId !== null
      ? { departmentId: ctx.answers.departmentId }
      : {}),
  }
}

/** The instructors read for the chosen department, and the options they give for the chosen profession. */
export function instructorsRead(
  ctx: CompanyRegistrationContext,
  instructors: InstructorEmployment[],
): Pick<CompanyRegistrationContext, 'instructors' | 'instructorsDepartmentId' | 'instructorOptions'> {
  return {
    instructors,
    instructorsDepartmentId: ctx.answers.departmentId,
    instructorOptions: instructorOptionsFor(instructors, ctx, ctx.answers.professionId),
  }
}

/** A draft read to continue: its id, state and answers. */
export function draftFrom(app: Application): Pick<CompanyRegistrationContext, 'applicationId' | 'stateId' | 'answers'> {
  return { applicationId: app.id, stateId: app.stateId, answers: answersFromApplication(app) }
}

/**
 * A page's answers changed: the answers, without the field errors of what changed. Another department
 * clears the workplace (unless it is one of the department's) and the instructor, which are chosen
 * within the department; another profession gives other instructor options.
 */
export function answersChange(
  ctx: CompanyRegistrationContext,
  change: Partial<RegistrationAnswers>,
): Partial<CompanyRegistrationContext> {
  const answers = { ...ctx.answers, ...change }
  const extra: Partial<CompanyRegistrationContext> = {}
  if (change.departmentId !== undefined && change.departmentId !== ctx.answers.departmentId) {
    if (!workplacesFor({ ...ctx, answers }).some((w) => w.id === answers.workplaceId)) answers.workplaceId = null
    answers.instructorId = null
    extra.instructors = null
    extra.instructorOptions = []
  }
  if (change.professionId !== undefined && ctx.instructors) {
    extra.instructorOptions = instructorOptionsFor(ctx.instructors, ctx, answers.professionId)
  }
  return { ...extra, answers, errors: withoutFields(ctx.errors, Object.keys(change)) }
}
