/**
 * §3 Exemption (type, employee, profession and orientation, reason, attachment, issuer, issue date)
 * as the company's exemption pages read and apply for it (§7 "Companies": instructor-exemptions list,
 * get, create). An approved exemption for a profession stands in for the trade certificate in §5's
 * instructor rules. Decisions: docs/decisions/notes/co-structure19.md.
 */
import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'

/** Why the employee may instruct without a trade certificate (the spec names no types: decided here). */
export const EXEMPTION_TYPES = ['professionalExperience', 'foreignCertificate', 'other'] as const
export const ExemptionTypeSchema = v.picklist(EXEMPTION_TYPES)
export type ExemptionType = v.InferOutput<typeof ExemptionTypeSchema>

/** Applied for (pending), then decided by the region. */
export const EXEMPTION_STATUSES = ['pending', 'approved', 'denied'] as const

export const ExemptionAttachmentSchema = v.object({
  fileName: v.string(),
  contentType: v.string(),
  size: v.number(),
  uploadedAt: IsoDate,
})
export type ExemptionAttachment = v.InferOutput<typeof ExemptionAttachmentSchema>

const PersonNameSchema = v.object({ id: Id, firstName: v.string(), lastName: v.string() })

export const ExemptionSchema = v.object({
  id: Id,
  companyId: Id,
  type: ExemptionTypeSchema,
  status: v.string(),
  employmentId: Id,
  employee: PersonNameSchema,
  professionId: Id,
  orientationId: v.nullable(Id),
  reason: v.string(),
  attachment: v.nullable(ExemptionAttachmentSchema),
  /** Set by the server: who applied, and when. */
  issuedBy: v.nullable(PersonNameSchema),
  issuedAt: v.nullable(IsoDate),
})
export type Exemption = v.InferOutput<typeof ExemptionSchema>

/** What the simulated backend keeps beyond §3 user.schemas' exemption (id, professionId, status). */
export const ExemptionRecordEntries = {
  companyId: v.optional(v.nullable(Id), null),
  employmentId: v.optional(v.nullable(Id), null),
  type: v.optional(ExemptionTypeSchema, 'other'),
  orientationId: v.optional(v.nullable(Id), null),
  reason: v.optional(v.string(), ''),
  attachment: v.optional(v.nullable(ExemptionAttachmentSchema), null),
  attachmentBase64: v.optional(v.nullable(v.string()), null),
  issuedById: v.optional(v.nullable(Id), null),
  issuedAt: v.optional(v.nullable(IsoDate), null),
}

export const ExemptionListBodySchema = v.object({
  status: v.nullish(v.picklist(EXEMPTION_STATUSES)),
  employmentId: v.nullish(Id),
})
export type ExemptionListBody = v.InferInput<typeof ExemptionListBodySchema>

/**
 * create is multipart (the attachment goes with it, ADR 0004): these text fields beside `file`.
 * Numbers come as digits.
 */
export const EXEMPTION_FORM_FIELDS = ['type', 'employmentId', 'professionId', 'orientationId', 'reason'] as const
export const EXEMPTION_REASON_MAX = TEXT_MAX.freeText
export const ExemptionReasonSchema = Text(EXEMPTION_REASON_MAX)

export interface ExemptionCreate {
  type: ExemptionType
  employmentId: number
  professionId: number
  orientationId: number | null
  reason: string
  file: Blob & { name?: string }
}
