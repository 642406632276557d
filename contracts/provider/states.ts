/**
 * Provider states of the personal-pages contract, made true in the simulated backend. Every state
 * starts from a freshly reset scenario (mock-server/scenario.ts) and then adjusts the collections
 * directly where the scenario has no such situation (a known code, a confirmed e-ID login).
 *
 * Each handler answers the ids the consumer injects into paths and bodies (fromProviderState), so
 * the contract does not depend on the seed's numbering.
 *
 * The states live per slice in states/<slice>.ts (states/common.ts: the fresh scenario, accounts and
 * sessions; states/-support.ts: what several slices stand on); a new slice adds its own file and one
 * line to `parts` below. A state named in two parts is an error (mergeStates), not a silent override.
 */
import type { VerifierOptions } from '@pact-foundation/pact'
import { resetScenario } from '../../mock-server/scenario'
import { db } from '../../mock-server/db'
import { applicationStates } from './states/application'
import { commonStates } from './states/common'
import { companyStates } from './states/company'
import { ebookStates } from './states/ebook'
import { instructorStates } from './states/instructor'
import { loginStates } from './states/login'
import { ordersStates } from './states/orders'
import { qualificationsQrStates } from './states/qualifications-qr'
import { qualifyingTimeStates } from './states/qualifying-time'
import { importStates } from './states/import'
import { shellStates } from './states/shell'
import { person, type Setup } from './states/-support'

/** The ids the consumer's provider-state expressions refer to. */
function injectedValues(): Record<string, number | null> {
  const apprentice = person('apprentice')
  const unread = db().notifications.findFirst((q) => q.where({ personId: apprentice.id, readTime: (t) => t === null }))
  return { apprenticeId: apprentice.id, notificationId: unread?.id ?? null }
}

/** Every slice's states, by part name. */
const parts: Record<string, Record<string, Setup>> = {
  common: commonStates,
  login: loginStates,
  shell: shellStates,
  application: applicationStates,
  ebook: ebookStates,
  instructor: instructorStates,
  company: companyStates,
  orders: ordersStates,
  'qualifications-qr': qualificationsQrStates,
  'qualifying-time': qualifyingTimeStates,
  import: importStates,
}

/** The parts merged; a state two parts name fails here instead of the later one winning. */
function mergeStates(byPart: Record<string, Record<string, Setup>>): Record<string, Setup> {
  const merged: Record<string, Setup> = {}
  const owner = new Map<string, string>()
  for (const [part, states] of Object.entries(byPart))
    for (const [name, setup] of Object.entries(states)) {
      const earlier = owner.get(name)
      if (earlier) throw new Error(`provider state '${name}' is named in states/${earlier}.ts and states/${part}.ts`)
      owner.set(name, part)
      merged[name] = setup
    }
  return merged
}

const setups = mergeStates(parts)

export const PROVIDER_STATES = Object.keys(setups)

/** Verifier state handlers: reset, adjust, answer the injectable ids (the state's own last). */
export const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = Object.fromEntries(
  Object.entries(setups).map(([name, setup]) => [
    name,
    async () => {
      await resetScenario()
      const own = await setup()
      return { ...injectedValues(), ...(own ?? {}) }
    },
  ]),
)
