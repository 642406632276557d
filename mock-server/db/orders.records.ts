/**
 * The orders slice's records (issue 20): distance-education orders, their providers, course
 * occasions and extensions, extension orders, education extensions and print (card) orders. Each is
 * its answer's schema without what the answer derives (names, department, deadline facts, the
 * extensions and machines named) plus whose it is by id. Deadlines, days left and the e-book's
 * deactivation are never stored: they are derived on the scenario clock (src/domain/orders.ts).
 */
import * as v from 'valibot'
import { Id } from '../../src/api/common.schemas'
import {
  CourseOpportunitySchema,
  DistanceEducationProviderSchema,
  DistanceOrderSchema,
} from '../../src/api/orders/order.schemas'
import {
  EducationExtensionSchema,
  ExtensionOrderSchema,
  ProviderExtensionSchema,
} from '../../src/api/orders/extension.schemas'
import { PrintOrderSchema } from '../../src/api/orders/card.schemas'

export const DistanceOrderRecordSchema = v.object({
  ...v.omit(DistanceOrderSchema, [
    'departmentName',
    'professionName',
    'apprentice',
    'courseOpportunity',
    'approvedBy',
    'deadline',
  ]).entries,
  /** The apprentice. */
  personId: Id,
  courseOpportunityId: v.nullable(Id),
  approvedById: v.nullable(Id),
})
export type DistanceOrderRecord = v.InferOutput<typeof DistanceOrderRecordSchema>

export const DistanceProviderRecordSchema = DistanceEducationProviderSchema
export const CourseOpportunityRecordSchema = v.object({ ...CourseOpportunitySchema.entries, providerId: Id })
export const ProviderExtensionRecordSchema = ProviderExtensionSchema

export const ExtensionOrderRecordSchema = v.object({
  ...v.omit(ExtensionOrderSchema, ['departmentId', 'apprentice', 'extensions', 'createdBy', 'approvedBy']).entries,
  extensionIds: v.array(Id),
  createdById: v.nullable(Id),
  approvedById: v.nullable(Id),
})
export type ExtensionOrderRecord = v.InferOutput<typeof ExtensionOrderRecordSchema>

export const EducationExtensionRecordSchema = v.object({
  ...v.omit(EducationExtensionSchema, ['createdBy']).entries,
  createdById: v.nullable(Id),
})
export type EducationExtensionRecord = v.InferOutput<typeof EducationExtensionRecordSchema>

export const PrintOrderRecordSchema = v.object({
  ...v.omit(PrintOrderSchema, ['person', 'machines', 'ongoing', 'orderedBy']).entries,
  personId: Id,
  machineIds: v.array(Id),
  orderedById: v.nullable(Id),
})
export type PrintOrderRecord = v.InferOutput<typeof PrintOrderRecordSchema>
