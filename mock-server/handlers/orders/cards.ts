/**
 * Card orders (§2 Cards, §4 "one ongoing order at a time per person and card type", §6 who orders for
 * staff, §9 prices and reasons): a machine card per machine-type combination
 * (POST /educations/{id}/create-machine-certificate) and a trade-certificate card (POST
 * /persons/{id}/request-trade-certificate with a reason; the shell's handler hands such a body here),
 * kept as print orders (GET /print-orders/{id}/get, PATCH /print-orders/list).
 *
 * A person orders for themselves; company staff with §6 "card orders for staff" (BG, AVDADM in their
 * departments, FTGADM) order for an employee of that company, and the company pays. The price is the
 * server's (src/domain/orders.ts cardPrice, from the person's earlier cards); a price in a body is
 * never read. `preview: true` checks everything but the terms and the address and stores nothing.
 */
import {
  CardQuoteSchema,
  CardStaffSchema,
  MachineCardOrderBodySchema,
  PrintOrderListBodySchema,
  PrintOrderSchema,
  type CardType,
  type TradeCertificateCardBody,
  type MachineCardOrderBody,
} from '../../../src/api/orders/card.schemas'
import {
  cardPrice,
  firstStatus,
  hasOngoingOrder,
  isOngoing,
  reasonFits,
  type EarlierCard,
} from '../../../src/domain/orders'
import { seesDepartments } from '../../../src/domain/company-structure'
import { canOrderStaffCards, departmentScope, type RoleUser } from '../../../src/domain/roles'
import { nowIso } from '../../clock'
import { db, nextId } from '../../db'
import type { PrintOrderRecord } from '../../db/orders.records'
import { activeEmployments, departmentEmploymentsOf, personView } from '../../views'
import { api, fail, ok, route, rows, wire, type Auth, type Ctx } from '../-support'
import { companyAccess, companyOr404 } from '../company/-access'
import { actorName, nameFor } from './-orders'

type Payer = { payer: 'person'; companyId: null } | { payer: 'company'; companyId: number }

/** The departments of the person's active employment at the company; null when not employed there. */
function employmentDepartments(personId: number, companyId: number): number[] | null {
  const employment = activeEmployments(personId).find((e) => e.companyId === companyId)
  return employment ? departmentEmploymentsOf(employment.id).map((l) => l.departmentId) : null
}

/**
 * §6: the person for themselves (no company), or company staff who may order staff cards for an
 * employee of that company within their departments. 403 otherwise (an employee of another company too).
 */
function payerFor(ctx: Ctx, auth: Auth, user: RoleUser, personId: number, companyId: number | null | undefined): Payer {
  if (companyId == null) {
    if (personId !== auth.person.id) ctx.forbidden()
    return { payer: 'person', companyId: null }
  }
  companyOr404(ctx, companyId)
  if (!canOrderStaffCards(user, companyId)) ctx.forbidden()
  if (employmentDepartments(personId, companyId) === null) fail(403, { message: ctx.t('personNotInCompany') })
  if (!staffReaches(user, companyId, personId)) ctx.forbidden()
  return { payer: 'company', companyId }
}

/** Company staff reach an employee's card orders when §6 lets them order staff cards and the employee is in their departments. */
function staffReaches(user: RoleUser, companyId: number, personId: number): boolean {
  if (!canOrderStaffCards(user, companyId)) return false
  const scope = departmentScope(user, companyId)
  const departments = employmentDepartments(personId, companyId)
  return scope === 'all' || (departments !== null && seesDepartments(scope, departments))
}

function earlierCards(personId: number): EarlierCard[] {
  return db().printOrders.findMany((q) => q.where({ personId }))
}

/** 422 on `field` with §4's ongoing-order message, `data.reason` 'ongoing'. */
function refuseOngoing(ctx: Ctx, field: string): never {
  const text = ctx.t('ongoingCardOrder')
  return fail(422, { message: text, errors: [{ field, message: text }], data: { reason: 'ongoing' } })
}

function printOrderView(ctx: Ctx, viewer: RoleUser, record: PrintOrderRecord) {
  const machines = db()
    .professions.all()
    .flatMap((p) => p.machineOrientations)
  const named = [...new Set(record.machineIds)].flatMap((id) => machines.filter((m) => m.id === id).slice(0, 1))
  return wire(PrintOrderSchema, {
    ...record,
    person: nameFor(ctx, viewer, record.companyId ?? 0, record.personId),
    machines: named,
    ongoing: isOngoing(record.status),
    orderedBy: actorName(record.orderedById),
  })
}

