import { describe, expect, it } from 'vitest'
import type { EbookExportDocument, ExportKey } from '../api/ebook/export.schemas'
import { canonicalJson, fromBase64Url, signEbookExport, toBase64Url, verifyEbookExport } from './ebook-export'

describe('canonicalJson (RFC 8785, by the canonicalize package)', () => {
  it('sorts keys at every depth, writes no whitespace and keeps array order', () => {
    expect(canonicalJson({ b: [3, { z: 1, a: null }], a: 'x', c: true })).toBe(
      '{"a":"x","b":[3,{"a":null,"z":1}],"c":true}',
    )
  })

  it('sorts by UTF-16 code units and escapes as JSON does', () => {
    expect(canonicalJson({ é: 1, z: 2, '\u20ac': 3, Å: 4 })).toBe('{"z":2,"Å":4,"é":1,"€":3}')
    expect(canonicalJson('rad\n"citat"')).toBe('"rad\\n\\"citat\\""')
  })

  it('writes numbers as ECMAScript does and refuses what JCS cannot carry', () => {
    expect(canonicalJson([1e21, 0.1, -0, 100, 1e-7])).toBe('[1e+21,0.1,0,100,1e-7]')
    expect(() => canonicalJson(Number.NaN)).toThrow()
    expect(() => canonicalJson({ a: [Number.POSITIVE_INFINITY] })).toThrow()
    // A lone surrogate is no Unicode text (RFC 8785 §3.2.2.2 builds on I-JSON).
    expect(() => canonicalJson({ name: 'Jo\ud800' })).toThrow()
    expect(() => canonicalJson(undefined)).toThrow(TypeError)
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}')
  })

  it('matches the RFC 8785 example (§3.2.3: numbers, literals, a string with escapes)', () => {
    const text =
      '{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],"string":"\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/","literals":[null,true,false]}'
    expect(canonicalJson(JSON.parse(text))).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    )
  })
})

describe('base64url', () => {
  it('round-trips bytes and refuses other text', () => {
    const bytes = new Uint8Array([0, 251, 255, 62, 63, 1])
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes)
    expect(toBase64Url(bytes)).not.toMatch(/[+/=]/)
    expect(fromBase64Url('a+b/')).toBeNull()
    expect(fromBase64Url('abcde')).toBeNull()
  })
})

const DOCUMENT = {
  format: 'personal-pages/ebook-export',
  version: 1,
  exportedAt: '2026-11-16T09:00:00.000Z',
  book: {
    id: 7005,
    status: 'approved',
    apprentice: { id: 1001, firstName: 'Elin', lastName: 'Andersson' },
    company: { id: 3, name: 'Takmästarna Mitt AB', organizationalNumber: '556934-5670' },
    profession: { id: 101, name: 'Träarbetare' },
    permittedPeriod: { fromDate: '2024-08-19', toDate: '2025-06-30' },
    employmentDate: '2024-08-19',
    approval: {
      approvedBy: { id: 1002, firstName: 'Johan', lastName: 'Berg' },
      approvedAt: '2025-06-30T14:05:00.000Z',
    },
    issuedAt: null,
    validUntil: '2030-06-30',
  },
  elements: [],
  theory: [],
  reports: [
    {
      id: 25001,
      fromDate: '2024-08-20',
      toDate: '2024-08-20',
      date: '2024-08-20',
      savedAt: '2024-08-20T15:30:00.000Z',
      place: 'Kv. Skutan',
      comment: '',
      workplace: { id: 301, name: 'Huvudkontor Sundsvall' },
      instructor: null,
      details: [
        {
          id: 2500101,
          elementId: 10101,
          partId: 1010101,
          partName: 'Bygga form för grund',
          level: 1,
          comment: '',
          instructorLevel: 2,
          instructorComment: null,
          approvedAt: null,
          approvedBy: null,
        },
      ],
    },
  ],
} satisfies EbookExportDocument

