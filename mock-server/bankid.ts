/**
 * The simulated electronic ID: sessions for "other device" (QR code, confirmed by the simulated ID
 * app through POST /__mock/bankid/confirm) and for the external redirect (grandidsession,
 * confirmed by the simulated ID page through POST /__mock/external/confirm).
 */
import { now, nowIso } from './clock'
import { db, type BankIdSessionRecord } from './db'
import { stableHash } from './accounts'

/** A waiting "other device" login expires after 3 minutes (team brief). */
export const BANKID_TTL_MS = 3 * 60_000
/** The external page has a person typing a number: give it longer. */
export const EXTERNAL_TTL_MS = 10 * 60_000

export type BankIdKind = BankIdSessionRecord['kind']
export type BankIdStatus = 'pending' | 'confirmed' | 'expired' | 'used'

export function statusOf(session: BankIdSessionRecord): BankIdStatus {
  if (session.status !== 'pending') return session.status
  const ttl = session.kind === 'device' ? BANKID_TTL_MS : EXTERNAL_TTL_MS
  return now().getTime() - Date.parse(session.createdAt) > ttl ? 'expired' : 'pending'
}

/** Like BankID's animated QR: the same session gives a new payload on every poll. */
export function qrCodeOf(session: BankIdSessionRecord): string {
  const auth = stableHash(`${session.sessionId}:${session.polls}`).toString(16).padStart(8, '0')
  return `bankid.${session.sessionId}.${session.polls}.${auth}`
}

export function findBankIdSession(sessionId: string, kind?: BankIdKind): BankIdSessionRecord | undefined {
  const found = db().bankIdSessions.findFirst((q) => q.where({ sessionId }))
  return found && (kind === undefined || found.kind === kind) ? found : undefined
}

export async function createBankIdSession(
  kind: BankIdKind,
  callback: string | null = null,
): Promise<BankIdSessionRecord> {
  const sessions = db().bankIdSessions
  const serial = String(sessions.count() + 1).padStart(4, '0')
  const sessionId = `${kind === 'device' ? 'bankid' : 'grandid'}-${serial}-${stableHash(`${kind}:${serial}`).toString(16)}`
  return sessions.create({
    sessionId,
    kind,
    status: 'pending',
    personalNumber: null,
    polls: 1,
    callback,
    createdAt: nowIso(),
  })
}

export async function pollBankIdSession(session: BankIdSessionRecord): Promise<BankIdSessionRecord> {
  const next = await db().bankIdSessions.update((q) => q.where({ sessionId: session.sessionId }), {
    data(draft) {
      draft.polls += 1
    },
  })
  return next ?? session
}

export async function setBankIdSession(
  sessionId: string,
  change: Partial<Pick<BankIdSessionRecord, 'status' | 'personalNumber'>>,
) {
  return db().bankIdSessions.update((q) => q.where({ sessionId }), {
    data(draft) {
      if (change.status !== undefined) draft.status = change.status
      if (change.personalNumber !== undefined) draft.personalNumber = change.personalNumber
    },
  })
}
