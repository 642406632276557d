/**
 * The qualifying-time list, one qualifying time, the menu badge's count and the company's approval
 * (issue 21, §2 "Apprentice qualifying time", §4, §6, §8 Y4+Y5). Rules where the spec is silent: notes
 * s28 qualifying-time-backend.
 */
import {
  ApproveQualifyingTimeBodySchema,
  QualifyingTimeListBodySchema,
  type QualifyingTime,
} from '../../../src/api/qualifying-time/qualifying-time.schemas'
import { mayApproveQualifyingTime, mayReadQualifyingTime } from '../../../src/domain/qualifying-time-state'
import { isCompanyUser, type RoleUser } from '../../../src/domain/roles'
import { db } from '../../db'
import { personView } from '../../views'
import { api, fail, ok, route, type Ctx } from '../-support'
import { companyOr404 } from '../company/-access'
import { gather, qualifyingTimeView, readable, stateOf, today, viewerOf, type Gathered } from './-qualifying-time'

/** Every qualifying time the user may read, in the companies given (all when null). */
function readableTimes(user: RoleUser, companyId: number | null): Gathered[] {
  const records = db().qualificationTimes
  return (companyId === null ? records.all() : records.findMany((q) => q.where({ companyId })))
    .map(gather)
    .filter((g) => mayReadQualifyingTime(viewerOf(user, g)))
}

/** Finished first (§2 "first"), then by end date, then by id. */
function listOrder(a: QualifyingTime, b: QualifyingTime): number {
  return Number(b.finished) - Number(a.finished) || a.toDate.localeCompare(b.toDate) || a.id - b.id
}

/** The user's seen mark: the finished ones listed when the screen opened (§2 badge reset). */
function seenIds(personId: number): Set<number> {
  return new Set(db().qualificationTimeSeen.findFirst((q) => q.where({ personId }))?.qualificationTimeIds ?? [])
}

async function markSeen(personId: number, ids: readonly number[]): Promise<void> {
  const d = db()
  const merged = [...new Set([...seenIds(personId), ...ids])].sort((a, b) => a - b)
  const existing = d.qualificationTimeSeen.findFirst((q) => q.where({ personId }))
  if (existing) {
    await d.qualificationTimeSeen.update((q) => q.where({ id: existing.id }), {
      data: (draft) => {
        draft.qualificationTimeIds = merged
      },
    })
  } else {
    const id = d.qualificationTimeSeen.all().reduce((max, r) => Math.max(max, r.id + 1), 1)
    await d.qualificationTimeSeen.create({ id, personId, qualificationTimeIds: merged })
  }
}

/** The list's rows before its filters: a company's (company user), one person's, or the caller's own. */
function scopeOf(ctx: Ctx, user: RoleUser, body: { companyId?: number; personId?: number }): Gathered[] {
  if (body.companyId !== undefined) {
    companyOr404(ctx, body.companyId)
    if (!isCompanyUser(user, body.companyId)) ctx.forbidden()
    const rows = readableTimes(user, body.companyId)
    return body.personId === undefined ? rows : rows.filter((g) => g.personId === body.personId)
  }
  const personId = body.personId ?? user?.id ?? -1
  // Another person's times: only a company user may ask, and reads those of their companies it may.
  if (personId !== user?.id && !isCompanyUser(user)) ctx.forbidden()
  return readableTimes(user, null).filter((g) => g.personId === personId)
}

/** Approvals in flight, by qualifying time: of two at once the first wins, the second is 422. */
const approving = new Set<number>()

function refuseState(ctx: Ctx, reason: 'notFinished' | 'alreadyApproved' | 'closed'): never {
  const key =
    reason === 'notFinished'
      ? 'qualifyingTimeNotFinished'
      : reason === 'alreadyApproved'
        ? 'qualifyingTimeAlreadyApproved'
        : 'qualifyingTimeClosed'
  const text = ctx.t(key)
  return fail(422, { message: text, errors: [{ field: 'state', message: text }], data: { reason } })
}

