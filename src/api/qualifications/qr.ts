/**
 * The QR calls (issue 21, §7): a code for one of the person's certificates, the check of a code (no
 * login), and the backend's public key that lets the validation page check a code offline.
 */
import { http, type CallContext } from '../client'
import type { QualificationKind } from './qualifications.schemas'
import {
  GENERATE_HASH_PATHS,
  GeneratedHashSchema,
  QrKeySchema,
  QrValidationSchema,
  type GeneratedHash,
  type QrKey,
  type QrValidation,
} from './qr.schemas'

/** POST /{kind}/{id}/generate-hash: a fresh code of the person's own certificate (403/404 otherwise, 422 revoked or ended). */
export async function generateQrHash(
  kind: QualificationKind,
  id: number,
  options: CallContext = {},
): Promise<GeneratedHash> {
  return http()
    .post(`${GENERATE_HASH_PATHS[kind]}/${id}/generate-hash`, { json: {}, context: { silent: options.silent } })
    .json(GeneratedHashSchema)
}

/** GET /qualifications/validate?id=: the backend's verdict (429 past the attempt limit, ADR 0007). */
export async function validateQrCode(code: string, options: CallContext = {}): Promise<QrValidation> {
  return http()
    .get('qualifications/validate', { searchParams: { id: code }, context: { silent: options.silent } })
    .json(QrValidationSchema)
}

/** GET /qualifications/validation-key: the public key the codes are signed with (kept by the page for offline checks). */
export async function getQrValidationKey(options: CallContext = {}): Promise<QrKey> {
  return http()
    .get('qualifications/validation-key', { context: { silent: options.silent } })
    .json(QrKeySchema)
}
