import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/** An id in a path parameter: a positive integer (at most 10 digits), else nothing. */
const IdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/))

/** An id from a path parameter (a book, a report, a detail), or null. */
export function parseIdParam(param: string | undefined): number | null {
  const parsed = v.safeParse(IdParamSchema, param)
  return parsed.success ? Number(parsed.output) : null
}

/** For beforeLoad: every id of the path is an id, else the page does not exist. */
export function requireIdParams(...params: Array<string | undefined>): number[] {
  const ids = params.map(parseIdParam)
  if (ids.some((id) => id === null)) throw notFound()
  return ids as number[]
}

/** An application id from a path parameter (/application/{id}, …/create-applications/{appid}, …/applications/{application_id}). */
export const parseApplicationId = parseIdParam

/**
 * The `params` of /application/$id: the id as a number; anything else is no page (the router shows
 * its not-found page). Every route below and above reads the number (match params are shared).
 */
export const applicationIdParams = {
  parse: ({ id }: { id: string }): { id: number } => {
    const parsed = parseApplicationId(id)
    if (parsed === null) throw notFound()
    return { id: parsed }
  },
  stringify: ({ id }: { id: number }): { id: string } => ({ id: String(id) }),
}
