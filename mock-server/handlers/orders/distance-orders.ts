/**
 * Distance-education orders (§7 "Distance and extension orders"; §4 states and deadline; §5 purchase
 * terms; §6 approval by company administrators, department administrators and distance-order
 * approvers, department-scoped; §8 no course occasions). The company sees an order once it is sent
 * to it (state 1 on); only state 1 can be approved, once. Deadlines are the scenario clock's.
 */
import * as v from 'valibot'
import { Id } from '../../../src/api/common.schemas'
import {
  ApproveDistanceOrderBodySchema,
  CompanyOrdersBodySchema,
  CourseOpportunitySchema,
  DistanceEducationProviderSchema,
  DistanceOrderSchema,
  STATE_IDS_MAX,
} from '../../../src/api/orders/order.schemas'
import { DISTANCE_ORDER_STATE, inListShow, isAwaitingCompany, isVisibleToCompany } from '../../../src/domain/orders'
import { fold, searchWords } from '../../../src/domain/search-text'
import { nowIso } from '../../clock'
import { db } from '../../db'
import { api, fail, ok, route, rows, wire, type Ctx } from '../-support'
import {
  approverOrder,
  availableOccasions,
  companyOrder,
  distanceOrderView,
  inScope,
  once,
  refuseClosed,
  requireApprover,
} from './-orders'

const StateIdsSchema = v.pipe(v.array(Id), v.maxLength(STATE_IDS_MAX))

/** `?stateIds=1,2`: whole numbers separated by commas; 422 on `stateIds` otherwise. */
function stateIdsOf(ctx: Ctx): number[] | null {
  const raw = new URL(ctx.request.url).searchParams.get('stateIds')
  if (raw === null || raw.trim() === '') return null
  const parts = raw.split(',').map((p) => p.trim())
  const ids = parts.every((p) => /^\d{1,3}$/.test(p)) ? parts.map(Number) : null
  if (!ids || !v.is(StateIdsSchema, ids)) return ctx.invalid('stateIds', 'fieldInvalid', { field: 'stateIds' })
  return ids
}

/** The company's orders the caller may see, newest first. */
function visibleOrders(access: ReturnType<typeof requireApprover>) {
  return db()
    .distanceOrders.findMany((q) => q.where({ companyId: access.companyId }))
    .filter((o) => isVisibleToCompany(o.stateId) && inScope(access.user, access.companyId, o.departmentId))
    .sort((a, b) => b.orderedAt.localeCompare(a.orderedAt) || b.id - a.id)
}

export const distanceOrderHandlers = [
  route('get', api('/companies/:id/distance-orders'), (ctx) => {
    const access = requireApprover(ctx)
    const stateIds = stateIdsOf(ctx)
    const found = visibleOrders(access).filter((o) => stateIds === null || stateIds.includes(o.stateId))
    return ok(
      rows(
        DistanceOrderSchema,
        found.map((o) => distanceOrderView(ctx, access.user, o)),
      ),
    )
  }),

  route('get', api('/companies/:id/distance-orders/:orderId'), (ctx) => {
    const access = requireApprover(ctx)
    return ok(distanceOrderView(ctx, access.user, companyOrder(ctx, access, ctx.id('orderId'))))
  }),

  route('patch', api('/companies/:id/orders'), async (ctx) => {
    const access = requireApprover(ctx)
    const body = await ctx.body(CompanyOrdersBodySchema)
    const filter = body.advSearch ?? {}
    const words = searchWords(body.search ?? '')
    const found = visibleOrders(access)
      .filter((o) => filter.stateId == null || o.stateId === filter.stateId)
      .filter((o) => filter.departmentId == null || o.departmentId === filter.departmentId)
      .filter((o) => filter.show == null || inListShow(o.stateId, filter.show))
      .map((o) => distanceOrderView(ctx, access.user, o))
      // A hidden name cannot be searched for: the search reads the answer's (masked) name.
      .filter((o) => {
        const text = fold(`${o.apprentice.firstName} ${o.apprentice.lastName} ${o.number} ${o.professionName}`)
        return words.every((w) => text.includes(w))
      })
    return ok(rows(DistanceOrderSchema, found))
  }),

  route('patch', api('/companies/:id/approve-distance-order/:orderId'), async (ctx) => {
    const access = requireApprover(ctx)
    const orderId = ctx.id('orderId')
    const body = await ctx.body(ApproveDistanceOrderBodySchema)
    const order = companyOrder(ctx, access, orderId)
    if (!isAwaitingCompany(order.stateId)) refuseClosed(ctx)
    const errors = ctx.errors()
    if (!body.acceptPurchaseTerms) errors.add('acceptPurchaseTerms', 'purchaseTermsRequired')
    const occasions = availableOccasions(order.providerId)
    if (occasions.length === 0) errors.add('courseOpportunityId', 'noCourseOpportunities')
    else if (body.courseOpportunityId == null) errors.add('courseOpportunityId', 'courseOpportunityRequired')
    else if (!occasions.some((o) => o.id === body.courseOpportunityId))
      errors.add('courseOpportunityId', 'courseOpportunityUnknown')
    errors.throwIfAny()
    const at = nowIso()
    const updated = await once(ctx, `distance:${order.id}`, false, () =>
      db().distanceOrders.update((q) => q.where({ id: order.id }), {
        data(draft) {
          draft.stateId = DISTANCE_ORDER_STATE.approvedByCompany
          draft.approvedAt = at
          draft.approvedById = access.auth.person.id
          draft.purchaseTermsAcceptedAt = at
          draft.courseOpportunityId = body.courseOpportunityId ?? null
          if (body.reference != null) draft.reference = body.reference.trim() || null
          if (body.costCentre != null) draft.costCentre = body.costCentre.trim() || null
          if (body.recipientAttention != null) draft.recipientAttention = body.recipientAttention.trim() || null
          if (body.recipientPhone != null) draft.recipientPhone = body.recipientPhone.trim() || null
          const deliverTo = body.bookPackagesDeliverTo
          if (deliverTo != null) draft.bookPackages = draft.bookPackages.map((p) => ({ ...p, deliverTo }))
        },
      }),
    )
    return ok(distanceOrderView(ctx, access.user, updated ?? order))
  }),

  // Any logged-in user: a provider's name and contact are no secret.
  route('get', api('/distance-education-providers/get/:id'), (ctx) => {
    ctx.session()
    const id = ctx.id()
    const provider =
      db().distanceProviders.findFirst((q) => q.where({ id })) ?? fail(404, { message: ctx.t('providerNotFound') })
    return ok(wire(DistanceEducationProviderSchema, provider))
  }),

  route('get', api('/distance-orders/:id/available-course-opportunities'), (ctx) => {
    ctx.session()
    const { order } = approverOrder(ctx, ctx.id())
    return ok(rows(CourseOpportunitySchema, availableOccasions(order.providerId)))
  }),
]
