/**
 * The old-system import's four calls (§7 "Old-system import", issue 22). §4: the apprentice answers
 * first, then the company; answered records leave the lists; both OK queues the import; an answer is
 * final (a second one is §8's save failure, 422). §5: accepting needs a department (when the company
 * has them), a workplace of it and an instructor of it whom §5 does not disable; §8's import toasts
 * name what is missing. §6: the apprentice reads and answers only their own records (404 for others'),
 * company users only their company's within their departments (src/domain/import.ts mayAnswerImport).
 */
import * as v from 'valibot'
import { Id } from '../../../src/api/common.schemas'
import {
  ImportRecordSchema,
  UpdateForCompanyBodySchema,
  UpdateForPersonBodySchema,
  type InstructorDisabledReason,
} from '../../../src/api/import/import.schemas'
import { isoDay } from '../../../src/domain/dates'
import { companyAnswerProblems, mayAnswerImport, type CompanyAnswerProblem } from '../../../src/domain/import'
import { now } from '../../clock'
import { db } from '../../db'
import type { Byn2ImportRecord } from '../../db/import.records'
import type { MessageKey } from '../../messages'
import { personView } from '../../views'
import { api, fail, ok, route, rows, type Ctx } from '../-support'
import {
  companyAnswerer,
  companyChoices,
  companyRecordView,
  recordInScope,
  recordOr404,
  recordView,
  stateOf,
} from './-import'

const DISABLED_MESSAGES: Record<InstructorDisabledReason, MessageKey> = {
  full: 'importInstructorFull',
  noEmail: 'instructorNoEmail',
  noCertificate: 'instructorNoCertificate',
}

const PROBLEM_MESSAGES: Record<Exclude<CompanyAnswerProblem, 'instructorDisabled'>, MessageKey> = {
  answerMissing: 'importAnswerMissing',
  departmentMissing: 'importDepartmentMissing',
  workplaceMissing: 'importWorkplaceMissing',
  workplaceOutsideDepartment: 'importWorkplaceOutsideDepartment',
  instructorMissing: 'importInstructorMissing',
  instructorOutsideDepartment: 'importInstructorOutsideDepartment',
}

/** 422 with one field and §8's text; `reason` tells a caller which refusal it was. */
function refuse(ctx: Ctx, field: string, key: MessageKey, reason: string): never {
  const text = ctx.t(key)
  return fail(422, { message: text, errors: [{ field, message: text }], data: { reason } })
}

/** Records being answered: two answers at once make one answer and one refusal. */
const answering = new Set<number>()

async function answer(r: Byn2ImportRecord, change: (draft: Byn2ImportRecord) => void) {
  answering.add(r.id)
  try {
    const updated = await db().byn2Imports.update((q) => q.where({ id: r.id }), { data: change })
    if (!updated) throw new Error(`import ${r.id} vanished while answered`)
    return updated
  } finally {
    answering.delete(r.id)
  }
}

/** `?companyId=`: a whole number; 422 on `companyId` otherwise. */
function companyIdOf(ctx: Ctx): number {
  const raw = new URL(ctx.request.url).searchParams.get('companyId') ?? ''
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
  if (!v.is(Id, value)) return ctx.invalid('companyId', 'fieldInvalid', { field: 'companyId' })
  return value
}

