import type { DepartmentDetail, DepartmentRow } from '../../../api/company/department.schemas'
import { ensureNamespaces } from '../../../i18n/i18n'
import { refusalsToPages } from '../../-book-loader'

/**
 * The loader of /company/{id}/departments: the departments the viewer sees (a department
 * administrator their own, §6) with what ties each down, beside the page's texts. The call is
 * imported when the route loads; a failure is the route's error page.
 */
export async function loadDepartments(companyId: number): Promise<DepartmentRow[]> {
  const rows = import('../../../api/company/departments').then(({ listDepartments }) =>
    listDepartments(companyId, '', { silent: true }),
  )
  const [, answer] = await Promise.all([ensureNamespaces('company-structure'), rows])
  return answer
}

/** The loader of /company/{id}/department/{departmentId}: the department (403 the forbidden page, 404 not found) or none for `new`. */
export async function loadDepartment(companyId: number, departmentId: number | null): Promise<DepartmentDetail | null> {
  const department =
    departmentId === null
      ? Promise.resolve(null)
      : import('../../../api/company/departments').then(({ getDepartment }) =>
          refusalsToPages(() => getDepartment(companyId, departmentId, { silent: true })),
        )
  const [, answer] = await Promise.all([ensureNamespaces('company-structure'), department])
  return answer
}
