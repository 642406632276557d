/**
 * Extension orders and education extensions (§2 `/company/$companyId/extension-orders/$distance_order_id`,
 * §7). The company's approvers (§6, department-scoped by the apprentice) create an extension order for
 * a running distance order from its provider's extensions and approve it with the purchase terms
 * accepted (§5). The amount is the sum of the provider's prices: a price in a body is never read.
 */
import {
  EducationExtensionCreateBodySchema,
  EducationExtensionSchema,
  EducationExtensionUpdateBodySchema,
  ExtensionOrderApproveBodySchema,
  ExtensionOrderCreateBodySchema,
  ExtensionOrderSchema,
  ProviderExtensionSchema,
} from '../../../src/api/orders/extension.schemas'
import {
  EXTENSION_ORDER_STATE,
  isExtensionAwaitingCompany,
  isOpenExtensionOrder,
  mayExtend,
  withVat,
} from '../../../src/domain/orders'
import type { RoleUser } from '../../../src/domain/roles'
import { nowIso } from '../../clock'
import { db, nextId } from '../../db'
import type { EducationExtensionRecord, ExtensionOrderRecord } from '../../db/orders.records'
import { api, fail, ok, route, rows, wire, type Ctx } from '../-support'
import { actorName, approverOrder, nameFor, once, refuseClosed } from './-orders'

function extensionOrderView(ctx: Ctx, viewer: RoleUser, record: ExtensionOrderRecord) {
  const d = db()
  const order = d.distanceOrders.findFirst((q) => q.where({ id: record.distanceOrderId }))
  const extensions = record.extensionIds.flatMap((id) => d.providerExtensions.findMany((q) => q.where({ id })))
  return wire(ExtensionOrderSchema, {
    ...record,
    departmentId: order?.departmentId ?? null,
    apprentice: nameFor(ctx, viewer, record.companyId, order?.personId ?? 0),
    extensions,
    createdBy: actorName(record.createdById),
    approvedBy: actorName(record.approvedById),
  })
}

function educationExtensionView(record: EducationExtensionRecord) {
  return wire(EducationExtensionSchema, { ...record, createdBy: actorName(record.createdById) })
}

function extensionOrderOr404(ctx: Ctx, id: number) {
  return (
    db().extensionOrders.findFirst((q) => q.where({ id })) ?? fail(404, { message: ctx.t('extensionOrderNotFound') })
  )
}

function educationExtensionOr404(ctx: Ctx, id: number) {
  return (
    db().educationExtensions.findFirst((q) => q.where({ id })) ??
    fail(404, { message: ctx.t('educationExtensionNotFound') })
  )
}

/** An education extension can change until an extension order carrying it is approved. */
function extensionLocked(educationExtensionId: number): boolean {
  return db()
    .extensionOrders.findMany((q) => q.where({ educationExtensionId }))
    .some((o) => !isOpenExtensionOrder(o.stateId))
}

