/**
 * scripts/verify-ebook-export.ts on an export the simulated backend signs (book 7005, Elin's approved
 * book): valid, a level changed, not an export, another key, the key from a file or a URL, and the
 * arguments it refuses.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { EBOOK_IDS as B } from '../mock-server/seed'
import { withSimulatedBackend } from '../mock-server/test-kit'
import { exportBook, getExportKey } from '../src/api/ebook/books'
import type { EbookExport, ExportKey } from '../src/api/ebook/export.schemas'
import { defaultKeySource, parseArgs, run, verifyExportText, type VerifyIo } from './verify-ebook-export'

const api = withSimulatedBackend()

/** The key of the simulated backend this test runs against (made on its first use, ADR 0012). */
let EXPORT_PUBLIC_KEY: ExportKey
beforeEach(async () => {
  EXPORT_PUBLIC_KEY = await getExportKey()
})

async function signedExport(): Promise<EbookExport> {
  api.as('apprentice')
  return exportBook(B.approved)
}

/** Files by path, and answers by URL, instead of the disk and the network. */
function io(files: Record<string, string>, answers: Record<string, Response> = {}): VerifyIo {
  return {
    readText: async (path) => {
      if (!(path in files)) throw new Error(`ENOENT: ${path}`)
      return files[path] as string
    },
    fetch: async (url) => answers[url] ?? new Response('not found', { status: 404 }),
  }
}

async function otherKey(kid: string): Promise<ExportKey> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey)
  return { kty: 'EC', crv: 'P-256', x: jwk.x ?? '', y: jwk.y ?? '', kid, alg: 'ES256', use: 'sig' }
}

describe('verifyExportText (the core)', () => {
  it('says valid with the book, its apprentice and approver, exit 0; one level changed is altered, exit 1', async () => {
    const exported = await signedExport()
    expect(await verifyExportText(JSON.stringify(exported, null, 2), EXPORT_PUBLIC_KEY)).toEqual({
      code: 0,
      line: `valid: e-book ${B.approved} of Elin Andersson, approved by Johan Berg on 2025-06-30T14:05:00.000Z, signed with key ${EXPORT_PUBLIC_KEY.kid}`,
    })
    const changed = structuredClone(exported)
    const detail = changed.document.reports[0]?.details[0]
    if (!detail) throw new Error('7005 has a rated part in its first report')
    detail.level = detail.level === 4 ? 3 : 4
    expect(await verifyExportText(JSON.stringify(changed), EXPORT_PUBLIC_KEY)).toEqual({
      code: 1,
      line: 'altered: the signature does not match the document',
    })
  })

  it('finds a member added after signing (the schema would drop it, the signature does not)', async () => {
    const exported = await signedExport()
    const added = {
      ...exported,
      document: { ...exported.document, book: { ...exported.document.book, note: 'Godkänd utan anmärkning' } },
    }
    expect((await verifyExportText(JSON.stringify(added), EXPORT_PUBLIC_KEY)).line).toMatch(/^altered:/)
  })

  it('says what is not an export, and a file signed with another key', async () => {
    for (const text of ['', 'not json', '[]', '{"document":{},"signature":{}}']) {
      expect(await verifyExportText(text, EXPORT_PUBLIC_KEY), text).toEqual({
        code: 1,
        line: 'not an e-book export: not JSON, or not the shape of a signed export',
      })
    }
    const exported = await signedExport()
    const key = await otherKey('another-backend')
    expect(await verifyExportText(JSON.stringify(exported), key)).toEqual({
      code: 1,
      line: `altered: signed with key ${EXPORT_PUBLIC_KEY.kid}, not with another-backend`,
    })
  })
})

describe('run (arguments, file, key)', () => {
  it('checks a file against the key of the backend it runs against by default, a JWK file or a URL with --key, and names the key', async () => {
    const text = JSON.stringify(await signedExport())
    const keyJson = JSON.stringify(EXPORT_PUBLIC_KEY)
    const url = 'http://localhost:8787/api/m/v1/books/export-key'
    const staging = 'https://staging.example.invalid/api/m/v1/books/export-key'
    const answer = () => new Response(keyJson, { headers: { 'Content-Type': 'application/json' } })
    const files = io({ 'book.json': text, 'key.json': keyJson }, { [url]: answer(), [staging]: answer() })
    const byDefault = await run(['book.json'], files, {})
    expect(byDefault.code).toBe(0)
    expect(byDefault.line).toMatch(
      new RegExp(`signed with key ${EXPORT_PUBLIC_KEY.kid} \\(public key ${EXPORT_PUBLIC_KEY.kid} from ${url}\\)$`),
    )
    expect(
      (await run(['book.json'], files, { EBOOK_API_BASE_URL: 'https://staging.example.invalid/api/m/v1/' })).line,
    ).toContain(`from ${staging})`)
    expect((await run(['book.json', '--key', 'key.json'], files)).line).toContain(
      `(public key ${EXPORT_PUBLIC_KEY.kid} from key.json)`,
    )
    const other = JSON.stringify(await otherKey(EXPORT_PUBLIC_KEY.kid))
    expect(await run(['book.json', `--key=other.json`], io({ 'book.json': text, 'other.json': other }))).toEqual({
      code: 1,
      line: `altered: the signature does not match the document (public key ${EXPORT_PUBLIC_KEY.kid} from other.json)`,
    })
  })

  it('has no key of its own: without a backend answering, nothing is checked (exit 2)', async () => {
    const text = JSON.stringify(await signedExport())
    expect(await run(['book.json'], io({ 'book.json': text }), {})).toMatchObject({
      code: 2,
      line: expect.stringMatching(
        /^cannot read the public key from http:\/\/localhost:8787\/api\/m\/v1\/books\/export-key: .*answered 404/,
      ),
    })
    expect(defaultKeySource({ EBOOK_API_BASE_URL: ' ' })).toBe('http://localhost:8787/api/m/v1/books/export-key')
  })

  it('exits 2 when nothing could be checked: arguments, a missing file, a key that is not a key or does not answer', async () => {
    const files = io({ 'book.json': '{}', 'key.json': '{"kty":"RSA"}' })
    expect((await run([], files)).code).toBe(2)
    expect((await run(['a.json', 'b.json'], files)).line).toMatch(/^usage:/)
    expect((await run(['book.json', '--key'], files)).code).toBe(2)
    expect(await run(['missing.json'], files)).toMatchObject({
      code: 2,
      line: expect.stringMatching(/^cannot read missing\.json/),
    })
    expect(await run(['book.json', '--key', 'key.json'], files)).toMatchObject({
      code: 2,
      line: expect.stringMatching(/not an ES256 public key/),
    })
    expect(await run(['book.json', '--key', 'http://localhost:1/key'], files)).toMatchObject({
      code: 2,
      line: expect.stringMatching(/answered 404/),
    })
  })

  it('reads its arguments in any order, once each', () => {
    expect(parseArgs(['x.json'])).toEqual({ file: 'x.json', key: null })
    expect(parseArgs(['--key', 'k.json', 'x.json'])).toEqual({ file: 'x.json', key: 'k.json' })
    expect(parseArgs(['x.json', '--key=https://a/b'])).toEqual({ file: 'x.json', key: 'https://a/b' })
    expect(parseArgs(['x.json', '--key', 'a', '--key', 'b'])).toBeNull()
    expect(parseArgs(['x.json', '--verbose'])).toBeNull()
  })
})
