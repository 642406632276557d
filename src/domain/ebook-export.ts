import canonicalize from 'canonicalize'
import type { EbookExport, EbookExportDocument, ExportKey } from '../api/ebook/export.schemas'
import { fromBase64Url, importPublicKey, signBytes, verifyBytes } from './es256'

export { fromBase64Url, toBase64Url } from './es256'

/**
 * The signed export of an approved e-book (ADR 0009): the canonical form that is signed, and the
 * check anyone can run with the backend's public key. WebCrypto (`crypto.subtle`) is in every
 * browser (secure contexts) and in Node; nothing here calls the network.
 */

/** The values the export's algorithm and canonical form are named by (export.schemas.ts has the same). */
const ALGORITHM = 'ES256'
const CANONICALIZATION = 'JCS'

/**
 * The canonical JSON of a JSON value (RFC 8785, JCS): object keys sorted by UTF-16 code units, no
 * whitespace, strings and numbers as ECMAScript's JSON.stringify writes them. Written by the
 * `canonicalize` package (by two of the RFC's authors, Samuel Erdtman and Anders Rundgren), so the
 * bytes are the ones any other JCS implementation makes. Throws on what JCS cannot carry (NaN,
 * Infinity, a lone surrogate, a cycle, undefined at the top); members whose value is undefined are
 * left out, as JSON.stringify does. For JSON data only (what JSON.parse or a schema gives).
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value)
  if (text === undefined) throw new TypeError('canonicalJson: not a JSON value')
  return text
}

/** The bytes the signature covers: the UTF-8 of the document's canonical JSON. */
export function signedBytes(document: unknown): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(canonicalJson(document))
}

export type ExportVerdict =
  | { valid: true; document: EbookExportDocument; kid: string }
  /**
   * - malformed: not an export at all (no document, no signature, a value JSON cannot carry);
   * - unsupported: another algorithm or canonical form than ES256 over JCS;
   * - otherKey: signed with another key than the one given (kid differs), or the key is unusable;
   * - altered: the signature does not match the document (changed after signing, or forged).
   */
  | { valid: false; reason: 'malformed' | 'unsupported' | 'otherKey' | 'altered' }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Whether `exported` (a parsed export, e.g. a file the user dropped on a verify page) was signed
 * with `key` and not changed since. Never throws: anything wrong is a verdict.
 */
export async function verifyEbookExport(
  exported: unknown,
  key: Pick<ExportKey, 'kty' | 'crv' | 'x' | 'y' | 'kid'>,
): Promise<ExportVerdict> {
  if (!isRecord(exported) || !isRecord(exported.document) || !isRecord(exported.signature))
    return { valid: false, reason: 'malformed' }
  const signature = exported.signature
  if (typeof signature.value !== 'string' || typeof signature.kid !== 'string')
    return { valid: false, reason: 'malformed' }
  if (signature.alg !== ALGORITHM || signature.canonicalization !== CANONICALIZATION)
    return { valid: false, reason: 'unsupported' }
  if (signature.kid !== key.kid) return { valid: false, reason: 'otherKey' }
  const raw = fromBase64Url(signature.value)
  if (raw === null) return { valid: false, reason: 'malformed' }
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = signedBytes(exported.document)
  } catch {
    // A value JSON cannot carry, or nesting too deep to walk.
    return { valid: false, reason: 'malformed' }
  }
  const publicKey = await importPublicKey(key)
  if (!publicKey) return { valid: false, reason: 'otherKey' }
  if (!(await verifyBytes(publicKey, raw, bytes))) return { valid: false, reason: 'altered' }
  return { valid: true, document: exported.document as EbookExportDocument, kid: signature.kid }
}

/** Signs `document` with an ECDSA P-256 private key: the backend's half (the simulated one uses it). */
export async function signEbookExport(
  document: EbookExportDocument,
  privateKey: CryptoKey,
  kid: string,
): Promise<EbookExport> {
  const value = await signBytes(signedBytes(document), privateKey)
  return { document, signature: { alg: ALGORITHM, kid, canonicalization: CANONICALIZATION, value } }
}