export const extensionOrderHandlers = [
  route('post', api('/extension-orders/create'), async (ctx) => {
    ctx.session()
    const body = await ctx.body(ExtensionOrderCreateBodySchema)
    const { auth, user, order } = approverOrder(ctx, body.distanceOrderId)
    const d = db()
    const errors = ctx.errors()
    if (!mayExtend(order.stateId)) errors.add('distanceOrderId', 'orderNotExtendable')
    else if (
      d.extensionOrders
        .findMany((q) => q.where({ distanceOrderId: order.id }))
        .some((o) => isOpenExtensionOrder(o.stateId))
    )
      errors.add('distanceOrderId', 'extensionOrderOpen')
    const ids = [...new Set(body.extensionIds)]
    const extensions = ids.flatMap((id) =>
      d.providerExtensions.findMany((q) => q.where({ id, providerId: order.providerId })),
    )
    if (extensions.length !== ids.length) errors.add('extensionIds', 'extensionNotOffered')
    if (
      body.educationExtensionId != null &&
      !d.educationExtensions.findFirst((q) =>
        q.where({ id: body.educationExtensionId as number, distanceOrderId: order.id }),
      )
    )
      errors.add('educationExtensionId', 'educationExtensionOtherOrder')
    errors.throwIfAny()
    const amounts = withVat(extensions.reduce((sum, e) => sum + e.price, 0))
    const created = await d.extensionOrders.create({
      id: nextId(d.extensionOrders.all(), 13501),
      distanceOrderId: order.id,
      companyId: order.companyId,
      stateId: EXTENSION_ORDER_STATE.sentToCompanyForApproval,
      extensionIds: ids,
      educationExtensionId: body.educationExtensionId ?? null,
      netAmount: amounts.net,
      amount: amounts.total,
      createdAt: nowIso(),
      createdById: auth.person.id,
      purchaseTermsAcceptedAt: null,
      approvedAt: null,
      approvedById: null,
    })
    return ok(extensionOrderView(ctx, user, created), 201)
  }),

  route('post', api('/extension-orders/approve'), async (ctx) => {
    ctx.session()
    const body = await ctx.body(ExtensionOrderApproveBodySchema)
    const record = extensionOrderOr404(ctx, body.id)
    const { auth, user } = approverOrder(ctx, record.distanceOrderId)
    if (!isExtensionAwaitingCompany(record.stateId)) refuseClosed(ctx)
    if (!body.acceptPurchaseTerms) ctx.invalid('acceptPurchaseTerms', 'purchaseTermsRequired')
    const at = nowIso()
    const updated = await once(ctx, `extension:${record.id}`, false, () =>
      db().extensionOrders.update((q) => q.where({ id: record.id }), {
        data(draft) {
          draft.stateId = EXTENSION_ORDER_STATE.approvedByCompany
          draft.approvedAt = at
          draft.approvedById = auth.person.id
          draft.purchaseTermsAcceptedAt = at
        },
      }),
    )
    return ok(extensionOrderView(ctx, user, updated ?? record))
  }),

  route('get', api('/extension-orders/get/:id'), (ctx) => {
    ctx.session()
    const record = extensionOrderOr404(ctx, ctx.id())
    const { user } = approverOrder(ctx, record.distanceOrderId)
    return ok(extensionOrderView(ctx, user, record))
  }),

  route('get', api('/distance-education-provider-extension/:id/listall'), (ctx) => {
    ctx.session()
    const providerId = ctx.id()
    if (!db().distanceProviders.findFirst((q) => q.where({ id: providerId })))
      fail(404, { message: ctx.t('providerNotFound') })
    return ok(
      rows(
        ProviderExtensionSchema,
        db().providerExtensions.findMany((q) => q.where({ providerId })),
      ),
    )
  }),

  route('get', api('/education-extension/:id/get'), (ctx) => {
    ctx.session()
    const record = educationExtensionOr404(ctx, ctx.id())
    approverOrder(ctx, record.distanceOrderId)
    return ok(educationExtensionView(record))
  }),

  route('post', api('/education-extension/create'), async (ctx) => {
    ctx.session()
    const body = await ctx.body(EducationExtensionCreateBodySchema)
    const { auth, order } = approverOrder(ctx, body.distanceOrderId)
    if (!mayExtend(order.stateId)) ctx.invalid('distanceOrderId', 'orderNotExtendable')
    const d = db()
    const created = await d.educationExtensions.create({
      id: nextId(d.educationExtensions.all(), 14001),
      distanceOrderId: order.id,
      months: body.months,
      motivation: body.motivation,
      createdAt: nowIso(),
      createdById: auth.person.id,
      updatedAt: null,
    })
    return ok(educationExtensionView(created), 201)
  }),

  route('patch', api('/education-extension/update'), async (ctx) => {
    ctx.session()
    const body = await ctx.body(EducationExtensionUpdateBodySchema)
    const record = educationExtensionOr404(ctx, body.id)
    approverOrder(ctx, record.distanceOrderId)
    if (extensionLocked(record.id)) refuseClosed(ctx)
    const updated = await db().educationExtensions.update((q) => q.where({ id: record.id }), {
      data(draft) {
        draft.months = body.months
        draft.motivation = body.motivation
        draft.updatedAt = nowIso()
      },
    })
    return ok(educationExtensionView(updated ?? record))
  }),
]
