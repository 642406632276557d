import { redirect } from '@tanstack/react-router'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { ANY_COMPANY, canSeeApplications, companyAccess } from '../../domain/roles'
import type { RouterContext } from '../../session/session.edge'
import { requireAuth } from '../-guards'
import { CompanyIdParam, readParams } from '../-params'

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
  const companyId = parseCompanyId(companyIdParam)
  const user = requireCompany(context, companyId)
  if (companyId === null || !canSeeApplications(user, companyId)) throw redirect({ to: '/forbidden' })
  return { user, companyId }
}
