import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'
import { QualifyingTimeStateSchema } from '../qualifying-time/qualifying-time.schemas'

export const PersonUpdateSchema = v.object({
  email: v.optional(v.nullable(Text(TEXT_MAX.email))),
  mobilephone: v.optional(v.nullable(Text(TEXT_MAX.phone))),
  address1: v.optional(v.nullable(Text(TEXT_MAX.addressLine))),
  address2: v.optional(v.nullable(Text(TEXT_MAX.addressLine))),
  zip: v.optional(v.nullable(Text(TEXT_MAX.zip))),
  city: v.optional(v.nullable(Text(TEXT_MAX.city))),
  country: v.optional(v.nullable(Text(TEXT_MAX.country))),
  language: v.optional(v.picklist(['sv', 'en', 'pl'])),
  emailNotifications: v.optional(v.boolean()),
})
export type PersonUpdate = v.InferOutput<typeof PersonUpdateSchema>

/** First call without code sends the code; the second call with the code verifies. */
export const VerifyPhoneBodySchema = v.object({
  mobilephone: Text(TEXT_MAX.phone),
  code: v.optional(Text(TEXT_MAX.code)),
})
export const VerifyEmailBodySchema = v.object({ email: Text(TEXT_MAX.email), code: v.optional(Text(TEXT_MAX.code)) })
export const VerifyAnswerSchema = v.object({ sent: v.boolean(), verified: v.boolean() })

export const UserRowSchema = v.object({
  id: Id,
  firstName: v.string(),
  lastName: v.string(),
  personalNumber: v.string(),
  email: v.nullable(v.string()),
  protectedIdentity: v.boolean(),
  roleDescription: v.string(),
})
export type UserRow = v.InferOutput<typeof UserRowSchema>

export const RegionaryEmailSchema = v.object({ id: Id, name: v.string(), email: v.string() })

export const CourseResultSchema = v.object({
  id: Id,
  name: v.string(),
  result: v.picklist(['passed', 'missing', 'failed']),
})
export type CourseResult = v.InferOutput<typeof CourseResultSchema>

export const PersonQualificationTimeSchema = v.object({
  educationId: Id,
  professionId: v.nullable(Id),
  fromDate: IsoDate,
  expectedEndDate: IsoDate,
  lengthMonths: v.number(),
  completedMonths: v.number(),
  remainingMonths: v.number(),
  isApprovedByInstructor: v.boolean(),
  /** Issue 21: the qualifying time's id (`/qualifying-time/$id`) and §4 state; null for a time the slice does not know. */
  qualificationTimeId: v.optional(v.nullable(Id)),
  state: v.optional(v.nullable(QualifyingTimeStateSchema)),
})
