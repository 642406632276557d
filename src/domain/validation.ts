/**
 * Input validation of spec §5. Pure functions: they never throw on user input and never read the
 * clock unless no `today` is passed.
 */

// Luhn and the personal number live in ./personal-number (the start page's test login needs only
// them, and the entry chunk carries a module whole); re-exported here with the other rules of §5.
import { luhnCheckDigit } from './personal-number'

export {
  checkPersonalNumber,
  isValidPersonalNumber,
  luhnCheckDigit,
  normalizePersonalNumber,
  personalNumberCheckDigit,
  type PersonalNumberProblem,
} from './personal-number'

// ---------------------------------------------------------------------------------------------
// Organisation number

/** The organisation number as 10 digits if valid ('NNNNNN-NNNN' or 'NNNNNNNNNN', Luhn check), else null. */
export function normalizeOrganisationNumber(input: string): string | null {
  if (typeof input !== 'string') return null
  const m = /^(\d{6})-?(\d{4})$/.exec(input.trim())
  if (!m) return null
  const digits = m[1] + m[2]
  return luhnCheckDigit(digits.slice(0, 9)) === Number(digits[9]) ? digits : null
}

export function isValidOrganisationNumber(input: string): boolean {
  return normalizeOrganisationNumber(input) !== null
}

// ---------------------------------------------------------------------------------------------
// Phone

/**
 * The phone number without spaces and hyphens if valid, else null.
 *
 * §5: optional plus and country code, area code, 5 to 9 digits. Two forms follow from that:
 * - national: trunk 0, an area code (1 to 3 digits, not starting with 0) and 5 to 9 digits,
 *   i.e. '0' + 6..12 digits, e.g. '070-123 45 67', '08 123 456';
 * - with a country code: '+', a country code without a leading zero, area code and number,
 *   7..15 digits in all (E.164 allows at most 15), e.g. '+46 70 123 45 67', '+48 601 234 567'.
 * A foreign number therefore always needs its country code; '0046…' is rejected in favour of '+46…'.
 * Spaces and hyphens may separate digits.
 */
export function normalizePhone(input: string): string | null {
  if (typeof input !== 'string') return null
  const s = input.trim()
  if (!/^\+?\d(?:[\s-]*\d)*$/.test(s)) return null
  const compact = s.replace(/[\s-]/g, '')
  if (/^0[1-9]\d{5,11}$/.test(compact)) return compact
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact
  return null
}

export function isValidPhone(input: string): boolean {
  return normalizePhone(input) !== null
}

// ---------------------------------------------------------------------------------------------
// E-mail

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

/**
 * A practical e-mail check: dot-atom local part (at most 64 characters), '@', a domain of at least
 * two labels whose last label (the top-level domain) has letters only, at most 254 characters in all.
 * Quoted local parts and IP-literal domains are rejected on purpose: nobody registers with them here.
 */
export function isValidEmail(input: string): boolean {
  if (typeof input !== 'string') return false
  const s = input.trim()
  if (s.length > 254) return false
  const at = s.lastIndexOf('@')
  if (at <= 0) return false
  const local = s.slice(0, at)
  const domain = s.slice(at + 1)
  if (local.length > 64 || !EMAIL_LOCAL.test(local)) return false
  const labels = domain.split('.')
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l))) return false
  return /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1])
}

// ---------------------------------------------------------------------------------------------
// Password

export const PASSWORD_MIN_LENGTH = 8

export type PasswordProblem = 'tooShort' | 'noLower' | 'noUpper' | 'noDigit' | 'noSpecial'

/**
 * Everything the password still lacks (§5), in a fixed order; empty when it is acceptable.
 * Length counts characters as the user sees them (code points), letters include å, ä, ö.
 * Special means any character that is neither a letter, a digit nor white space.
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const pw = typeof password === 'string' ? password : ''
  const problems: PasswordProblem[] = []
  if ([...pw].length < PASSWORD_MIN_LENGTH) problems.push('tooShort')
  if (!/\p{Ll}/u.test(pw)) problems.push('noLower')
  if (!/\p{Lu}/u.test(pw)) problems.push('noUpper')
  if (!/\p{Nd}/u.test(pw)) problems.push('noDigit')
  if (!/[^\p{L}\p{N}\p{White_Space}]/u.test(pw)) problems.push('noSpecial')
  return problems
}

/** The password must match its confirmation exactly (§5). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation
}

// ---------------------------------------------------------------------------------------------
// Codes and numbers

/** Confirmation and SMS codes are exactly 4 digits (§5, §9); no spaces, no other characters. */
export function isValidCode(input: string): boolean {
  return typeof input === 'string' && /^[0-9]{4}$/.test(input)
}

export const EMPLOYMENT_RATE_MIN = 1
export const EMPLOYMENT_RATE_MAX = 100

/**
 * Employment rate in percent, 1 to 100 (§5: for 0 use a pause). Fractions are allowed
 * (e.g. 37.5); a string may use a decimal comma.
 */
export function isValidEmploymentRate(value: number | string): boolean {
  let n: number
  if (typeof value === 'number') {
    n = value
  } else if (typeof value === 'string') {
    const s = value.trim().replace(',', '.')
    if (!/^\d+(?:\.\d+)?$/.test(s)) return false
    n = Number(s)
  } else {
    return false
  }
  return Number.isFinite(n) && n >= EMPLOYMENT_RATE_MIN && n <= EMPLOYMENT_RATE_MAX
}
