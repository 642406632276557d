import * as v from 'valibot'

/** ISO date (yyyy-mm-dd) or date-time string as the API sends it (at most 40 characters, §3 strict input). */
export const IsoDate = v.pipe(v.string(), v.maxLength(40))
export const Id = v.pipe(v.number(), v.integer())

/**
 * Maximum lengths of the text the API stores (the spec names none; chosen in issue 8 so no field
 * takes megabytes): names 100, address lines 200, e-mail 254 (RFC 5321), free text 2000.
 */
export const TEXT_MAX = {
  name: 100,
  addressLine: 200,
  zip: 20,
  city: 100,
  country: 100,
  email: 254,
  phone: 30,
  personalNumber: 20,
  code: 10,
  password: 200,
  search: 200,
  token: 500,
  freeText: 2000,
} as const

/** A string of at most `max` characters. */
export function Text(max: number) {
  return v.pipe(v.string(), v.maxLength(max))
}

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