interface CardOrder {
  type: CardType
  personId: number
  professionId: number
  educationId: number | null
  machineIds: number[]
  /** The field an ongoing order or a price mismatch is reported on. */
  field: string
}

/** The common end of both card orders: ongoing check, price, reason, terms and address, preview or store. */
async function placeCardOrder(
  ctx: Ctx,
  auth: Auth,
  user: RoleUser,
  payer: Payer,
  card: CardOrder,
  body: Pick<MachineCardOrderBody, 'deliveryAddress' | 'invoiceAddress' | 'acceptTerms' | 'preview'> & {
    reason: NonNullable<MachineCardOrderBody['reason']>
  },
): Promise<Response> {
  const earlier = earlierCards(card.personId)
  if (hasOngoingOrder(earlier, card.type)) refuseOngoing(ctx, card.field)
  const price = cardPrice({ ...card, payer: payer.payer }, earlier)
  const errors = ctx.errors()
  if (!reasonFits(body.reason, price.rule))
    errors.add('reason', price.rule === 'first' ? 'cardReasonFirst' : 'cardReasonLater')
  if (!body.preview) {
    if (!body.deliveryAddress) errors.add('deliveryAddress', 'deliveryAddressRequired')
    if (price.total > 0 && body.acceptTerms !== true) errors.add('acceptTerms', 'cardTermsRequired')
  }
  errors.throwIfAny()
  if (body.preview) return ok(wire(CardQuoteSchema, { preview: true, type: card.type, price }))
  const trimmed = (a: NonNullable<MachineCardOrderBody['deliveryAddress']>) => ({
    attention: a.attention?.trim() || null,
    address1: a.address1.trim(),
    address2: a.address2?.trim() || null,
    zip: a.zip.trim(),
    city: a.city.trim(),
  })
  const d = db()
  const at = nowIso()
  const created = await d.printOrders.create({
    id: nextId(d.printOrders.all(), 15001),
    type: card.type,
    personId: card.personId,
    companyId: payer.companyId,
    professionId: card.professionId,
    educationId: card.educationId,
    machineIds: [...new Set(card.machineIds)].sort((a, b) => a - b),
    reason: body.reason,
    status: firstStatus(price),
    price,
    orderedAt: at,
    orderedById: auth.person.id,
    deliveryAddress: body.deliveryAddress ? trimmed(body.deliveryAddress) : null,
    invoiceAddress: body.invoiceAddress ? trimmed(body.invoiceAddress) : null,
    termsAcceptedAt: body.acceptTerms ? at : null,
  })
  return ok(printOrderView(ctx, user, created), 201)
}

/** A trade-certificate card order (the shell's request-trade-certificate with a reason). */
export function orderTradeCertificateCard(
  ctx: Ctx,
  auth: Auth,
  personId: number,
  body: TradeCertificateCardBody,
): Promise<Response> {
  const user = personView(auth.person, auth.imitatedBy)
  const payer = payerFor(ctx, auth, user, personId, body.companyId)
  const d = db()
  if (!d.professions.findFirst((q) => q.where({ id: body.professionId })))
    ctx.invalid('professionId', 'professionUnknown')
  if (!d.tradeCertificates.findFirst((q) => q.where({ personId, professionId: body.professionId })))
    ctx.invalid('professionId', 'tradeCertificateNotHeld')
  const card = {
    type: 'tradeCertificate' as const,
    personId,
    professionId: body.professionId,
    educationId: null,
    machineIds: [],
    field: 'professionId',
  }
  return placeCardOrder(ctx, auth, user, payer, card, { ...body, reason: body.reason ?? 'firstCard' })
}

/**
 * The company's staff the caller may order cards for (§6: BG, AVDADM in their departments, FTGADM), each
 * with their educations, trade certificates and the card types with an ongoing order (§4, whoever
 * ordered it: the server refuses a second one anyway). Sorted by name; a protected identity masked.
 */
