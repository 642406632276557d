/**
 * QR codes (issue 21): §6 a person only their own certificates, a revoked or ended certificate gets no
 * code, §9 the code holds 15 minutes on the scenario clock, the public check answers valid / code too
 * old / invalid (revoked, ended, altered), the key is the backend's own, and ADR 0007's limit on the
 * public check.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { generateQrHash, getQrValidationKey, validateQrCode } from '../../../src/api/qualifications/qr'
import { parseQrPayload, QR_VALIDATE_MAX_REFUSED } from '../../../src/api/qualifications/qr.schemas'
import { checkQrCodeOffline, signQrCode } from '../../../src/domain/qr-code'
import { setClock } from '../../clock'
import { readSetting } from '../../kv'
import { PERSONAS, QR_IDS, QUALIFICATION_IDS as Q } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'
import { forgetRefusedChecks } from './qr'

const api = withSimulatedBackend()
const NOW = '2026-11-16T09:00:00.000Z'
const at = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString()
const refusal = async (call: Promise<unknown>) => {
  const f = await failureOf(call)
  return { status: f.status, data: f.body?.data, fields: f.body?.errors?.map((e) => e.field) }
}
/** The code with one character of its payload changed (still base64url). */
const altered = (hash: string) => {
  const [version, payload, signature] = hash.split('.')
  const i = 40
  return [version, payload.slice(0, i) + (payload[i] === 'A' ? 'B' : 'A') + payload.slice(i + 1), signature].join('.')
}

beforeEach(() => {
  setClock(NOW)
  forgetRefusedChecks()
})

describe('generate-hash (§7, §6: the person’s own certificates)', () => {
  it('makes a signed code of Johan’s valid trade certificate that holds 15 minutes, and the check shows its facts', async () => {
    api.as('instructor')
    const made = await generateQrHash('tradeCertificate', Q.validTradeCertificate)
    expect(made).toMatchObject({ expiresAt: at(NOW, 900), validSeconds: 900 })
    expect(made.hash).toMatch(/^q1\.[\w-]+\.[\w-]+$/)

    api.token(null)
    expect(await validateQrCode(made.hash)).toEqual({
      status: 'valid',
      checkedAt: NOW,
      certificate: {
        kind: 'tradeCertificate',
        qualificationId: Q.validTradeCertificate,
        holder: `${PERSONAS.instructor.firstName} ${PERSONAS.instructor.lastName}`,
        profession: expect.any(String),
        issuer: 'Byggnadsindustrins Yrkesnämnd',
        issuedOn: '2012-05-14',
        validUntil: null,
        cardNumber: Q.validCardNumber,
        machineType: null,
      },
    })
  })

  it('names the machine type of a machine qualification, and answers each kind’s own path', async () => {
    api.as('companyAdmin')
    const machine = await generateQrHash('machineQualification', QR_IDS.validMachineQualification)
    expect(await validateQrCode(machine.hash)).toMatchObject({
      status: 'valid',
      certificate: {
        machineType: QR_IDS.machineType,
        cardNumber: QR_IDS.validMachineCardNumber,
        validUntil: '2028-04-02',
      },
    })
    api.as('apprentice')
    expect((await generateQrHash('education', Q.basicEducation)).validSeconds).toBe(900)
    api.as('instructor')
    expect((await generateQrHash('distanceQualification', Q.distanceQualification)).validSeconds).toBe(900)
  })

  it('refuses someone else’s certificate (403), an unknown one (404), no login (401) and bad ids (422)', async () => {
    api.as('apprentice')
    expect((await refusal(generateQrHash('tradeCertificate', Q.validTradeCertificate))).status).toBe(403)
    expect((await refusal(generateQrHash('machineQualification', QR_IDS.validMachineQualification))).status).toBe(403)
    expect((await refusal(generateQrHash('tradeCertificate', 999_999))).status).toBe(404)
    // The same id of another kind is another item: Johan's trade certificate id is no education.
    expect((await refusal(generateQrHash('education', Q.validTradeCertificate))).status).toBe(404)
    api.as('companyAdmin')
    expect((await refusal(generateQrHash('education', Q.basicEducation))).status).toBe(403)
    api.token(null)
    expect((await refusal(generateQrHash('tradeCertificate', Q.validTradeCertificate))).status).toBe(401)
  })

  it('makes no code for a revoked or an ended certificate (422 with the reason)', async () => {
    api.as('instructor')
    expect(await refusal(generateQrHash('tradeCertificate', Q.revokedTradeCertificate))).toEqual({
      status: 422,
      data: { reason: 'revoked' },
      fields: ['id'],
    })
    expect(await refusal(generateQrHash('machineQualification', Q.expiredMachineQualification))).toMatchObject({
      status: 422,
      data: { reason: 'ended' },
    })
  })
})

