/**
 * One refused call of the company structure contracts (issue 19): the state, the request without a
 * body (GET, DELETE), the refusal's status and message, and the client call that must fail with it.
 */
import { expect } from 'vitest'
import { MatchersV3, type PactV3 } from '@pact-foundation/pact'
import { errorBody, errorStatus } from '../../../src/api/client'
import { API, JSON_ANSWER, bearer, rejectionOf, useMockServer } from '../support/pact'

export interface BodilessRefusal {
  given: string
  description: string
  method: 'GET' | 'DELETE'
  /** Below the API base, e.g. `/companies/2/workplace/203`. */
  path: string
  token: string
  status: 403 | 404
  message: string
  call: () => Promise<unknown>
}

export async function expectBodilessRefusal(pact: PactV3, r: BodilessRefusal): Promise<void> {
  pact
    .given(r.given)
    .uponReceiving(r.description)
    .withRequest({ method: r.method, path: `${API}${r.path}`, headers: bearer(r.token) })
    .willRespondWith({ status: r.status, headers: JSON_ANSWER, body: { message: MatchersV3.string(r.message) } })
  await pact.executeTest(async (mockServer) => {
    useMockServer(mockServer, r.token)
    const error = await rejectionOf(r.call)
    expect(errorStatus(error)).toBe(r.status)
    expect(errorBody(error)?.message).toBe(r.message)
  })
}
