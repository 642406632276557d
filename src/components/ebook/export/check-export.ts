import * as v from 'valibot'
import { EbookExportSchema, type EbookExportDocument, type ExportKey } from '../../../api/ebook/export.schemas'
import { verifyEbookExport } from '../../../domain/ebook-export'

/**
 * What checking an exported e-book's text against the backend's public key found (the verify page
 * and scripts/verify-ebook-export.ts say it):
 * - valid: signed with the key and not changed since;
 * - altered: the signature does not match the document (changed after signing, or not the key's);
 * - otherKey: signed with another key (another `kid`) than the one given;
 * - notExport: not JSON, or not the shape of an export (valibot), before any signature is looked at.
 */
export type ExportCheck =
  | { kind: 'valid'; document: EbookExportDocument; kid: string }
  | { kind: 'altered' }
  | { kind: 'otherKey'; kid: string; expected: string }
  | { kind: 'notExport' }

/**
 * Checks the text of an export file. The signature is checked on the parsed JSON as it is, not on
 * valibot's output: the schema drops members it does not know, and a member added after signing must
 * make the file "altered", not pass unseen. Throws only when the key itself cannot be used (not a
 * point of P-256): that is the key's fault, not the file's.
 */
export async function checkEbookExport(
  text: string,
  key: Pick<ExportKey, 'kty' | 'crv' | 'x' | 'y' | 'kid'>,
): Promise<ExportCheck> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { kind: 'notExport' }
  }
  const shape = v.safeParse(EbookExportSchema, parsed)
  if (!shape.success) return { kind: 'notExport' }
  const verdict = await verifyEbookExport(parsed, key)
  if (verdict.valid) return { kind: 'valid', document: verdict.document, kid: verdict.kid }
  if (verdict.reason === 'otherKey') {
    if (shape.output.signature.kid === key.kid) throw new Error('checkEbookExport: the public key cannot be used')
    return { kind: 'otherKey', kid: shape.output.signature.kid, expected: key.kid }
  }
  // Past the schema, "malformed" (a signature value that is not base64url, a value JCS cannot carry)
  // and "unsupported" cannot happen to a file the backend signed: it was changed.
  return { kind: 'altered' }
}