describe('qualifications/validate (no login)', () => {
  it('answers "code too old" once the 15 minutes have passed on the scenario clock, not before', async () => {
    api.as('instructor')
    const { hash, expiresAt } = await generateQrHash('tradeCertificate', Q.validTradeCertificate)
    api.token(null)
    setClock(expiresAt)
    expect((await validateQrCode(hash)).status).toBe('valid')
    setClock(at(expiresAt, 1))
    expect(await validateQrCode(hash)).toEqual({
      status: 'codeExpired',
      checkedAt: at(expiresAt, 1),
      expiredAt: expiresAt,
    })
  })

  it('answers "revoked" for a code made before its certificate was revoked', async () => {
    setClock(QR_IDS.beforeRevocation)
    api.as('companyAdmin')
    const { hash } = await generateQrHash('distanceQualification', QR_IDS.revokedDistanceQualification)
    expect((await validateQrCode(hash)).status).toBe('valid')
    setClock(at(QR_IDS.beforeRevocation, 10 * 60))
    expect(await validateQrCode(hash)).toMatchObject({ status: 'invalid', reason: 'revoked' })
  })

  it('answers "altered" for a changed code, a forged one signed with another key, and no code at all', async () => {
    api.as('instructor')
    const { hash } = await generateQrHash('tradeCertificate', Q.validTradeCertificate)
    api.token(null)
    expect(await validateQrCode(altered(hash))).toMatchObject({ status: 'invalid', reason: 'altered' })
    // A forger's own key pair, naming this backend's key id: the signature does not match.
    const forger = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
    const payload = parseQrPayload(JSON.parse(atob(hash.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))))
    if (!payload) throw new Error('the code carries no payload')
    const forged = await signQrCode({ ...payload, cardNumber: 'YB-000-00000' }, forger.privateKey)
    expect(await validateQrCode(forged)).toMatchObject({ status: 'invalid', reason: 'altered' })
    expect(await validateQrCode('not-a-code')).toMatchObject({ status: 'invalid', reason: 'altered' })
  })

  it('refuses a missing or an oversized id (422 naming id)', async () => {
    expect(await refusal(validateQrCode(''))).toMatchObject({ status: 422, fields: ['id'] })
    expect(await refusal(validateQrCode('q1.'.padEnd(2001, 'a')))).toMatchObject({ status: 422, fields: ['id'] })
  })

  it(`locks the check for everyone after ${QR_VALIDATE_MAX_REFUSED} altered codes in 10 minutes (429), until the window passes`, async () => {
    api.as('instructor')
    const { hash } = await generateQrHash('tradeCertificate', Q.validTradeCertificate)
    api.token(null)
    for (let i = 0; i < QR_VALIDATE_MAX_REFUSED; i++)
      expect((await validateQrCode(`q1.guess${i}.x`)).status).toBe('invalid')
    const locked = await failureOf(validateQrCode(hash))
    expect(locked.status).toBe(429)
    expect(locked.body?.data).toEqual({ reason: 'tooManyChecks', retryAfterSeconds: 600 })
    setClock(at(NOW, 601))
    expect((await validateQrCode(hash)).status).toBe('valid')
  })
})

describe('the backend’s QR key', () => {
  it('is made on first use and kept in the backend’s storage apart from the export key, and checks a code offline', async () => {
    const key = await getQrValidationKey()
    expect(key).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      kid: expect.stringMatching(/^sim-/),
    })
    expect(readSetting('qrSigningKey')).toMatchObject({ kid: key.kid, x: key.x, d: expect.any(String) })
    api.as('instructor')
    const { hash } = await generateQrHash('tradeCertificate', Q.validTradeCertificate)
    expect(await checkQrCodeOffline(hash, key, Date.parse(NOW), parseQrPayload)).toMatchObject({
      status: 'valid',
      certificate: { cardNumber: Q.validCardNumber },
    })
    expect(await checkQrCodeOffline(altered(hash), key, Date.parse(NOW), parseQrPayload)).toEqual({
      status: 'invalid',
      reason: 'altered',
    })
    expect(await checkQrCodeOffline(hash, key, Date.parse(at(NOW, 17 * 60)), parseQrPayload)).toMatchObject({
      status: 'codeExpired',
    })
    expect(await checkQrCodeOffline(hash, { ...key, kid: 'sim-other' }, Date.parse(NOW), parseQrPayload)).toEqual({
      status: 'unknownKey',
    })
  })
})
