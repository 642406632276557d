/**
 * What a person holds (§2 /my-qualifications and /basic-education, §3 current user and Certificate,
 * §7 GET /persons/get/{id}): trade certificates, machine qualifications, distance qualifications,
 * educations (with the basic-education certificate) and instructor exemptions, each with the facts
 * of its certificate. The spec names the lists and the certificate's fields (holder, profession,
 * issuer, issue date, end date, card number, machine type); the person call answers them per held
 * item as `certificate` (null: no certificate issued for it). `state` is the server's, on its clock.
 */
import * as v from 'valibot'
import { Id, IsoDate } from '../common.schemas'
import {
  EducationSchema,
  InstructorExemptionSchema,
  MachineQualificationSchema,
  TradeCertificateSchema,
} from '../shell/user.schemas'

/** The kinds of held item that have a certificate (and a QR code: §7 generate-hash). */
export const QUALIFICATION_KINDS = [
  'tradeCertificate',
  'education',
  'machineQualification',
  'distanceQualification',
] as const
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number]

/** valid; expired (its end date has passed); revoked (withdrawn by the board, whatever its end date). */
export const CERTIFICATE_STATES = ['valid', 'expired', 'revoked'] as const
export type CertificateState = (typeof CERTIFICATE_STATES)[number]

export const CertificateFactsSchema = v.object({
  issuer: v.string(),
  issuedOn: IsoDate,
  /** null: valid without an end date. */
  validUntil: v.nullable(IsoDate),
  cardNumber: v.nullable(v.string()),
  revokedOn: v.nullable(IsoDate),
  state: v.picklist(CERTIFICATE_STATES),
})
export type CertificateFacts = v.InferOutput<typeof CertificateFactsSchema>

const certificate = { certificate: v.nullable(CertificateFactsSchema) }

export const HeldTradeCertificateSchema = v.object({ ...TradeCertificateSchema.entries, ...certificate })
export type HeldTradeCertificate = v.InferOutput<typeof HeldTradeCertificateSchema>
export const HeldEducationSchema = v.object({ ...EducationSchema.entries, ...certificate })
export type HeldEducation = v.InferOutput<typeof HeldEducationSchema>
export const HeldMachineQualificationSchema = v.object({ ...MachineQualificationSchema.entries, ...certificate })
export type HeldMachineQualification = v.InferOutput<typeof HeldMachineQualificationSchema>
/** A qualification from a distance-education provider's course (§7 distance-qualifications). */
export const DistanceQualificationSchema = v.object({
  id: Id,
  name: v.string(),
  professionId: v.nullable(Id),
  ...certificate,
})
export type DistanceQualification = v.InferOutput<typeof DistanceQualificationSchema>

/** GET /persons/get/{id} read for what the person holds (the rest of the person answer is the shell's). */
export const PersonQualificationsSchema = v.object({
  id: Id,
  firstName: v.string(),
  lastName: v.string(),
  readInstructionsOn: v.nullable(IsoDate),
  tradeCertificates: v.array(HeldTradeCertificateSchema),
  machinequalifications: v.array(HeldMachineQualificationSchema),
  educations: v.array(HeldEducationSchema),
  instructorExemptions: v.array(InstructorExemptionSchema),
  distanceQualifications: v.optional(v.array(DistanceQualificationSchema), []),
})
export type PersonQualifications = v.InferOutput<typeof PersonQualificationsSchema>
