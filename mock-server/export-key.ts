/**
 * The simulated backend's signing key for e-book exports (ADR 0009): ECDSA P-256. It is fixed and
 * public, in this repository, so an export made yesterday (or by another copy of the simulated
 * backend) still verifies after a reset; a real backend keeps its private key secret and publishes
 * only the public half (GET /books/export-key). Never use this key for anything real.
 */
import type { ExportKey } from '../src/api/ebook/export.schemas'

const PUBLIC = {
  kty: 'EC',
  crv: 'P-256',
  x: 'EMhpfHu-Up3PdVbLEUrxqXqdg0OUWEMA3e69OuUB5L8',
  y: 'gfE1sEWZdJDEnxMzYO9-S__EqyabVtNXFFC3cwfT8eI',
} as const
const PRIVATE_D = 'xoGoPWsCgAwgSRdv1_i0qNKxqEWd1DVtBwGFS-KVj5Q'

/** The public key as GET /books/export-key answers it. */
export const EXPORT_PUBLIC_KEY: ExportKey = { ...PUBLIC, kid: 'simulated-backend-2026-1', alg: 'ES256', use: 'sig' }

let privateKey: Promise<CryptoKey> | null = null

/** The private key, imported once (WebCrypto: Node and browsers alike). */
export function exportSigningKey(): Promise<CryptoKey> {
  privateKey ??= crypto.subtle.importKey('jwk', { ...PUBLIC, d: PRIVATE_D, ext: false }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign'])
  return privateKey
}
