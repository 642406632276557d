import { isNetworkError, isTimeoutError } from 'ky'
import { errorBody, errorStatus } from '../../api/client'
import type { FieldError } from '../ui/error-summary/error-summary'

/** Field name -> message (or problem code); empty when the form is valid. */
export type FieldErrors<K extends string, V extends string = string> = Partial<Record<K, V>>

/** The summary's list, in the form's field order, each linking to `${idPrefix}${field}`. */
export function summaryErrors<K extends string>(errors: FieldErrors<K>, order: readonly K[], idPrefix: string): FieldError[] {
  return order.flatMap((field) => {
    const message = errors[field]
    return message ? [{ field: `${idPrefix}${field}`, message }] : []
  })
}

/**
 * Messages a failed save reported per field (422 `errors[]` with `field`), for the fields this
 * form has. The client already showed the joined message as a toast (§8).
 */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (errorStatus(error) !== 422) return {}
  const result: FieldErrors<K> = {}
  for (const item of errorBody(error)?.errors ?? []) {
    const message = item.message ?? item.msg
    const field = fields.find((f) => f === item.field)
    if (field && message && !result[field]) result[field] = message
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
