/**
 * The login slice's provider states: login links, the lockout, e-ID logins, password resets.
 */
import { db } from '../../../mock-server/db'
import { LOGIN_LINK_TTL_MS, LOGIN_LOCK_MS } from '../../../mock-server/accounts'
import { now, nowIso } from '../../../mock-server/clock'
import { NO_FAULTS, setFaults } from '../../../mock-server/faults'
import { compactPhone } from '../../../mock-server/handlers/-support'
import { EXPIRED_HASH, personaHash, type PersonaKey } from '../../../mock-server/seed'
import { person, sentCode, type Setup } from './-support'

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

/** A single-use login link (issue 8), used already or not. */
async function oneTimeLink(hash: string, used: boolean) {
  await db().loginHashes.create({
    hash,
    personId: person('apprentice').id,
    imitatedPersonId: null,
    expiresAt: new Date(now().getTime() + LOGIN_LINK_TTL_MS).toISOString(),
    reusable: false,
    usedAt: used ? nowIso() : null,
  })
}

export const loginStates: Record<string, Setup> = {
  'the apprentice has a login link hash-apprentice': loginLink(personaHash('apprentice')),
  'an expired login hash': loginLink(EXPIRED_HASH),
  'the apprentice has a one-time login link hash-once': () => oneTimeLink('hash-once', false),
  'the one-time login link hash-used was already used': () => oneTimeLink('hash-used', true),
  'the password user is locked out after 5 wrong passwords': async () => {
    await db().loginThrottles.create({
      personId: person('passwordUser').id,
      failures: 0,
      lockedUntil: new Date(now().getTime() + LOGIN_LOCK_MS).toISOString(),
    })
  },
  // list-fakes is public and takes no input, so its only failure is the server's own: the QA fault
  // switch makes exactly that call answer 500 (the reset of the next state turns it off again).
  'the test-user list fails with a server error': async () => {
    setFaults({ ...NO_FAULTS, mode: '500', only: 'persons/list-fakes' })
  },
  'no login hash hash-unknown exists': async () => {
    db().loginHashes.deleteMany((q) => q.where({ hash: 'hash-unknown' }))
  },

  'an e-ID login bankid-session-1 is waiting for the ID app': () => bankIdLogin('bankid-session-1', 'device', null),
  'an e-ID login bankid-session-1 was confirmed for the apprentice': () =>
    bankIdLogin('bankid-session-1', 'device', 'apprentice'),
  'an external ID login grandid-session-1 was confirmed for the apprentice': () =>
    bankIdLogin('grandid-session-1', 'external', 'apprentice'),

  'a password reset code 1234 was sent to the password user': () =>
    sentCode('passwordUser', 'reset', compactPhone(person('passwordUser').mobilephone ?? ''), '1234'),
  'a password reset with token reset-token-1 is pending for the password user': async () => {
    await db().passwordResets.create({
      token: 'reset-token-1',
      personId: person('passwordUser').id,
      createdAt: nowIso(),
      usedAt: null,
    })
  },
}
