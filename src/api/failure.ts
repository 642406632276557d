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
export type ErrorMessage =
  { key: string; values?: MessageValues; text?: undefined } | { text: string; key?: undefined; values?: undefined }

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
 * Every reason a flow names for a failed call or a refused answer, one key each (each namespace's
 * `errors.form.<key>` / `errors.field.<field>.<key>` texts translate them). The kit names the reasons
 * of any flow here; a slice declares its own beside the slice, in `machines/<slice>/<slice>.failures.ts`,
 * by merging them into this interface (`declare module '…/src/api/failure' { interface FailureKeys { … } }`),
 * so `FailureKey` is the union of them all and no list here grows with the slices.
 */
export interface FailureKeys {
  somethingWentWrong: true
  network: true
  noPermission: true
  couldNotLoad: true
  couldNotSave: true
  couldNotDelete: true
}

export type FailureKey = keyof FailureKeys

/**
 * What a failed call means to a flow: the reason, and the server's own texts for the fields a 422
 * names (`{ text }`, shown as they came). An actor rejects with this (its edge classified the call);
 * the machine reads it, never the HTTP answer.
 */
export interface Failure {
  key: FailureKey
  /**
   * The numbers the server sent with the refusal (ADR 0007), as the texts name them: `count` is the
   * attempts left for a wrong or void code, the seconds to wait for a new code, the minutes a locked
   * password login stays locked.
   */
  values?: MessageValues
  /** The server's own words for the refusal (already in the user's language), shown instead of the key's text. */
  text?: string
  fieldErrors?: FieldErrors
}

/** The failure as a message of the flow's texts (its key with the numbers the server sent), or the server's own words for it. */
export function failureMessage(failure: Pick<Failure, 'key' | 'values' | 'text'>): ErrorMessage {
  return failure.text ? serverText(failure.text) : message(failure.key, failure.values)
}

/** A Failure as an edge classified it (a plain object with a key; never an Error, never an HTTP answer). */
export function isFailure(error: unknown): error is Failure {
  return (
    typeof error === 'object' &&
    error !== null &&
    !(error instanceof Error) &&
    'key' in error &&
    typeof error.key === 'string'
  )
}

/**
 * What a machine reads from an actor's rejection: the Failure its edge classified, else `fallback`
 * (an actor that threw something else). Machines never look at HTTP errors or status codes.
 */
export function failureOf(error: unknown, fallback: FailureKey): Failure {
  return isFailure(error) ? error : { key: fallback }
}

/** An actor's rejection as the page's message: the edge's classification (its numbers, or the server's words), else `fallback`. */
export function failureMessageOf(error: unknown, fallback: FailureKey): ErrorMessage {
  return failureMessage(failureOf(error, fallback))
}

/* ---- classification: at the edge only (src/components/<slice>/<flow>.edge.ts and the calls it provides) ---- */

/** A refused answer as a slice's rules see it: parsed, free of the client library. */
export interface FailureAnswer {
  status: number
  /** The simulated backend's `data.reason`. */
  reason: string | null
  /** The 422 `errors[]`: each item's field, its (first) text and its own reason, where given. */
  items: readonly { field: string | null; text: string | null; reason: string | null }[]
  /** The answer's `message`, when not empty. */
  message: string | null
}

/** How one flow reads the server's answers; each flow keeps its table as data. */
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
  /**
   * A flow's own reading of an answer the table cannot say (asked last, with the table's Failure):
   * a Failure it returns replaces the table's. It sees the parsed answer, never the client's error.
   */
  read?: (answer: FailureAnswer, failure: Failure) => Failure | undefined
}

/** The rules most calls share: 403 is 'noPermission'; a 422 brings the server's texts for the fields it names. */
export const REFUSAL_RULES: FailureRules = { byStatus: { 403: 'noPermission' }, fieldErrors: {} }

function isNetworkish(error: unknown): boolean {
  return isNetworkError(error) || isTimeoutError(error) || error instanceof TypeError
}

