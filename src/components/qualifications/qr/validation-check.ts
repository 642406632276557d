import { errorBody, errorStatus } from '../../../api/client'
import { getQrValidationKey, validateQrCode } from '../../../api/qualifications/qr'
import { parseQrPayload, QrKeySchema, type QrKey, type QrValidation } from '../../../api/qualifications/qr.schemas'
import { checkQrCodeOffline, readQrCode, type OfflineVerdict } from '../../../domain/qr-code'
import * as v from 'valibot'

/**
 * The check behind /qr-validation/$id (issue 21): the backend's verdict when it can be asked; without
 * a connection, the phone's own check of the signature with the backend's public key that it kept
 * the last time it checked a code online.
 */
export type ValidationResult =
  | { source: 'online'; verdict: QrValidation }
  | { source: 'offline'; verdict: OfflineVerdict; checkedAt: string; kid: string | null }
  /** Nothing could be said: past the attempt limit (429), or the backend failed otherwise. */
  | { source: 'none'; reason: 'tooMany'; retryAfterSeconds: number }
  | { source: 'none'; reason: 'failed' }

const STORAGE_KEY = 'qr-validation-keys'
/** A few keys, newest first: a backend that changes its key leaves older codes checkable a while. */
const KEPT_KEYS = 3

function keptKeys(): QrKey[] {
  try {
    const parsed = v.safeParse(v.array(QrKeySchema), JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

function keep(key: QrKey): void {
  const keys = [key, ...keptKeys().filter((k) => k.kid !== key.kid)].slice(0, KEPT_KEYS)
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(keys))
  } catch {
    // Storage full or refused (private mode): the page still checks online; offline it will say it has no key.
  }
}

/** The key id a code names (unchecked), to know whether this phone keeps that key already. */
const kidOf = (code: string) => readQrCode(code, parseQrPayload)?.payload.kid ?? null

async function checkOffline(code: string): Promise<ValidationResult> {
  const kid = kidOf(code)
  const keys = keptKeys()
  const key = keys.find((k) => k.kid === kid) ?? keys[0]
  const checkedAt = new Date().toISOString()
  if (!key) return { source: 'offline', verdict: { status: 'unknownKey' }, checkedAt, kid: null }
  return {
    source: 'offline',
    verdict: await checkQrCodeOffline(code, key, Date.now(), parseQrPayload),
    checkedAt,
    kid: key.kid,
  }
}

/** A call that never reached the backend (no connection, a timeout): the error has no HTTP status. */
const unreachable = (error: unknown) => errorStatus(error) === undefined

export async function checkQrCode(code: string): Promise<ValidationResult> {
  // The browser knows it has no connection: no call is made (a phone in a basement gets its answer at once).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return checkOffline(code)
  const kid = kidOf(code)
  const needsKey = kid !== null && !keptKeys().some((k) => k.kid === kid)
  const fetchingKey = needsKey
    ? getQrValidationKey({ silent: true }).then(keep, (error: unknown) => console.info('[qr] key failed', error))
    : Promise.resolve()
  try {
    const verdict = await validateQrCode(code, { silent: true })
    await fetchingKey
    return { source: 'online', verdict }
  } catch (error) {
    await fetchingKey
    if (unreachable(error)) return checkOffline(code)
    if (errorStatus(error) === 429) return { source: 'none', reason: 'tooMany', retryAfterSeconds: retryAfter(error) }
    console.info('[qr] validate failed', error)
    return { source: 'none', reason: 'failed' }
  }
}

const RetrySchema = v.object({ retryAfterSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)) })

/** The backend's `data.retryAfterSeconds` of a 429 (ADR 0007), else a minute. */
function retryAfter(error: unknown): number {
  const parsed = v.safeParse(RetrySchema, errorBody(error)?.data)
  return parsed.success ? parsed.output.retryAfterSeconds : 60
}
