import { redirect } from '@tanstack/react-router'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { canSeeApplications } from '../../../domain/roles'
import type { RouterContext } from '../../../session/session.edge'
import { parseCompanyId, requireCompany } from '../../-guards'

/**
 * The received applications and their review (§6 "Apprentices, applications": YUA, BG, AVDADM or
 * FTGADM) on top of the company guard of the layout; an instructor-only user gets /forbidden.
 */
export function requireApplicationsRight(context: RouterContext, companyIdParam: string): { user: CurrentUser; companyId: number } {
  const companyId = parseCompanyId(companyIdParam)
  const user = requireCompany(context, companyId)
  if (companyId === null || !canSeeApplications(user, companyId)) throw redirect({ to: '/forbidden' })
  return { user, companyId }
}
