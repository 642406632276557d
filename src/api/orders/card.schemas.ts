/**
 * Card orders (§2 Cards, §4 "Card orders", §9 prices and card order reasons): a machine card per
 * machine-type combination (POST /educations/{id}/create-machine-certificate) and a trade-certificate
 * card (POST /persons/{id}/request-trade-certificate), both kept as print orders (GET
 * /print-orders/{id}/get, PATCH /print-orders/list). The price is the server's: computed from the
 * person's earlier cards (src/domain/orders.ts cardPrice), shown by the page, never sent by it.
 * `preview: true` runs every check and answers the price without storing anything.
 * Decisions: docs/decisions/notes/orders-backend.md.
 */
import * as v from 'valibot'
import { Id, IsoDate } from '../common.schemas'
import { OrderAddressBodySchema, OrderAddressSchema, PersonNameSchema } from './order.schemas'

export const CARD_TYPES = ['machineCard', 'tradeCertificate'] as const
export type CardType = (typeof CARD_TYPES)[number]

/** §9 card order reasons. */
export const CARD_ORDER_REASONS = [
  'firstCard',
  'machinePermitsChanged',
  'lostOrStolen',
  'nameChanged',
  'printingError',
  'replacement',
  'other',
] as const
export const CardOrderReasonSchema = v.picklist(CARD_ORDER_REASONS)
export type CardOrderReason = (typeof CARD_ORDER_REASONS)[number]

/** A print order's life (the spec names none; decided in the notes): ongoing until delivered or cancelled. */
export const PRINT_ORDER_STATUSES = ['ordered', 'awaitingPayment', 'paid', 'printed', 'delivered', 'cancelled'] as const
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number]

/** Who pays: the person ordering for themselves, or the company ordering for staff. */
export const PAYERS = ['person', 'company'] as const
export type Payer = (typeof PAYERS)[number]

/** Which §9 rule priced it: the first card (free), a later one, a replacement trade certificate. */
export const PRICE_RULES = ['first', 'later', 'replacement'] as const
export type PriceRule = (typeof PRICE_RULES)[number]

/** Whole kronor. `shown` is what §9 says the payer sees: incl. VAT for a person, excl. VAT for a company. */
export const CardPriceSchema = v.object({
  rule: v.picklist(PRICE_RULES),
  payer: v.picklist(PAYERS),
  net: v.number(),
  vat: v.number(),
  total: v.number(),
  shown: v.number(),
  includesVat: v.boolean(),
})
export type CardPrice = v.InferOutput<typeof CardPriceSchema>

const NamedSchema = v.object({ id: Id, name: v.string() })

export const PrintOrderSchema = v.object({
  id: Id,
  type: v.picklist(CARD_TYPES),
  person: PersonNameSchema,
  /** The company that ordered and pays; null when the person ordered for themselves. */
  companyId: v.nullable(Id),
  professionId: Id,
  educationId: v.nullable(Id),
  /** The machine-type combination of a machine card (sorted by id); [] for a trade certificate. */
  machines: v.array(NamedSchema),
  reason: CardOrderReasonSchema,
  status: v.picklist(PRINT_ORDER_STATUSES),
  ongoing: v.boolean(),
  price: CardPriceSchema,
  orderedAt: IsoDate,
  orderedBy: v.nullable(PersonNameSchema),
  deliveryAddress: v.nullable(OrderAddressSchema),
  invoiceAddress: v.nullable(OrderAddressSchema),
  termsAcceptedAt: v.nullable(IsoDate),
})
export type PrintOrder = v.InferOutput<typeof PrintOrderSchema>

/** The answer of a preview: what the order would cost, nothing stored. */
export const CardQuoteSchema = v.object({
  preview: v.literal(true),
  type: v.picklist(CARD_TYPES),
  price: CardPriceSchema,
})
export type CardQuote = v.InferOutput<typeof CardQuoteSchema>

/** At most this many machine types in one combination (§2 machine orientation, four types today). */
export const MACHINE_COMBINATION_MAX = 10

const CardOrderEntries = {
  reason: CardOrderReasonSchema,
  /** Set when company staff order for an employee (§6): the company pays. */
  companyId: v.nullish(Id),
  deliveryAddress: v.nullish(OrderAddressBodySchema),
  invoiceAddress: v.nullish(OrderAddressBodySchema),
  /** §9 delivery and payment terms; required when the card costs anything. */
  acceptTerms: v.nullish(v.boolean()),
  preview: v.nullish(v.boolean()),
}

/** POST /educations/{id}/create-machine-certificate */
export const MachineCardOrderBodySchema = v.object({
  machineIds: v.pipe(v.array(Id), v.minLength(1), v.maxLength(MACHINE_COMBINATION_MAX)),
  ...CardOrderEntries,
})
export type MachineCardOrderBody = v.InferInput<typeof MachineCardOrderBodySchema>

/**
 * POST /persons/{id}/request-trade-certificate. Only `professionId`: the request to the region
 * (the shell's first call, unchanged). With `reason`: a trade-certificate card order.
 */
export const TradeCertificateCardBodySchema = v.object({
  professionId: Id,
  ...CardOrderEntries,
  reason: v.nullish(CardOrderReasonSchema),
})
export type TradeCertificateCardBody = v.InferInput<typeof TradeCertificateCardBodySchema>

/** PATCH /print-orders/list: the person's own (no companyId) or the company's orders; ongoing or previous. */
export const PrintOrderListBodySchema = v.object({
  companyId: v.nullish(Id),
  personId: v.nullish(Id),
  type: v.nullish(v.picklist(CARD_TYPES)),
  show: v.nullish(v.picklist(['ongoing', 'previous'])),
})
export type PrintOrderListBody = v.InferInput<typeof PrintOrderListBodySchema>

/**
 * GET /companies/{id}/card-order-staff (a project call, §6 card orders for staff): the company's staff
 * the caller may order cards for (active employments in the caller's departments), each with what a card
 * can be ordered for (educations, trade certificates held) and the card types with an ongoing order (§4).
 * The name is masked for a protected identity unless the caller is an administrator (§6).
 */
export const CardStaffSchema = v.object({
  person: PersonNameSchema,
  /** The person's employment at the company (the order page's `apprenticenshipId`). */
  employmentId: Id,
  departments: v.array(NamedSchema),
  educations: v.array(v.object({ id: Id, professionId: v.nullable(Id) })),
  tradeCertificates: v.array(v.object({ professionId: Id })),
  ongoing: v.array(v.picklist(CARD_TYPES)),
})
export type CardStaff = v.InferOutput<typeof CardStaffSchema>
