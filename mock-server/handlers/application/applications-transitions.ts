/**
 * §4 transitions: the company's save / approve / deny (through applications/update with an
 * action), the apprentice's sign, and delete; with the transfer and the applicant's notifications.
 * The transition table is in src/domain/application.ts.
 */
import * as v from 'valibot'
import { type ApplicationAction, type ApplicationChanges } from '../../../src/api/application/application.schemas'
import {
  APPLICATION_STATE as S,
  applicationTransition,
  approveProblem,
  canDeleteApplication,
  signProblems,
  submittableProblems,
} from '../../../src/domain/application'
import { isoDay } from '../../../src/domain/dates'
import { now, nowIso } from '../../clock'
import { db, nextId, type ApplicationRecord } from '../../db'
import { message, type MessageKey } from '../../messages'
import { applicationView } from '../../views'
import { fail, ok, type Ctx } from '../-support'
import { allowedChanges, applyChanges, cleaned, instructorMessages, saveChanges } from './-application-changes'
import {
  type Access,
  applicantPerson,
  applicationRoute,
  changeTime,
  companyMayEdit,
  mustSaveFirst,
  patch,
  readable,
  requireKeptInDepartments,
  same,
  transferSource,
  wrongState,
} from './-application-support'

// ---------------------------------------------------------------------------------------------
// Company actions, sign, transfer and notifications

async function notifyApplicant(app: ApplicationRecord, key: 'applicationApprovedSubject' | 'applicationDeniedSubject') {
  const person = applicantPerson(app)
  if (!person) return
  const company = db().companies.findFirst((q) => q.where({ id: app.companyId ?? -1 }))
  const notifications = db().notifications
  await notifications.create({
    id: nextId(notifications.all()),
    personId: person.id,
    subject: message(person.language ?? 'sv', key, { company: company?.name ?? '' }),
    sentTime: nowIso(),
    readTime: null,
    type: 'Application',
    concernType: 'Application',
    concernId: app.id,
    additionalInfo: { companyId: app.companyId },
  })
}

/**
 * §4 transfer: the new company's approval ends the apprenticeship at the old company and the time
 * continues at the new one (a new apprenticeship with the old start date, supervised by the
 * application's instructor). The qualifying time (education) is the person's and stays as it is.
 */
async function continueAtNewCompany(app: ApplicationRecord, source: NonNullable<ReturnType<typeof transferSource>>) {
  const d = db()
  const today = isoDay(now())
  const companyId = app.companyId as number
  await d.apprenticeships.update((q) => q.where({ id: source.id }), {
    data(draft) {
      draft.manuallyEndedDate = today
    },
  })
  await d.employments.update((q) => q.where({ id: source.employmentId }), {
    data(draft) {
      draft.endDate = today
    },
  })
  await d.apprenticeshipInstructors.updateMany((q) => q.where({ apprenticeshipId: source.id }), {
    data(draft) {
      draft.isActive = false
    },
  })
  const existing = d.employments.findFirst((q) =>
    q.where({ personId: source.personId, companyId, endDate: (e) => e === null }),
  )
  const employment =
    existing ??
    (await d.employments.create({
      id: nextId(d.employments.all(), 2001),
      personId: source.personId,
      companyId,
      fromDate: app.employmentDate ?? today,
      endDate: null,
    }))
  if (
    app.departmentId !== null &&
    !d.departmentEmployments.findFirst((q) =>
      q.where({ employmentId: employment.id, departmentId: app.departmentId ?? -1 }),
    )
  ) {
    await d.departmentEmployments.create({
      id: nextId(d.departmentEmployments.all(), 5001),
      employmentId: employment.id,
      departmentId: app.departmentId,
      isDepartmentEducationResponsible: false,
      isDepartmentInstructor: false,
      isDepartmentDistanceEducationAdministrator: false,
      isDepartmentAdministrator: false,
    })
  }
  const apprenticeship = await d.apprenticeships.create({
    id: nextId(d.apprenticeships.all(), 3001),
    personId: source.personId,
    companyId,
    employmentId: employment.id,
    professionId: app.professionId,
    fromDate: source.fromDate,
    manuallyEndedDate: null,
  })
  if (app.instructorId !== null) {
    await d.apprenticeshipInstructors.create({
      id: nextId(d.apprenticeshipInstructors.all(), 4001),
      employmentId: app.instructorId,
      apprenticeshipId: apprenticeship.id,
      isActive: true,
    })
  }
}

