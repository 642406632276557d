/**
 * The simulated backend's signing keys (ADR 0009, ADR 0012; issue 21): ECDSA P-256, one per purpose
 * (the e-book export, the QR codes of certificates), each made by this copy of the simulated backend
 * the first time it signs or is asked for its public key, and kept in its settings storage (kv.ts:
 * the browser's localStorage, so a reload and a scenario reset keep it; memory in Node, so each
 * process has its own). No private key is written in the source: a signature proves the export or
 * the code came from this one copy, not from anyone who read the repository.
 *
 * The key id is `sim-` and the first 16 characters of the public key's RFC 7638 thumbprint, so two
 * copies never name different keys alike and the checkers can say which key they checked against.
 * GET /books/export-key and GET /qualifications/validation-key answer the public halves only.
 */
import * as v from 'valibot'
import { ECDSA_P256 as ALGORITHM, toBase64Url } from '../src/domain/es256'
import { readSetting, writeSetting } from './kv'

/** The setting each purpose's key is kept under (the export's name is the one it always had). */
const SETTINGS = { export: 'exportSigningKey', qr: 'qrSigningKey' } as const
export type KeyPurpose = keyof typeof SETTINGS

/** The public half as a JWK (RFC 7517), as both key calls answer it. */
export interface PublicSigningKey {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
  kid: string
  alg: 'ES256'
  use: 'sig'
}

const StoredKeySchema = v.object({
  kid: v.string(),
  x: v.string(),
  y: v.string(),
  d: v.string(),
  createdAt: v.string(),
})
type StoredKey = v.InferOutput<typeof StoredKeySchema>

interface SigningKey {
  publicKey: PublicSigningKey
  privateKey: CryptoKey
}

const current = new Map<KeyPurpose, Promise<SigningKey>>()

/** RFC 7638: SHA-256 over the required members in lexical order, no whitespace. */
export async function keyThumbprint(key: { x: string; y: string }): Promise<string> {
  const canonical = `{"crv":"P-256","kty":"EC","x":"${key.x}","y":"${key.y}"}`
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))))
}

async function makeKey(): Promise<StoredKey> {
  const pair = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error('signing-key: WebCrypto made a key without x, y or d')
  const thumbprint = await keyThumbprint({ x: jwk.x, y: jwk.y })
  return { kid: `sim-${thumbprint.slice(0, 16)}`, x: jwk.x, y: jwk.y, d: jwk.d, createdAt: new Date().toISOString() }
}

async function load(setting: string): Promise<SigningKey> {
  const stored = v.safeParse(StoredKeySchema, readSetting(setting))
  let key: StoredKey
  if (stored.success) {
    key = stored.output
  } else {
    key = await makeKey()
    writeSetting(setting, key)
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

/** This copy's key pair for `purpose`: the stored one, or a new one made and stored now (once per start). */
export function signingKey(purpose: KeyPurpose): Promise<SigningKey> {
  let loading = current.get(purpose)
  if (!loading) {
    loading = load(SETTINGS[purpose]).catch((error: unknown) => {
      current.delete(purpose)
      throw error
    })
    current.set(purpose, loading)
  }
  return loading
}

/** The e-book export's key pair (ADR 0009). */
export const exportSigningKey = (): Promise<SigningKey> => signingKey('export')

/** Forgets the keys in memory (tests: a new start reads the storage again). */
export function forgetLoadedKeys(): void {
  current.clear()
}
