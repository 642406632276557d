import type { FieldErrors } from '../../src/api/failure'
import { message } from '../../src/api/failure'
import { isValidOrganisationNumber } from '../../src/domain/validation'
import type { ConnectField, ConnectForm, ConnectRegion } from './connect-company.steps'

/**
 * What the page checks before it asks (§5): a region chosen among the offered ones, and an
 * organisation number of six digits, a hyphen (optional) and four digits with a valid check digit.
 * The server judges the same and more (a sole trader's number, a company with an administrator).
 */
export function connectProblems(form: ConnectForm, regions: readonly ConnectRegion[]): FieldErrors<ConnectField> {
  const errors: FieldErrors<ConnectField> = {}
  if (form.regionId === null || !regions.some((r) => r.id === form.regionId))
    errors.regionId = message('regionRequired')
  const number = form.organizationalNumber.trim()
  if (number === '') errors.organizationalNumber = message('required')
  else if (!isValidOrganisationNumber(number)) errors.organizationalNumber = message('organisationNumberInvalid')
  return errors
}
