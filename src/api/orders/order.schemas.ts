/**
 * Distance-education orders and what they need (§3 Order, §4 "Orders", §7 "Distance and extension
 * orders"): the order as the company's approver reads it, the course occasions of its provider, the
 * provider, and the bodies of the list and approve calls. The server decides every amount and
 * every deadline (src/domain/orders.ts); a body never carries a price, and a price field sent anyway
 * is dropped unread. Decisions: docs/decisions/notes/orders-backend.md.
 */
import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'

export const PersonNameSchema = v.object({ id: Id, firstName: v.string(), lastName: v.string() })
export type PersonName = v.InferOutput<typeof PersonNameSchema>

/** A delivery or invoice address of an order (§3: with the recipient's attention). */
export const OrderAddressSchema = v.object({
  attention: v.nullable(v.string()),
  address1: v.string(),
  address2: v.nullable(v.string()),
  zip: v.string(),
  city: v.string(),
})
export type OrderAddress = v.InferOutput<typeof OrderAddressSchema>

/** The same address in a request body, with §9/issue-8 length limits. */
export const OrderAddressBodySchema = v.object({
  attention: v.nullish(Text(TEXT_MAX.name)),
  address1: v.pipe(Text(TEXT_MAX.addressLine), v.trim(), v.minLength(1)),
  address2: v.nullish(Text(TEXT_MAX.addressLine)),
  zip: v.pipe(Text(TEXT_MAX.zip), v.trim(), v.minLength(1)),
  city: v.pipe(Text(TEXT_MAX.city), v.trim(), v.minLength(1)),
})
export type OrderAddressBody = v.InferInput<typeof OrderAddressBodySchema>

/** A course occasion of the provider (§2 "an option to choose a course occasion"). */
export const CourseOpportunitySchema = v.object({
  id: Id,
  name: v.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  place: v.nullable(v.string()),
})
export type CourseOpportunity = v.InferOutput<typeof CourseOpportunitySchema>

/** Who sends the book packages where (§3 "base or profession, delivered to the company or to the apprentice"). */
export const BOOK_PACKAGE_KINDS = ['base', 'profession'] as const
export const DELIVER_TO = ['company', 'apprentice'] as const
export const BookPackageSchema = v.object({ kind: v.picklist(BOOK_PACKAGE_KINDS), deliverTo: v.picklist(DELIVER_TO) })

/**
 * The deadline facts on the scenario clock, computed by the server (src/domain/orders.ts):
 * `deadline` the effective approval date (an extended one wins), `daysLeft` from today to it
 * (negative once past), `warning` §4's days-left warning, `deactivatesBook` the order keeps the
 * apprentice's e-book switched off (past its date, not approved).
 */
export const DeadlineSchema = v.object({
  deadline: v.nullable(IsoDate),
  daysLeft: v.nullable(v.number()),
  allowanceDays: v.nullable(v.number()),
  warning: v.boolean(),
  deactivatesBook: v.boolean(),
})
export type Deadline = v.InferOutput<typeof DeadlineSchema>

/** §3 Order (company or distance), as the company's approver reads it. Amounts in whole kronor. */
export const DistanceOrderSchema = v.object({
  id: Id,
  companyId: Id,
  departmentId: v.nullable(Id),
  departmentName: v.nullable(v.string()),
  stateId: Id,
  latestApprovalDate: v.nullable(IsoDate),
  /** "Some have an extended deadline" (§4): when set, it is the deadline. */
  extendedApprovalDate: v.nullable(IsoDate),
  professionId: Id,
  professionName: v.string(),
  apprentice: PersonNameSchema,
  apprenticeshipId: v.nullable(Id),
  providerId: Id,
  number: v.string(),
  orderedAt: IsoDate,
  reference: v.nullable(v.string()),
  type: v.string(),
  description: v.string(),
  /** Excluding VAT. */
  netAmount: v.number(),
  /** Including VAT. */
  amount: v.number(),
  options: v.array(v.string()),
  costCentre: v.nullable(v.string()),
  attestation: v.nullable(v.string()),
  deliveryAddress: v.nullable(OrderAddressSchema),
  invoiceAddress: v.nullable(OrderAddressSchema),
  recipientAttention: v.nullable(v.string()),
  recipientPhone: v.nullable(v.string()),
  courseOpportunity: v.nullable(CourseOpportunitySchema),
  bookPackages: v.array(BookPackageSchema),
  webStudent: v.boolean(),
  purchaseTermsAcceptedAt: v.nullable(IsoDate),
  approvedAt: v.nullable(IsoDate),
  approvedBy: v.nullable(PersonNameSchema),
  deadline: DeadlineSchema,
  /**
   * Its extension orders and education extensions, oldest first (§7 names no list call; each is read by
   * id: GET /extension-orders/get/{id}, /education-extension/{id}/get). Absent from an older server: none.
   */
  extensionOrderIds: v.optional(v.array(Id)),
  educationExtensionIds: v.optional(v.array(Id)),
})
export type DistanceOrder = v.InferOutput<typeof DistanceOrderSchema>

/** §2 "a toggle for unhandled or previous orders": unhandled = awaiting the company (state 1). */
export const ORDER_LIST_SHOWS = ['unhandled', 'previous'] as const
export type OrderListShow = (typeof ORDER_LIST_SHOWS)[number]

/** PATCH /companies/{id}/orders: §7 `advSearch.stateId`, plus the department and the toggle. */
export const CompanyOrdersBodySchema = v.object({
  // An array here is refused like any array where a body wants an object (mock-server/handlers/-support.ts).
  advSearch: v.nullish(
    v.object({
      stateId: v.nullish(Id),
      departmentId: v.nullish(Id),
      show: v.nullish(v.picklist(ORDER_LIST_SHOWS)),
    }),
  ),
  search: v.nullish(Text(TEXT_MAX.search)),
})
export type CompanyOrdersBody = v.InferInput<typeof CompanyOrdersBodySchema>

/** At most this many state ids in `distance-orders?stateIds=` (there are seven states). */
export const STATE_IDS_MAX = 7

export const ORDER_REFERENCE_MAX = 100

/**
 * PATCH /companies/{id}/approve-distance-order/{orderId}: the approver's choices. Purchase terms
 * must be accepted (§5); a course occasion must be chosen when the provider has any (§8: none at
 * all blocks ordering). No amount: the server's stands.
 */
export const ApproveDistanceOrderBodySchema = v.object({
  acceptPurchaseTerms: v.boolean(),
  courseOpportunityId: v.nullish(Id),
  reference: v.nullish(Text(ORDER_REFERENCE_MAX)),
  costCentre: v.nullish(Text(ORDER_REFERENCE_MAX)),
  recipientAttention: v.nullish(Text(TEXT_MAX.name)),
  recipientPhone: v.nullish(Text(TEXT_MAX.phone)),
  bookPackagesDeliverTo: v.nullish(v.picklist(DELIVER_TO)),
})
export type ApproveDistanceOrderBody = v.InferInput<typeof ApproveDistanceOrderBodySchema>

/** A distance-education provider (GET /distance-education-providers/get/{id}). */
export const DistanceEducationProviderSchema = v.object({
  id: Id,
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  web: v.nullable(v.string()),
})
export type DistanceEducationProvider = v.InferOutput<typeof DistanceEducationProviderSchema>
