import type { ErrorMessage } from '../../api/failure'

/**
 * The error-text layout of every namespace that shows a flow's errors (issue 7):
 * - `errors.field.<field>.<key>`: a field's own wording ("Enter your street address");
 * - `errors.field.any.<key>`: the wording of a key many fields share ("Answer the question");
 * - `errors.form.<key>`: messages about the page or the call (network, could not save).
 * A field's text is looked up field-specific -> any -> form; a page's form -> any; a page's key
 * without a text falls back to `errors.form.somethingWentWrong`, a field's is shown as it is.
 *
 * Pure (no React), so the e2e texts can resolve messages the way the views do.
 */

/**
 * What a machine hands the view: an ErrorMessage (a key, or the server's text carried explicitly)
 * or, from machines not yet moved to ErrorMessage, a plain string: a key when it looks like one,
 * else the server's own text.
 */
export type ErrorValue = ErrorMessage | string

/** A key of the texts: the machines' keys are plain words, the server's own texts are not. */
const KEY_LIKE = /^[A-Za-z][A-Za-z0-9]*$/

/** `lookup(path)`: the text at `errors…` of the flow's namespace, undefined when there is none. */
export type TextLookup = (path: string) => string | undefined

export function resolveErrorText(lookup: TextLookup, field: string | null, message: ErrorValue): string {
  let key: string
  if (typeof message === 'string') {
    if (!KEY_LIKE.test(message)) return message
    key = message
  } else if (message.text !== undefined) {
    return message.text
  } else {
    key = message.key
  }
  const paths = field === null ? [`errors.form.${key}`, `errors.field.any.${key}`] : [`errors.field.${field}.${key}`, `errors.field.any.${key}`, `errors.form.${key}`]
  for (const path of paths) {
    const found = lookup(path)
    if (found !== undefined) return found
  }
  return field === null ? (lookup('errors.form.somethingWentWrong') ?? key) : key
}
