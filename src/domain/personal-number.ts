/**
 * The Swedish personal number (§5): its check digit, its normal form and its display. Pure functions
 * that never throw on user input. Apart from validation.ts and format.ts (which re-export all of it)
 * because the start page's test login needs only this, and the entry chunk carries a module whole
 * (the start-page budget, ADR 0005).
 */
import { isRealDate, isoDay } from './dates'

// ---------------------------------------------------------------------------------------------
// Luhn (mod 10), used by Swedish personal and organisation numbers

/** The Luhn check digit of a digit string: weights 2,1,2,1… from the left, digit sums of the products. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError(`luhnCheckDigit: digits only, got "${digits}"`)
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 2 : 1)
    sum += product > 9 ? product - 9 : product
  }
  return (10 - (sum % 10)) % 10
}

/** The check digit of a personal number: Luhn over YYMMDDNNN (the 10-digit form without its last digit). */
export function personalNumberCheckDigit(nineDigits: string): number {
  if (!/^\d{9}$/.test(nineDigits))
    throw new RangeError(`personalNumberCheckDigit: 9 digits expected, got "${nineDigits}"`)
  return luhnCheckDigit(nineDigits)
}

// ---------------------------------------------------------------------------------------------
// Personal number (personnummer)

const LONG_FORM = /^(\d{8})-?(\d{4})$/
const SHORT_FORM = /^(\d{6})([-+]?)(\d{4})$/

/**
 * The personal number as 12 digits 'YYYYMMDDNNNN' if it is valid, else null.
 *
 * Accepted: 'YYYYMMDD-NNNN', 'YYYYMMDDNNNN', 'YYMMDD-NNNN', 'YYMMDDNNNN' and 'YYMMDD+NNNN'
 * (surrounding spaces ignored). The short form gets the century that puts the birth date at most
 * 100 years back; '+' (used from the 100th birthday year on) moves it 100 years further back.
 * Valid means: a real calendar date that is not after `today`, and a correct check digit.
 * Coordination numbers (day + 60) are not personal numbers and are rejected.
 */
export function normalizePersonalNumber(input: string, today: Date = new Date()): string | null {
  if (typeof input !== 'string') return null
  const s = input.trim()
  let full: string
  const long = LONG_FORM.exec(s)
  if (long) {
    full = long[1] + long[2]
  } else {
    const short = SHORT_FORM.exec(s)
    if (!short) return null
    const yy = Number(short[1].slice(0, 2))
    const todayIso = isoDay(today)
    const currentYear = today.getFullYear()
    let year = currentYear - ((((currentYear - yy) % 100) + 100) % 100)
    // The latest year ending in YY is this year; if that birthday is still ahead, go back a century.
    if (`${String(year).padStart(4, '0')}-${short[1].slice(2, 4)}-${short[1].slice(4, 6)}` > todayIso) year -= 100
    if (short[2] === '+') year -= 100
    if (year < 0) return null
    full = String(year).padStart(4, '0').slice(0, 2) + short[1] + short[3]
  }
  const year = Number(full.slice(0, 4))
  const month = Number(full.slice(4, 6))
  const day = Number(full.slice(6, 8))
  if (!isRealDate(year, month, day)) return null
  if (`${full.slice(0, 4)}-${full.slice(4, 6)}-${full.slice(6, 8)}` > isoDay(today)) return null
  if (personalNumberCheckDigit(full.slice(2, 11)) !== Number(full[11])) return null
  return full
}

export function isValidPersonalNumber(input: string, today: Date = new Date()): boolean {
  return normalizePersonalNumber(input, today) !== null
}

/** Why a personal-number field is refused: the keys of the field messages (`errors.field.any.*`). */
export type PersonalNumberProblem = 'required' | 'invalidPersonalNumber'

/**
 * The personal-number field's check (§5), the one every form with such a field makes: the number in
 * its 12-digit form, or the problem to show ('required' for a blank field, else 'invalidPersonalNumber').
 */
export function checkPersonalNumber(
  input: string,
  today: Date = new Date(),
): { ok: true; personalNumber: string } | { ok: false; problem: PersonalNumberProblem } {
  if (input.trim() === '') return { ok: false, problem: 'required' }
  const personalNumber = normalizePersonalNumber(input, today)
  return personalNumber === null ? { ok: false, problem: 'invalidPersonalNumber' } : { ok: true, personalNumber }
}

/** 'YYYYMMDD-NNNN'; with mask the last four digits show as 'XXXX'. */
export function formatPersonalNumber(
  pn: string | null | undefined,
  options: { mask?: boolean; today?: Date } = {},
): string {
  const s = (pn ?? '').trim()
  if (!s) return ''
  // A stored 12-digit number is shown even if its check digit is wrong; short forms need expanding.
  const full = /^\d{8}-?\d{4}$/.test(s) ? s.replace('-', '') : normalizePersonalNumber(s, options.today)
  if (!full) return s
  return `${full.slice(0, 8)}-${options.mask ? 'XXXX' : full.slice(8)}`
}
