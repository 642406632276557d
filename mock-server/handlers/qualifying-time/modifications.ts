/**
 * Modifications of a qualifying time (issue 21, §4): extension requests to the region, their list, and
 * the length with the approved extensions and the scheme's published hours. §4: no new request while one
 * awaits the region. The region decides outside the portal; no call here approves a request.
 */
import {
  CreateModificationBodySchema,
  QualifyingTimeLengthBodySchema,
  QualifyingTimeLengthSchema,
  QualifyingTimeModificationSchema,
} from '../../../src/api/qualifying-time/qualifying-time.schemas'
import {
  addMonths,
  lengthFacts,
  mayExtendInState,
  mayRequestExtension,
} from '../../../src/domain/qualifying-time-state'
import type { RoleUser } from '../../../src/domain/roles'
import { db, nextId } from '../../db'
import type { QualificationTimeModificationRecord } from '../../db/qualifying-time.records'
import { personView } from '../../views'
import { api, fail, ok, route, rows, wire, type Ctx } from '../-support'
import { nameFor } from '../orders/-orders'
import {
  approvedExtensions,
  awaitingExtension,
  MAX_TOTAL_EXTENSION_MONTHS,
  readable,
  readableByEducation,
  stateOf,
  today,
  viewerOf,
  type Gathered,
} from './-qualifying-time'

function modificationView(ctx: Ctx, user: RoleUser, companyId: number, m: QualificationTimeModificationRecord) {
  return wire(QualifyingTimeModificationSchema, {
    ...m,
    createdBy: m.createdById === null ? null : nameFor(ctx, user, companyId, m.createdById),
  })
}

/** Requests in flight, by qualifying time: two at once make one request and one 422. */
const requesting = new Set<number>()

function refuse(ctx: Ctx, field: string, key: Parameters<Ctx['t']>[0], reason: string, vars?: Record<string, string>) {
  const text = ctx.t(key, vars)
  return fail(422, { message: text, errors: [{ field, message: text }], data: { reason } })
}

/** The last day of the planned time (inclusive), moved by whole months. */
const endWith = (g: Gathered, months: number) => addMonths(g.facts.toDate, months)

export const modificationHandlers = [
  route('post', api('/qualification-times/create-modification'), async (ctx) => {
    const auth = ctx.session()
    const body = await ctx.body(CreateModificationBodySchema)
    const user = personView(auth.person, auth.imitatedBy)
    const g = readable(ctx, user, body.qualificationTimeId)
    if (!mayRequestExtension(viewerOf(user, g))) return fail(403, { message: ctx.t('noPermissionToSave') })
    if (!mayExtendInState(stateOf(g))) return refuse(ctx, 'qualificationTimeId', 'qualifyingTimeClosed', 'closed')
    if (requesting.has(g.record.id) || awaitingExtension(g))
      return refuse(ctx, 'qualificationTimeId', 'extensionAwaitingRegion', 'extensionAwaitingRegion')
    const used = approvedExtensions(g).reduce((sum, m) => sum + m.months, 0)
    if (used + body.months > MAX_TOTAL_EXTENSION_MONTHS) {
      const left = String(Math.max(0, MAX_TOTAL_EXTENSION_MONTHS - used))
      return refuse(ctx, 'months', 'extensionOverMaximum', 'extensionOverMaximum', {
        max: String(MAX_TOTAL_EXTENSION_MONTHS),
        left,
      })
    }
    requesting.add(g.record.id)
    try {
      const d = db()
      const record: QualificationTimeModificationRecord = {
        id: nextId(d.qualificationTimeModifications.all(), 66101),
        qualificationTimeId: g.record.id,
        educationId: g.record.educationId,
        kind: 'extension',
        months: body.months,
        motivation: body.motivation,
        status: 'awaitingRegion',
        createdAt: today(),
        createdById: auth.person.id,
        decidedAt: null,
      }
      await d.qualificationTimeModifications.create(record)
      return ok(modificationView(ctx, user, g.record.companyId, record), 201)
    } finally {
      requesting.delete(g.record.id)
    }
  }),

  route('get', api('/educations/:id/list-qualification-time-modifications'), (ctx) => {
    const auth = ctx.session()
    const user = personView(auth.person, auth.imitatedBy)
    const g = readableByEducation(ctx, user, ctx.id())
    return ok(
      rows(
        QualifyingTimeModificationSchema,
        g.modifications.map((m) => modificationView(ctx, user, g.record.companyId, m)),
      ),
    )
  }),

  route('patch', api('/educations/:id/get-qualification-time-length'), async (ctx) => {
    const auth = ctx.session()
    const educationId = ctx.id()
    const body = await ctx.body(QualifyingTimeLengthBodySchema)
    const user = personView(auth.person, auth.imitatedBy)
    const g = readableByEducation(ctx, user, educationId)
    const day = today()
    const from = g.facts.fromDate.slice(0, 10)
    const approved = approvedExtensions(g).reduce((sum, m) => sum + m.months, 0)
    return ok(
      wire(QualifyingTimeLengthSchema, {
        educationId,
        qualificationTimeId: g.record.id,
        fromDate: from,
        toDate: g.facts.toDate.slice(0, 10),
        ...lengthFacts(from, g.facts.toDate, day),
        approvedExtensionMonths: approved,
        awaitingExtensionMonths: awaitingExtension(g)?.months ?? 0,
        endDateWithExtensions: endWith(g, approved + (body.extensionMonths ?? 0)),
        maxTotalExtensionMonths: MAX_TOTAL_EXTENSION_MONTHS,
        professionGroup: g.record.professionGroup,
        basicEducationRoute: g.record.basicEducationRoute,
        requiredHours: g.record.requiredHours,
      }),
    )
  }),
]
