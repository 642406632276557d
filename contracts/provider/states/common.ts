/**
 * Provider states every slice's interactions start from: the fresh scenario, the personas' accounts
 * and sessions.
 */
import { REVOKED_TOKEN, type PersonaKey } from '../../../mock-server/seed'
import { loggedIn, person, seededSession, type Setup } from './-support'

const nothingMore: Setup = async () => {}
const hasAccount =
  (key: PersonaKey): Setup =>
  async () =>
    void person(key)

export const commonStates: Record<string, Setup> = {
  'the scenario is fresh': nothingMore,
  'the test personas exist': nothingMore,
  'the apprentice has an account': hasAccount('apprentice'),
  'the password user has an account': hasAccount('passwordUser'),
  'the apprentice is logged in': loggedIn('apprentice'),
  'the instructor is logged in': loggedIn('instructor'),
  'the company administrator is logged in': loggedIn('companyAdmin'),
  // The scenario's global administrator (her seeded session acts as the apprentice).
  'the administrator is logged in': loggedIn('imitatingAdmin'),
  'the unregistered person is logged in': loggedIn('unregistered'),
  'a revoked session': seededSession(REVOKED_TOKEN, true),
}
