/**
 * A company's apprentices (§7 "Employments and apprenticeships"): the list, one apprenticeship with
 * its instructors, rate periods and pauses, its change (instructors linked and unlinked under the §5
 * rules, each refusal with its reason; an employment rate period, §5 1–100, refused when paused or
 * overlapping, §8), its end and its removal. §6: education responsibles, distance administrators,
 * department administrators (within their departments) and administrators read; all but the distance
 * administrator change. Decisions: docs/decisions/notes/co-staff19.md.
 */
import * as v from 'valibot'
import {
  ApprenticeshipDetailSchema,
  ApprenticeshipListBodySchema,
  ApprenticeshipUpdateBodySchema,
  type ApprenticeshipDetail,
  type EmploymentRateBody,
} from '../../../src/api/company/apprenticeship.schemas'
import { EndBodySchema } from '../../../src/api/company/employment.schemas'
import { InstructorApprenticesBodySchema } from '../../../src/api/instructor/apprentices.schemas'
import { instructorProblems } from '../../../src/domain/application'
import {
  instructorSetProblem,
  linkDiff,
  linksApprentices,
  rateOn,
  rateProblems,
  seesApprentices,
  withinScope,
  type RateProblem,
} from '../../../src/domain/company-staff'
import { dayOf } from '../../../src/domain/dates'
import { isInstructor } from '../../../src/domain/roles'
import { now } from '../../clock'
import { bookClocks, stateOnClock, type BookClock } from '../../ebook-clock'
import { db, nextId, type ApprenticeshipRecordSchema, type BookRecord } from '../../db'
import type { MessageKey } from '../../messages'
import { findPerson, instructorEmploymentView, personView } from '../../views'
import { INSTRUCTOR_MESSAGES } from '../application/-application-changes'
import { api, fail, ok, route, rows, type Ctx } from '../-support'
import { instructorApprentices } from './-instructor-apprentices'
import { actingAt, departmentIdsOf, type Acting } from './-staff'

type ApprenticeshipRecord = v.InferOutput<typeof ApprenticeshipRecordSchema>

/** The list's body: the company's filters, or the instructor whose own apprentices are asked for. */
const ListBodySchema = v.object({
  ...ApprenticeshipListBodySchema.entries,
  companyId: v.optional(ApprenticeshipListBodySchema.entries.companyId),
  ...v.partial(InstructorApprenticesBodySchema).entries,
})

const today = () => now().toISOString().slice(0, 10)

const RATE_MESSAGES: Record<RateProblem, [field: 'percent' | 'fromDate', key: MessageKey]> = {
  rateZeroUsePause: ['percent', 'rateZeroUsePause'],
  rateOutOfRange: ['percent', 'rateOutOfRange'],
  invalidDate: ['fromDate', 'periodInvalidDate'],
  endBeforeStart: ['fromDate', 'periodEndBeforeStart'],
  outsidePermitted: ['fromDate', 'periodOutsidePermitted'],
  periodOverlaps: ['fromDate', 'periodConflicts'],
  periodPaused: ['fromDate', 'rateChangeFailed'],
}

function shieldedName(ctx: Ctx, personId: number, seesProtected: boolean) {
  const person = findPerson(personId)
  if (!person) throw new Error(`seed error: person ${personId} missing`)
  const hidden = person.protectedIdentity && !seesProtected
  return {
    id: person.id,
    firstName: hidden ? ctx.t('protectedIdentityName') : person.firstName,
    lastName: hidden ? '' : person.lastName,
    protectedIdentity: person.protectedIdentity,
  }
}

const booksOf = (apprenticeshipId: number) => db().books.findMany((q) => q.where({ apprenticeshipId }))

function pausesOf(apprenticeshipId: number) {
  const bookIds = new Set(booksOf(apprenticeshipId).map((b) => b.id))
  return db().bookPauses.findMany((q) => q.where({ bookId: (id) => bookIds.has(id) }))
}