export const qualifyingTimeHandlers = [
  route('patch', api('/qualification-times/list'), async (ctx) => {
    const auth = ctx.session()
    const body = await ctx.body(QualifyingTimeListBodySchema)
    const user = personView(auth.person, auth.imitatedBy)
    const day = today()
    const all = scopeOf(ctx, user, body).map((g) => qualifyingTimeView(ctx, user, g, day))
    if (body.markSeen === true)
      await markSeen(
        auth.person.id,
        all.filter((row) => row.finished).map((row) => row.id),
      )
    const needle = body.search?.trim().toLowerCase() ?? ''
    const rows = all
      .filter((row) => body.departmentId === undefined || row.department?.id === body.departmentId)
      .filter((row) => body.states === undefined || body.states.length === 0 || body.states.includes(row.state))
      .filter((row) => body.finishedOnly !== true || row.finished)
      // Searched in the names as the caller reads them: a masked name cannot be found (§6).
      .filter(
        (row) =>
          needle === '' || `${row.apprentice.firstName} ${row.apprentice.lastName}`.toLowerCase().includes(needle),
      )
      .sort(listOrder)
    return ok({ rows, total: rows.length })
  }),

  // Before `/:id`: the badge's count (§2), cheap enough to poll with the notifications.
  route('get', api('/qualification-times/finished-count'), (ctx) => {
    const auth = ctx.session()
    const user = personView(auth.person, auth.imitatedBy)
    if (!isCompanyUser(user)) return ok({ unseen: 0, finished: 0 })
    const day = today()
    const finished = readableTimes(user, null)
      .filter((g) => g.personId !== user?.id && stateOf(g, day) === 'readyForApproval')
      .map((g) => g.record.id)
    const seen = seenIds(auth.person.id)
    return ok({ unseen: finished.filter((id) => !seen.has(id)).length, finished: finished.length })
  }),

  route('get', api('/qualification-times/:id'), (ctx) => {
    const auth = ctx.session()
    const user = personView(auth.person, auth.imitatedBy)
    return ok(qualifyingTimeView(ctx, user, readable(ctx, user, ctx.id())))
  }),

  route('patch', api('/qualification-times/:id/approve'), async (ctx) => {
    const auth = ctx.session()
    const id = ctx.id()
    await ctx.body(ApproveQualifyingTimeBodySchema)
    const user = personView(auth.person, auth.imitatedBy)
    const g = readable(ctx, user, id)
    if (!mayApproveQualifyingTime(viewerOf(user, g))) return fail(403, { message: ctx.t('noPermissionToSave') })
    const day = today()
    const state = stateOf(g, day)
    if (approving.has(id) || ['approvedByCompany', 'approvedByRegion', 'certificateIssued'].includes(state))
      refuseState(ctx, 'alreadyApproved')
    if (state === 'cancelled' || state === 'stopped') refuseState(ctx, 'closed')
    if (state !== 'readyForApproval') refuseState(ctx, 'notFinished')
    if (g.record.courseY4Y5 !== 'passed') {
      const text = ctx.t('courseY4Y5NotApproved')
      return fail(422, {
        message: text,
        errors: [{ field: 'courseY4Y5', message: text }],
        data: { reason: 'courseY4Y5NotApproved' },
      })
    }
    approving.add(id)
    try {
      const d = db()
      await d.educations.update((q) => q.where({ id: g.education.id }), {
        data: (draft) => {
          if (draft.qualificationTime) draft.qualificationTime.isApprovedByInstructor = true
        },
      })
      await d.qualificationTimes.update((q) => q.where({ id }), {
        data: (draft) => {
          draft.companyApprovedAt = day
          draft.companyApprovedById = auth.person.id
        },
      })
    } finally {
      approving.delete(id)
    }
    const after = db().qualificationTimes.findFirst((q) => q.where({ id }))
    if (!after) throw new Error(`qualifying time ${id} vanished during its approval`)
    return ok(qualifyingTimeView(ctx, user, gather(after), day))
  }),
]
