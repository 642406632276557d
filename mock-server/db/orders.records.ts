/**
 * The orders slice's records (issue 20): distance-education orders, their providers, course
 * occasions and extensions, extension orders, education extensions and print (card) orders. What a
 * record keeps beyond its answer: whose it is by id (the answer names the person), the provider and
 * course occasion by id. Deadlines, days left and e-book deactivation are never stored: they are
 * derived on the scenario clock (src/domain/orders.ts, mock-server/handlers/orders/-orders.ts).
 */
import * as v from 'valibot'
import { Id, IsoDate } from '../../src/api/common.schemas'
import {
  BookPackageSchema,
  CourseOpportunitySchema,
  DistanceEducationProviderSchema,
  OrderAddressSchema,
} from '../../src/api/orders/order.schemas'
import { ProviderExtensionSchema } from '../../src/api/orders/extension.schemas'
import {
  CARD_TYPES,
  CardOrderReasonSchema,
  CardPriceSchema,
  PRINT_ORDER_STATUSES,
} from '../../src/api/orders/card.schemas'

export const DistanceOrderRecordSchema = v.object({
  id: Id,
  companyId: Id,
  /** The apprentice. */
  personId: Id,
  apprenticeshipId: v.nullable(Id),
  /** The apprentice's department at the company (department scoping, §6); null without departments. */
  departmentId: v.nullable(Id),
  professionId: Id,
  providerId: Id,
  stateId: Id,
  latestApprovalDate: v.nullable(IsoDate),
  extendedApprovalDate: v.nullable(IsoDate),
  number: v.string(),
  orderedAt: IsoDate,
  reference: v.nullable(v.string()),
  type: v.string(),
  description: v.string(),
  netAmount: v.number(),
  amount: v.number(),
  options: v.array(v.string()),
  costCentre: v.nullable(v.string()),
  attestation: v.nullable(v.string()),
  deliveryAddress: v.nullable(OrderAddressSchema),
  invoiceAddress: v.nullable(OrderAddressSchema),
  recipientAttention: v.nullable(v.string()),
  recipientPhone: v.nullable(v.string()),
  courseOpportunityId: v.nullable(Id),
  bookPackages: v.array(BookPackageSchema),
  webStudent: v.boolean(),
  purchaseTermsAcceptedAt: v.nullable(IsoDate),
  approvedAt: v.nullable(IsoDate),
  approvedById: v.nullable(Id),
})
export type DistanceOrderRecord = v.InferOutput<typeof DistanceOrderRecordSchema>

export const DistanceProviderRecordSchema = DistanceEducationProviderSchema
export const CourseOpportunityRecordSchema = v.object({ ...CourseOpportunitySchema.entries, providerId: Id })
export const ProviderExtensionRecordSchema = ProviderExtensionSchema

export const ExtensionOrderRecordSchema = v.object({
  id: Id,
  distanceOrderId: Id,
  companyId: Id,
  stateId: Id,
  extensionIds: v.array(Id),
  educationExtensionId: v.nullable(Id),
  netAmount: v.number(),
  amount: v.number(),
  createdAt: IsoDate,
  createdById: v.nullable(Id),
  purchaseTermsAcceptedAt: v.nullable(IsoDate),
  approvedAt: v.nullable(IsoDate),
  approvedById: v.nullable(Id),
})
export type ExtensionOrderRecord = v.InferOutput<typeof ExtensionOrderRecordSchema>

export const EducationExtensionRecordSchema = v.object({
  id: Id,
  distanceOrderId: Id,
  months: v.number(),
  motivation: v.string(),
  createdAt: IsoDate,
  createdById: v.nullable(Id),
  updatedAt: v.nullable(IsoDate),
})
export type EducationExtensionRecord = v.InferOutput<typeof EducationExtensionRecordSchema>

export const PrintOrderRecordSchema = v.object({
  id: Id,
  type: v.picklist(CARD_TYPES),
  personId: Id,
  companyId: v.nullable(Id),
  professionId: Id,
  educationId: v.nullable(Id),
  machineIds: v.array(Id),
  reason: CardOrderReasonSchema,
  status: v.picklist(PRINT_ORDER_STATUSES),
  price: CardPriceSchema,
  orderedAt: IsoDate,
  orderedById: v.nullable(Id),
  deliveryAddress: v.nullable(OrderAddressSchema),
  invoiceAddress: v.nullable(OrderAddressSchema),
  termsAcceptedAt: v.nullable(IsoDate),
})
export type PrintOrderRecord = v.InferOutput<typeof PrintOrderRecordSchema>
