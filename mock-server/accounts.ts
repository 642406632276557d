/**
 * Server-side operations shared by the login and persons handlers: sessions, the simulated
 * population register, one-time codes (with their attempt and resend limits), password-login
 * throttling, one-time login links and the outbox. Codes are deterministic (counters and a hash),
 * so a replayed flow gets the same values; session tokens and login links are random, as a real
 * server's must be (the documented token-<persona> and hash-<persona> stay for curl and tests).
 * Every time rule reads the scenario clock, so tests move time with setClock.
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

/** An unguessable token (randomUUID where the browser offers it, i.e. secure contexts). */
export function randomToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function openSession(personId: number, imitatedPersonId: number | null = null): Promise<SessionRecord> {
  const sessions = db().sessions
  const id = nextId(sessions.all())
  return sessions.create({
    id,
    token: randomToken(),
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
const LAST_NAMES = [
  'Karlsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Svensson',
  'Gustafsson',
  'Pettersson',
  'Jonsson',
  'Jansson',
  'Lindström',
]
const STREETS = [
  'Storgatan',
  'Kyrkogatan',
  'Skolvägen',
  'Björkvägen',
  'Industrigatan',
  'Parkvägen',
  'Ringvägen',
  'Åsgatan',
]
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

/** Each code allows this many wrong attempts; then it is void and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5
/** A new code for the same purpose is sent at most this often (the portal counts down 60 s too). */
export const CODE_RESEND_INTERVAL_MS = 60_000

/** Seconds until a new code for `purpose` may be sent to this person; 0 when it may be sent now. */
export function codeResendWaitSeconds(personId: number, purpose: CodePurpose): number {
  const latest = db()
    .verificationCodes.findMany((q) => q.where({ personId, purpose }))
    .reduce<number | null>((max, c) => Math.max(max ?? 0, Date.parse(c.createdAt)), null)
  if (latest === null) return 0
  const wait = latest + CODE_RESEND_INTERVAL_MS - now().getTime()
  return wait > 0 ? Math.ceil(wait / 1000) : 0
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

export type CodeCheck =
  { ok: true } | { ok: false; reason: 'codeWrong'; attemptsLeft: number } | { ok: false; reason: 'codeVoid' }

/**
 * Checks `code` against the live code for `purpose` (and `target`: a code sent to another phone or
 * address counts as wrong). Right: the code is used up. Wrong: one of MAX_CODE_ATTEMPTS is spent,
 * and the last one voids the code. No live code (never sent, expired, used, replaced or void):
 * 'codeVoid', a new code must be requested.
 */
export async function checkCode(
  personId: number,
  purpose: CodePurpose,
  target: string | null,
  code: string,
): Promise<CodeCheck> {
  const codes = db().verificationCodes
  const at = now().getTime()
  const live = codes
    .findMany((q) => q.where({ personId, purpose, usedAt: (u) => u === null }))
    .filter((c) => at - Date.parse(c.createdAt) <= CODE_TTL_MS && (c.wrongAttempts ?? 0) < MAX_CODE_ATTEMPTS)
    .sort((a, b) => b.id - a.id)[0]
  if (!live) return { ok: false, reason: 'codeVoid' }
  if (live.code === code && (target === null || live.target === target)) {
    await codes.update((q) => q.where({ id: live.id }), {
      data(draft) {
        draft.usedAt = nowIso()
      },
    })
    return { ok: true }
  }
  const attempts = (live.wrongAttempts ?? 0) + 1
  await codes.update((q) => q.where({ id: live.id }), {
    data(draft) {
      draft.wrongAttempts = attempts
      if (attempts >= MAX_CODE_ATTEMPTS) draft.usedAt = nowIso()
    },
  })
  return attempts >= MAX_CODE_ATTEMPTS
    ? { ok: false, reason: 'codeVoid' }
    : { ok: false, reason: 'codeWrong', attemptsLeft: MAX_CODE_ATTEMPTS - attempts }
}

// ---------------------------------------------------------------------------------------------
// Password login throttling

/** Wrong passwords in a row before the account refuses password logins for a while. */
export const MAX_LOGIN_FAILURES = 5
export const LOGIN_LOCK_MS = 15 * 60_000

/** Seconds the person's password login stays locked; 0 when not locked. */
export function loginLockSeconds(personId: number): number {
  const throttle = db().loginThrottles.findFirst((q) => q.where({ personId }))
  if (!throttle?.lockedUntil) return 0
  const wait = Date.parse(throttle.lockedUntil) - now().getTime()
  return wait > 0 ? Math.ceil(wait / 1000) : 0
}

/** Counts a wrong password; returns the lock in seconds when this failure locks the account (else 0). */
export async function recordLoginFailure(personId: number): Promise<number> {
  const throttles = db().loginThrottles
  const existing = throttles.findFirst((q) => q.where({ personId }))
  // A lock that has run out starts a fresh count.
  const before =
    existing && loginLockSeconds(personId) === 0 && existing.lockedUntil !== null ? 0 : (existing?.failures ?? 0)
  const failures = before + 1
  const lockedUntil = failures >= MAX_LOGIN_FAILURES ? new Date(now().getTime() + LOGIN_LOCK_MS).toISOString() : null
  const next = { personId, failures: lockedUntil ? 0 : failures, lockedUntil }
  if (existing) {
    await throttles.update((q) => q.where({ personId }), {
      data(draft) {
        Object.assign(draft, next)
      },
    })
  } else {
    await throttles.create(next)
  }
  return lockedUntil ? LOGIN_LOCK_MS / 1000 : 0
}

/** A successful login clears the count. */
export function resetLoginFailures(personId: number): void {
  db().loginThrottles.deleteMany((q) => q.where({ personId }))
}

// ---------------------------------------------------------------------------------------------
// One-time login links

/** A one-time login link is good for this long, and once: long enough to open the e-mail on a phone, short enough that a forwarded or leaked link is soon useless. */
export const LOGIN_LINK_TTL_MS = 15 * 60_000

/** A new single-use login link (/login-hash/{hash}) for the person, expiring after LOGIN_LINK_TTL_MS. */
export async function issueLoginLink(personId: number, imitatedPersonId: number | null = null) {
  return db().loginHashes.create({
    hash: randomToken(),
    personId,
    imitatedPersonId,
    expiresAt: new Date(now().getTime() + LOGIN_LINK_TTL_MS).toISOString(),
    reusable: false,
    usedAt: null,
  })
}

/** '+48 601 234 567' -> '+48******67': enough to recognise the phone, not to read it. */
export function maskPhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '')
  if (compact.length <= 5) return compact
  return `${compact.slice(0, 3)}${'*'.repeat(compact.length - 5)}${compact.slice(-2)}`
}
