import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/** An id in a path parameter: a positive integer (at most 10 digits). */
const IdParamSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number))

/**
 * The `params` of the report routes (/book/{id}/report-element, /create-overview, /report/{reportId}):
 * the ids as numbers; anything else is no page (the router shows its not-found page). A parent
 * route (/book/{id}) may have turned the book id into a number already, so both are accepted.
 */
function parseId(value: string | number | undefined): number {
  const parsed = v.safeParse(IdParamSchema, value)
  if (!parsed.success) throw notFound()
  return parsed.output
}

export const bookIdParams = {
  parse: ({ id }: { id: string | number }): { id: number } => ({ id: parseId(id) }),
  stringify: ({ id }: { id: number }): { id: string } => ({ id: String(id) }),
}

export const reportIdParams = {
  parse: ({ id, reportId }: { id: string | number; reportId: string | number }): { id: number; reportId: number } => ({ id: parseId(id), reportId: parseId(reportId) }),
  stringify: ({ id, reportId }: { id: number; reportId: number }): { id: string; reportId: string } => ({ id: String(id), reportId: String(reportId) }),
}