function cardStaff(ctx: Ctx): Response {
  const { user, companyId } = companyAccess(ctx, canOrderStaffCards)
  const d = db()
  const departments = (ids: number[]) =>
    ids.map((id) => ({ id, name: d.departments.findFirst((q) => q.where({ id }))?.name ?? '' }))
  const staff = d.employments
    .findMany((q) => q.where({ companyId, endDate: (e) => e === null }))
    .filter((e) => staffReaches(user, companyId, e.personId))
    .map((e) => ({
      person: nameFor(ctx, user, companyId, e.personId),
      employmentId: e.id,
      departments: departments(departmentEmploymentsOf(e.id).map((l) => l.departmentId)),
      educations: d.educations.findMany((q) => q.where({ personId: e.personId })),
      tradeCertificates: d.tradeCertificates.findMany((q) => q.where({ personId: e.personId })),
      ongoing: (['machineCard', 'tradeCertificate'] as const).filter((type) =>
        hasOngoingOrder(earlierCards(e.personId), type),
      ),
    }))
    .sort((a, b) =>
      `${a.person.lastName} ${a.person.firstName}`.localeCompare(`${b.person.lastName} ${b.person.firstName}`, 'sv'),
    )
  return ok(rows(CardStaffSchema, staff))
}

export const cardHandlers = [
  route('get', api('/companies/:id/card-order-staff'), cardStaff),

  route('post', api('/educations/:id/create-machine-certificate'), async (ctx) => {
    const auth = ctx.session()
    const educationId = ctx.id()
    const body = await ctx.body(MachineCardOrderBodySchema)
    const d = db()
    const education =
      d.educations.findFirst((q) => q.where({ id: educationId })) ?? fail(404, { message: ctx.t('educationNotFound') })
    const user = personView(auth.person, auth.imitatedBy)
    const payer = payerFor(ctx, auth, user, education.personId, body.companyId)
    const profession =
      education.professionId === null
        ? undefined
        : d.professions.findFirst((q) => q.where({ id: education.professionId as number }))
    if (!profession?.isMachineProfession) return ctx.invalid('machineIds', 'notMachineEducation')
    if (!body.machineIds.every((id) => profession.machineOrientations.some((m) => m.id === id)))
      ctx.invalid('machineIds', 'machineNotInProfession')
    const card = {
      type: 'machineCard' as const,
      personId: education.personId,
      professionId: profession.id,
      educationId,
      machineIds: body.machineIds,
      field: 'machineIds',
    }
    return placeCardOrder(ctx, auth, user, payer, card, body)
  }),

  route('patch', api('/print-orders/list'), async (ctx) => {
    const auth = ctx.session()
    const body = await ctx.body(PrintOrderListBodySchema)
    const user = personView(auth.person, auth.imitatedBy)
    let found: PrintOrderRecord[]
    if (body.companyId == null) {
      // Without a company: the caller's own cards, whoever ordered them.
      if (body.personId != null && body.personId !== auth.person.id) ctx.forbidden()
      found = db().printOrders.findMany((q) => q.where({ personId: auth.person.id }))
    } else {
      // The company's orders for its staff (§6), those of the caller's departments.
      const companyId = body.companyId
      companyOr404(ctx, companyId)
      if (!canOrderStaffCards(user, companyId)) ctx.forbidden()
      found = db()
        .printOrders.findMany((q) => q.where({ companyId }))
        .filter(
          (o) => (body.personId == null || o.personId === body.personId) && staffReaches(user, companyId, o.personId),
        )
    }
    const shown = found
      .filter((o) => body.type == null || o.type === body.type)
      .filter((o) => body.show == null || (body.show === 'ongoing') === isOngoing(o.status))
      .sort((a, b) => b.orderedAt.localeCompare(a.orderedAt) || b.id - a.id)
    return ok(
      rows(
        PrintOrderSchema,
        shown.map((o) => printOrderView(ctx, user, o)),
      ),
    )
  }),

  route('get', api('/print-orders/:id/get'), (ctx) => {
    const auth = ctx.session()
    const id = ctx.id()
    const record =
      db().printOrders.findFirst((q) => q.where({ id })) ?? fail(404, { message: ctx.t('printOrderNotFound') })
    const user = personView(auth.person, auth.imitatedBy)
    const own = record.personId === auth.person.id
    if (!own && (record.companyId === null || !staffReaches(user, record.companyId, record.personId))) ctx.forbidden()
    return ok(printOrderView(ctx, user, record))
  }),
]
