import * as v from 'valibot'

/** ISO date (yyyy-mm-dd) or date-time string as the API sends it. */
export const IsoDate = v.string()
export const Id = v.pipe(v.number(), v.integer())

/** One item of a 422 answer. The API uses `message` or, in older endpoints, `msg`. */
export const ValidationErrorItemSchema = v.object({
  field: v.optional(v.string()),
  message: v.optional(v.string()),
  msg: v.optional(v.string()),
})

/** Error body of every non-2xx answer (§8). */
export const ErrorBodySchema = v.object({
  message: v.optional(v.string()),
  errors: v.optional(v.array(ValidationErrorItemSchema)),
  data: v.optional(v.unknown()),
})
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>

/** List answers wrap their items in `rows`. */
export function rowsOf<T extends v.GenericSchema>(item: T) {
  return v.object({ rows: v.array(item), total: v.optional(v.number()) })
}

export const OkSchema = v.object({ ok: v.boolean() })
