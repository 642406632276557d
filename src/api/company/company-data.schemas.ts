/**
 * The company's own data and the ways to it (§3 Company, §7 "Companies": update, list, check-admin,
 * and PATCH /companies to connect a company). Decisions: docs/decisions/notes/co-structure19.md.
 */
import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'

/** A delivery or invoice address of the company (§3: with attention; the invoice one with its e-mail). */
export const CompanyAddressSchema = v.object({
  attention: v.nullable(v.string()),
  address1: v.nullable(v.string()),
  address2: v.nullable(v.string()),
  zip: v.nullable(v.string()),
  city: v.nullable(v.string()),
})
export type CompanyAddress = v.InferOutput<typeof CompanyAddressSchema>

export const InvoiceAddressSchema = v.object({ ...CompanyAddressSchema.entries, email: v.nullable(v.string()) })
export type InvoiceAddress = v.InferOutput<typeof InvoiceAddressSchema>

export const EMPTY_ADDRESS: CompanyAddress = { attention: null, address1: null, address2: null, zip: null, city: null }

export const CompanyDetailSchema = v.object({
  id: Id,
  name: v.string(),
  organizationalNumber: v.string(),
  hasDepartments: v.boolean(),
  headOfficeWorkplaceId: v.nullable(Id),
  deliveryAddress: CompanyAddressSchema,
  invoiceAddress: InvoiceAddressSchema,
})
export type CompanyDetail = v.InferOutput<typeof CompanyDetailSchema>

const AddressBody = {
  attention: v.nullish(Text(TEXT_MAX.name)),
  address1: v.nullish(Text(TEXT_MAX.addressLine)),
  address2: v.nullish(Text(TEXT_MAX.addressLine)),
  zip: v.nullish(Text(TEXT_MAX.zip)),
  city: v.nullish(Text(TEXT_MAX.city)),
}

/** An object of these entries, never an array (valibot's object takes `[]` as an object without keys). */
function PlainObject<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input)),
    v.object(entries),
  )
}

/** Every field optional: only what is given changes. */
export const CompanyUpdateBodySchema = v.object({
  name: v.optional(Text(TEXT_MAX.name)),
  headOfficeWorkplaceId: v.optional(Id),
  deliveryAddress: v.optional(PlainObject(AddressBody)),
  invoiceAddress: v.optional(PlainObject({ ...AddressBody, email: v.nullish(Text(TEXT_MAX.email)) })),
})
export type CompanyUpdateBody = v.InferInput<typeof CompanyUpdateBodySchema>

export const CompanyListBodySchema = v.object({ organizationalNumber: Text(TEXT_MAX.personalNumber) })
export const CompanyListRowSchema = v.object({
  id: Id,
  name: v.string(),
  organizationalNumber: v.string(),
  regionId: Id,
})
export type CompanyListRow = v.InferOutput<typeof CompanyListRowSchema>

/** check-admin: whether the company has an administrator in the portal, and whether the caller is one. */
export const CheckAdminSchema = v.object({ hasAdministrator: v.boolean(), isAdministrator: v.boolean() })
export type CheckAdmin = v.InferOutput<typeof CheckAdminSchema>

/** Connecting a company: the region and the organisation number (§2, §5: a region must be chosen). */
export const ConnectCompanyBodySchema = v.object({
  regionId: v.nullish(Id),
  organizationalNumber: Text(TEXT_MAX.personalNumber),
})
export type ConnectCompanyBody = v.InferInput<typeof ConnectCompanyBodySchema>

/** The e-mail application the server prepared and sent to the region. */
export const ConnectCompanyAnswerSchema = v.object({
  regionId: Id,
  regionName: v.string(),
  to: v.string(),
  organizationalNumber: v.string(),
  sentAt: IsoDate,
})
export type ConnectCompanyAnswer = v.InferOutput<typeof ConnectCompanyAnswerSchema>
