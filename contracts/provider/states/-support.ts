/**
 * What more than one slice's provider states stand on: finding a persona, checking the scenario still
 * has the situation a state names, sessions, sent codes and the e-book seed day.
 */
import { clearDb, db, nextId, type BookRecord } from '../../../mock-server/db'
import { MAX_CODE_ATTEMPTS } from '../../../mock-server/accounts'
import { nowIso, setClock } from '../../../mock-server/clock'
import { PERSONAS, personaToken, SCENARIO_BASE_DATE, seedScenario, type PersonaKey } from '../../../mock-server/seed'

/** Values a state adds to the injectable ids (e.g. the application it is about). */
export type Injected = Record<string, number | string | null>
export type Setup = () => Promise<void | Injected>

export function person(key: PersonaKey) {
  const found = db().persons.findFirst((q) => q.where({ id: PERSONAS[key].id }))
  if (!found) throw new Error(`provider state: persona ${key} is missing from the scenario`)
  return found
}

export function expectSituation(holds: boolean, what: string): void {
  if (!holds) throw new Error(`provider state: the scenario no longer has ${what}`)
}

/** The scenario seeds a session per persona and a revoked one; the state checks the token is there. */
export function seededSession(token: string, revoked: boolean): Setup {
  return async () => {
    const session = db().sessions.findFirst((q) => q.where({ token }))
    if (!session || session.revoked !== revoked)
      throw new Error(`provider state: no ${revoked ? 'revoked' : 'live'} session ${token}`)
  }
}
export const loggedIn = (key: PersonaKey) => seededSession(personaToken(key), false)

/**
 * A 4-digit code as if the SMS or e-mail had just been sent (target as the handlers store it), after
 * `wrongAttempts` wrong tries; at MAX_CODE_ATTEMPTS it is void. Sent just now, so a resend within a
 * minute is refused (issue 8).
 */
export async function sentCode(
  key: PersonaKey,
  purpose: 'phone' | 'email' | 'reset',
  target: string,
  code: string,
  wrongAttempts = 0,
) {
  const codes = db().verificationCodes
  const usedAt = wrongAttempts >= MAX_CODE_ATTEMPTS ? nowIso() : null
  await codes.create({
    id: nextId(codes.all()),
    personId: person(key).id,
    purpose,
    target,
    code,
    createdAt: nowIso(),
    usedAt,
    wrongAttempts,
  })
}

// The e-book seed day (issue 9): see states/ebook.ts.

/** The global administrator's own session, not imitating (contracts/consumer/support/personas.ts). */
const GLOBAL_ADMIN_TOKEN = 'token-global-admin'

export async function onEbookSeedDay(): Promise<void> {
  setClock(SCENARIO_BASE_DATE)
  clearDb(db())
  await seedScenario(db())
  const sessions = db().sessions
  await sessions.create({
    id: nextId(sessions.all()),
    token: GLOBAL_ADMIN_TOKEN,
    personId: PERSONAS.imitatingAdmin.id,
    imitatedPersonId: null,
    revoked: false,
    createdAt: nowIso(),
  })
  expectSituation(person('imitatingAdmin').isAdmin, 'a global administrator')
}

export function book(id: number): BookRecord {
  const found = db().books.findFirst((q) => q.where({ id }))
  if (!found) throw new Error(`provider state: e-book ${id} is missing from the scenario`)
  return found
}
