import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/** An id in a path parameter: a positive integer (at most 10 digits). */
const IdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/))

/**
 * The report id of /book/{id}/report/{reportId}: anything but an id is no page (the router shows its
 * not-found page). The book id is checked by the /book/{id} layout above (book.$id.tsx). It stays a
 * string (the router hands every match the params its children parsed); the page takes Number(id).
 */
function checkId(value: string): string {
  const parsed = v.safeParse(IdParamSchema, value)
  if (!parsed.success) throw notFound()
  return parsed.output
}

export const reportIdParams = {
  parse: ({ reportId }: { reportId: string }): { reportId: string } => ({ reportId: checkId(reportId) }),
  stringify: ({ reportId }: { reportId: string }): { reportId: string } => ({ reportId }),
}
