import { isHTTPError, isNetworkError, isTimeoutError } from 'ky'
import * as v from 'valibot'
import { ErrorBodySchema, type ErrorBody } from './common.schemas'

/**
 * What a failed call means to a flow, free of HTTP: the one failure type every machine understands
 * (issue 7: one type and one `toFailure` for all slices). Machines name keys; views translate them
 * with the error-text layout `errors.field.<field>.<key>` / `errors.form.<key>` of their namespace.
 */

/**
 * A message for a field or the page: a key of the slice's error texts, or the server's own text,
 * which it already gave in the user's language and is shown as it came. Carried explicitly, so no
 * view has to guess whether a string is a key or a sentence.
 */
export type ErrorMessage = { key: string; values?: MessageValues; text?: undefined } | { text: string; key?: undefined; values?: undefined }

/** The numbers (or words) a message's text names; `count` also picks the plural form. */
export type MessageValues = Readonly<Record<string, number | string>>

/** Per-field messages of a step or form; an absent field is fine. */
export type FieldErrors<F extends string = string> = Partial<Record<F, ErrorMessage>>

/** A message that is a key of the error texts, with the values its text names. */
export function message(key: string, values?: MessageValues): ErrorMessage {
  return values && Object.keys(values).length > 0 ? { key, values } : { key }
}

/** A message that is the server's own text. */
export function serverText(text: string): ErrorMessage {
  return { text }
}

/**
 * Every reason a flow names for a failed call or a refused answer (one union for all slices; each
 * namespace's `errors.form.<key>` / `errors.field.<field>.<key>` texts translate them).
 */
export type FailureKey =
  // any flow
  | 'somethingWentWrong'
  | 'network'
  | 'noPermission'
  // code checks and login
  | 'wrongCode'
  /** Five wrong attempts: the code is void, a new one must be requested (ADR 0007). */
  | 'codeVoid'
  /** A new code within a minute of the last (429). */
  | 'resendTooSoon'
  /** Password login locked after five failures in a row (429). */
  | 'loginLocked'
  | 'sendFailed'
  | 'phoneMissing'
  | 'unknownEmail'
  | 'weakPassword'
  | 'resetFailed'
  | 'expired'
  | 'loginFailed'
  | 'wrongCredentials'
  | 'invalidPhone'
  | 'invalidEmail'
  // applications
  | 'couldNotLoad'
  | 'couldNotSave'
  | 'couldNotSign'
  | 'couldNotDelete'
  | 'notAllowedToDelete'
  | 'notFilledEnough'
  | 'mustSaveFirst'
  | 'alreadyLinked'
  | 'companyNotFound'
  | 'invalidOrganisationNumber'
  | 'wrongType'
  | 'tooLarge'
  | 'uploadFailed'
  | 'removeFailed'
  | 'coursesLoadFailed'
  | 'gugFetchFailed'
  | 'incomplete'
  | 'instructorsLoadFailed'

const FAILURE_KEYS: ReadonlySet<string> = new Set<FailureKey>([
  'somethingWentWrong',
  'network',
  'noPermission',
  'wrongCode',
  'codeVoid',
  'resendTooSoon',
  'loginLocked',
  'sendFailed',
  'phoneMissing',
  'unknownEmail',
  'weakPassword',
  'resetFailed',
  'expired',
  'loginFailed',
  'wrongCredentials',
  'invalidPhone',
  'invalidEmail',
  'couldNotLoad',
  'couldNotSave',
  'couldNotSign',
  'couldNotDelete',
  'notAllowedToDelete',
  'notFilledEnough',
  'mustSaveFirst',
  'alreadyLinked',
  'companyNotFound',
  'invalidOrganisationNumber',
  'wrongType',
  'tooLarge',
  'uploadFailed',
  'removeFailed',
  'coursesLoadFailed',
  'gugFetchFailed',
  'incomplete',
  'instructorsLoadFailed',
])

/**
 * What a failed call means to a flow: the reason, and the server's own texts for the fields a 422
 * names (`{ text }`, shown as they came). An actor rejects with this; the machine reads it.
 */
export interface Failure {
  key: FailureKey
  /**
   * The numbers the server sent with the refusal (ADR 0007), as the texts name them: `count` is the
   * attempts left for a wrong or void code, the seconds to wait for a new code, the minutes a locked
   * password login stays locked.
   */
  values?: MessageValues
  fieldErrors?: FieldErrors
}

