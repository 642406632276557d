import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Verifier } from '@pact-foundation/pact'
import { startMockHttpServer } from '../../mock-server/http-server'
import { PROVIDER_STATES, stateHandlers } from './states'

const PACT_DIR = fileURLToPath(new URL('../pacts', import.meta.url))
const PROVIDER = 'personal-pages-api'

function pactFiles(): string[] {
  return readdirSync(PACT_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(PACT_DIR, file))
}

/** Every provider state the pacts name (V4 files: interactions[].providerStates[].name). */
function statesNamedByPacts(): string[] {
  const names = new Set<string>()
  for (const file of pactFiles()) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: Array<{ providerStates?: Array<{ name: string }> }>
    }
    for (const interaction of pact.interactions ?? [])
      for (const state of interaction.providerStates ?? []) names.add(state.name)
  }
  return [...names].sort()
}

describe('the simulated backend honours the personal-pages contract', () => {
  let server: Awaited<ReturnType<typeof startMockHttpServer>> | undefined

  beforeAll(async () => {
    server = await startMockHttpServer(0)
  })

  afterAll(async () => {
    await server?.close()
  })

  it('has pact files to verify (run the consumer tests first)', () => {
    expect(pactFiles().length).toBeGreaterThan(0)
  })

  // Pact only warns about a state without a handler; here it is a failure.
  it('knows every provider state the pacts name', () => {
    expect(statesNamedByPacts().filter((name) => !PROVIDER_STATES.includes(name))).toEqual([])
  })

  it('answers every interaction as the consumer expects', async () => {
    if (!server) throw new Error('the simulated backend did not start')
    const verifier = new Verifier({
      provider: PROVIDER,
      providerBaseUrl: server.url,
      pactUrls: pactFiles(),
      stateHandlers,
      logLevel: 'warn',
    })
    await expect(verifier.verifyProvider()).resolves.toBeDefined()
  })
})
