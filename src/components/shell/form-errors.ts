import { isNetworkError, isTimeoutError } from 'ky'
import { errorStatus } from '../../api/client'
import { toFailure, type FieldErrors } from '../../api/failure'
import type { FieldError } from '../ui/error-summary/error-summary'
import type { ErrorTexts } from '../wizard/use-error-text'

/**
 * The shell's forms (settings, address) on the one failure type: a field's message is an
 * ErrorMessage (`FieldErrors` of src/api/failure.ts), a key of the namespace's error texts
 * (`errors.field.<field>.<key>`) or the server's own words, translated by the wizard kit's error-text hook.
 */

/** Each field's message as text, in the form's field order (absent when the field is fine). */
export function fieldTexts<K extends string>(
  errors: FieldErrors<K>,
  order: readonly K[],
  errorText: ErrorTexts,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {}
  for (const field of order) {
    const message = errors[field]
    if (message) out[field] = errorText.field(field, message)
  }
  return out
}

/** The summary's list, in the form's field order, each linking to `${idPrefix}${field}`. */
export function summaryErrors<K extends string>(
  texts: Partial<Record<K, string>>,
  order: readonly K[],
  idPrefix: string,
): FieldError[] {
  return order.flatMap((field) => {
    const message = texts[field]
    return message ? [{ field: `${idPrefix}${field}`, message }] : []
  })
}

/**
 * The server's words a failed save reported per field (422 `errors[]` with `field`), for the fields this
 * form has (classified by src/api/failure.ts). The client already showed the joined message as a toast (§8).
 */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  const all: FieldErrors = toFailure(error, 'couldNotSave', { fieldErrors: {} }).fieldErrors ?? {}
  const result: FieldErrors<K> = {}
  for (const field of fields) {
    const message = all[field]
    if (message) result[field] = message
  }
  return result
}

/**
 * Whether a failed call still needs the view's own message: the client's global handling (§8)
 * already toasted a 422 and a network error or timeout, and a 406 brings the logged-out modal.
 */
export function needsOwnFailureToast(error: unknown): boolean {
  if (isNetworkError(error) || isTimeoutError(error)) return false
  const status = errorStatus(error)
  return status !== 422 && status !== 406
}