/** The period a rate may lie in: the apprenticeship's start to its end, or the e-book's planned end. */
function permittedOf(a: ApprenticeshipRecord) {
  const ends = [a.manuallyEndedDate, ...booksOf(a.id).map((b) => b.educationEndDate)].filter(
    (x): x is string => x !== null,
  )
  return { fromDate: a.fromDate, toDate: ends.length > 0 ? ends.sort()[0] : null }
}

/**
 * The apprenticeship as the company's pages read it. `clockOf` (bookClocks) is read once per answer:
 * a list passes one for all its rows.
 */
function detailView(
  ctx: Ctx,
  a: ApprenticeshipRecord,
  seesProtected: boolean,
  clockOf: (book: BookRecord) => BookClock = bookClocks(),
): ApprenticeshipDetail {
  const d = db()
  const pauses = pausesOf(a.id)
  const instructors = d.apprenticeshipInstructors
    .findMany((q) => q.where({ apprenticeshipId: a.id }))
    .flatMap((link) => {
      const employment = d.employments.findFirst((q) => q.where({ id: link.employmentId }))
      if (!employment) return []
      const name = shieldedName(ctx, employment.personId, seesProtected)
      return [
        {
          employmentId: employment.id,
          personId: name.id,
          firstName: name.firstName,
          lastName: name.lastName,
          isActive: link.isActive,
        },
      ]
    })
  return v.parse(ApprenticeshipDetailSchema, {
    ...a,
    person: shieldedName(ctx, a.personId, seesProtected),
    departmentIds: departmentIdsOf(a.employmentId),
    instructors,
    employmentRates: d.employmentRates
      .findMany((q) => q.where({ apprenticeshipId: a.id }))
      .sort((x, y) => x.fromDate.localeCompare(y.fromDate)),
    pauses: pauses.map((p) => ({
      id: p.id,
      fromDate: p.fromDate,
      toDate: p.toDate,
      reason: p.reason,
      bookId: p.bookId,
      hasAttachment: p.attachment !== undefined,
    })),
    books: booksOf(a.id).map((b) => ({
      id: b.id,
      status: b.status,
      displayState: stateOnClock(
        b,
        clockOf(b),
        pauses.filter((p) => p.bookId === b.id),
      ).displayState,
      permittedPeriod: { fromDate: b.educationStartDate, toDate: b.educationEndDate },
    })),
  })
}

/** The session, the apprenticeship (404), the right to read at its company and its departments (403). */
function apprenticeshipFor(ctx: Ctx, change: boolean) {
  const auth = ctx.session()
  const apprenticeship =
    db().apprenticeships.findFirst((q) => q.where({ id: ctx.id() })) ??
    fail(404, { message: ctx.t('apprenticeshipNotFound') })
  const acting = actingAt(ctx, auth, apprenticeship.companyId, seesApprentices)
  if (acting.hasDepartments && !withinScope(acting.powers, departmentIdsOf(apprenticeship.employmentId)))
    ctx.forbidden()
  // §6: the distance administrator reads the apprentices but does not link or end them.
  if (change && !linksApprentices(acting.powers))
    fail(403, { message: ctx.t('noPermissionToSave'), data: { reason: 'readOnly' } })
  return { acting, apprenticeship }
}

