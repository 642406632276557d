import type { ConnectCompanyAnswer, ConnectCompanyBody } from '../../src/api/company/company-data.schemas'

/**
 * The shapes of connecting a company (§2 "Connect company", §5 "A region must be chosen", issue 19):
 * a region of the base lists and the organisation number. Decisions: docs/decisions/notes/connect-ui19.md.
 */

/** A region the user may send the application to (base lists, §7). */
export interface ConnectRegion {
  id: number
  name: string
}

export interface ConnectForm {
  regionId: number | null
  organizationalNumber: string
}

export type ConnectField = keyof ConnectForm

export interface ConnectCompanyInput {
  regions: readonly ConnectRegion[]
}

export type ConnectSent = ConnectCompanyAnswer

export const EMPTY_CONNECT_FORM: ConnectForm = { regionId: null, organizationalNumber: '' }

/** PATCH /companies: the region and the number as typed (the server reads it with or without the hyphen). */
export function connectBody(form: ConnectForm): ConnectCompanyBody {
  return { regionId: form.regionId, organizationalNumber: form.organizationalNumber.trim() }
}

/** The chosen region's name ('' when none: the texts then name no region). */
export function regionNameOf(regions: readonly ConnectRegion[], regionId: number | null): string {
  return regions.find((r) => r.id === regionId)?.name ?? ''
}