async function keyPair(kid: string): Promise<{ privateKey: CryptoKey; publicJwk: ExportKey }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey)
  return {
    privateKey: pair.privateKey,
    publicJwk: { kty: 'EC', crv: 'P-256', x: jwk.x ?? '', y: jwk.y ?? '', kid, alg: 'ES256', use: 'sig' },
  }
}

describe('verifyEbookExport', () => {
  it('accepts an export as signed, also after a round trip through JSON text with other key order and spacing', async () => {
    const { privateKey, publicJwk } = await keyPair('k1')
    const signed = await signEbookExport(DOCUMENT, privateKey, 'k1')
    expect(signed.signature).toMatchObject({ alg: 'ES256', kid: 'k1', canonicalization: 'JCS' })
    expect(fromBase64Url(signed.signature.value)).toHaveLength(64)
    const document = Object.fromEntries(Object.entries(signed.document).reverse())
    const reordered = JSON.parse(JSON.stringify({ signature: signed.signature, document }, null, 2)) as unknown
    expect(await verifyEbookExport(reordered, publicJwk)).toEqual({ valid: true, document: DOCUMENT, kid: 'k1' })
  })

  it('finds any change: a level, an approver, a report left out, a field added', async () => {
    const { privateKey, publicJwk } = await keyPair('k1')
    const signed = await signEbookExport(DOCUMENT, privateKey, 'k1')
    const tamper = async (change: (document: typeof DOCUMENT) => void) => {
      const copy = structuredClone(signed)
      change(copy.document as typeof DOCUMENT)
      return verifyEbookExport(copy, publicJwk)
    }
    const altered = { valid: false, reason: 'altered' }
    expect(await tamper((d) => void (d.reports[0].details[0].level = 4))).toEqual(altered)
    expect(await tamper((d) => void (d.book.approval.approvedBy.lastName = 'Bergh'))).toEqual(altered)
    expect(await tamper((d) => void d.reports.pop())).toEqual(altered)
    expect(await tamper((d) => void Object.assign(d.book, { note: 'x' }))).toEqual(altered)
  })

  it('refuses another key, a forged or cut signature, another algorithm and what is not an export', async () => {
    const { privateKey, publicJwk } = await keyPair('k1')
    const other = await keyPair('k2')
    const signed = await signEbookExport(DOCUMENT, privateKey, 'k1')
    const withValue = (value: string) => ({ ...signed, signature: { ...signed.signature, value } })
    expect(await verifyEbookExport(signed, other.publicJwk)).toEqual({ valid: false, reason: 'otherKey' })
    // Another key claiming the same id: the signature does not match it.
    expect(await verifyEbookExport(signed, { ...other.publicJwk, kid: 'k1' })).toEqual({
      valid: false,
      reason: 'altered',
    })
    const bytes = fromBase64Url(signed.signature.value) as Uint8Array
    bytes[10] ^= 1
    expect(await verifyEbookExport(withValue(toBase64Url(bytes)), publicJwk)).toEqual({
      valid: false,
      reason: 'altered',
    })
    expect(await verifyEbookExport(withValue(signed.signature.value.slice(0, 20)), publicJwk)).toEqual({
      valid: false,
      reason: 'altered',
    })
    expect(await verifyEbookExport(withValue('***'), publicJwk)).toEqual({ valid: false, reason: 'malformed' })
    expect(await verifyEbookExport({ ...signed, signature: { ...signed.signature, alg: 'RS256' } }, publicJwk)).toEqual(
      { valid: false, reason: 'unsupported' },
    )
    for (const junk of [
      null,
      42,
      'text',
      [],
      {},
      { document: DOCUMENT },
      { document: [], signature: signed.signature },
    ]) {
      expect(await verifyEbookExport(junk, publicJwk), JSON.stringify(junk)).toEqual({
        valid: false,
        reason: 'malformed',
      })
    }
    expect(await verifyEbookExport(signed, { ...publicJwk, x: 'not-a-point' })).toEqual({
      valid: false,
      reason: 'otherKey',
    })
  })
})
