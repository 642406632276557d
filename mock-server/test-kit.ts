/**
 * Shared set-up of the simulated backend's own tests: the real src/api client functions against
 * msw/node with every handler, a fresh scenario before each test, and a switchable token and locale.
 */
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { configureApi, errorBody, errorStatus } from '../src/api/client'
import type { ErrorBody } from '../src/api/common.schemas'
import { mockServer } from './node'
import { resetScenario } from './scenario'
import { personaToken, type PersonaKey } from './seed'

export interface ApiSession {
  /** Calls from now on carry this persona's seeded token. */
  as(key: PersonaKey): void
  token(token: string | null): void
  locale(locale: string): void
}

/**
 * `seededOn`: each test's scenario is seeded with the clock pinned there (the applications' dates follow
 * the seed day, ADR 0020), else on the real clock.
 */
export function withSimulatedBackend({ seededOn = null }: { seededOn?: string | null } = {}): ApiSession {
  let token: string | null = null
  let locale = 'sv'
  beforeAll(() => {
    // The client logs every expected 4xx in dev mode; the assertions say what matters.
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    mockServer.listen({ onUnhandledRequest: 'error' })
  })
  beforeEach(async () => {
    token = null
    locale = 'sv'
    // Per test: the component tests' set-up puts the client back to its defaults after each test.
    configureApi({ baseUrl: 'http://localhost', getToken: () => token, getLocale: () => locale })
    await resetScenario('default', seededOn)
  })
  afterAll(() => mockServer.close())
  return {
    as: (key) => {
      token = personaToken(key)
    },
    token: (next) => {
      token = next
    },
    locale: (next) => {
      locale = next
    },
  }
}

export interface Failure {
  status: number | undefined
  body: ErrorBody | undefined
}

/** The status and error body of a call that must fail; throws if it succeeded. */
export async function failureOf(call: Promise<unknown>): Promise<Failure> {
  try {
    await call
  } catch (error) {
    return { status: errorStatus(error), body: errorBody(error) }
  }
  throw new Error('expected the call to fail, but it succeeded')
}

/** Raw fetch to a /__mock control endpoint through msw/node. */
export async function control<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`http://localhost/__mock${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}
