import type { Address } from '../../api/schemas/user.schemas'
import type { FieldErrors } from './form-errors'

export const ADDRESS_FIELDS = ['address1', 'address2', 'zip', 'city', 'country'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]
export type AddressForm = Record<AddressField, string>
export type AddressProblem = 'address1Required' | 'zipRequired' | 'zipInvalid' | 'cityRequired' | 'countryRequired'

const DEFAULT_COUNTRY = 'Sverige'
const SWEDEN = new Set(['sverige', 'sweden', 'se', 'szwecja'])

export function addressToForm(address: Partial<Address> | null): AddressForm {
  return {
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    country: address?.country || DEFAULT_COUNTRY,
  }
}

/** Street, zip, city and country are needed to post anything; a Swedish zip has 5 digits ('123 45', §3). */
export function validateAddress(form: AddressForm): FieldErrors<AddressField, AddressProblem> {
  const errors: FieldErrors<AddressField, AddressProblem> = {}
  if (!form.address1.trim()) errors.address1 = 'address1Required'
  if (!form.zip.trim()) errors.zip = 'zipRequired'
  else if (SWEDEN.has(form.country.trim().toLowerCase()) && !/^\d{3}\s?\d{2}$/.test(form.zip.trim())) errors.zip = 'zipInvalid'
  if (!form.city.trim()) errors.city = 'cityRequired'
  if (!form.country.trim()) errors.country = 'countryRequired'
  return errors
}
