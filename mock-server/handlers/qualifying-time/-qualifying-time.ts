/**
 * What the qualifying-time handlers share (issue 21): a record's facts (the education's dates and
 * flags, the apprenticeship's department, rates and detachment, the book pauses, the extensions), the
 * caller's §6 relation to it, the answer with its state on the scenario clock, and one lookup that
 * answers 404 for a time the caller has no business with and 403 for one outside their departments.
 */
import {
  QualifyingTimeSchema,
  type QualifyingTime,
  type QualifyingTimeState,
} from '../../../src/api/qualifying-time/qualifying-time.schemas'
import { isoDay } from '../../../src/domain/dates'
import {
  mayApproveQualifyingTime,
  mayExtendInState,
  mayReadQualifyingTime,
  mayRequestExtension,
  pauseOn,
  qualifyingTimeState,
  type QualifyingTimeFacts,
  type QualifyingTimeViewer,
} from '../../../src/domain/qualifying-time-state'
import { companyRolesFor, departmentScope, isCompanyUser, type RoleUser } from '../../../src/domain/roles'
import { now } from '../../clock'
import { db } from '../../db'
import type { QualificationTimeRecord } from '../../db/qualifying-time.records'
import { departmentEmploymentsOf } from '../../views'
import { fail, wire, type Ctx } from '../-support'
import { nameFor } from '../orders/-orders'

/** The scenario clock's calendar day. */
export const today = () => isoDay(now())

/** §9 leaves the total maximum of extensions a placeholder: the scenario's value, in months. */
export const MAX_TOTAL_EXTENSION_MONTHS = 12

const byDate = <T extends { fromDate: string }>(a: T, b: T) => a.fromDate.localeCompare(b.fromDate)

