import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/**
 * How a route reads its path parameters (issue 18 §3): one valibot schema per kind of parameter, read
 * in one of two places, by the order §2 asks for:
 * - `params: pathParams({ … })` on the route, where a route above has already guarded the visit (the
 *   /book/{id} layout, /application, the /books/{bookId}/report/{reportId} layout): a refused
 *   parameter is no page (not found).
 * - `readParams(params, { … })` in the route's own guard, after its login or role check, where the
 *   route guards itself: the router raises a `params.parse` refusal before the route's own
 *   beforeLoad (router-core load-client.js: paramsError first), so a logged-out visitor would see
 *   "not found" instead of the start page (§2: auth first; the route matrix pins it).
 */

/** An id in a path parameter: a positive integer of at most 10 digits (a book, report, detail, person, application). */
export const IdParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/))

/** The same id read as a number (the routes whose params carry the number to the pages below). */
export const NumericIdParam = v.pipe(IdParam, v.transform(Number))

/** A company id (§2 company routes): digits naming a positive integer, leading zeros allowed as always. */
export const CompanyIdParam = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1))

type Shape = Record<string, v.GenericSchema<string, unknown>>
type Parsed<S extends Shape> = { [K in keyof S]: v.InferOutput<S[K]> }

/** Each named parameter read by its schema, or null when one is refused. */
export function readParams<S extends Shape>(
  params: { [K in keyof S]: string | undefined },
  shape: S,
): Parsed<S> | null {
  const parsed = v.safeParse(v.object(shape), params)
  return parsed.success ? (parsed.output as Parsed<S>) : null
}

/** A route's `params` option: the parameters read by their schemas; a refused one is no page. */
export function pathParams<S extends Shape>(shape: S) {
  return {
    parse: (params: { [K in keyof S]: string }): Parsed<S> => {
      const parsed = readParams(params, shape)
      if (parsed === null) throw notFound()
      return parsed
    },
    stringify: (params: Parsed<S>): { [K in keyof S]: string } =>
      Object.fromEntries(Object.keys(shape).map((key) => [key, String(params[key])])) as { [K in keyof S]: string },
  }
}

/** For a route's own guard: the ids of the path as numbers, else not found (after the guard's own checks). */
export function requireIdParams(...params: Array<string | undefined>): number[] {
  return params.map((param) => {
    const parsed = readParams({ id: param }, { id: NumericIdParam })
    if (parsed === null) throw notFound()
    return parsed.id
  })
}

/** An application id from a path parameter (…/create-applications/{appid}, …/applications/{application_id}), or null. */
export function parseApplicationId(param: string | undefined): number | null {
  return readParams({ id: param }, { id: NumericIdParam })?.id ?? null
}
