/**
 * Server-side operations shared by the login and persons handlers: sessions, the simulated
 * population register, one-time codes and the outbox. Deterministic: codes and tokens come from
 * counters and a hash, never from Math.random, so a replayed flow gets the same values.
 */
import type { CurrentUser } from '../src/api/shell/user.schemas'
import { nowIso, now } from './clock'
import { db, nextId, type PersonRecord, type SessionRecord } from './db'
import { currentUserView } from './views'

/** FNV-1a: a small, stable hash for deterministic codes and QR payloads. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

export async function openSession(personId: number, imitatedPersonId: number | null = null): Promise<SessionRecord> {
  const sessions = db().sessions
  const id = nextId(sessions.all())
  return sessions.create({
    id,
    token: `session-${id}-${stableHash(`${personId}:${id}`).toString(16)}`,
    personId,
    imitatedPersonId,
    revoked: false,
    createdAt: nowIso(),
  })
}

/**
 * A successful login: a fresh session and the current user. firstLogin is answered as stored and
 * then cleared, so the guided tour shows at the first login only (§6).
 */
export async function logIn(person: PersonRecord, imitatedPersonId: number | null = null): Promise<CurrentUser> {
  const session = await openSession(person.id, imitatedPersonId)
  const answer = currentUserView(session)
  if (person.firstLogin) {
    await db().persons.update((q) => q.where({ id: person.id }), {
      data(draft) {
        draft.firstLogin = false
      },
    })
  }
  return answer
}

const MALE_NAMES = ['Anders', 'Mikael', 'Karl', 'Erik', 'Lars', 'Per', 'Nils', 'Jonas', 'Oskar', 'Viktor']
const FEMALE_NAMES = ['Anna', 'Eva', 'Karin', 'Emma', 'Kerstin', 'Ida', 'Elsa', 'Maja', 'Ebba', 'Linnea']
const LAST_NAMES = ['Karlsson', 'Eriksson', 'Larsson', 'Olsson', 'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Jansson', 'Lindström']
const STREETS = ['Storgatan', 'Kyrkogatan', 'Skolvägen', 'Björkvägen', 'Industrigatan', 'Parkvägen', 'Ringvägen', 'Åsgatan']
const TOWNS: Array<[zipPrefix: string, city: string]> = [
  ['111', 'Stockholm'],
  ['411', 'Göteborg'],
  ['211', 'Malmö'],
  ['753', 'Uppsala'],
  ['903', 'Umeå'],
  ['972', 'Luleå'],
  ['582', 'Linköping'],
  ['702', 'Örebro'],
]

/** What the simulated population register says about a valid personal number nobody has used yet. */
export function registerEntry(personalNumber: string) {
  const h = stableHash(personalNumber)
  // The second-to-last digit is odd for men, even for women.
  const names = Number(personalNumber[10]) % 2 === 1 ? MALE_NAMES : FEMALE_NAMES
  const [zipPrefix, city] = TOWNS[(h >>> 8) % TOWNS.length]
  return {
    firstName: names[h % names.length],
    lastName: LAST_NAMES[(h >>> 4) % LAST_NAMES.length],
    address: {
      address1: `${STREETS[(h >>> 12) % STREETS.length]} ${1 + ((h >>> 16) % 60)}`,
      address2: null,
      zip: `${zipPrefix} ${String(10 + ((h >>> 20) % 90))}`,
      city,
      country: 'Sverige',
    },
  }
}

/** The person with this personal number; unknown valid numbers become a new, unregistered person. */
export async function findOrRegisterPerson(personalNumber: string): Promise<PersonRecord> {
  const persons = db().persons
  const existing = persons.findFirst((q) => q.where({ personalNumber }))
  if (existing) return existing
  const entry = registerEntry(personalNumber)
  return persons.create({
    id: nextId(persons.all(), 2001),
    firstName: entry.firstName,
    lastName: entry.lastName,
    personalNumber,
    phoneVerified: false,
    emailVerified: false,
    email: null,
    mobilephone: null,
    firstLogin: true,
    readInstructionsOn: null,
    address1: null,
    address2: null,
    zip: null,
    city: null,
    country: null,
    language: 'sv',
    emailNotifications: true,
    protectedIdentity: false,
    password: null,
    isAdmin: false,
    listedAsFake: false,
    registeredAddress: entry.address,
    personaKey: null,
  })
}

/** Codes are valid this long (§9: an SMS may take up to 2 minutes to arrive). */
export const CODE_TTL_MS = 10 * 60_000

export type CodePurpose = 'phone' | 'email' | 'reset'

export async function sendToOutbox(entry: { to: string; kind: 'sms' | 'email'; text: string; code?: string }) {
  const outbox = db().outbox
  return outbox.create({ id: nextId(outbox.all()), ...entry, sentAt: nowIso() })
}

/** Makes a 4-digit code for `purpose` and `target`, sends it, and returns it. Earlier codes for the same purpose stop working. */
export async function issueCode(
  personId: number,
  purpose: CodePurpose,
  target: string,
  delivery: { to: string; kind: 'sms' | 'email'; text: (code: string) => string },
): Promise<string> {
  const codes = db().verificationCodes
  const id = nextId(codes.all())
  const code = String(stableHash(`${personId}:${purpose}:${target}:${id}`) % 10_000).padStart(4, '0')
  const at = nowIso()
  await codes.updateMany((q) => q.where({ personId, purpose, usedAt: (u) => u === null }), {
    data(draft) {
      draft.usedAt = at
    },
  })
  await codes.create({ id, personId, purpose, target, code, createdAt: at, usedAt: null })
  await sendToOutbox({ to: delivery.to, kind: delivery.kind, text: delivery.text(code), code })
  return code
}

/** True (and the code is used up) when `code` is the live code for `purpose` and `target`. */
export async function consumeCode(personId: number, purpose: CodePurpose, target: string | null, code: string): Promise<boolean> {
  const codes = db().verificationCodes
  const live = codes
    .findMany((q) => q.where({ personId, purpose, usedAt: (u) => u === null }))
    .filter((c) => (target === null || c.target === target) && now().getTime() - Date.parse(c.createdAt) <= CODE_TTL_MS)
  const match = live.find((c) => c.code === code)
  if (!match) return false
  await codes.update((q) => q.where({ id: match.id }), {
    data(draft) {
      draft.usedAt = nowIso()
    },
  })
  return true
}

/** '+48 601 234 567' -> '+48******67': enough to recognise the phone, not to read it. */
export function maskPhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '')
  if (compact.length <= 5) return compact
  return `${compact.slice(0, 3)}${'*'.repeat(compact.length - 5)}${compact.slice(-2)}`
}
