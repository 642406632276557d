import type { Application, ApplicationChanges } from '../../src/api/application/application.schemas'
import type { Workplace } from '../../src/api/company/company.schemas'
import {
  approveProblem,
  effectiveStartDate,
  instructorProblems,
  isEditableByCompany,
  startDateProblem,
} from '../../src/domain/application'
import { type ErrorMessage, type StepErrors, compact, message } from '../wizard/field-errors'
import { stepList } from '../wizard/steps'
import { MESSAGE_MAX_LENGTH, addressErrors, emailError, orNull, phoneError, professionById } from './application-rules'
import type { InstructorOption } from './company-registration.steps'
import {
  APPLICATION_FIELDS,
  REVIEW_STEPS,
  type CompanyReviewContext,
  type ReviewAnswers,
  type ReviewStep,
} from './company-review.steps'
/** Pure rules of the company review (for the machine, views and tests). */

export function localDay(iso: string): Date {
  return new Date(`${iso}T12:00:00`)
}

/** The answers before the application is read: every field empty. */
export function initialReviewAnswers(): ReviewAnswers {
  return {
    firstName: '',
    lastName: '',
    professionId: null,
    email: '',
    mobilephone: '',
    address1: '',
    address2: '',
    zip: '',
    city: '',
    country: '',
    workplaceId: null,
    instructorId: null,
    employmentTypeId: null,
    employmentDate: '',
    messageToBoard: '',
    denyMotivation: '',
  }
}

export function reviewAnswersFrom(app: Application): ReviewAnswers {
  return {
    firstName: app.firstName ?? '',
    lastName: app.lastName ?? '',
    professionId: app.professionId,
    email: app.email ?? '',
    mobilephone: app.mobilephone ?? '',
    address1: app.address1 ?? '',
    address2: app.address2 ?? '',
    zip: app.zip ?? '',
    city: app.city ?? '',
    country: app.country ?? '',
    workplaceId: app.workplace,
    instructorId: app.instructorId,
    employmentTypeId: app.employmentTypeId,
    employmentDate: app.employmentDate ?? '',
    messageToBoard: app.messageToBoard ?? '',
    denyMotivation: '',
  }
}

export function isReadOnly(ctx: Pick<CompanyReviewContext, 'application'>): boolean {
  return ctx.application === null || !isEditableByCompany(ctx.application)
}

/** The company's edits differ from what the server holds. */
export function hasUnsavedChanges(ctx: Pick<CompanyReviewContext, 'application' | 'answers'>): boolean {
  if (!ctx.application) return false
  const saved = reviewAnswersFrom(ctx.application)
  return APPLICATION_FIELDS.some((f) => JSON.stringify(ctx.answers[f]) !== JSON.stringify(saved[f]))
}

/** Workplaces of the application's department; one naming no department serves the whole company. */
export function reviewWorkplaces(ctx: Pick<CompanyReviewContext, 'application' | 'workplaces'>): Workplace[] {
  const department = ctx.application?.departmentId ?? null
  if (department === null) return ctx.workplaces
  return ctx.workplaces.filter((w) => w.departmentIds.length === 0 || w.departmentIds.includes(department))
}

export function reviewInstructorOptions(ctx: CompanyReviewContext): InstructorOption[] {
  const professionId = ctx.answers.professionId
  const profession = professionById(ctx.professions, professionId)
  return ctx.instructors.map((row) => ({
    id: row.id,
    personId: row.person.id,
    name: `${row.person.firstName} ${row.person.lastName}`,
    email: row.person.email,
    problems:
      professionId === null
        ? []
        : instructorProblems(row, {
            professionId,
            profession,
            newInstructionsAt: ctx.newInstructionsAt,
            orientationIds: ctx.application?.professionOrientations ?? [],
          }),
  }))
}

export function reviewStepErrors(step: ReviewStep, ctx: CompanyReviewContext): StepErrors {
  const a = ctx.answers
  switch (step) {
    case 'name-and-profession':
      return compact({
        firstName: a.firstName.trim() ? null : 'required',
        lastName: a.lastName.trim() ? null : 'required',
        professionId: professionById(ctx.professions, a.professionId) ? null : 'required',
      })
    case 'personal-data':
      return { ...compact({ email: emailError(a.email), mobilephone: phoneError(a.mobilephone) }), ...addressErrors(a) }
    case 'workplace-and-instructor': {
      const chosen = reviewInstructorOptions(ctx).find((o) => o.id === a.instructorId)
      return compact({
        workplaceId: reviewWorkplaces(ctx).some((w) => w.id === a.workplaceId) ? null : 'required',
        instructorId: !chosen ? 'required' : (chosen.problems[0] ?? null),
      })
    }
    case 'employment':
      // As in the registration: the server knows about basic education and refuses a back-dated start without it.
      return compact({
        employmentTypeId: ctx.employmentTypes.some((t) => t.id === a.employmentTypeId) ? null : 'required',
        employmentDate: startDateProblem(orNull(a.employmentDate), localDay(ctx.today), {
          hasApprovedBasicEducation: true,
        }),
      })
    case 'message':
      return a.messageToBoard.length > MESSAGE_MAX_LENGTH ? { messageToBoard: message('tooLong') } : {}
    default:
      return {}
  }
}

export function reviewChanges(ctx: CompanyReviewContext): ApplicationChanges {
  const a = ctx.answers
  return {
    firstName: orNull(a.firstName),
    lastName: orNull(a.lastName),
    professionId: a.professionId,
    email: orNull(a.email),
    mobilephone: orNull(a.mobilephone),
    address1: orNull(a.address1),
    address2: orNull(a.address2),
    zip: orNull(a.zip),
    city: orNull(a.city),
    country: orNull(a.country),
    workplace: a.workplaceId,
    instructorId: a.instructorId,
    employmentTypeId: a.employmentTypeId,
    // Left empty, the start date is today (§5): fixed by the save once an employment type is chosen.
    employmentDate:
      a.employmentTypeId !== null
        ? effectiveStartDate(orNull(a.employmentDate), localDay(ctx.today))
        : orNull(a.employmentDate),
    messageToBoard: orNull(a.messageToBoard),
  }
}

/** What approving would meet first, as the view's error key; null when approve may be sent. */
export function approveRefusal(
  ctx: CompanyReviewContext,
): 'notFilledEnough' | 'mustSaveFirst' | 'awaitingApprentice' | null {
  if (!ctx.application) return 'notFilledEnough'
  const merged = { ...ctx.application, ...reviewChanges(ctx) }
  const problem = approveProblem(merged)
  if (problem === 'wrongState') return ctx.application.stateId === 1 ? 'awaitingApprentice' : 'notFilledEnough'
  if (problem === 'notSubmittable') return 'notFilledEnough'
  if (problem === 'notSaved' || hasUnsavedChanges(ctx)) return 'mustSaveFirst'
  return null
}

/** The page's message for what approving would meet first; null when approve may be sent. */
export function approveRefusalMessage(ctx: CompanyReviewContext): ErrorMessage | null {
  const refusal = approveRefusal(ctx)
  return refusal === null ? null : message(refusal)
}

/** Every review page is shown, in order. */
export const reviewSteps = stepList<ReviewStep, CompanyReviewContext>(REVIEW_STEPS)
