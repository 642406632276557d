/**
 * ES256 (ECDSA over P-256 with SHA-256, signature as r‖s) over bytes, with WebCrypto: the part the
 * signed e-book export (ebook-export.ts) and the signed QR code (qr-code.ts) share. WebCrypto is in
 * every browser (secure contexts) and in Node; nothing here calls the network.
 */

export const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const
export const ES256_PARAMS = { name: 'ECDSA', hash: 'SHA-256' } as const

/** The public half of a P-256 key as a JWK's coordinates. */
export interface P256PublicKey {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** null for text that is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The key for verifying, or null when the coordinates are no P-256 point. */
export async function importPublicKey(key: P256PublicKey): Promise<CryptoKey | null> {
  try {
    return await crypto.subtle.importKey(
      'jwk',
      { kty: key.kty, crv: key.crv, x: key.x, y: key.y, ext: true },
      ECDSA_P256,
      false,
      ['verify'],
    )
  } catch {
    return null
  }
}

/** The signature (r‖s, 64 bytes) of `bytes`, base64url. */
export async function signBytes(bytes: Uint8Array<ArrayBuffer>, privateKey: CryptoKey): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.sign(ES256_PARAMS, privateKey, bytes)))
}

/** Whether `signature` (raw r‖s bytes) signs `bytes` under `publicKey`; never throws. */
export async function verifyBytes(
  publicKey: CryptoKey,
  signature: Uint8Array<ArrayBuffer>,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  // A P-256 signature is r‖s, 64 bytes; anything else cannot be one.
  if (signature.length !== 64) return false
  return crypto.subtle.verify(ES256_PARAMS, publicKey, signature, bytes).catch(() => false)
}
