import { COMPANY_NORR, COMPANY_SYD, PERSONA_KEYS } from '../../../mock-server/seed'
import type { PersonaKey } from '../../fixtures'

/**
 * What the route matrix's rows (route-matrix/<slice>.ts) share: the outcomes, the visitors and the
 * §6 role lists of the scenario. The expected outcome is written from the spec and the scenario's
 * roles, not computed with the portal's own role functions (src/domain/roles.ts).
 */

/** Where the visitor ends up: the page itself, the start page, /forbidden, not found, or the draft list (/application). */
export type Outcome = 'page' | 'start' | 'forbidden' | 'notFound' | 'draftList'
export type Who = PersonaKey | 'loggedOut'

/**
 * One row: an address, where each visitor lands, and whether the page decides only after its data
 * (such rows are opened last, once the page's calls have settled: the spec orders them).
 */
export interface RouteRow {
  path: string
  expect: (who: Who) => Outcome
  decidesAfterData?: true
  /** A redirect's target (…/CompanyRedirect/…): 'page' means the visitor ends on this address. */
  landsAt?: string
  /**
   * For Agneta logged in by her documented link, acting as Elin (README, ADR 0012), where it differs from
   * Elin's own outcome; by default she lands where Elin does.
   */
  imitating?: Outcome
}

// §6 roles of the scenario (mock-server/scenario/shell.ts), per company. 'imitatingAdmin' is Agneta logged
// in by the test-login panel, as herself (a global administrator without company roles); logged in by her
// documented link she acts as Elin, a column of its own (route-matrix.spec.ts, RouteRow.imitating).
/** Company users (any of FTGADM, YUA, BG, HL, AVDADM) of each company. */
export const COMPANY_USERS: Record<number, readonly PersonaKey[]> = {
  [COMPANY_NORR.id]: ['instructor', 'companyAdmin', 'yua', 'bg'],
  [COMPANY_SYD.id]: ['instructor', 'departmentAdmin'],
}
/** §6 "Apprentices, applications, YUA page": YUA, BG, AVDADM or FTGADM (not the instructor). */
export const APPLICATION_READERS: Record<number, readonly PersonaKey[]> = {
  [COMPANY_NORR.id]: ['companyAdmin', 'yua', 'bg'],
  [COMPANY_SYD.id]: ['departmentAdmin'],
}

/** §6 "Staff, roles, pauses": FTGADM, AVDADM or YUA (Maria is FTGADM and BG; Karin only BG). */
export const STAFF_MANAGERS: Record<number, readonly PersonaKey[]> = {
  [COMPANY_NORR.id]: ['companyAdmin', 'yua'],
  [COMPANY_SYD.id]: ['departmentAdmin'],
}

/** Logged in with phone and e-mail verified (§2): /register has nothing left to do for them and sends them to the start page. */
export const REGISTERED: readonly PersonaKey[] = PERSONA_KEYS.filter((key) => key !== 'minor' && key !== 'unregistered')

export const isIn = (list: readonly PersonaKey[] | undefined, who: Who) =>
  who !== 'loggedOut' && (list ?? []).includes(who)

/** A public page opens for everyone; an auth page for anyone logged in (§2: a stored user), else the start page. */
export const publicRoute = (): Outcome => 'page'
export const authRoute = (who: Who): Outcome => (who === 'loggedOut' ? 'start' : 'page')
/** A company page: logged out to the start page; without the right to /forbidden (§2 company guard, §6). */
export const companyRoute =
  (readers: Record<number, readonly PersonaKey[]>, companyId: number, whenAllowed: Outcome = 'page') =>
  (who: Who): Outcome =>
    who === 'loggedOut' ? 'start' : isIn(readers[companyId], who) ? whenAllowed : 'forbidden'
