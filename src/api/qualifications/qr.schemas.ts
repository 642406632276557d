/**
 * The QR code of a certificate (issue 21, §7 generate-hash and qualifications/validate, §8 "code too
 * old or certificate invalid", §9 "QR codes are valid for a limited time and are regenerated in the
 * app"). Beyond the current portal, the code is signed by the backend (ES256, its own key), so a phone
 * that has opened the validation page once can check a code without a connection.
 *
 * The code (`hash`) is `q1.<payload>.<signature>`: the payload's JSON as base64url and the ES256
 * signature (r‖s, base64url) over the ASCII of `q1.<payload>` (src/domain/qr-code.ts).
 */
import * as v from 'valibot'
import { Id, IsoDate } from '../common.schemas'
import { QUALIFICATION_KINDS } from './qualifications.schemas'

/** §9 leaves the duration open: 15 minutes (ADR 0007's one-time link), regenerated 1 minute before. */
export const QR_CODE_VALID_SECONDS = 15 * 60
export const QR_REGENERATE_BEFORE_SECONDS = 60
/** Longer than any code the backend makes (about 700 characters); past it `id` is refused (422). */
export const QR_CODE_MAX_LENGTH = 2000
/** ADR 0007 for a public, guessable call: refused checks (altered, unknown) per 10 minutes, then 429. */
export const QR_VALIDATE_MAX_REFUSED = 20
export const QR_VALIDATE_WINDOW_SECONDS = 10 * 60

/** The path of each kind's generate-hash call (§7). */
export const GENERATE_HASH_PATHS = {
  tradeCertificate: 'trade-certificates',
  education: 'educations',
  machineQualification: 'machine-qualifications',
  distanceQualification: 'distance-qualifications',
} as const

/** What a code says about its certificate: the facts the validation page shows (§3 Certificate). */
export const QrCertificateSchema = v.object({
  kind: v.picklist(QUALIFICATION_KINDS),
  /** The held item's id (trade certificate, education, machine or distance qualification). */
  qualificationId: Id,
  holder: v.string(),
  profession: v.nullable(v.string()),
  issuer: v.string(),
  issuedOn: IsoDate,
  validUntil: v.nullable(IsoDate),
  cardNumber: v.nullable(v.string()),
  machineType: v.nullable(v.string()),
})
export type QrCertificate = v.InferOutput<typeof QrCertificateSchema>

/** The signed payload: the certificate, the key that signs it, when it was made and until when it holds. */
export const QrPayloadSchema = v.object({
  ...QrCertificateSchema.entries,
  kid: v.string(),
  /** Made at, and valid until (ISO date-times on the backend's clock). */
  iat: v.pipe(v.string(), v.isoTimestamp()),
  exp: v.pipe(v.string(), v.isoTimestamp()),
})
export type QrPayload = v.InferOutput<typeof QrPayloadSchema>

/** A code's payload JSON as a payload, or null (src/domain/qr-code.ts takes this as its parser). */
export function parseQrPayload(json: unknown): QrPayload | null {
  const parsed = v.safeParse(QrPayloadSchema, json)
  return parsed.success ? parsed.output : null
}

/** POST …/{id}/generate-hash: the code, until when it holds, and how long (the app's timer takes the seconds). */
export const GeneratedHashSchema = v.object({
  hash: v.pipe(v.string(), v.maxLength(QR_CODE_MAX_LENGTH)),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  validSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type GeneratedHash = v.InferOutput<typeof GeneratedHashSchema>

/**
 * Why a code does not prove its certificate: revoked (withdrawn by the board), ended (its end date
 * has passed), altered (not signed by the backend: changed, forged, or not a code), notFound (the
 * certificate is gone).
 */
export const QR_INVALID_REASONS = ['revoked', 'ended', 'altered', 'notFound'] as const
export type QrInvalidReason = (typeof QR_INVALID_REASONS)[number]

/** GET /qualifications/validate?id=: the backend's verdict on its clock (no login). */
export const QrValidationSchema = v.variant('status', [
  v.object({
    status: v.literal('valid'),
    checkedAt: v.pipe(v.string(), v.isoTimestamp()),
    certificate: QrCertificateSchema,
  }),
  /** §8 "code too old": the code's time ran out (the certificate itself may be fine). */
  v.object({
    status: v.literal('codeExpired'),
    checkedAt: v.pipe(v.string(), v.isoTimestamp()),
    expiredAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  v.object({
    status: v.literal('invalid'),
    checkedAt: v.pipe(v.string(), v.isoTimestamp()),
    reason: v.picklist(QR_INVALID_REASONS),
  }),
])
export type QrValidation = v.InferOutput<typeof QrValidationSchema>

/** GET /qualifications/validation-key (a project call, as /books/export-key): the public key, no login. */
export const QrKeySchema = v.object({
  kty: v.literal('EC'),
  crv: v.literal('P-256'),
  x: v.string(),
  y: v.string(),
  kid: v.string(),
  alg: v.literal('ES256'),
  use: v.literal('sig'),
})
export type QrKey = v.InferOutput<typeof QrKeySchema>
