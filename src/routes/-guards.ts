/**
 * Route guards of §2, for `beforeLoad`. They read the session from router context, so a guard
 * sees the stored user even while it is being reloaded on start (§4: "needs a stored user").
 *
 *   beforeLoad: ({ context }) => requireAuth(context)
 */
import { redirect } from '@tanstack/react-router'
import type { CurrentUser } from '../api/shell/user.schemas'
import { ANY_COMPANY, companyAccess } from '../domain/roles'
import type { RouterContext } from '../session/session.edge'

/** The stored user if it counts as logged in for routes: id >= 0 (the placeholder -1 does not). */
export function authenticatedUser(context: RouterContext): CurrentUser | null {
  const user = context.session.getSnapshot().context.user
  return user && user.id >= 0 ? user : null
}

/** Auth routes: without a stored user with id >= 0 the visitor goes to the start page. */
export function requireAuth(context: RouterContext): CurrentUser {
  const user = authenticatedUser(context)
  if (!user) throw redirect({ to: '/' })
  return user
}

/**
 * /register has no auth flag (§2): nobody is sent away. The page registers the logged-in person and
 * tells a visitor without one to log in first; the guard decides which, like every other route's.
 */
export function registerGuard(context: RouterContext): { registrant: CurrentUser | null } {
  return { registrant: authenticatedUser(context) }
}

/** A company id from a path parameter; anything but a positive integer is no company. */
export function parseCompanyId(param: string): number | null {
  return /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null
}

/**
 * Company routes: auth, plus a company role for that company (department rights count where it
 * has departments, src/domain/roles.ts); else /forbidden. `deniedTo` exists for the §2 quirk below.
 */
export function requireCompany(context: RouterContext, companyId: number | null, options: { deniedTo?: '/' | '/forbidden' } = {}): CurrentUser {
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
