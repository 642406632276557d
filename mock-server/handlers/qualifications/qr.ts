/**
 * QR codes of certificates (issue 21, §7, §8, §9; ADR 0007 for the public check). A code is signed
 * by this backend (ES256, its own `qr` key, signing-key.ts) and carries what the validation page shows,
 * so it needs no record here: the check verifies the signature, the code's time on the scenario clock
 * and the certificate's state today (a revocation after the code was made is seen online).
 *
 * - POST /{trade-certificates|educations|machine-qualifications|distance-qualifications}/{id}/generate-hash:
 *   a person for their own held item only (§6; someone else's 403, an unknown one 404, one without an
 *   issued certificate 404); a revoked or ended certificate 422. Body `{}` (or none).
 * - GET /qualifications/validate?id=: no login. 200 with a verdict (valid, codeExpired, invalid with a
 *   reason); 422 without an id or one past QR_CODE_MAX_LENGTH; 429 past QR_VALIDATE_MAX_REFUSED refused
 *   checks (altered codes) in QR_VALIDATE_WINDOW_SECONDS.
 * - GET /qualifications/validation-key: the public key (a project call, as /books/export-key), no login.
 */
import * as v from 'valibot'
import type { QualificationKind } from '../../../src/api/qualifications/qualifications.schemas'
import {
  GENERATE_HASH_PATHS,
  parseQrPayload,
  QR_CODE_MAX_LENGTH,
  QR_CODE_VALID_SECONDS,
  QR_VALIDATE_MAX_REFUSED,
  QR_VALIDATE_WINDOW_SECONDS,
  type QrCertificate,
  type QrValidation,
} from '../../../src/api/qualifications/qr.schemas'
import { certificateState } from '../../../src/domain/qualifications'
import { checkQrSignature, qrCodeExpired, signQrCode } from '../../../src/domain/qr-code'
import { now } from '../../clock'
import { db } from '../../db'
import { signingKey } from '../../signing-key'
import { api, fail, ok, route, tooManyRequests, type Ctx } from '../-support'

/** The held item of a kind: whose it is and the profession (or machine) it names. */
function heldItem(
  kind: QualificationKind,
  id: number,
): { personId: number; professionId: number | null; machineId: number | null } | null {
  const d = db()
  switch (kind) {
    case 'tradeCertificate': {
      const item = d.tradeCertificates.findFirst((q) => q.where({ id }))
      return item ? { personId: item.personId, professionId: item.professionId, machineId: null } : null
    }
    case 'education': {
      const item = d.educations.findFirst((q) => q.where({ id }))
      return item ? { personId: item.personId, professionId: item.professionId, machineId: null } : null
    }
    case 'machineQualification': {
      const item = d.machineQualifications.findFirst((q) => q.where({ id }))
      return item ? { personId: item.personId, professionId: null, machineId: item.machineId } : null
    }
    case 'distanceQualification': {
      const item = d.distanceQualifications.findFirst((q) => q.where({ id }))
      return item ? { personId: item.personId, professionId: item.professionId, machineId: null } : null
    }
  }
}

/** A machine's name and its profession, from the professions' machine orientations. */
function machineOf(machineId: number): { name: string; professionName: string } | null {
  for (const profession of db().professions.all()) {
    const machine = profession.machineOrientations.find((m) => m.id === machineId)
    if (machine) return { name: machine.name, professionName: profession.name }
  }
  return null
}

/** The certificate of a held item as the page shows it, with its state today; null when none was issued. */
function certificateFacts(kind: QualificationKind, qualificationId: number) {
  const d = db()
  const item = heldItem(kind, qualificationId)
  const record = d.certificates.findFirst((q) => q.where({ kind, qualificationId }))
  if (!item || !record) return null
  const person = d.persons.findFirst((q) => q.where({ id: item.personId }))
  const machine = item.machineId === null ? null : machineOf(item.machineId)
  const profession =
    item.professionId === null ? null : d.professions.findFirst((q) => q.where({ id: item.professionId as number }))
  const certificate: QrCertificate = {
    kind,
    qualificationId,
    holder: person ? `${person.firstName} ${person.lastName}`.trim() : '',
    profession: profession?.name ?? machine?.professionName ?? null,
    issuer: record.issuer,
    issuedOn: record.issuedOn,
    validUntil: record.validUntil,
    cardNumber: record.cardNumber,
    machineType: machine?.name ?? null,
  }
  return { item, certificate, state: certificateState(record, now().toISOString()) }
}

/** A code of `certificate` made now, holding QR_CODE_VALID_SECONDS on the scenario clock. */
async function signedCode(certificate: QrCertificate): Promise<{ hash: string; expiresAt: string }> {
  const key = await signingKey('qr')
  const made = now()
  const expiresAt = new Date(made.getTime() + QR_CODE_VALID_SECONDS * 1000).toISOString()
  const payload = { ...certificate, kid: key.publicKey.kid, iat: made.toISOString(), exp: expiresAt }
  return { hash: await signQrCode(payload, key.privateKey), expiresAt }
}

