import type { FieldError } from '../ui/error-summary/error-summary'
import type { ErrorMessage } from '../../api/failure'

/** The id of a wizard field's input; the error summary links to it. */
export const fieldId = (field: string) => `app-${field}`

/** The error summary of a page: its own fields first (in page order), then anything else the server named. */
export function summaryOf(
  errors: Record<string, ErrorMessage>,
  pageFields: readonly string[],
  text: (field: string, message: ErrorMessage) => string,
): FieldError[] {
  const ordered = [
    ...pageFields.filter((f) => errors[f]),
    ...Object.keys(errors).filter((f) => !pageFields.includes(f)),
  ]
  return ordered.map((field) => ({ field: fieldId(field), message: text(field, errors[field]!) }))
}

/** File sizes as people read them next to a file: "48 kB", "2,3 MB". */
export function formatBytes(bytes: number, locale: string): string {
  if (bytes < 1024 * 1024)
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} kB`
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`
}
