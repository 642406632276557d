import { message, type FieldErrors } from '../../src/api/failure'
import { dayOf } from '../../src/domain/dates'
import { EMPLOYMENT_RATE_MAX, EMPLOYMENT_RATE_MIN } from '../../src/domain/validation'
import type { RateField, RateForm } from './apprenticeship-edit.steps'

/**
 * What the page checks before it sends (§5): the rate 1–100 (0 means a pause: said so), real days, the
 * end after the start. Overlaps, pauses and the permitted period are the server's (§8), shown at the
 * fields in its words. Unlinking the only instructor is refused before any call (§5 "an apprentice
 * needs at least one instructor").
 */
export function rateFormErrors(form: RateForm): FieldErrors<RateField> {
  const errors: FieldErrors<RateField> = {}
  const raw = form.percent.trim().replace(',', '.')
  const percent = Number(raw)
  if (raw === '') errors.percent = message('required')
  else if (percent === 0) errors.percent = message('rateZeroUsePause')
  else if (!Number.isFinite(percent) || percent < EMPLOYMENT_RATE_MIN || percent > EMPLOYMENT_RATE_MAX)
    errors.percent = message('rateOutOfRange')
  for (const field of ['fromDate', 'toDate'] as const) {
    const day = form[field].trim()
    if (day === '') errors[field] = message('required')
    else if (dayOf(day) !== day) errors[field] = message('invalidDate')
  }
  if (!errors.fromDate && !errors.toDate && form.toDate.trim() <= form.fromDate.trim())
    errors.toDate = message('endBeforeStart')
  return errors
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean)

/** The server names the rate's fields `employmentRate.<f>`: the form's own names. */
export const RATE_FIELD_ALIASES = {
  'employmentRate.percent': 'percent',
  'employmentRate.fromDate': 'fromDate',
  'employmentRate.toDate': 'toDate',
} as const
