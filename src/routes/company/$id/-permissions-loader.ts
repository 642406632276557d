import { notFound } from '@tanstack/react-router'
import type { StaffEmployment } from '../../../api/company/employment.schemas'
import { ensureNamespaces } from '../../../i18n/i18n'
import { refusalsToPages } from '../../-book-loader'

/**
 * The loaders of /company/{id}/permissions and /permissions/{employee_id} (§2 roles pages, ADR 0014):
 * the staff the viewer may see (the API scopes it, §6) or the one employment, beside the page's texts.
 * The calls are imported when the route loads.
 */
export async function loadRoles(companyId: number): Promise<StaffEmployment[]> {
  const [, { listStaff }] = await Promise.all([
    ensureNamespaces('company-roles'),
    import('../../../api/company/employments'),
  ])
  return listStaff(companyId, {}, { silent: true })
}

/** The person's employment with its roles (403 the forbidden page; 404, or another company's, not found). */
export async function loadRoleEmployment(companyId: number, employmentId: number): Promise<StaffEmployment> {
  const [, { getEmployment }] = await Promise.all([
    ensureNamespaces('company-roles'),
    import('../../../api/company/employments'),
  ])
  const employment = await refusalsToPages(() => getEmployment(employmentId, { silent: true }))
  if (employment.companyId !== companyId) throw notFound()
  return employment
}
