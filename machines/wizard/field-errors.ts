import { message, type ErrorMessage, type FieldErrors } from '../../src/api/failure'

/**
 * The per-field messages of a wizard page (issue 7: one home for them). Each an ErrorMessage: a key of
 * the slice's error texts with the values it names, or the server's own text, carried explicitly; a
 * field's entry absent when it is fine.
 */

export { message, type ErrorMessage }

/**
 * Per-field messages of a step; an absent field is fine. Over named fields a partial record; over
 * any field (`StepErrors`) a plain record of the fields that failed.
 */
export type StepErrors<F extends string = string> = string extends F ? Record<string, ErrorMessage> : FieldErrors<F>

/** Only the fields with a message (a rule's key becomes a message): errors of the fields that failed. */
export function compact(
  errors: Record<string, ErrorMessage | string | null | undefined>,
): Record<string, ErrorMessage> {
  const out: Record<string, ErrorMessage> = {}
  for (const [k, v] of Object.entries(errors)) if (v) out[k] = typeof v === 'string' ? message(v) : v
  return out
}

/** Errors of the fields a change touched disappear; the others stay until the next Continue. */
export function withoutFields<E extends Record<string, unknown>>(errors: E, fields: readonly string[]): E {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(errors)) if (!fields.includes(k)) out[k] = v
  return out as E
}

/** Whether a field's message says it is not answered (rather than answered wrongly). */
export const isRequired = (error: ErrorMessage | undefined): boolean => error?.key === 'required'

/**
 * The fields answered wrongly (any refusal but 'required') on the given pages' errors: a save leaves
 * them out, since the server would refuse the whole save of the page being left for them.
 */
export function wrongAnswerFields(errorsPerPage: readonly Record<string, ErrorMessage | undefined>[]): Set<string> {
  return new Set(
    errorsPerPage.flatMap((errors) =>
      Object.entries(errors)
        .filter(([, error]) => error !== undefined && !isRequired(error))
        .map(([field]) => field),
    ),
  )
}
