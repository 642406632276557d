/** Age from the personal number (§5: minors need an age exemption). */
import { isRealDate, isoDay } from './dates'
import { normalizePersonalNumber } from './personal-number'

/** §9: adult age. */
export const ADULT_AGE = 18

/**
 * Birth date ('yyyy-mm-dd') from a personal number, or null when it cannot be computed.
 * §5 computes the age from the first 8 digits, so a 12-digit number with a wrong check digit still
 * has a birth date; 10-digit forms are expanded by normalizePersonalNumber first.
 */
export function birthDateFromPersonalNumber(pn: string, today: Date): string | null {
  if (typeof pn !== 'string') return null
  const full =
    normalizePersonalNumber(pn, today) ?? (/^\d{8}(?:-?\d{4})?$/.test(pn.trim()) ? pn.trim().slice(0, 8) : null)
  if (!full) return null
  const [y, m, d] = [Number(full.slice(0, 4)), Number(full.slice(4, 6)), Number(full.slice(6, 8))]
  if (!isRealDate(y, m, d)) return null
  const birth = `${full.slice(0, 4)}-${full.slice(4, 6)}-${full.slice(6, 8)}`
  return birth > isoDay(today) ? null : birth
}

/**
 * Age in whole years on `today` (local calendar). A birthday on 29 February counts from
 * 1 March in other years. Not computable (no or invalid personal number, e.g. people who log in
 * with a password): 18, as §5 says.
 */
export function ageFromPersonalNumber(pn: string, today: Date): number {
  const birth = birthDateFromPersonalNumber(pn, today)
  if (!birth) return ADULT_AGE
  const now = isoDay(today)
  const years = Number(now.slice(0, 4)) - Number(birth.slice(0, 4))
  // 'mm-dd' strings compare in calendar order.
  return now.slice(5) < birth.slice(5) ? years - 1 : years
}

export function isMinor(pn: string, today: Date): boolean {
  return ageFromPersonalNumber(pn, today) < ADULT_AGE
}
