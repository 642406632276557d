import type { QualifyingTime } from '../../api/qualifying-time/qualifying-time.schemas'
import { listQualifyingTimes } from '../../api/qualifying-time/qualifying-time'
import { isCompanyUser, type RoleUser } from '../../domain/roles'

/**
 * The qualifying-time pages' data (issue 21, ADR 0014), read by their route loaders (this module is
 * imported by the loaders, so the calls load with the route, not with the start page).
 */

type CompanyUser = RoleUser & {
  companyRoles: readonly { companyId: number }[]
  employments: readonly { companyId: number }[]
}

/** The companies where the user is a company user (§6), by their roles and employments. */
export function companiesOf(user: CompanyUser): number[] {
  const ids = new Set([...user.companyRoles.map((r) => r.companyId), ...user.employments.map((e) => e.companyId)])
  return [...ids].filter((id) => id > 0 && isCompanyUser(user, id)).sort((a, b) => a - b)
}

/**
 * /apprentice-qualifying-time: every qualifying time of each of the user's companies the server lets
 * the user read (it scopes departments), the finished ones first (§2 "first", as the server orders one
 * company's), then by end date; opening the screen resets the badge (§2: `markSeen`).
 */
export async function loadCompanyQualifyingTimes(user: CompanyUser): Promise<QualifyingTime[]> {
  const lists = await Promise.all(
    companiesOf(user).map((companyId) => listQualifyingTimes({ companyId, markSeen: true }, { silent: true })),
  )
  return lists
    .flat()
    .sort((a, b) => Number(b.finished) - Number(a.finished) || a.toDate.localeCompare(b.toDate) || a.id - b.id)
}

/** /qualifying-time/$id: the person's qualifying times the caller may read. */
export function loadPersonQualifyingTimes(personId: number): Promise<QualifyingTime[]> {
  return listQualifyingTimes({ personId }, { silent: true })
}