/** The 422 `errors[]` as field -> the server's (already translated) first text. */
function serverFieldErrors(
  body: ErrorBody | undefined,
  options: NonNullable<FailureRules['fieldErrors']>,
): FieldErrors {
  const out: Record<string, ErrorMessage> = {}
  for (const item of body?.errors ?? []) {
    const text = item.message ?? item.msg
    if (!item.field || !text || options.skip?.includes(item.field)) continue
    const field = options.aliases?.[item.field] ?? item.field
    out[field] ??= serverText(text)
  }
  return out
}

const stringOr = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** The raw answer as a flow's `read` sees it (an item may carry a `reason` the common schema leaves out). */
function answerOf(status: number, data: unknown): FailureAnswer {
  const raw =
    typeof data === 'object' && data !== null ? (data as { errors?: unknown; data?: unknown; message?: unknown }) : {}
  const items = (Array.isArray(raw.errors) ? raw.errors : [])
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      field: stringOr(item.field),
      text: stringOr(item.message) ?? stringOr(item.msg),
      reason: stringOr(item.reason),
    }))
  const inner = typeof raw.data === 'object' && raw.data !== null ? (raw.data as { reason?: unknown }) : {}
  const message = stringOr(raw.message)
  return { status, reason: stringOr(inner.reason), items, message: message === '' ? null : message }
}

/**
 * The one way a failed call becomes a Failure (issue 7; issue 18: only at the edge): a Failure stays
 * as it is; network trouble is 'network'; an HTTP answer is read by the flow's rules (a reason the
 * server names, a field it names, its status, then the flow's own `read`), else `fallback`; anything
 * else is `rules.unknown` or `fallback`.
 */
export function toFailure(error: unknown, fallback: FailureKey, rules: FailureRules = {}): Failure {
  if (isFailure(error)) return error
  if (!isHTTPError(error)) return { key: isNetworkish(error) ? 'network' : (rules.unknown ?? fallback) }
  const status = error.response.status
  const parsed = v.safeParse(ErrorBodySchema, error.data)
  const body = parsed.success ? parsed.output : undefined
  const data = body?.data
  const reason =
    typeof data === 'object' && data !== null && 'reason' in data && typeof data.reason === 'string'
      ? rules.reasons?.[data.reason]
      : undefined
  const field = (body?.errors ?? [])
    .map((item) => (item.field ? rules.fields?.[item.field] : undefined))
    .find((key) => key !== undefined)
  const byStatus = typeof rules.byStatus === 'function' ? rules.byStatus(status) : rules.byStatus?.[status]
  const key = reason ?? field ?? byStatus ?? fallback
  const values = limitValues(key, data, error.response.headers.get('Retry-After'))
  const fieldErrors = status === 422 && rules.fieldErrors ? serverFieldErrors(body, rules.fieldErrors) : {}
  const failure: Failure = {
    key,
    ...(values ? { values } : {}),
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
  }
  return rules.read?.(answerOf(status, error.data), failure) ?? failure
}

/**
 * Runs an api call for a machine's actor, the one wrapper every edge uses: a failure rejects as the
 * Failure `toFailure` makes of it with the flow's fallback and rules (by default `REFUSAL_RULES`), so
 * the machine reads only Failures; rules `{}` read only network trouble and the fallback (a load's
 * usual reading). `log` names the call in the development console.
 */
export async function classified<T>(
  call: () => Promise<T>,
  fallback: FailureKey,
  rules: FailureRules = REFUSAL_RULES,
  log?: string,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (log && import.meta.env?.DEV) console.info(`${log} failed`, error)
    throw toFailure(error, fallback, rules)
  }
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
  const header =
    retryAfterHeader !== null && /^\d+$/.test(retryAfterHeader.trim()) ? Number(retryAfterHeader) : undefined
  const seconds = numberIn(data, 'retryAfterSeconds') ?? header
  if (seconds === undefined) return undefined
  return { count: key === 'loginLocked' ? Math.max(1, Math.ceil(seconds / 60)) : seconds }
}