export async function companyAction(
  ctx: Ctx,
  access: Access,
  action: ApplicationAction,
  raw: ApplicationChanges,
  denyMotivation: string | null | undefined,
) {
  const app = access.app
  const changes = allowedChanges(raw, 'company', app)
  requireKeptInDepartments(ctx, access, changes)
  if (action === 'save') {
    if (!access.reviewer && !access.registrar) return ctx.forbidden()
    if (!companyMayEdit(access)) return wrongState(ctx)
    const next = applyChanges(ctx, app, changes)
    requireKeptInDepartments(ctx, access, next)
    const moved = applicationTransition(next, 'save') ?? next
    // §5: an empty start date means today; fixed when the company confirms an application to approve.
    const employmentDate = next.employmentDate ?? (moved.stateId === S.draft ? null : isoDay(now()))
    const written = await saveChanges(app, { ...next, stateId: moved.stateId, employmentDate })
    const at = new Date(Math.max(now().getTime(), Date.parse(written.updatedAt))).toISOString()
    return patch(app.id, { updatedAt: at, savedByCompanyAt: at })
  }

  if (!access.reviewer) return ctx.forbidden()
  if (action === 'approve') {
    // Approving what is on screen: anything different from the stored application is an unsaved change.
    const pending = cleaned(changes)
    if (Object.entries(pending).some(([key, value]) => !same(app[key as keyof ApplicationRecord], value)))
      return mustSaveFirst(ctx)
    const problem = approveProblem(app)
    if (problem === 'wrongState') return wrongState(ctx)
    if (problem === 'notSaved') return mustSaveFirst(ctx)
    if (problem === 'notSubmittable') {
      // One §8 message; each missing field named so the review can point at it.
      const missing = ctx.t('applicationNotFilledEnough')
      return fail(422, {
        message: missing,
        errors: submittableProblems(app).map((field) => ({ field, message: missing })),
      })
    }
    const instructorErrors = instructorMessages(ctx, app)
    if (instructorErrors.length > 0)
      return fail(422, {
        message: ctx.t('formInvalid'),
        errors: instructorErrors.map((text) => ({ field: 'instructorId', message: text })),
      })
    const source = app.transferRequest ? transferSource(app) : undefined
    if (app.transferRequest && !source) return ctx.invalid('transferRequest', 'transferNotApprentice')
    const next = applicationTransition(app, 'approve') ?? wrongState(ctx)
    const approved = await patch(app.id, { stateId: next.stateId, updatedAt: changeTime(app) })
    if (source) await continueAtNewCompany(approved, source)
    await notifyApplicant(approved, 'applicationApprovedSubject')
    return approved
  }

  // deny: back to the apprentice for completion, with the company's edits and the motivation kept.
  const next = applicationTransition(app, 'deny') ?? wrongState(ctx)
  const edited = applyChanges(ctx, app, changes)
  requireKeptInDepartments(ctx, access, edited)
  const motivation = denyMotivation?.trim() ? denyMotivation.trim() : null
  const denied = await patch(app.id, {
    ...edited,
    stateId: next.stateId,
    denyMotivation: motivation,
    returnedAt: nowIso(),
    savedByCompanyAt: null,
    updatedAt: nowIso(),
  })
  await notifyApplicant(denied, 'applicationDeniedSubject')
  return denied
}

const SIGN_MESSAGES: Partial<Record<ReturnType<typeof signProblems>[number], MessageKey>> = {
  documents: 'documentRequired',
  departmentId: 'departmentRequired',
}

export const applicationTransitionHandlers = [
  applicationRoute('delete', '/applications/delete/:id', (ctx, auth) => {
    const access = readable(ctx, auth, ctx.id())
    if (!canDeleteApplication(access.user, access.app, access.applicant))
      return fail(403, { message: ctx.t('applicationDeleteNotAllowed') })
    const d = db()
    d.applicationDocuments.deleteMany((q) => q.where({ applicationId: access.app.id }))
    d.applications.delete((q) => q.where({ id: access.app.id }))
    return ok({ ok: true })
  }),
  // The apprentice signs with the honesty declaration; it goes to the company (§4 transitions).
  applicationRoute('post', '/applications/sign/:id', async (ctx, auth) => {
    const access = readable(ctx, auth, ctx.id())
    if (!access.applicant) return ctx.forbidden()
    const { honestyDeclaration } = await ctx.body(v.object({ honestyDeclaration: v.optional(v.boolean(), false) }))
    const app = access.app
    const next = applicationTransition(app, 'sign') ?? wrongState(ctx)
    if (!honestyDeclaration) return ctx.invalid('honestyDeclaration', 'honestyDeclarationMissing')
    const d = db()
    const company =
      app.companyId === null ? undefined : d.companies.findFirst((q) => q.where({ id: app.companyId ?? -1 }))
    const profession =
      app.professionId === null ? undefined : d.professions.findFirst((q) => q.where({ id: app.professionId ?? -1 }))
    const problems = signProblems(applicationView(app), {
      companyHasDepartments: company?.hasDepartments ?? false,
      isMachineProfession: profession?.isMachineProfession ?? false,
    })
    const errors = ctx.errors()
    for (const field of problems) errors.add(field, SIGN_MESSAGES[field] ?? 'fieldRequired', { field })
    if (app.transferRequest && !transferSource(app)) errors.add('transferRequest', 'transferNotApprentice')
    errors.throwIfAny()
    const signed = await patch(app.id, {
      stateId: next.stateId,
      honestyDeclaration: true,
      returnedAt: null,
      updatedAt: changeTime(app),
    })
    return ok(applicationView(signed))
  }),
]
