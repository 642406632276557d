import { describe, expect, it } from 'vitest'
import { addressProblems, isSwedishCountry, isValidZip } from './address'

describe('address rules', () => {
  it.each([
    ['123 45', 'Sverige', true],
    ['12345', '', true],
    ['1234', 'Sverige', false],
    ['123 456', 'sweden', false],
    ['ABC 12', 'SE', false],
    ['00-950', 'Polska', true],
    ['SW1A 1AA', 'United Kingdom', true],
    ['x', 'Polska', false],
  ])('zip %s in %s is valid: %s', (zip, country, valid) => {
    expect(isValidZip(zip, country)).toBe(valid)
  })

  it('treats an empty country as Sweden', () => {
    expect(isSwedishCountry(null)).toBe(true)
    expect(isSwedishCountry(' Szwecja ')).toBe(true)
    expect(isSwedishCountry('Norge')).toBe(false)
  })

  it('needs street, zip, city and country and names what is wrong', () => {
    expect(addressProblems({ address1: ' ', zip: '', city: '', country: '' })).toEqual({
      address1: 'required',
      zip: 'required',
      city: 'required',
      country: 'required',
    })
    expect(addressProblems({ address1: 'Storgatan 1', zip: '1234', city: 'Umeå', country: 'Sverige' })).toEqual({
      zip: 'invalidZip',
    })
    expect(addressProblems({ address1: 'Storgatan 1', zip: '903 26', city: 'Umeå', country: 'Sverige' })).toEqual({})
  })
})