/** A code as its holder would get it, without a session (Pact provider states, e2e set-up). */
export async function issueQrCode(kind: QualificationKind, qualificationId: number): Promise<string> {
  const facts = certificateFacts(kind, qualificationId)
  if (!facts) throw new Error(`issueQrCode: no certificate of ${kind} ${qualificationId}`)
  return (await signedCode(facts.certificate)).hash
}

function generateHash(kind: QualificationKind) {
  return route('post', api(`/${GENERATE_HASH_PATHS[kind]}/:id/generate-hash`), async (ctx) => {
    const auth = ctx.session()
    const id = ctx.id()
    // No fields: a body, when sent, is an empty JSON object (unknown fields are dropped).
    await ctx.body(v.object({}))
    const item = heldItem(kind, id) ?? ctx.notFound()
    // §6: a person shows only their own certificates (an administrator imitating them acts as them).
    if (item.personId !== auth.person.id) ctx.forbidden()
    const facts = certificateFacts(kind, id)
    if (!facts) return fail(404, { message: ctx.t('qrNoCertificate') })
    if (facts.state === 'revoked') refuse(ctx, 'revoked', 'qrCertificateRevoked')
    if (facts.state === 'expired') refuse(ctx, 'ended', 'qrCertificateEnded')
    const { hash, expiresAt } = await signedCode(facts.certificate)
    return ok({ hash, expiresAt, validSeconds: QR_CODE_VALID_SECONDS })
  })
}

function refuse(ctx: Ctx, reason: 'revoked' | 'ended', key: 'qrCertificateRevoked' | 'qrCertificateEnded'): never {
  const text = ctx.t(key)
  return fail(422, { message: text, errors: [{ field: 'id', message: text }], data: { reason } })
}

/**
 * Refused checks (altered codes) on the scenario clock, for ADR 0007's limit. Kept in memory: the
 * simulated backend cannot see addresses (a real API counts per address, as for the password lock),
 * and a reload of the page hosting it starts the count over.
 */
let refusedAt: number[] = []

/** Forgets the refused checks (tests, Pact states). */
export function forgetRefusedChecks(): void {
  refusedAt = []
}

/** The limit reached just now (Pact states): as many refused checks as the window allows. */
export function reachRefusedChecksLimit(): void {
  refusedAt = Array.from({ length: QR_VALIDATE_MAX_REFUSED }, () => now().getTime())
}

function recentRefusals(at: number): number[] {
  refusedAt = refusedAt.filter((t) => t > at - QR_VALIDATE_WINDOW_SECONDS * 1000 && t <= at)
  return refusedAt
}

async function validate(ctx: Ctx): Promise<Response> {
  const code = new URL(ctx.request.url).searchParams.get('id') ?? ''
  if (code.trim() === '') ctx.invalid('id', 'qrCodeRequired')
  if (code.length > QR_CODE_MAX_LENGTH)
    ctx.invalid('id', 'fieldTooLong', { field: 'id', max: String(QR_CODE_MAX_LENGTH) })
  const at = now().getTime()
  const recent = recentRefusals(at)
  if (recent.length >= QR_VALIDATE_MAX_REFUSED) {
    const retryAfterSeconds = Math.max(Math.ceil((recent[0] + QR_VALIDATE_WINDOW_SECONDS * 1000 - at) / 1000), 1)
    tooManyRequests(ctx, 'tooManyChecks', 'qrTooManyChecks', retryAfterSeconds, 'id')
  }
  const checkedAt = new Date(at).toISOString()
  const answer = (verdict: QrValidation) => ok(verdict)
  const key = await signingKey('qr')
  const checked = await checkQrSignature(code, key.publicKey, parseQrPayload)
  if (!checked.ok) {
    // Another key's code is as good as forged here: this backend made none with it.
    refusedAt.push(at)
    return answer({ status: 'invalid', checkedAt, reason: 'altered' })
  }
  const { payload } = checked
  if (qrCodeExpired(payload, at)) return answer({ status: 'codeExpired', checkedAt, expiredAt: payload.exp })
  const facts = certificateFacts(payload.kind, payload.qualificationId)
  if (!facts) return answer({ status: 'invalid', checkedAt, reason: 'notFound' })
  if (facts.state === 'revoked') return answer({ status: 'invalid', checkedAt, reason: 'revoked' })
  if (facts.state === 'expired') return answer({ status: 'invalid', checkedAt, reason: 'ended' })
  // The register's facts today (a name or card number changed since the code was made shows as it is now).
  return answer({ status: 'valid', checkedAt, certificate: facts.certificate })
}

export const qrHandlers = [
  generateHash('tradeCertificate'),
  generateHash('education'),
  generateHash('machineQualification'),
  generateHash('distanceQualification'),
  route('get', api('/qualifications/validation-key'), async () => ok((await signingKey('qr')).publicKey)),
  route('get', api('/qualifications/validate'), validate),
]