export const byn2ImportHandlers = [
  route('get', api('/byn2import/get-person'), (ctx) => {
    const auth = ctx.session()
    const own = db()
      .byn2Imports.findMany((q) => q.where({ personId: auth.person.id }))
      .filter((r) => stateOf(r) === 'awaitingApprentice')
      .sort((a, b) => a.id - b.id)
    return ok(
      rows(
        ImportRecordSchema,
        own.map((r) => recordView(r, null)),
      ),
    )
  }),

  route('get', api('/byn2import/get-company'), (ctx) => {
    const auth = ctx.session()
    const companyId = companyIdOf(ctx)
    if (!db().companies.findFirst((q) => q.where({ id: companyId })))
      return fail(404, { message: ctx.t('companyNotFound') })
    const user = personView(auth.person, auth.imitatedBy)
    if (!mayAnswerImport(user, companyId)) return ctx.forbidden()
    const waiting = db()
      .byn2Imports.findMany((q) => q.where({ companyId }))
      .filter((r) => stateOf(r) === 'awaitingCompany' && recordInScope(user, r))
      .sort((a, b) => a.id - b.id)
    return ok(
      rows(
        ImportRecordSchema,
        waiting.map((r) => companyRecordView(ctx, user, r)),
      ),
    )
  }),

  route('patch', api('/byn2import/update-for-person'), async (ctx) => {
    const auth = ctx.session()
    const body = await ctx.body(UpdateForPersonBodySchema)
    const r = recordOr404(ctx, body.id)
    // Someone else's training is not theirs to know of.
    if (r.personId !== auth.person.id) return fail(404, { message: ctx.t('importNotFound') })
    if (r.apprenticeAnswer !== null || answering.has(r.id))
      return refuse(ctx, 'apprenticeAnswer', 'importAlreadyAnswered', 'alreadyAnswered')
    const given = body.apprenticeAnswer ?? null
    if (given === null) return refuse(ctx, 'apprenticeAnswer', 'importAnswerMissing', 'answerMissing')
    const updated = await answer(r, (draft) => {
      draft.apprenticeAnswer = given
      draft.apprenticeAnsweredAt = isoDay(now())
    })
    return ok(recordView(updated, null))
  }),

  route('patch', api('/byn2import/update-for-company'), async (ctx) => {
    const auth = ctx.session()
    const body = await ctx.body(UpdateForCompanyBodySchema)
    const r = recordOr404(ctx, body.id)
    const user = personView(auth.person, auth.imitatedBy)
    companyAnswerer(ctx, user, r)
    const state = stateOf(r)
    if (state === 'awaitingApprentice')
      return refuse(ctx, 'companyAnswer', 'importAwaitingApprentice', 'awaitingApprentice')
    if (state !== 'awaitingCompany' || answering.has(r.id))
      return refuse(ctx, 'companyAnswer', 'importAlreadyAnswered', 'alreadyAnswered')
    const company = companyChoices(ctx, user, r)
    const departmentId = company.hasDepartments ? (body.departmentId ?? null) : null
    if (departmentId !== null && !company.departments.some((x) => x.id === departmentId)) {
      // A department of the company outside the caller's: not theirs to place the apprentice in (§6).
      if (db().departments.findFirst((q) => q.where({ id: departmentId, companyId: r.companyId })))
        return fail(403, { message: ctx.t('noPermissionToSave'), data: { reason: 'outsideScope' } })
      return ctx.invalid('departmentId', 'departmentUnknown')
    }
    const problems = companyAnswerProblems(company, { ...body, departmentId })
    const errors = ctx.errors()
    for (const [field, problem] of Object.entries(problems)) {
      if (problem === 'instructorDisabled') {
        const reason = company.instructors.find((i) => i.id === body.instructorId)?.disabledReason
        errors.add(field, reason ? DISABLED_MESSAGES[reason] : 'importInstructorMissing')
      } else errors.add(field, PROBLEM_MESSAGES[problem])
    }
    errors.throwIfAny(problems.companyAnswer ? 'importAnswerMissing' : 'formInvalid')
    const accepted = body.companyAnswer === 'OK'
    const day = isoDay(now())
    const updated = await answer(r, (draft) => {
      draft.companyAnswer = body.companyAnswer ?? null
      draft.companyAnsweredAt = day
      draft.companyAnsweredById = auth.person.id
      draft.departmentId = accepted ? departmentId : null
      draft.workplaceId = accepted ? (body.workplaceId ?? null) : null
      draft.instructorId = accepted ? (body.instructorId ?? null) : null
      draft.queuedAt = accepted ? day : null
    })
    return ok(companyRecordView(ctx, user, updated))
  }),
]
