import type { Application, ApplicationChanges, ApplicationListRow } from '../../src/api/application/application.schemas'
import type { CourseResult } from '../../src/api/shell/person.schemas'
import type { Address } from '../../src/api/shell/user.schemas'
import { hasRequiredDocuments, isEditableByApprentice } from '../../src/domain/application'
import { normalizeOrganisationNumber } from '../../src/domain/validation'
import { failureMessage, failureOf } from '../../src/api/failure'
import { type StepErrors, compact, message, wrongAnswerFields } from '../wizard/field-errors'
import { pickStepFields as pickFields, stepList } from '../wizard/steps'
import {
  MESSAGE_MAX_LENGTH,
  addressErrors,
  emailError,
  orNull,
  phoneError,
  professionById,
  sameEmail,
  samePhone,
} from './application-rules'
import {
  APPRENTICE_STEP_FIELDS,
  APPRENTICE_STEPS,
  type ApplicantPerson,
  type ApprenticeAnswers,
  type ApprenticeContext,
  type ApprenticeStep,
  type CourseOption,
} from './apprentice-application.steps'

/** Pure rules of the apprentice wizard: which steps show, what each refuses, what a save sends (for the machine, views and tests). */

export function isMachineProfession(ctx: Pick<ApprenticeContext, 'professions' | 'answers'>): boolean {
  return professionById(ctx.professions, ctx.answers.professionId)?.isMachineProfession === true
}

/** Whether a step is part of this application (the others are skipped, forwards and backwards). */
export function isStepShown(step: ApprenticeStep, ctx: ApprenticeContext): boolean {
  switch (step) {
    case 'transfer':
      return ctx.isCurrentApprentice
    case 'machine-orientation':
      return isMachineProfession(ctx)
    case 'department':
      return ctx.company?.hasDepartments === true
    case 'courses':
      return ctx.answers.hasApprovedCourses === true
    default:
      return true
  }
}

/** The apprentice's steps: the transfer, machine-orientation, department and courses pages only where they apply. */
export const apprenticeSteps = stepList<ApprenticeStep, ApprenticeContext>(APPRENTICE_STEPS, isStepShown)
export const shownSteps = apprenticeSteps.shown
export const nextStep = apprenticeSteps.next
export const previousStep = apprenticeSteps.previous

/** What is wrong with a step's answers (empty: Continue may go on). */
export function stepErrors(step: ApprenticeStep, ctx: ApprenticeContext): StepErrors {
  const a = ctx.answers
  switch (step) {
    case 'welcome':
      return {}
    case 'transfer':
      return a.transferRequest === null ? { transferRequest: message('required') } : {}
    case 'privacy':
      return a.privacyAccepted ? {} : { privacyAccepted: message('required') }
    case 'address':
      return addressErrors(a)
    case 'phone':
      return compact({ mobilephone: phoneError(a.mobilephone) })
    case 'email':
      return compact({ email: emailError(a.email) })
    case 'profession':
      return professionById(ctx.professions, a.professionId) ? {} : { professionId: message('required') }
    case 'machine-orientation': {
      if (a.professionOrientations.length === 0) return { professionOrientations: message('required') }
      const offered = professionById(ctx.professions, a.professionId)?.machineOrientations.map((o) => o.id) ?? []
      return a.professionOrientations.every((id) => offered.includes(id))
        ? {}
        : { professionOrientations: message('notAnOption') }
    }
    case 'approved-courses':
      return a.hasApprovedCourses === null ? { hasApprovedCourses: message('required') } : {}
    case 'company':
      if (!a.organisationNumber.trim()) return { organisationNumber: message('required') }
      return normalizeOrganisationNumber(a.organisationNumber)
        ? {}
        : { organisationNumber: message('invalidOrganisationNumber') }
    case 'department':
      return ctx.company?.departments.some((d) => d.id === a.departmentId) ? {} : { departmentId: message('required') }
    case 'documents':
      return hasRequiredDocuments({ documents: ctx.documents }) ? {} : { documents: message('documentRequired') }
    case 'courses': {
      if (a.confirmedCourseIds.length === 0) return { confirmedCourseIds: message('required') }
      // Decision ("the right check boxes", §5): a course the course register reports as failed cannot
      // be confirmed as done; missing results can (they may come from an approved provider's results).
      return failedTickedCourses(ctx).length > 0 ? { confirmedCourseIds: message('courseFailed') } : {}
    }
    case 'education-info':
      return a.educationInfoAccepted ? {} : { educationInfoAccepted: message('required') }
    case 'message':
      return a.messageToBoard.length > MESSAGE_MAX_LENGTH ? { messageToBoard: message('tooLong') } : {}
    case 'review':
      return a.honestyDeclaration ? {} : { honestyDeclaration: message('required') }
  }
}

