import type { DepartmentChoice } from '../../../../machines/company/add-employee.steps'
import type { StaffEmployment } from '../../../api/company/employment.schemas'
import { departmentOptions, staffSearchText, type StaffListData } from '../../../components/company/staff/staff-filter'
import { companyHasDepartments, departmentScope } from '../../../domain/roles'
import { ensureNamespaces } from '../../../i18n/i18n'
import type { RouterContext } from '../../../session/session.edge'
import { refusalsToPages } from '../../-book-loader'

/**
 * The loader of /company/{id}/employees: every person the viewer may see (the API scopes it, §6),
 * beside the page's texts, in one go. Search and filters apply on the page (2 000 rows filter in a
 * few milliseconds; a call per keystroke would not). The rows' search texts and the department
 * choices are worked out here, during the preload on intent, not in the click that shows the page
 * (issue 19's bench: 2 000 rows). The call is imported when the route loads.
 */
export async function loadStaff(context: RouterContext, companyId: number): Promise<StaffListData> {
  const rows = import('../../../api/company/employments').then(({ listStaff }) =>
    listStaff(companyId, {}, { silent: true }),
  )
  const [, answer] = await Promise.all([ensureNamespaces('company-staff'), rows])
  const user = context.session.getSnapshot().context.user
  return {
    rows: answer,
    texts: answer.map(staffSearchText),
    departments: departmentOptions(answer, departmentScope(user, companyId)),
  }
}

/** The loader of /company/{id}/employees/{employee_id}: the employment (403 the forbidden page, 404 not found). */
export async function loadEmployment(employmentId: number): Promise<StaffEmployment> {
  const [, { getEmployment }] = await Promise.all([
    ensureNamespaces('company-staff'),
    import('../../../api/company/employments'),
  ])
  return refusalsToPages(() => getEmployment(employmentId, { silent: true }))
}

/**
 * The loader of /company/{id}/employees/new: the departments a person may be added to (§5: required
 * where the company has departments; §6: a departmental user's own), none in a company without them.
 */
export async function loadAddEmployee(context: RouterContext, companyId: number): Promise<DepartmentChoice[]> {
  const user = context.session.getSnapshot().context.user
  const departments = companyHasDepartments(user, companyId)
    ? import('../../../api/company/departments').then(({ listDepartments }) =>
        listDepartments(companyId, '', { silent: true }),
      )
    : Promise.resolve([])
  const [, rows] = await Promise.all([ensureNamespaces('company-staff'), departments])
  const scope = departmentScope(user, companyId)
  return rows.filter((d) => scope === 'all' || scope.includes(d.id)).map(({ id, name }) => ({ id, name }))
}
