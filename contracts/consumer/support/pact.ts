import { fileURLToPath } from 'node:url'
import { PactV3, MatchersV3, SpecificationVersion, type V3MockServer } from '@pact-foundation/pact'
import { configureApi, onApiEvent, type ApiEvent } from '../../../src/api/client'

/** The contract lives in the repository: the provider verification reads every file here. */
export const PACT_DIR = fileURLToPath(new URL('../../pacts', import.meta.url))

export const CONSUMER = 'personal-pages'
export const PROVIDER = 'personal-pages-api'

/** One Pact per test file; every file merges into the same consumer/provider pact. */
export function newPact(): PactV3 {
  return new PactV3({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_DIR,
    // V4 files: arrayContaining and provider-state injection are V4 features the verifier understands.
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  })
}

/** Points the real client at Pact's mock server, as the session would at the real API. */
export function useMockServer(mockServer: V3MockServer, token: string | null): void {
  configureApi({ baseUrl: mockServer.url, getToken: () => token, getLocale: () => 'sv' })
}

/** Collects what the client reports to the shell (forced logout, 422 toasts) during one call. */
export function recordApiEvents(): { events: ApiEvent[]; stop: () => void } {
  const events: ApiEvent[] = []
  const stop = onApiEvent((event) => {
    if (event.type !== 'api.loading') events.push(event)
  })
  return { events, stop }
}

/** Runs `call` expecting it to reject and hands back the error for assertions. */
export async function rejectionOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call()
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail, but it succeeded')
}

const { regex } = MatchersV3

export const API = '/api/m/v1'

/** Every call sends the locale; the provider may use it for messages. */
export const LOCALE_HEADER = { 'Accept-Language': 'sv' }

export function bearer(token: string) {
  return { Authorization: `Bearer ${token}`, ...LOCALE_HEADER }
}

/** JSON answers; a charset suffix is fine. */
export const JSON_ANSWER = { 'Content-Type': regex('application/json.*', 'application/json') }
