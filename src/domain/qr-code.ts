import type { QrCertificate, QrInvalidReason, QrPayload } from '../api/qualifications/qr.schemas'
import { fromBase64Url, importPublicKey, signBytes, toBase64Url, verifyBytes, type P256PublicKey } from './es256'

/**
 * The signed QR code of a certificate (issue 21): `q1.<payload>.<signature>`, the payload's JSON as
 * base64url and the ES256 signature over the ASCII of `q1.<payload>` (as a JWS signs its input, so no
 * canonical form is needed: the bytes signed are the bytes carried). The backend signs; the
 * validation page checks with the backend's public key, also without a connection.
 */

const VERSION = 'q1'

/** A phone's clock may be off a little from the backend's: an offline check allows this much. */
export const QR_CLOCK_SKEW_SECONDS = 60

/** The payload's shape check (qr.schemas.ts parseQrPayload): null when the JSON is no payload. */
export type QrPayloadParser = (json: unknown) => QrPayload | null

const ascii = (text: string) => new TextEncoder().encode(text)

/** Makes the code of `payload` (the backend's half). */
export async function signQrCode(payload: QrPayload, privateKey: CryptoKey): Promise<string> {
  const body = `${VERSION}.${toBase64Url(ascii(JSON.stringify(payload)))}`
  return `${body}.${await signBytes(ascii(body), privateKey)}`
}

interface ReadCode {
  payload: QrPayload
  signed: Uint8Array<ArrayBuffer>
  signature: Uint8Array<ArrayBuffer>
}

/** The parts of a code, or null when it is no code of this form (then it is "altered"). */
export function readQrCode(code: string, parse: QrPayloadParser): ReadCode | null {
  const parts = code.split('.')
  if (parts.length !== 3 || parts[0] !== VERSION) return null
  const payloadBytes = fromBase64Url(parts[1])
  const signature = fromBase64Url(parts[2])
  if (!payloadBytes || !signature) return null
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payloadBytes))
  } catch {
    return null
  }
  const payload = parse(json)
  if (!payload) return null
  return { payload, signed: ascii(`${parts[0]}.${parts[1]}`), signature }
}

export type QrSignatureCheck =
  | { ok: true; payload: QrPayload }
  /** altered: not a code, or the signature does not match; otherKey: signed by a key other than `key`. */
  | { ok: false; reason: 'altered' | 'otherKey' }

/** Whether `code` was made by the holder of `key` and not changed since. Never throws. */
export async function checkQrSignature(
  code: string,
  key: P256PublicKey & { kid: string },
  parse: QrPayloadParser,
): Promise<QrSignatureCheck> {
  const read = readQrCode(code, parse)
  if (!read) return { ok: false, reason: 'altered' }
  if (read.payload.kid !== key.kid) return { ok: false, reason: 'otherKey' }
  const publicKey = await importPublicKey(key)
  if (!publicKey) return { ok: false, reason: 'otherKey' }
  if (!(await verifyBytes(publicKey, read.signature, read.signed))) return { ok: false, reason: 'altered' }
  return { ok: true, payload: read.payload }
}

/** The certificate a payload names (the payload without its key and times). */
export function certificateOfPayload(payload: QrPayload): QrCertificate {
  const { kid: _kid, iat: _iat, exp: _exp, ...certificate } = payload
  return certificate
}

/** Whether the code's time has run out at `nowMs` (the backend's clock online; the phone's, with skew, offline). */
export function qrCodeExpired(payload: Pick<QrPayload, 'exp'>, nowMs: number, skewSeconds = 0): boolean {
  return Date.parse(payload.exp) + skewSeconds * 1000 < nowMs
}

/** Whether the certificate's end date has passed on the day of `nowMs` (UTC day, as the backend counts it). */
export function certificateEnded(validUntil: string | null, nowMs: number): boolean {
  return validUntil !== null && validUntil.slice(0, 10) < new Date(nowMs).toISOString().slice(0, 10)
}

export type OfflineVerdict =
  | { status: 'valid'; certificate: QrCertificate }
  | { status: 'codeExpired'; expiredAt: string }
  | { status: 'invalid'; reason: Extract<QrInvalidReason, 'ended' | 'altered'> }
  /** Signed with a key this phone does not keep: it cannot say anything without a connection. */
  | { status: 'unknownKey' }

/**
 * What a phone without a connection can say of `code` with the key it keeps: the signature, the
 * code's time (its own clock, allowing QR_CLOCK_SKEW_SECONDS) and the certificate's end date. A
 * revocation after the code was made cannot be seen offline (the page says so).
 */
export async function checkQrCodeOffline(
  code: string,
  key: P256PublicKey & { kid: string },
  nowMs: number,
  parse: QrPayloadParser,
): Promise<OfflineVerdict> {
  const checked = await checkQrSignature(code, key, parse)
  if (!checked.ok)
    return checked.reason === 'otherKey' ? { status: 'unknownKey' } : { status: 'invalid', reason: 'altered' }
  const { payload } = checked
  if (qrCodeExpired(payload, nowMs, QR_CLOCK_SKEW_SECONDS)) return { status: 'codeExpired', expiredAt: payload.exp }
  if (certificateEnded(payload.validUntil, nowMs)) return { status: 'invalid', reason: 'ended' }
  return { status: 'valid', certificate: certificateOfPayload(payload) }
}
