import { fileURLToPath } from 'node:url'
import { PactV3, MatchersV3, SpecificationVersion, type V3MockServer } from '@pact-foundation/pact'
import { configureApi, onApiEvent, type ApiEvent } from '../../../src/api/client'

/** The contract lives in the repository: the provider verification reads every file here. */
export const PACT_DIR = fileURLToPath(new URL('../../pacts', import.meta.url))

export const CONSUMER = 'personal-pages'
export const PROVIDER = 'personal-pages-api'

/** How long a test waits, at most, for Pact's mock server to book what it answered. */
export const MATCH_BOOKKEEPING_LIMIT_MS = 2000

/** The part of PactV3's (private) native handle used below. */
interface MatchReport {
  mockServerMatchedSuccessfully(port: number): boolean
}

/**
 * PactV3 that lets its mock server finish its bookkeeping before verifying. Pact's Rust mock server
 * answers a request and books the match in a separate task (pact-reference#535, pact-js#1835, since
 * pact 16.3), so verifying at once now and then reports a request the client was answered as
 * "expected but not received". After the test callback this waits until the server reports every
 * interaction matched, or the limit passes (a real mismatch then fails as usual, 2 s later).
 */
class SettledPactV3 extends PactV3 {
  override executeTest<T>(testFn: (mockServer: V3MockServer) => Promise<T>): Promise<T | undefined> {
    return super.executeTest(async (mockServer) => {
      try {
        return await testFn(mockServer)
      } finally {
        await this.matchesBooked(mockServer.port)
      }
    })
  }

  private async matchesBooked(port: number): Promise<void> {
    // Reaches into PactV3's private native handle: the public API offers no such check.
    const native = (this as unknown as { pact: MatchReport }).pact
    const until = Date.now() + MATCH_BOOKKEEPING_LIMIT_MS
    while (!native.mockServerMatchedSuccessfully(port) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

/** One Pact per test file; every file merges into the same consumer/provider pact. */
export function newPact(): PactV3 {
  return new SettledPactV3({
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
