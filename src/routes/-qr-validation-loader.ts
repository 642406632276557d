import type { ValidationResult } from '../components/qualifications/qr/validation-check'
import { ensureNamespaces } from '../i18n/i18n'

/**
 * /qr-validation/$id's data (issue 21, ADR 0014): the check of the code, online or, without a
 * connection, on the phone with the key it kept. Never fails: what could not be checked is a result.
 */
export async function loadQrValidation(code: string): Promise<ValidationResult> {
  const [, { checkQrCode }] = await Promise.all([
    ensureNamespaces('qualifications-qr'),
    import('../components/qualifications/qr/validation-check'),
  ])
  return checkQrCode(code)
}
