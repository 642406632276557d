import type { ErrorMessage } from '../api/failure'

/** A message as a test names it: its key (or the server's text). */
export function keyOf(message: ErrorMessage | null | undefined): string | null {
  if (!message) return null
  return message.text ?? message.key
}

/** Per-field messages as field -> key (or the server's text), for comparing with a literal. */
export function keysOf(errors: Readonly<Record<string, ErrorMessage | undefined>>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [field, message] of Object.entries(errors)) if (message) out[field] = keyOf(message)!
  return out
}
