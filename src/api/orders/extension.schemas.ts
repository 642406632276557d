/**
 * Extension orders and education extensions (§2 `/company/$companyId/extension-orders/$distance_order_id`,
 * §7: extension-orders create/approve/get, distance-education-provider-extension listall,
 * education-extension get/create/update). An extension order buys a provider's extensions for a
 * running distance order; an education extension asks for more months of it. Amounts are the
 * server's (the provider's list price). Decisions: docs/decisions/notes/orders-backend.md.
 */
import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'
import { PersonNameSchema } from './order.schemas'

/** An extension a provider sells (GET /distance-education-provider-extension/{providerId}/listall). */
export const ProviderExtensionSchema = v.object({
  id: Id,
  providerId: Id,
  name: v.string(),
  description: v.nullable(v.string()),
  /** Excluding VAT, whole kronor. */
  price: v.number(),
})
export type ProviderExtension = v.InferOutput<typeof ProviderExtensionSchema>

export const ExtensionOrderSchema = v.object({
  id: Id,
  distanceOrderId: Id,
  companyId: Id,
  departmentId: v.nullable(Id),
  apprentice: PersonNameSchema,
  stateId: Id,
  extensions: v.array(ProviderExtensionSchema),
  educationExtensionId: v.nullable(Id),
  /** The extensions' prices summed, excluding VAT. */
  netAmount: v.number(),
  /** Including VAT. */
  amount: v.number(),
  createdAt: IsoDate,
  createdBy: v.nullable(PersonNameSchema),
  purchaseTermsAcceptedAt: v.nullable(IsoDate),
  approvedAt: v.nullable(IsoDate),
  approvedBy: v.nullable(PersonNameSchema),
})
export type ExtensionOrder = v.InferOutput<typeof ExtensionOrderSchema>

/** At most this many extensions in one extension order. */
export const EXTENSIONS_MAX = 10

export const ExtensionOrderCreateBodySchema = v.object({
  distanceOrderId: Id,
  extensionIds: v.pipe(v.array(Id), v.minLength(1), v.maxLength(EXTENSIONS_MAX)),
  educationExtensionId: v.nullish(Id),
})
export type ExtensionOrderCreateBody = v.InferInput<typeof ExtensionOrderCreateBodySchema>

export const ExtensionOrderApproveBodySchema = v.object({ id: Id, acceptPurchaseTerms: v.boolean() })
export type ExtensionOrderApproveBody = v.InferInput<typeof ExtensionOrderApproveBodySchema>

/** How many months one education extension may ask for (§9 leaves the total a placeholder). */
export const EDUCATION_EXTENSION_MONTHS = { min: 1, max: 12 } as const
export const EXTENSION_MOTIVATION_MAX = TEXT_MAX.freeText

export const EducationExtensionSchema = v.object({
  id: Id,
  distanceOrderId: Id,
  months: v.number(),
  motivation: v.string(),
  createdAt: IsoDate,
  createdBy: v.nullable(PersonNameSchema),
  updatedAt: v.nullable(IsoDate),
})
export type EducationExtension = v.InferOutput<typeof EducationExtensionSchema>

const Months = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(EDUCATION_EXTENSION_MONTHS.min),
  v.maxValue(EDUCATION_EXTENSION_MONTHS.max),
)
const Motivation = v.pipe(Text(EXTENSION_MOTIVATION_MAX), v.trim(), v.minLength(1))

export const EducationExtensionCreateBodySchema = v.object({
  distanceOrderId: Id,
  months: Months,
  motivation: Motivation,
})
export type EducationExtensionCreateBody = v.InferInput<typeof EducationExtensionCreateBodySchema>

export const EducationExtensionUpdateBodySchema = v.object({ id: Id, months: Months, motivation: Motivation })
export type EducationExtensionUpdateBody = v.InferInput<typeof EducationExtensionUpdateBodySchema>