/** The failure as a message of the flow's texts (its key with the numbers the server sent). */
export function failureMessage(failure: Pick<Failure, 'key' | 'values'>): ErrorMessage {
  return message(failure.key, failure.values)
}

export function isFailure(error: unknown): error is Failure {
  return typeof error === 'object' && error !== null && 'key' in error && typeof error.key === 'string' && FAILURE_KEYS.has(error.key)
}

/** How one flow reads the server's answers; each mapper keeps its table as data. */
export interface FailureRules {
  /** A key per status, or a function of the status (asked after `reasons` and `fields`). */
  byStatus?: Partial<Record<number, FailureKey>> | ((status: number) => FailureKey | undefined)
  /** The simulated backend's `data.reason` -> key. */
  reasons?: Readonly<Record<string, FailureKey>>
  /** An `errors[]` item naming this field -> key. */
  fields?: Readonly<Record<string, FailureKey>>
  /** Carry a 422's `errors[]` along as field errors with the server's text (`aliases` renames the server's fields). */
  fieldErrors?: { aliases?: Readonly<Record<string, string>>; skip?: readonly string[] }
  /** What an error that is neither an HTTP answer nor network trouble becomes (default: the fallback). */
  unknown?: FailureKey
}

function isNetworkish(error: unknown): boolean {
  return isNetworkError(error) || isTimeoutError(error) || error instanceof TypeError
}

/** The 422 `errors[]` as field -> the server's (already translated) first text. */
function serverFieldErrors(body: ErrorBody | undefined, options: NonNullable<FailureRules['fieldErrors']>): FieldErrors {
  const out: Record<string, ErrorMessage> = {}
  for (const item of body?.errors ?? []) {
    const text = item.message ?? item.msg
    if (!item.field || !text || options.skip?.includes(item.field)) continue
    const field = options.aliases?.[item.field] ?? item.field
    out[field] ??= serverText(text)
  }
  return out
}

/**
 * The one way a failed call becomes a Failure (issue 7): a Failure stays as it is; network trouble is
 * 'network'; an HTTP answer is read by the flow's rules (a reason the server names, a field it names,
 * its status), else `fallback`; anything else is `rules.unknown` or `fallback`. Machines read the
 * errors their actors reject with through it as well, so an unclassified error becomes the fallback.
 */
export function toFailure(error: unknown, fallback: FailureKey, rules: FailureRules = {}): Failure {
  if (isFailure(error)) return error
  if (!isHTTPError(error)) return { key: isNetworkish(error) ? 'network' : (rules.unknown ?? fallback) }
  const status = error.response.status
  const parsed = v.safeParse(ErrorBodySchema, error.data)
  const body = parsed.success ? parsed.output : undefined
  const data = body?.data
  const reason = typeof data === 'object' && data !== null && 'reason' in data && typeof data.reason === 'string' ? rules.reasons?.[data.reason] : undefined
  const field = (body?.errors ?? []).map((item) => (item.field ? rules.fields?.[item.field] : undefined)).find((key) => key !== undefined)
  const byStatus = typeof rules.byStatus === 'function' ? rules.byStatus(status) : rules.byStatus?.[status]
  const key = reason ?? field ?? byStatus ?? fallback
  const values = limitValues(key, data, error.response.headers.get('Retry-After'))
  const fieldErrors = status === 422 && rules.fieldErrors ? serverFieldErrors(body, rules.fieldErrors) : {}
  return { key, ...(values ? { values } : {}), ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}) }
}

const numberIn = (data: unknown, name: string): number | undefined => {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/**
 * The numbers of a limit on the ways in (ADR 0007) for the texts: the attempts a code has left
 * (`data.attemptsLeft`), the seconds until a new code (`data.retryAfterSeconds`, else `Retry-After`),
 * a locked password login's wait in whole minutes.
 */
function limitValues(key: FailureKey, data: unknown, retryAfterHeader: string | null): MessageValues | undefined {
  const attemptsLeft = numberIn(data, 'attemptsLeft')
  if ((key === 'wrongCode' || key === 'codeVoid') && attemptsLeft !== undefined) return { count: attemptsLeft }
  if (key !== 'resendTooSoon' && key !== 'loginLocked') return undefined
  const header = retryAfterHeader !== null && /^\d+$/.test(retryAfterHeader.trim()) ? Number(retryAfterHeader) : undefined
  const seconds = numberIn(data, 'retryAfterSeconds') ?? header
  if (seconds === undefined) return undefined
  return { count: key === 'loginLocked' ? Math.max(1, Math.ceil(seconds / 60)) : seconds }
}
