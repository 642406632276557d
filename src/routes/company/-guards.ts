import { notFound, redirect } from '@tanstack/react-router'
import type { CurrentUser } from '../../api/shell/user.schemas'
import {
  ANY_COMPANY,
  canManageStaff,
  canSeeApplications,
  canSeeApprentices,
  canSeeCompanyInstructors,
  canSeeDistanceOrders,
  canSeeDepartments,
  canSeeEducationResponsible,
  canSeeExemptions,
  canSeeWorkplaces,
  companyAccess,
} from '../../domain/roles'
import type { RouterContext } from '../../session/session.edge'
import { requireAuth } from '../-guards'
import { CompanyIdParam, NumericIdParam, readParams } from '../-params'

/** Guards of the /company/{id}/… pages (§2 "Company", §6), for their `beforeLoad`. */

/** A company id from a path parameter; anything but a positive integer is no company. */
export function parseCompanyId(param: string): number | null {
  return readParams({ id: param }, { id: CompanyIdParam })?.id ?? null
}

/**
 * Company routes: auth, plus a company role for that company (department rights count where it
 * has departments, src/domain/roles.ts); else /forbidden. `deniedTo` exists for the §2 quirk below.
 */
export function requireCompany(
  context: RouterContext,
  companyId: number | null,
  options: { deniedTo?: '/' | '/forbidden' } = {},
): CurrentUser {
  const user = requireAuth(context)
  if (companyId === null || !companyAccess(user, companyId)) throw redirect({ to: options.deniedTo ?? '/forbidden' })
  return user
}

/**
 * §2 quirk, kept as written: the exemption view (/company/{company_id}/exemption/{exemption_id})
 * checks a role without a company id, i.e. any company role at any company lets the user in.
 */
export function requireExemptionViewAccess(context: RouterContext): CurrentUser {
  return requireCompany(context, ANY_COMPANY)
}

/**
 * §2 quirk, kept as written: creating a company application with {appid}
 * (/company/{id}/create-applications/{appid}) sends a failed check to the start page, not /forbidden.
 */
export function requireCompanyForApplicationWithAppId(context: RouterContext, companyId: number | null): CurrentUser {
  return requireCompany(context, companyId, { deniedTo: '/' })
}

const EXEMPTION_VIEW = /^\/company\/[^/]+\/exemption\/(?!new(?:\/|$))[^/]+\/?$/
const CREATE_APPLICATION_WITH_APPID = /^\/company\/[^/]+\/create-applications\/[^/]+\/?$/

/**
 * The guard of the /company/$id layout: every company page passes through it, so the two quirks
 * are decided here by the path being opened.
 */
export function companyRouteGuard(context: RouterContext, companyIdParam: string, pathname: string): CurrentUser {
  if (EXEMPTION_VIEW.test(pathname)) return requireExemptionViewAccess(context)
  const companyId = parseCompanyId(companyIdParam)
  if (CREATE_APPLICATION_WITH_APPID.test(pathname)) return requireCompanyForApplicationWithAppId(context, companyId)
  return requireCompany(context, companyId)
}

/**
 * The received applications and their review (§6 "Apprentices, applications": YUA, BG, AVDADM or
 * FTGADM) on top of the company guard of the layout; an instructor-only user gets /forbidden.
 */
export function requireApplicationsRight(
  context: RouterContext,
  companyIdParam: string,
): { user: CurrentUser; companyId: number } {
  return requireCompanyRight(context, companyIdParam, canSeeApplications)
}

/**
 * The staff pages (§6 "Staff, roles, pauses": FTGADM, AVDADM or YUA) on top of the company guard of
 * the layout; anyone else with a company role gets /forbidden.
 */
export function requireStaffRight(
  context: RouterContext,
  companyIdParam: string,
): { user: CurrentUser; companyId: number } {
  return requireCompanyRight(context, companyIdParam, canManageStaff)
}

/**
 * The apprentices pages (§6 "Apprentices…": education responsible, distance admin, department admin
 * or admin) on top of the company guard of the layout; an instructor-only user gets /forbidden.
 */
export function requireApprenticesRight(context: RouterContext, companyIdParam: string) {
  return requireCompanyRight(context, companyIdParam, canSeeApprentices)
}

/** The instructors page (§6 "…company instructors: distance admin, department admin or admin"). */
export function requireInstructorsRight(context: RouterContext, companyIdParam: string) {
  return requireCompanyRight(context, companyIdParam, canSeeCompanyInstructors)
}

/** The YUA page (§6 "Apprentices, applications, YUA page": education responsible, BG, AVDADM or FTGADM). */
export function requireEducationResponsibleRight(context: RouterContext, companyIdParam: string) {
  return requireCompanyRight(context, companyIdParam, canSeeEducationResponsible)
}

/** The company guard, then one §6 right for that company; without it /forbidden. */
function requireCompanyRight(
  context: RouterContext,
  companyIdParam: string,
  right: (user: CurrentUser, companyId: number) => boolean,
): { user: CurrentUser; companyId: number } {
  const companyId = parseCompanyId(companyIdParam)
  const user = requireCompany(context, companyId)
  if (companyId === null || !right(user, companyId)) throw redirect({ to: '/forbidden' })
  return { user, companyId }
}

/** §6 "Workplaces: company user" (the layout's check already; kept by name for the structure pages). */
export function requireWorkplacesRight(context: RouterContext, companyIdParam: string) {
  return requireCompanyRight(context, companyIdParam, canSeeWorkplaces)
}

/** §6 "Departments: administrator or department administrator, and the company has departments". */
export function requireDepartmentsRight(context: RouterContext, companyIdParam: string) {
  return requireCompanyRight(context, companyIdParam, canSeeDepartments)
}

/**
 * The exemption list and form (§6 "Distance orders, exemptions, company instructors: distance admin,
 * department admin or admin"); the view of one keeps its §2 quirk (requireExemptionViewAccess).
 */
export function requireExemptionsRight(context: RouterContext, companyIdParam: string) {
  return requireCompanyRight(context, companyIdParam, canSeeExemptions)
}

/**
 * The distance-order approval pages (§6 "Order approval: company administrators and distance-order
 * approvers": FTGADM, AVDADM or BG of that company; the API narrows a departmental user to their
 * departments' orders); anyone else with a company role gets /forbidden.
 */
export function requireOrderApprovalRight(context: RouterContext, companyIdParam: string) {
  return requireCompanyRight(context, companyIdParam, canSeeDistanceOrders)
}

/**
 * The workplace or department of a structure page's path after the page's right: its id, or null
 * for `new` (the same form, empty: creating one, docs/decisions/notes/structure-ui19.md); else not found.
 */
export function readStructureId(param: string): number | null {
  if (param === 'new') return null
  const parsed = readParams({ id: param }, { id: NumericIdParam })
  if (parsed === null) throw notFound()
  return parsed.id
}
