import { describe, expect, it } from 'vitest'
import type { QrPayload } from '../api/qualifications/qr.schemas'
import { toBase64Url } from './es256'
import {
  certificateEnded,
  checkQrCodeOffline,
  checkQrSignature,
  qrCodeExpired,
  QR_CLOCK_SKEW_SECONDS,
  readQrCode,
  signQrCode,
} from './qr-code'

/** The schema's parser stands outside domain (qr.schemas.ts parseQrPayload): here, an object with a key id. */
const parseQrPayload = (json: unknown): QrPayload | null =>
  typeof json === 'object' && json !== null && 'kid' in json ? (json as QrPayload) : null

const NOW = Date.parse('2026-11-16T09:00:00.000Z')
const payload: QrPayload = {
  kind: 'machineQualification',
  qualificationId: 9611,
  holder: 'Maria Lindqvist',
  profession: 'Maskinförare',
  issuer: 'Byggnadsindustrins Yrkesnämnd',
  issuedOn: '2023-04-03',
  validUntil: '2028-04-02',
  cardNumber: 'MB-2-11872',
  machineType: 'Hjullastare',
  kid: 'sim-test',
  iat: '2026-11-16T09:00:00.000Z',
  exp: '2026-11-16T09:15:00.000Z',
}

async function keyPair() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey)
  return {
    privateKey: pair.privateKey,
    key: { kty: 'EC' as const, crv: 'P-256' as const, x: jwk.x!, y: jwk.y!, kid: 'sim-test' },
  }
}

/** The code with its payload replaced (the old signature kept). */
const withPayload = (code: string, changed: QrPayload) => {
  const [version, , signature] = code.split('.')
  return [version, toBase64Url(new TextEncoder().encode(JSON.stringify(changed))), signature].join('.')
}

describe('the signed QR code (src/domain/qr-code.ts)', () => {
  it('reads back what was signed, and only a code of its own form', async () => {
    const { privateKey } = await keyPair()
    const code = await signQrCode(payload, privateKey)
    expect(code).toMatch(/^q1\.[\w-]+\.[\w-]{86}$/)
    expect(readQrCode(code, parseQrPayload)?.payload).toEqual(payload)
    for (const bad of [
      '',
      'q1',
      'q2.abc.def',
      'q1.abc',
      'q1.!!.x',
      `q1.${toBase64Url(new TextEncoder().encode('{}'))}.x`,
    ])
      expect(readQrCode(bad, parseQrPayload)).toBeNull()
  })

  it('verifies with the signer’s key only: a changed card number or another key is caught', async () => {
    const { privateKey, key } = await keyPair()
    const other = await keyPair()
    const code = await signQrCode(payload, privateKey)
    expect(await checkQrSignature(code, key, parseQrPayload)).toEqual({ ok: true, payload })
    expect(
      await checkQrSignature(withPayload(code, { ...payload, cardNumber: 'MB-9-99999' }), key, parseQrPayload),
    ).toEqual({
      ok: false,
      reason: 'altered',
    })
    expect(await checkQrSignature(code, other.key, parseQrPayload)).toEqual({ ok: false, reason: 'altered' })
    expect(await checkQrSignature(code, { ...key, kid: 'sim-other' }, parseQrPayload)).toEqual({
      ok: false,
      reason: 'otherKey',
    })
  })

  it('holds until exp (a phone may be QR_CLOCK_SKEW_SECONDS behind), and an end date holds through its day', () => {
    const exp = Date.parse(payload.exp)
    expect(qrCodeExpired(payload, exp)).toBe(false)
    expect(qrCodeExpired(payload, exp + 1)).toBe(true)
    expect(qrCodeExpired(payload, exp + QR_CLOCK_SKEW_SECONDS * 1000, QR_CLOCK_SKEW_SECONDS)).toBe(false)
    expect(certificateEnded('2026-11-16', NOW)).toBe(false)
    expect(certificateEnded('2026-11-15', NOW)).toBe(true)
    expect(certificateEnded(null, NOW)).toBe(false)
  })

  it('offline: valid with the certificate, code too old, ended, altered, or a key the phone does not keep', async () => {
    const { privateKey, key } = await keyPair()
    const code = await signQrCode(payload, privateKey)
    expect(await checkQrCodeOffline(code, key, NOW, parseQrPayload)).toEqual({
      status: 'valid',
      certificate: expect.objectContaining({ cardNumber: 'MB-2-11872', machineType: 'Hjullastare' }),
    })
    expect(await checkQrCodeOffline(code, key, NOW + 17 * 60_000, parseQrPayload)).toEqual({
      status: 'codeExpired',
      expiredAt: payload.exp,
    })
    const ended = await signQrCode({ ...payload, validUntil: '2026-11-15' }, privateKey)
    expect(await checkQrCodeOffline(ended, key, NOW, parseQrPayload)).toEqual({ status: 'invalid', reason: 'ended' })
    expect(await checkQrCodeOffline(`${code}A`, key, NOW, parseQrPayload)).toEqual({
      status: 'invalid',
      reason: 'altered',
    })
    expect(await checkQrCodeOffline(code, { ...key, kid: 'sim-old' }, NOW, parseQrPayload)).toEqual({
      status: 'unknownKey',
    })
  })
})
