/**
 * §3 Workplace as the company's workplace pages read and change it (§7 "Companies": workplace,
 * workplace-update, workplace-create, workplace-delete). The answer is company.schemas.ts's
 * WorkplaceSchema (its §3 fields beyond the application's are optional there, so the application
 * flows' older answers still parse). Decisions: docs/decisions/notes/co-structure19.md.
 */
import * as v from 'valibot'
import { Id, Text, TEXT_MAX } from '../common.schemas'

/** The longest web address the API keeps. */
export const WEB_MAX = 200

/**
 * Create and update carry the whole workplace (a form saves every field). `isHeadOffice`,
 * `isDeliveryDefault` and `isInvoiceDefault` true move that flag to this workplace (one per company).
 */
export const WorkplaceBodySchema = v.object({
  name: Text(TEXT_MAX.name),
  departmentIds: v.pipe(v.array(Id), v.maxLength(50)),
  address1: v.nullish(Text(TEXT_MAX.addressLine)),
  address2: v.nullish(Text(TEXT_MAX.addressLine)),
  zip: v.nullish(Text(TEXT_MAX.zip)),
  city: v.nullish(Text(TEXT_MAX.city)),
  contact: v.nullish(Text(TEXT_MAX.name)),
  phone: v.nullish(Text(TEXT_MAX.phone)),
  web: v.nullish(Text(WEB_MAX)),
  isHeadOffice: v.optional(v.boolean(), false),
  isDeliveryDefault: v.optional(v.boolean(), false),
  isInvoiceDefault: v.optional(v.boolean(), false),
})
export type WorkplaceBody = v.InferInput<typeof WorkplaceBodySchema>
