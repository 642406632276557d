/** Postal address rules shared by /my-address, the application wizards and the simulated backend. */

const SWEDEN = new Set(['', 'sverige', 'sweden', 'se', 'szwecja'])

/** An empty country means Sweden: the register and most people leave it out. */
export function isSwedishCountry(country: string | null | undefined): boolean {
  return SWEDEN.has((country ?? '').trim().toLowerCase())
}

/** Swedish postcodes have five digits, optionally '123 45' (§3); other countries any short code. */
export function isValidZip(zip: string, country: string | null | undefined): boolean {
  return isSwedishCountry(country) ? /^\d{3} ?\d{2}$/.test(zip.trim()) : /^[A-Za-z0-9 -]{2,10}$/.test(zip.trim())
}

export type AddressProblem = 'required' | 'invalidZip'
export type AddressProblems = Partial<Record<'address1' | 'zip' | 'city' | 'country', AddressProblem>>

/** Street, zip, city and country are needed to post anything. */
export function addressProblems(a: { address1: string; zip: string; city: string; country: string }): AddressProblems {
  const problems: AddressProblems = {}
  if (!a.address1.trim()) problems.address1 = 'required'
  if (!a.zip.trim()) problems.zip = 'required'
  else if (!isValidZip(a.zip, a.country)) problems.zip = 'invalidZip'
  if (!a.city.trim()) problems.city = 'required'
  if (!a.country.trim()) problems.country = 'required'
  return problems
}