/** Everything one record's answer and rules read, gathered once. */
export function gather(record: QualificationTimeRecord) {
  const d = db()
  const education = d.educations.findFirst((q) => q.where({ id: record.educationId }))
  const qt = education?.qualificationTime
  if (!education || !qt) throw new Error(`qualifying time ${record.id} has no education dates`)
  const apprenticeship =
    record.apprenticeshipId === null
      ? undefined
      : d.apprenticeships.findFirst((q) => q.where({ id: record.apprenticeshipId as number }))
  const departmentIds = apprenticeship
    ? departmentEmploymentsOf(apprenticeship.employmentId).map((x) => x.departmentId)
    : record.departmentId === null
      ? []
      : [record.departmentId]
  // A pause of any of the person's books of the profession pauses the education's time, at any company.
  const bookIds = d.books
    .findMany((q) => q.where({ personId: education.personId, professionId: education.professionId ?? -1 }))
    .map((b) => b.id)
  const pauses = d.bookPauses
    .findMany((q) => q.where({ bookId: (id) => bookIds.includes(id) }))
    .map((p) => ({ fromDate: p.fromDate.slice(0, 10), toDate: p.toDate.slice(0, 10), reason: p.reason }))
    .sort(byDate)
  const rates = apprenticeship
    ? d.employmentRates
        .findMany((q) => q.where({ apprenticeshipId: apprenticeship.id }))
        .map((r) => ({ fromDate: r.fromDate.slice(0, 10), toDate: r.toDate.slice(0, 10), percent: r.percent }))
        .sort(byDate)
    : []
  const modifications = d.qualificationTimeModifications
    .findMany((q) => q.where({ qualificationTimeId: record.id }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  const facts: QualifyingTimeFacts = {
    ...qt,
    detachedOn: apprenticeship ? apprenticeship.manuallyEndedDate : record.detachedOn,
    regionApprovedAt: record.regionApprovedAt,
    certificateIssuedAt: record.certificateIssuedAt,
    pauses,
  }
  return {
    record,
    education,
    personId: education.personId,
    apprenticeship,
    departmentIds,
    pauses,
    rates,
    modifications,
    facts,
  }
}
export type Gathered = ReturnType<typeof gather>

export function stateOf(g: Gathered, day = today()): QualifyingTimeState {
  return qualifyingTimeState(g.facts, day)
}

/** The caller's §6 relation to one qualifying time. */
export function viewerOf(user: RoleUser, g: Gathered): QualifyingTimeViewer {
  const companyId = g.record.companyId
  const roles = companyRolesFor(user, companyId)
  const scope = departmentScope(user, companyId)
  const inScope =
    isCompanyUser(user, companyId) && (scope === 'all' || g.departmentIds.some((id) => scope.includes(id)))
  const ownEmploymentIds = new Set(
    db()
      .employments.findMany((q) => q.where({ personId: user?.id ?? -1, companyId }))
      .map((e) => e.id),
  )
  const supervisingInstructor =
    g.apprenticeship !== undefined &&
    db()
      .apprenticeshipInstructors.findMany((q) => q.where({ apprenticeshipId: g.apprenticeship?.id ?? -1 }))
      .some((link) => link.isActive && ownEmploymentIds.has(link.employmentId))
  return {
    isApprentice: user?.id === g.personId,
    inScope,
    administrator: roles.administrator,
    departmentAdministrator: roles.departmentAdministrator,
    educationResponsible: roles.educationResponsible,
    distanceAdministrator: roles.distanceEducationAdministrator,
    supervisingInstructor,
  }
}

export const awaitingExtension = (g: Gathered) => g.modifications.find((m) => m.status === 'awaitingRegion') ?? null
export const approvedExtensions = (g: Gathered) => g.modifications.filter((m) => m.status === 'approved')

/** The answer for one qualifying time, as this caller may read it. */
export function qualifyingTimeView(ctx: Ctx, user: RoleUser, g: Gathered, day = today()): QualifyingTime {
  const d = db()
  const { record, education } = g
  const state = stateOf(g, day)
  const viewer = viewerOf(user, g)
  const departmentId = g.departmentIds[0]
  const department =
    departmentId === undefined ? undefined : d.departments.findFirst((q) => q.where({ id: departmentId }))
  const company = d.companies.findFirst((q) => q.where({ id: record.companyId }))
  const profession = d.professions.findFirst((q) => q.where({ id: education.professionId ?? -1 }))
  const person = d.persons.findFirst((q) => q.where({ id: g.personId }))
  const name = nameFor(ctx, user, record.companyId, g.personId)
  const waiting = awaitingExtension(g)
  return wire(QualifyingTimeSchema, {
    id: record.id,
    educationId: record.educationId,
    state,
    finished: state === 'readyForApproval',
    apprentice: {
      id: g.personId,
      firstName: name.firstName,
      lastName: name.lastName,
      protectedIdentity: person?.protectedIdentity ?? false,
    },
    profession: { id: education.professionId ?? 0, name: profession?.name ?? '' },
    company: { id: record.companyId, name: company?.name ?? '' },
    department: department ? { id: department.id, name: department.name } : null,
    fromDate: g.facts.fromDate.slice(0, 10),
    toDate: g.facts.toDate.slice(0, 10),
    professionGroup: record.professionGroup,
    basicEducationRoute: record.basicEducationRoute,
    requiredHours: record.requiredHours,
    employmentRates: g.rates,
    pauses: g.pauses,
    currentPause: state === 'paused' ? pauseOn(g.pauses, day) : null,
    approvedExtensions: approvedExtensions(g).map((m) => ({ id: m.id, months: m.months, decidedAt: m.decidedAt })),
    extensionAwaitingRegion: waiting ? { id: waiting.id, months: waiting.months, createdAt: waiting.createdAt } : null,
    approval: {
      blockedBy: record.courseY4Y5 === 'passed' ? null : 'courseY4Y5NotApproved',
      companyApprovedAt: record.companyApprovedAt,
      regionApprovedAt: record.regionApprovedAt,
      certificateIssuedAt: record.certificateIssuedAt,
    },
    // The caller's power, not whether approval would pass: a Y4+Y5 block is `approval.blockedBy` (and the
    // approve call's §8 refusal), so an approver still gets the button and its click says why.
    mayApprove: mayApproveQualifyingTime(viewer) && state === 'readyForApproval',
    mayRequestExtension: mayRequestExtension(viewer) && mayExtendInState(state) && waiting === null,
  })
}

/**
 * One qualifying time by id for this caller: 404 when unknown or when the caller is neither the
 * apprentice nor a company user of its company (nothing is revealed), 403 when a company user may not
 * read it (outside their departments, or an instructor not supervising the apprentice).
 */
export function readable(ctx: Ctx, user: RoleUser, id: number): Gathered {
  const record = db().qualificationTimes.findFirst((q) => q.where({ id }))
  if (!record) return fail(404, { message: ctx.t('qualifyingTimeNotFound') })
  const g = gather(record)
  const viewer = viewerOf(user, g)
  if (mayReadQualifyingTime(viewer)) return g
  if (isCompanyUser(user, record.companyId)) return ctx.forbidden()
  return fail(404, { message: ctx.t('qualifyingTimeNotFound') })
}

/** The record of an education (404 when it has no qualifying time), checked as `readable`. */
export function readableByEducation(ctx: Ctx, user: RoleUser, educationId: number): Gathered {
  const record = db().qualificationTimes.findFirst((q) => q.where({ educationId }))
  if (!record) return fail(404, { message: ctx.t('qualifyingTimeNotFound') })
  return readable(ctx, user, record.id)
}

/** For `persons/{id}/qualification-time` (the shell's handler): the time's id and state, or nulls. */
export function qualifyingTimeStateOf(educationId: number): {
  qualificationTimeId: number | null
  state: QualifyingTimeState | null
} {
  const record = db().qualificationTimes.findFirst((q) => q.where({ educationId }))
  return record
    ? { qualificationTimeId: record.id, state: stateOf(gather(record)) }
    : { qualificationTimeId: null, state: null }
}
