import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/** An id in a path parameter: a positive integer (at most 10 digits). */
const IdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/))

/**
 * The `params` of the report routes (/book/{id}/report-element, /create-overview, /report/{reportId}):
 * checked here, anything but an id is no page (the router shows its not-found page). They stay
 * strings: the /book/{id} layout above them reads the same params (the router hands every match the
 * params its children parsed), so a number here would be a number there. The pages take Number(id).
 */
function checkId(value: string): string {
  const parsed = v.safeParse(IdParamSchema, value)
  if (!parsed.success) throw notFound()
  return parsed.output
}

export const bookIdParams = {
  parse: ({ id }: { id: string }): { id: string } => ({ id: checkId(id) }),
  stringify: ({ id }: { id: string }): { id: string } => ({ id }),
}

export const reportIdParams = {
  parse: ({ id, reportId }: { id: string; reportId: string }): { id: string; reportId: string } => ({ id: checkId(id), reportId: checkId(reportId) }),
  stringify: ({ id, reportId }: { id: string; reportId: string }): { id: string; reportId: string } => ({ id, reportId }),
}
