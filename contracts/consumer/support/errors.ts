/**
 * Error answers of the contract (§8, issue 8): a 422 whose errors[] names the field the portal shows
 * the message at, and the 429 of the rate limits on the ways in, with Retry-After.
 */
import { isHTTPError } from 'ky'
import { MatchersV3 } from '@pact-foundation/pact'
import { JSON_ANSWER } from './pact'

const { arrayContaining, regex, string } = MatchersV3

/** The summary of every 422 whose fields are wrong. */
export const FORM_INVALID = 'Formuläret är inte korrekt ifyllt.'

/**
 * A 422 body: the summary, and among errors[] an item for `field` (matched by value: the portal puts
 * the message at that field) with a message (matched by type: the server's text in the user's language).
 */
export function fieldRefusal(field: string, message: string, summary: string = FORM_INVALID) {
  return { message: string(summary), errors: arrayContaining({ field, message: string(message) }) }
}

/** A 429's headers: JSON, and Retry-After in whole seconds. */
export const retryAfterHeaders = (seconds: number) => ({
  ...JSON_ANSWER,
  'Retry-After': regex('^[1-9][0-9]*$', String(seconds)),
})

/** The Retry-After header of a failed call, as the client received it. */
export function retryAfterOf(error: unknown): string | null {
  return isHTTPError(error) ? error.response.headers.get('Retry-After') : null
}
