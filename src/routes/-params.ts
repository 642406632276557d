import * as v from 'valibot'

/** An id in a path parameter: a positive integer (at most 10 digits), else nothing. */
const IdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/))

/** An application id from a path parameter (/application/{id}, …/create-applications/{appid}, …/applications/{application_id}). */
export function parseApplicationId(param: string | undefined): number | null {
  const parsed = v.safeParse(IdParamSchema, param)
  return parsed.success ? Number(parsed.output) : null
}
