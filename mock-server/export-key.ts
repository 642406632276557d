/**
 * The simulated backend's signing key for e-book exports (ADR 0009, ADR 0012): ECDSA P-256, made by
 * this copy of the simulated backend the first time it signs or is asked for its public key, and kept
 * in its settings storage (kv.ts: the browser's localStorage, so a reload and a scenario reset keep
 * it; memory in Node, so each process has its own). No private key is written in the source: a
 * signature proves the export came from this one copy, not from anyone who read the repository.
 *
 * The key id is `sim-` and the first 16 characters of the public key's RFC 7638 thumbprint, so two
 * copies never name different keys alike and the verify page and the script can say which key they
 * checked against. GET /books/export-key answers the public half only.
 */
import * as v from 'valibot'
import type { ExportKey } from '../src/api/ebook/export.schemas'
import { readSetting, writeSetting } from './kv'

const SETTING = 'exportSigningKey'
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const

const StoredKeySchema = v.object({
  kid: v.string(),
  x: v.string(),
  y: v.string(),
  d: v.string(),
  createdAt: v.string(),
})
type StoredKey = v.InferOutput<typeof StoredKeySchema>

interface SigningKey {
  publicKey: ExportKey
  privateKey: CryptoKey
}

let current: Promise<SigningKey> | null = null

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** RFC 7638: SHA-256 over the required members in lexical order, no whitespace. */
export async function keyThumbprint(key: { x: string; y: string }): Promise<string> {
  const canonical = `{"crv":"P-256","kty":"EC","x":"${key.x}","y":"${key.y}"}`
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical)))
}

async function makeKey(): Promise<StoredKey> {
  const pair = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error('export-key: WebCrypto made a key without x, y or d')
  const thumbprint = await keyThumbprint({ x: jwk.x, y: jwk.y })
  return { kid: `sim-${thumbprint.slice(0, 16)}`, x: jwk.x, y: jwk.y, d: jwk.d, createdAt: new Date().toISOString() }
}

async function load(): Promise<SigningKey> {
  const stored = v.safeParse(StoredKeySchema, readSetting(SETTING))
  let key: StoredKey
  if (stored.success) {
    key = stored.output
  } else {
    key = await makeKey()
    writeSetting(SETTING, key)
  }
  const privateKey = await crypto.subtle.importKey(
    'jwk',
    { kty: 'EC', crv: 'P-256', x: key.x, y: key.y, d: key.d, ext: false },
    ALGORITHM,
    false,
    ['sign'],
  )
  return {
    publicKey: { kty: 'EC', crv: 'P-256', x: key.x, y: key.y, kid: key.kid, alg: 'ES256', use: 'sig' },
    privateKey,
  }
}

/** This copy's key pair: the stored one, or a new one made and stored now (once per start). */
export function exportSigningKey(): Promise<SigningKey> {
  current ??= load().catch((error: unknown) => {
    current = null
    throw error
  })
  return current
}

/** Forgets the key in memory (tests: a new start reads the storage again). */
export function forgetLoadedExportKey(): void {
  current = null
}
