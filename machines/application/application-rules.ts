import type { Profession } from '../../src/api/shell/baselists.schemas'
import { failureOf, type FailureKey } from '../../src/api/failure'
import { addressProblems } from '../../src/domain/address'
import { isValidEmail, isValidPhone, normalizePhone } from '../../src/domain/validation'
import { compact, type StepErrors } from '../wizard/field-errors'

/**
 * Rules the three application machines (apprentice wizard, company registration, company review)
 * share: the §5 rules themselves live in src/domain; these give them the wizards' error keys. Pure.
 */

/** A message to the board is free text; this keeps it to what a reviewer reads (decision, not in the spec). */
export const MESSAGE_MAX_LENGTH = 2000

/** The address rule of src/domain/address.ts with the wizards' error keys. */
export function addressErrors(a: { address1: string; zip: string; city: string; country: string }): StepErrors {
  return compact({ ...addressProblems(a) })
}

export function phoneError(value: string): string | null {
  if (!value.trim()) return 'required'
  return isValidPhone(value.trim()) ? null : 'invalidPhone'
}

export function emailError(value: string): string | null {
  if (!value.trim()) return 'required'
  return isValidEmail(value.trim()) ? null : 'invalidEmail'
}

/** Two spellings of the same phone number compare equal ('070-123 45 67' and '0701234567'). */
export function samePhone(a: string | null, b: string | null): boolean {
  if (!a || !b) return false
  const na = normalizePhone(a)
  return na !== null && na === normalizePhone(b)
}

export function sameEmail(a: string | null, b: string | null): boolean {
  if (!a || !b) return false
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

export function professionById(professions: readonly Profession[], id: number | null): Profession | null {
  return id === null ? null : (professions.find((p) => p.id === id) ?? null)
}

/** '' stays '' -> null for the API. */
export function orNull(value: string): string | null {
  const t = value.trim()
  return t === '' ? null : t
}

/** The key a view shows for a failed actor: the edge's classification, else the fallback. */
export function failureKey(error: unknown, fallback: FailureKey): FailureKey {
  return failureOf(error, fallback).key
}

/** The server's texts for the fields a refused save names (422), beside their fields. */
export function failureFieldErrors(error: unknown): StepErrors {
  const out: StepErrors = {}
  for (const [field, message] of Object.entries(failureOf(error, 'somethingWentWrong').fieldErrors ?? {})) {
    if (message) out[field] = message
  }
  return out
}
