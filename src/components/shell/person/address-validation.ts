import type { Address } from '../../../api/shell/user.schemas'
import type { FieldErrors } from '../form-errors'
import { addressProblems } from '../../../domain/address'

export const ADDRESS_FIELDS = ['address1', 'address2', 'zip', 'city', 'country'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]
export type AddressForm = Record<AddressField, string>
export type AddressProblem = 'address1Required' | 'zipRequired' | 'zipInvalid' | 'cityRequired' | 'countryRequired'

const DEFAULT_COUNTRY = 'Sverige'

export function addressToForm(address: Partial<Address> | null): AddressForm {
  return {
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    country: address?.country || DEFAULT_COUNTRY,
  }
}

/** src/domain/address.ts with this form's error keys. */
export function validateAddress(form: AddressForm): FieldErrors<AddressField, AddressProblem> {
  const problems = addressProblems(form)
  const errors: FieldErrors<AddressField, AddressProblem> = {}
  if (problems.address1) errors.address1 = 'address1Required'
  if (problems.zip) errors.zip = problems.zip === 'required' ? 'zipRequired' : 'zipInvalid'
  if (problems.city) errors.city = 'cityRequired'
  if (problems.country) errors.country = 'countryRequired'
  return errors
}
