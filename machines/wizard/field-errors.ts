/**
 * The per-field messages of a wizard page (issue 7: one home for them). Keys of the slice's error
 * texts, a field's entry absent when it is fine.
 */

/**
 * Per-field error keys of a step; an absent field is fine. Over named fields a partial record; over
 * any field (`StepErrors`) a plain record of the fields that failed.
 */
export type StepErrors<F extends string = string> = string extends F ? Record<string, string> : Partial<Record<F, string>>

/** Only the keys with a value: errors of the fields that failed. */
export function compact(errors: Record<string, string | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(errors)) if (v) out[k] = v
  return out
}

/** Errors of the fields a change touched disappear; the others stay until the next Continue. */
export function withoutFields<E extends Record<string, unknown>>(errors: E, fields: readonly string[]): E {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(errors)) if (!fields.includes(k)) out[k] = v
  return out as E
}

/**
 * The fields answered wrongly (any refusal but 'required') on the given pages' errors: a save leaves
 * them out, since the server would refuse the whole save of the page being left for them.
 */
export function wrongAnswerFields(errorsPerPage: readonly Record<string, unknown>[]): Set<string> {
  return new Set(errorsPerPage.flatMap((errors) => Object.entries(errors).filter(([, error]) => error !== 'required').map(([field]) => field)))
}
