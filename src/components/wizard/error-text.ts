import type { ErrorMessage, MessageValues } from '../../api/failure'

/**
 * The error-text layout of every namespace that shows a flow's errors (issue 7):
 * - `errors.field.<field>.<key>`: a field's own wording ("Enter your street address");
 * - `errors.field.any.<key>`: the wording of a key many fields share ("Answer the question");
 * - `errors.form.<key>`: messages about the page or the call (network, could not save).
 * A field's text is looked up field-specific -> any -> form; a page's form -> any; a page's key
 * without a text falls back to `errors.form.somethingWentWrong`, a field's is shown as it is.
 * A message's values (say the attempts left, as `count`, which also picks the plural form) fill its
 * text. The server's own text (`{ text }`) is shown as it came: the type says which it is, nothing is
 * guessed from the string.
 *
 * Pure (no React), so the e2e texts can resolve messages the way the views do.
 */

/** `lookup(path, values)`: the text at `errors…` of the flow's namespace with the values filled in, undefined when there is none. */
export type TextLookup = (path: string, values?: MessageValues) => string | undefined

export function resolveErrorText(lookup: TextLookup, field: string | null, message: ErrorMessage): string {
  if (message.text !== undefined) return message.text
  const { key, values } = message
  const paths =
    field === null
      ? [`errors.form.${key}`, `errors.field.any.${key}`]
      : [`errors.field.${field}.${key}`, `errors.field.any.${key}`, `errors.form.${key}`]
  for (const path of paths) {
    const found = lookup(path, values)
    if (found !== undefined) return found
  }
  return field === null ? (lookup('errors.form.somethingWentWrong') ?? key) : key
}