export function companyMatchesNumber(ctx: ApprenticeContext): boolean {
  const typed = normalizeOrganisationNumber(ctx.answers.organisationNumber)
  return (
    ctx.company !== null && typed !== null && normalizeOrganisationNumber(ctx.company.organizationalNumber) === typed
  )
}

/** Done means: no errors and, where a step needs a call, the call confirmed it. */
export function isStepComplete(step: ApprenticeStep, ctx: ApprenticeContext): boolean {
  if (Object.keys(stepErrors(step, ctx)).length > 0) return false
  if (step === 'phone') return samePhone(ctx.verifiedPhone, ctx.answers.mobilephone)
  if (step === 'email') return sameEmail(ctx.verifiedEmail, ctx.answers.email)
  if (step === 'company') return companyMatchesNumber(ctx)
  return true
}

/** The first step still to answer; 'review' when everything before it is done. */
export function firstOpenStep(ctx: ApprenticeContext): ApprenticeStep {
  return shownSteps(ctx).find((s) => s !== 'welcome' && s !== 'review' && !isStepComplete(s, ctx)) ?? 'review'
}

/** Where a loaded application opens: setStep's step when it is not after the first open one, else the first open one. */
export function startStep(ctx: ApprenticeContext): ApprenticeStep {
  const shown = shownSteps(ctx)
  const open = firstOpenStep(ctx)
  if (ctx.startAt === null || ctx.startAt >= shown.length) return open
  return ctx.startAt <= shown.indexOf(open) ? (shown[ctx.startAt] ?? open) : open
}

/**
 * Everything this wizard sends on create and update (idempotent: the whole answer each time), except
 * answers left wrong on another page (Back from its refusal): the server would refuse the save of the
 * page being left for them, and their own page checks them again before going on.
 */
export function apprenticeChanges(ctx: ApprenticeContext): ApplicationChanges {
  const changes = allApprenticeChanges(ctx)
  for (const field of wrongAnswerFields(shownSteps(ctx).map((step) => stepErrors(step, ctx)))) {
    if (field in changes) delete changes[field as keyof ApplicationChanges]
  }
  return changes
}

export function allApprenticeChanges(ctx: ApprenticeContext): ApplicationChanges {
  const a = ctx.answers
  return {
    firstName: ctx.person.firstName,
    lastName: ctx.person.lastName,
    personalNumber: ctx.person.personalNumber || null,
    email: orNull(a.email),
    mobilephone: orNull(a.mobilephone),
    address1: orNull(a.address1),
    address2: orNull(a.address2),
    zip: orNull(a.zip),
    city: orNull(a.city),
    country: orNull(a.country),
    professionId: a.professionId,
    professionOrientations: isMachineProfession(ctx) ? a.professionOrientations : [],
    hasApprovedCourses: a.hasApprovedCourses,
    companyId: ctx.company?.id ?? null,
    departmentId: ctx.company?.hasDepartments ? a.departmentId : null,
    confirmedCourseIds: a.hasApprovedCourses ? a.confirmedCourseIds : [],
    messageToBoard: orNull(a.messageToBoard),
    privacyAccepted: a.privacyAccepted,
    honestyDeclaration: a.honestyDeclaration,
    transferRequest: a.transferRequest === true,
  }
}

export function initialAnswers(person: ApplicantPerson): ApprenticeAnswers {
  return {
    transferRequest: null,
    privacyAccepted: false,
    address1: person.address1 ?? '',
    address2: person.address2 ?? '',
    zip: person.zip ?? '',
    city: person.city ?? '',
    country: person.country ?? '',
    mobilephone: person.mobilephone ?? '',
    phoneCode: '',
    email: person.email ?? '',
    emailCode: '',
    professionId: null,
    professionOrientations: [],
    hasApprovedCourses: null,
    organisationNumber: '',
    departmentId: null,
    confirmedCourseIds: [],
    educationInfoAccepted: false,
    messageToBoard: '',
    honestyDeclaration: false,
  }
}

