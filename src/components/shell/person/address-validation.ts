import type { Address } from '../../../api/shell/user.schemas'
import { message, type FieldErrors } from '../../../api/failure'
import { addressProblems } from '../../../domain/address'

export const ADDRESS_FIELDS = ['address1', 'address2', 'zip', 'city', 'country'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]
export type AddressForm = Record<AddressField, string>

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

/** src/domain/address.ts's problems as the form's messages (`errors.field.<field>.<problem>` of shell-settings). */
export function validateAddress(form: AddressForm): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {}
  for (const [field, problem] of Object.entries(addressProblems(form)) as [AddressField, string][])
    errors[field] = message(problem)
  return errors
}