/** §5 for every instructor the new set adds: at the company, an instructor, in scope, passing the rules. */
function checkAddedInstructors(ctx: Ctx, acting: Acting, a: ApprenticeshipRecord, next: number[], added: number[]) {
  const d = db()
  const profession = d.professions.findFirst((q) => q.where({ id: a.professionId ?? -1 })) ?? null
  const newInstructionsAt = d.settings.all()[0]?.newInstructionsAt ?? null
  const errors = ctx.errors()
  next.forEach((employmentId, i) => {
    if (!added.includes(employmentId)) return
    const field = `instructorEmploymentIds.${i}`
    const employment = d.employments.findFirst((q) =>
      q.where({ id: employmentId, companyId: a.companyId, endDate: (e) => e === null }),
    )
    const person = employment ? findPerson(employment.personId) : undefined
    if (!employment || !person || !isInstructor(personView(person), a.companyId)) {
      errors.add(field, 'instructorNotChosen')
      return
    }
    if (acting.hasDepartments && !withinScope(acting.powers, departmentIdsOf(employment.id)))
      fail(403, { message: ctx.t('noPermissionToSave'), data: { reason: 'outsideScope' } })
    if (a.professionId === null) return
    const view = instructorEmploymentView(employment)
    // The apprentice's own link does not count against the instructor's limits.
    const others = { ...view, apprentices: view.apprentices.filter((x) => x.personId !== a.personId) }
    for (const problem of instructorProblems(others, { professionId: a.professionId, profession, newInstructionsAt }))
      errors.add(field, INSTRUCTOR_MESSAGES[problem])
  })
  errors.throwIfAny()
}

async function relink(a: ApprenticeshipRecord, added: number[], removed: number[]) {
  const d = db()
  for (const employmentId of removed)
    await d.apprenticeshipInstructors.updateMany((q) => q.where({ apprenticeshipId: a.id, employmentId }), {
      data(draft) {
        draft.isActive = false
      },
    })
  for (const employmentId of added) {
    const existing = d.apprenticeshipInstructors.findFirst((q) => q.where({ apprenticeshipId: a.id, employmentId }))
    if (existing)
      await d.apprenticeshipInstructors.update((q) => q.where({ id: existing.id }), {
        data(draft) {
          draft.isActive = true
        },
      })
    else
      await d.apprenticeshipInstructors.create({
        id: nextId(d.apprenticeshipInstructors.all(), 4001),
        employmentId,
        apprenticeshipId: a.id,
        isActive: true,
      })
  }
}

/** §5/§8 rate rules for a new period; 422 naming the first that fails. Answers the other periods. */
function checkRate(ctx: Ctx, a: ApprenticeshipRecord, rate: EmploymentRateBody) {
  const otherRates = db().employmentRates.findMany((q) => q.where({ apprenticeshipId: a.id }))
  const permitted = permittedOf(a)
  const problems = rateProblems(rate, { permitted, otherRates, pauses: pausesOf(a.id) })
  if (problems.length > 0) {
    const [field, key] = RATE_MESSAGES[problems[0]]
    ctx.invalid(`employmentRate.${field}`, key, { from: permitted.fromDate, to: permitted.toDate ?? '' })
  }
  return otherRates
}

async function addRate(a: ApprenticeshipRecord, rate: EmploymentRateBody, otherRates: ReturnType<typeof checkRate>) {
  const d = db()
  await d.employmentRates.create({
    id: nextId(d.employmentRates.all(), 11001),
    apprenticeshipId: a.id,
    percent: rate.percent,
    originalPercent: rateOn(rate.fromDate, otherRates),
    fromDate: rate.fromDate,
    toDate: rate.toDate,
  })
}

