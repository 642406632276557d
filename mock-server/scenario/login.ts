/**
 * The login slice of the scenario: every persona's seeded session token and one-time login link
 * (documented in the README, used by curl, Pact provider states and e2e), a revoked session and an
 * expired link.
 */
import type { Db } from '../db'
import { createAll } from './create-all'
import { P, PERSONA_KEYS, PERSONAS, SCENARIO_BASE_DATE, type PersonaKey } from './shell'

/** The seeded, always valid session token of a persona (Pact provider states rely on it). */
export function personaToken(key: PersonaKey): string {
  return `token-${key}`
}

/** A revoked session: every call with it answers 406. */
export const REVOKED_TOKEN = 'token-revoked'
export const EXPIRED_HASH = 'hash-expired'
export function personaHash(key: PersonaKey): string {
  return `hash-${key}`
}

export async function seedLogin(target: Db): Promise<void> {
  let sessionId = 1
  await createAll(
    target.sessions,
    PERSONA_KEYS.map((key) => {
      const imitates = PERSONAS[key].imitates
      return {
        id: sessionId++,
        token: personaToken(key),
        personId: PERSONAS[key].id,
        imitatedPersonId: imitates ? PERSONAS[imitates].id : null,
        revoked: false,
        createdAt: SCENARIO_BASE_DATE,
      }
    }),
  )
  await target.sessions.create({
    id: sessionId++,
    token: REVOKED_TOKEN,
    personId: P.apprentice.id,
    imitatedPersonId: null,
    revoked: true,
    createdAt: SCENARIO_BASE_DATE,
  })
  await createAll(target.loginHashes, [
    ...PERSONA_KEYS.map((key) => {
      const imitates = PERSONAS[key].imitates
      // Documented for curl and tests: reusable and without expiry, unlike a real one-time link.
      return {
        hash: personaHash(key),
        personId: PERSONAS[key].id,
        imitatedPersonId: imitates ? PERSONAS[imitates].id : null,
        expiresAt: null,
        reusable: true,
        usedAt: null,
      }
    }),
    {
      hash: EXPIRED_HASH,
      personId: P.apprentice.id,
      imitatedPersonId: null,
      expiresAt: '2025-01-01T00:00:00.000Z',
      reusable: false,
      usedAt: null,
    },
  ])
}
