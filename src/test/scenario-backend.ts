import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { mockServer } from '../../mock-server/node'
import { resetScenario } from '../../mock-server/scenario'
import { PERSONAS, personaToken, type PersonaKey } from '../../mock-server/seed'
import { configureApi } from '../api/client'
import { getPerson } from '../api/shell/persons'
import type { CurrentUser } from '../api/shell/user.schemas'

/**
 * Component tests against the in-process simulated backend (mock-server/node) on the default scenario,
 * reset before each test. Call once at the top of a test file. `seededOn`: the scenario is seeded with
 * the clock pinned there (the applications' dates follow the seed day, ADR 0020), else on the real clock.
 */
export function withScenarioBackend({ seededOn = null }: { seededOn?: string | null } = {}): void {
  beforeAll(() => {
    // The client logs expected 4xx answers; the assertions say what matters.
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    mockServer.listen({ onUnhandledRequest: 'error' })
  })
  beforeEach(() => resetScenario('default', seededOn))
  afterAll(() => mockServer.close())
}

/** The persona as a stored login: the person the simulated backend answers, with its seeded token. */
export async function scenarioUser(key: PersonaKey): Promise<CurrentUser> {
  const token = personaToken(key)
  configureApi({ getToken: () => token })
  const person = await getPerson(PERSONAS[key].id, { silent: true })
  return { ...person, token }
}
