/** What the staff and apprentice contracts share: the personas acting at the companies and the scenario's ids. */
import { personaToken } from '../support/personas'

export const COMPANY_ADMIN = personaToken('companyAdmin')
export const YUA = personaToken('yua')
export const BG = personaToken('bg')
export const DEPARTMENT_ADMIN = personaToken('departmentAdmin')

/** Byggbolaget i Norr (no departments); Syd's Malmö department. */
export const NORR = 1
export const MALMO = 21
/** Johan Berg's employment at Norr: Elin's only instructor there. */
export const JOHAN_AT_NORR = 2004
