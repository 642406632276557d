/**
 * Provider states of the personal-pages contract, made true in the simulated backend. Every state
 * starts from a freshly reset scenario (mock-server/scenario.ts) and then adjusts the collections
 * directly where the scenario has no such situation (a known code, a confirmed e-ID login).
 *
 * Each handler answers the ids the consumer injects into paths and bodies (fromProviderState), so
 * the contract does not depend on the seed's numbering.
 */
import type { VerifierOptions } from '@pact-foundation/pact'
import { resetScenario } from '../../mock-server/scenario'
import { db, nextId } from '../../mock-server/db'
import { nowIso } from '../../mock-server/clock'
import { compactPhone } from '../../mock-server/handlers/-support'
import { EXPIRED_HASH, PERSONAS, personaHash, personaToken, REVOKED_TOKEN, type PersonaKey } from '../../mock-server/seed'

type Setup = () => Promise<void>

function person(key: PersonaKey) {
  const found = db().persons.findFirst((q) => q.where({ id: PERSONAS[key].id }))
  if (!found) throw new Error(`provider state: persona ${key} is missing from the scenario`)
  return found
}

/** The ids the consumer's provider-state expressions refer to. */
function injectedValues(): Record<string, number | null> {
  const apprentice = person('apprentice')
  const unread = db().notifications.findFirst((q) => q.where({ personId: apprentice.id, readTime: (t) => t === null }))
  return { apprenticeId: apprentice.id, notificationId: unread?.id ?? null }
}

const nothingMore: Setup = async () => {}
const hasAccount = (key: PersonaKey): Setup => async () => void person(key)

/** The scenario seeds a session per persona and a revoked one; the state checks the token is there. */
function seededSession(token: string, revoked: boolean): Setup {
  return async () => {
    const session = db().sessions.findFirst((q) => q.where({ token }))
    if (!session || session.revoked !== revoked) throw new Error(`provider state: no ${revoked ? 'revoked' : 'live'} session ${token}`)
  }
}
const loggedIn = (key: PersonaKey) => seededSession(personaToken(key), false)

/** The scenario seeds hash-<persona> links and the expired hash-expired. */
function loginLink(hash: string): Setup {
  return async () => {
    if (!db().loginHashes.findFirst((q) => q.where({ hash }))) throw new Error(`provider state: no login hash ${hash}`)
  }
}

async function bankIdLogin(sessionId: string, kind: 'device' | 'external', confirmedBy: PersonaKey | null) {
  await db().bankIdSessions.create({
    sessionId,
    kind,
    status: confirmedBy ? 'confirmed' : 'pending',
    personalNumber: confirmedBy ? person(confirmedBy).personalNumber : null,
    polls: 1,
    callback: kind === 'external' ? btoa('http://localhost:5173/loginreturn') : null,
    createdAt: nowIso(),
  })
}

/** A live 4-digit code, as if the SMS or e-mail had just been sent (target as the handlers store it). */
async function sentCode(key: PersonaKey, purpose: 'phone' | 'email' | 'reset', target: string, code: string) {
  const codes = db().verificationCodes
  await codes.create({ id: nextId(codes.all()), personId: person(key).id, purpose, target, code, createdAt: nowIso(), usedAt: null })
}

const setups: Record<string, Setup> = {
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
  'the apprentice has a login link hash-apprentice': loginLink(personaHash('apprentice')),
  'an expired login hash': loginLink(EXPIRED_HASH),
  'no login hash hash-unknown exists': async () => {
    db().loginHashes.deleteMany((q) => q.where({ hash: 'hash-unknown' }))
  },

  'an e-ID login bankid-session-1 is waiting for the ID app': () => bankIdLogin('bankid-session-1', 'device', null),
  'an e-ID login bankid-session-1 was confirmed for the apprentice': () => bankIdLogin('bankid-session-1', 'device', 'apprentice'),
  'an external ID login grandid-session-1 was confirmed for the apprentice': () => bankIdLogin('grandid-session-1', 'external', 'apprentice'),

  'a password reset code 1234 was sent to the password user': () =>
    sentCode('passwordUser', 'reset', compactPhone(person('passwordUser').mobilephone ?? ''), '1234'),
  'a password reset with token reset-token-1 is pending for the password user': async () => {
    await db().passwordResets.create({ token: 'reset-token-1', personId: person('passwordUser').id, createdAt: nowIso(), usedAt: null })
  },
  'a phone code 1234 was sent to the unregistered person': () =>
    sentCode('unregistered', 'phone', compactPhone(person('unregistered').mobilephone ?? ''), '1234'),
  'an e-mail code 1234 was sent to the unregistered person': () =>
    sentCode('unregistered', 'email', (person('unregistered').email ?? '').toLowerCase(), '1234'),

  'the apprentice has an unread notification': async () => {
    const apprentice = person('apprentice')
    if (!db().notifications.findFirst((q) => q.where({ personId: apprentice.id, readTime: (t) => t === null }))) {
      throw new Error('provider state: the scenario gives the apprentice no unread notification')
    }
  },
}

export const PROVIDER_STATES = Object.keys(setups)

/** Verifier state handlers: reset, adjust, answer the injectable ids. */
export const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = Object.fromEntries(
  Object.entries(setups).map(([name, setup]) => [
    name,
    async () => {
      await resetScenario()
      await setup()
      return injectedValues()
    },
  ]),
)
