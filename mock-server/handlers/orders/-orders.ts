/**
 * What the orders handlers share (issue 20): the §6 approver check on a company (administrators,
 * department administrators and distance-order approvers of that company), department scoping of an
 * order by its apprentice's department, the order answers with their deadline facts on the scenario
 * clock, and protected-identity names (§6: only administrators see them).
 */
import { DistanceOrderSchema, type PersonName } from '../../../src/api/orders/order.schemas'
import { isoDay } from '../../../src/domain/dates'
import { deadlineFacts, isVisibleToCompany, mayApproveOrders } from '../../../src/domain/orders'
import { departmentScope, isAdmin, isImitatedByAdmin, type RoleUser } from '../../../src/domain/roles'
import { now } from '../../clock'
import { db } from '../../db'
import type { DistanceOrderRecord } from '../../db/orders.records'
import { findPerson, personView } from '../../views'
import { fail, wire, type Ctx } from '../-support'
import { companyAccess, type CompanyAccess } from '../company/-access'

/** The scenario clock's calendar day. */
export function today(): string {
  return isoDay(now())
}

/** The session, then the company of the path's `id`, then §6 "order approval" (403 otherwise). */
export function requireApprover(ctx: Ctx): CompanyAccess {
  return companyAccess(ctx, (user, companyId) => mayApproveOrders(user, companyId))
}

/** A departmental approver reaches the orders of apprentices in their departments only (§6). */
export function inScope(user: RoleUser, companyId: number, departmentId: number | null): boolean {
  const scope = departmentScope(user, companyId)
  return scope === 'all' || (departmentId !== null && scope.includes(departmentId))
}

/** An order of the company, visible to it (sent to it at least); 404 otherwise, 403 outside the caller's departments. */
export function companyOrder(ctx: Ctx, access: Pick<CompanyAccess, 'user' | 'companyId'>, orderId: number) {
  const order = db().distanceOrders.findFirst((q) => q.where({ id: orderId, companyId: access.companyId }))
  if (!order || !isVisibleToCompany(order.stateId)) return fail(404, { message: ctx.t('distanceOrderNotFound') })
  if (!inScope(access.user, access.companyId, order.departmentId)) ctx.forbidden()
  return order
}

/**
 * An order reached by its own id (course occasions, extension orders): the session, the order (404),
 * then the caller must be an approver of its company within their departments (403).
 */
export function approverOrder(ctx: Ctx, orderId: number) {
  const auth = ctx.session()
  const order = db().distanceOrders.findFirst((q) => q.where({ id: orderId }))
  if (!order || !isVisibleToCompany(order.stateId)) return fail(404, { message: ctx.t('distanceOrderNotFound') })
  const user = personView(auth.person, auth.imitatedBy)
  if (!mayApproveOrders(user, order.companyId) || !inScope(user, order.companyId, order.departmentId)) ctx.forbidden()
  return { auth, user, order }
}

/** A person's name as the viewer may read it: a protected identity only for administrators (§6). */
export function nameFor(ctx: Ctx, viewer: RoleUser, companyId: number, personId: number): PersonName {
  const person = findPerson(personId)
  if (!person) return { id: personId, firstName: '', lastName: '' }
  if (person.protectedIdentity && !isAdmin(viewer, companyId) && !isImitatedByAdmin(viewer) && viewer?.id !== personId)
    return { id: personId, firstName: ctx.t('protectedIdentityName'), lastName: '' }
  return { id: person.id, firstName: person.firstName, lastName: person.lastName }
}

/** Who did something (approved, created): names of staff are not protected here. */
export function actorName(personId: number | null): PersonName | null {
  const person = personId === null ? undefined : findPerson(personId)
  return person ? { id: person.id, firstName: person.firstName, lastName: person.lastName } : null
}

/** The order as its answer: names, department, course occasion and the deadline facts on the clock. */
export function distanceOrderView(ctx: Ctx, viewer: RoleUser, order: DistanceOrderRecord, day = today()) {
  const d = db()
  const profession = d.professions.findFirst((q) => q.where({ id: order.professionId }))
  const department =
    order.departmentId === null
      ? undefined
      : d.departments.findFirst((q) => q.where({ id: order.departmentId as number }))
  const occasion =
    order.courseOpportunityId === null
      ? null
      : (d.courseOpportunities.findFirst((q) => q.where({ id: order.courseOpportunityId as number })) ?? null)
  return wire(DistanceOrderSchema, {
    ...order,
    departmentName: department?.name ?? null,
    professionName: profession?.name ?? '',
    apprentice: nameFor(ctx, viewer, order.companyId, order.personId),
    courseOpportunity: occasion,
    approvedBy: actorName(order.approvedById),
    deadline: deadlineFacts({
      stateId: order.stateId,
      latestApprovalDate: order.latestApprovalDate,
      extendedApprovalDate: order.extendedApprovalDate,
      allowanceDays: profession?.daysUntilOrderApproval ?? null,
      today: day,
    }),
    extensionOrderIds: idsOf(d.extensionOrders.findMany((q) => q.where({ distanceOrderId: order.id }))),
    educationExtensionIds: idsOf(d.educationExtensions.findMany((q) => q.where({ distanceOrderId: order.id }))),
  })
}

const idsOf = (records: ReadonlyArray<{ id: number }>) => records.map((r) => r.id).sort((a, b) => a - b)

/** The provider's course occasions not yet started on the clock (§2 "choose a course occasion"). */
export function availableOccasions(providerId: number, day = today()) {
  return db()
    .courseOpportunities.findMany((q) => q.where({ providerId }))
    .filter((o) => o.startDate.slice(0, 10) > day)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
}

/**
 * Approvals in flight, by order: two approvals of the same order at once are one approval and one
 * 422 "closed" (the check and the mark happen with no await between them).
 */
const inFlight = new Set<string>()
export async function once<T>(ctx: Ctx, key: string, closed: boolean, write: () => Promise<T>): Promise<T> {
  if (closed || inFlight.has(key)) refuseClosed(ctx)
  inFlight.add(key)
  try {
    return await write()
  } finally {
    inFlight.delete(key)
  }
}

/** 422 "closed": the order no longer awaits the company (§8 "order cannot be saved"). */
export function refuseClosed(ctx: Ctx): never {
  const text = ctx.t('orderClosed')
  return fail(422, { message: text, errors: [{ field: 'stateId', message: text }], data: { reason: 'closed' } })
}
