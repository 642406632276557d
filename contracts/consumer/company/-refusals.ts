/**
 * One refused call of the company contracts (issue 19): the state, the request (with its JSON body for
 * PATCH and POST), the refusal's status and answer, and the client call that must fail with it.
 */
import { expect } from 'vitest'
import { MatchersV3, type PactV3 } from '@pact-foundation/pact'
import { errorBody, errorStatus } from '../../../src/api/client'
import { API, JSON_ANSWER, bearer, rejectionOf, useMockServer } from '../support/pact'
import { withJson } from '../support/ebook'
import { fieldRefusal } from '../support/errors'

/** §8: a link whose apprentice has an e-book is ended, not removed (employments/delete, apprenticeships/delete). */
export const LINK_WITH_BOOK = 'Kopplingen kan inte tas bort: lärlingen har en e-bok. Avsluta anställningen i stället.'

export interface Refusal {
  given: string
  description: string
  method: 'GET' | 'DELETE' | 'PATCH' | 'POST'
  /** Below the API base, e.g. `/companies/2/workplace/203`. */
  path: string
  /** The request's query, e.g. `{ stateIds: '1' }`. */
  query?: Record<string, string>
  token: string
  /** The request's JSON body (PATCH, POST); none for GET and DELETE. */
  body?: unknown
  status: 403 | 404 | 422
  /**
   * The refusal's text: the answer's `message`, or with `field` the message of that field in the
   * answer's errors[] (a 422 field refusal, fieldRefusal).
   */
  message: string
  field?: string
  /** The answer's `data` beside a message (e.g. `{ reason: 'readOnly' }`). */
  data?: Record<string, unknown>
  call: () => Promise<unknown>
}

export type BodilessRefusal = Omit<Refusal, 'method' | 'body' | 'status' | 'field' | 'data'> & {
  method: 'GET' | 'DELETE'
  status: 403 | 404
}

function answerOf(r: Refusal) {
  if (r.field !== undefined) return fieldRefusal(r.field, r.message)
  const message = MatchersV3.string(r.message)
  return r.data === undefined ? { message } : { message, data: r.data }
}

/** The interaction, and that the client's call fails with its status and text (at its field, if any). */
export async function expectRefusal(pact: PactV3, r: Refusal): Promise<void> {
  const request = r.body === undefined ? { headers: bearer(r.token) } : withJson(r.token, r.body)
  pact
    .given(r.given)
    .uponReceiving(r.description)
    .withRequest({ method: r.method, path: `${API}${r.path}`, ...(r.query ? { query: r.query } : {}), ...request })
    .willRespondWith({ status: r.status, headers: JSON_ANSWER, body: answerOf(r) })
  await pact.executeTest(async (mockServer) => {
    useMockServer(mockServer, r.token)
    const error = await rejectionOf(r.call)
    expect(errorStatus(error)).toBe(r.status)
    if (r.field === undefined) {
      expect(errorBody(error)?.message).toBe(r.message)
    } else {
      expect(errorBody(error)?.errors?.[0]).toMatchObject({ field: r.field, message: r.message })
    }
  })
}

/** A refusal of a call without a body (GET, DELETE): 403 department scoping, 404. */
export function expectBodilessRefusal(pact: PactV3, r: BodilessRefusal): Promise<void> {
  return expectRefusal(pact, r)
}
