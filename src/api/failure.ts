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
export type ErrorMessage = { key: string; text?: undefined } | { text: string; key?: undefined }

/** Per-field messages of a step or form; an absent field is fine. */
export type FieldErrors<F extends string = string> = Partial<Record<F, ErrorMessage>>

/** A message that is a key of the error texts. */
export function errorKey(key: string): ErrorMessage {
  return { key }
}

/** A message that is the server's own text. */
export function serverText(text: string): ErrorMessage {
  return { text }
}