/** The answers a saved draft holds; with `typed`, non-empty answers of this visit win (they are newer). */
export function answersFromApplication(
  app: Application,
  base: ApprenticeAnswers,
  typed: ApprenticeAnswers | null,
): ApprenticeAnswers {
  const fromServer: ApprenticeAnswers = {
    ...base,
    transferRequest: app.transferRequest,
    privacyAccepted: app.privacyAccepted,
    address1: app.address1 ?? base.address1,
    address2: app.address2 ?? base.address2,
    zip: app.zip ?? base.zip,
    city: app.city ?? base.city,
    country: app.country ?? base.country,
    mobilephone: app.mobilephone ?? base.mobilephone,
    email: app.email ?? base.email,
    professionId: app.professionId,
    professionOrientations: app.professionOrientations,
    hasApprovedCourses: app.hasApprovedCourses,
    departmentId: app.departmentId,
    confirmedCourseIds: app.confirmedCourseIds,
    messageToBoard: app.messageToBoard ?? '',
    honestyDeclaration: false,
    // The education page has no field on the application; one that was signed before (and came back
    // denied) has passed it.
    educationInfoAccepted: app.honestyDeclaration || app.denyMotivation !== null,
  }
  if (!typed) return fromServer
  const merged = { ...fromServer } as Record<string, unknown>
  for (const [key, value] of Object.entries(typed)) {
    const empty = value === '' || value === null || value === false || (Array.isArray(value) && value.length === 0)
    if (!empty && key !== 'honestyDeclaration') merged[key] = value
  }
  return merged as unknown as ApprenticeAnswers
}

export function pickStepFields(step: ApprenticeStep, answers: Partial<ApprenticeAnswers>): Partial<ApprenticeAnswers> {
  return pickFields(APPRENTICE_STEP_FIELDS[step], answers)
}

/** 'NNNNNN-NNNN', the form §3 shows and the register keeps. */
export function formatOrganisationNumber(input: string): string {
  const digits = normalizeOrganisationNumber(input) ?? input.trim()
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits
}

/** The person's applications they can still work on (drafts, or returned to them). */
export function openDrafts(rows: ApplicationListRow[]): ApplicationListRow[] {
  return rows.filter((row) => isEditableByApprentice(row))
}

/** The applications already sent (no longer the apprentice's to edit), the last changed first. */
export function sentApplications(rows: ApplicationListRow[]): ApplicationListRow[] {
  return rows.filter((row) => !isEditableByApprentice(row)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
}

/** No part of the address is given yet (the country alone may be the person's default). */
export function addressIsEmpty(a: Pick<ApprenticeAnswers, 'address1' | 'address2' | 'zip' | 'city'>): boolean {
  return [a.address1, a.address2, a.zip, a.city].every((value) => value.trim() === '')
}

/** The register's address fills the step only when nothing is there yet (never over what was typed). */
export function prefillAddress(answers: ApprenticeAnswers, address: Address): ApprenticeAnswers {
  if (!addressIsEmpty(answers) || !address.address1) return answers
  return {
    ...answers,
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    country: address.country ?? answers.country,
  }
}

/** Not found or not a usable number: beside the field; anything else on the page. */
export function companyFailure(error: unknown): Pick<ApprenticeContext, 'errors' | 'formError'> {
  const failure = failureOf(error, 'somethingWentWrong')
  return failure.key === 'companyNotFound' || failure.key === 'invalidOrganisationNumber'
    ? { errors: { organisationNumber: failureMessage(failure) }, formError: null }
    : { errors: {}, formError: failureMessage(failure) }
}

/** The ticked courses the course register reports as failed: they block the courses step, and its message names them. */
export function failedTickedCourses(ctx: Pick<ApprenticeContext, 'answers' | 'courseOptions'>): CourseOption[] {
  return (ctx.courseOptions ?? []).filter((c) => c.result === 'failed' && ctx.answers.confirmedCourseIds.includes(c.id))
}

/** The profession's courses with the register's results; passed ones are ticked when nothing is yet. */
export function withCourseResults(ctx: ApprenticeContext, results: CourseResult[]): Partial<ApprenticeContext> {
  const options = [...(ctx.courseOptions ?? [])]
  for (const r of results) {
    const i = options.findIndex((o) => o.id === r.id)
    if (i >= 0) options[i] = { ...options[i]!, result: r.result }
    else options.push({ id: r.id, name: r.name, mandatory: false, result: r.result })
  }
  const confirmed =
    ctx.answers.confirmedCourseIds.length > 0
      ? ctx.answers.confirmedCourseIds
      : options.filter((o) => o.result === 'passed').map((o) => o.id)
  return { courseOptions: options, answers: { ...ctx.answers, confirmedCourseIds: confirmed } }
}