export const apprenticeshipsHandlers = [
  // One call, two lists: a company's apprentices (companyId), or an instructor's own (instructorId).
  route('patch', api('/apprenticeships/list'), async (ctx) => {
    const auth = ctx.session()
    const { instructorId, companyId, ...body } = await ctx.body(ListBodySchema)
    if (instructorId !== undefined) return instructorApprentices(ctx, auth.person.id, instructorId)
    if (companyId === undefined) return ctx.invalid('companyId', 'fieldRequired', { field: 'companyId' })
    const acting = actingAt(ctx, auth, companyId, seesApprentices)
    const departmentId = body.departmentId ?? null
    const needle = (body.search ?? '').trim().toLowerCase()
    const clockOf = bookClocks()
    const list = db()
      .apprenticeships.findMany((q) => q.where({ companyId }))
      .filter((a) => body.includeEnded || a.manuallyEndedDate === null)
      .filter((a) => !acting.hasDepartments || withinScope(acting.powers, departmentIdsOf(a.employmentId)))
      .filter((a) => departmentId === null || departmentIdsOf(a.employmentId).includes(departmentId))
      .map((a) => detailView(ctx, a, acting.seesProtected, clockOf))
      .filter((a) => needle === '' || `${a.person.firstName} ${a.person.lastName}`.toLowerCase().includes(needle))
      .sort((x, y) => x.person.lastName.localeCompare(y.person.lastName, 'sv') || x.id - y.id)
    return ok(rows(ApprenticeshipDetailSchema, list))
  }),

  route('get', api('/apprenticeships/get/:id'), (ctx) => {
    const { acting, apprenticeship } = apprenticeshipFor(ctx, false)
    return ok(detailView(ctx, apprenticeship, acting.seesProtected))
  }),

  route('patch', api('/apprenticeships/update/:id'), async (ctx) => {
    const { acting, apprenticeship } = apprenticeshipFor(ctx, true)
    const body = await ctx.body(ApprenticeshipUpdateBodySchema)
    // Every part of a change is checked before any of it is stored.
    let links: ReturnType<typeof linkDiff> | null = null
    if (body.instructorEmploymentIds) {
      if (apprenticeship.manuallyEndedDate !== null) ctx.invalid('instructorEmploymentIds', 'cannotLinkMore')
      const next = [...new Set(body.instructorEmploymentIds)]
      if (instructorSetProblem(next)) ctx.invalid('instructorEmploymentIds', 'apprenticeNeedsInstructor')
      const active = db()
        .apprenticeshipInstructors.findMany((q) => q.where({ apprenticeshipId: apprenticeship.id, isActive: true }))
        .map((link) => link.employmentId)
      links = linkDiff(active, next)
      checkAddedInstructors(ctx, acting, apprenticeship, next, links.added)
    }
    const otherRates = body.employmentRate ? checkRate(ctx, apprenticeship, body.employmentRate) : []
    if (links) await relink(apprenticeship, links.added, links.removed)
    if (body.employmentRate) await addRate(apprenticeship, body.employmentRate, otherRates)
    return ok(detailView(ctx, apprenticeship, acting.seesProtected))
  }),

  route('post', api('/apprenticeships/end/:id'), async (ctx) => {
    const { acting, apprenticeship } = apprenticeshipFor(ctx, true)
    const body = await ctx.body(EndBodySchema)
    const endDate =
      body.endDate === undefined ? today() : (dayOf(body.endDate) ?? ctx.invalid('endDate', 'periodInvalidDate'))
    if (apprenticeship.manuallyEndedDate !== null) ctx.invalid('endDate', 'cannotLinkMore')
    if (endDate < apprenticeship.fromDate) ctx.invalid('endDate', 'periodEndBeforeStart')
    const d = db()
    const ended = await d.apprenticeships.update((q) => q.where({ id: apprenticeship.id }), {
      data(draft) {
        draft.manuallyEndedDate = endDate
      },
    })
    await d.apprenticeshipInstructors.updateMany((q) => q.where({ apprenticeshipId: apprenticeship.id }), {
      data(draft) {
        draft.isActive = false
      },
    })
    return ok(detailView(ctx, ended ?? { ...apprenticeship, manuallyEndedDate: endDate }, acting.seesProtected))
  }),

  // An apprenticeship with an e-book is ended, never removed: the book's history stays (§8 "link cannot be removed").
  route('delete', api('/apprenticeships/delete/:id'), (ctx) => {
    const { apprenticeship } = apprenticeshipFor(ctx, true)
    if (booksOf(apprenticeship.id).length > 0) ctx.invalid('id', 'linkCannotBeRemoved')
    const d = db()
    d.apprenticeshipInstructors.deleteMany((q) => q.where({ apprenticeshipId: apprenticeship.id }))
    d.employmentRates.deleteMany((q) => q.where({ apprenticeshipId: apprenticeship.id }))
    d.apprenticeships.delete((q) => q.where({ id: apprenticeship.id }))
    return ok({ ok: true })
  }),
]
