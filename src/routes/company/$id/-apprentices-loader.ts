import { notFound } from '@tanstack/react-router'
import type { ApprenticeshipDetail } from '../../../api/company/apprenticeship.schemas'
import type { InstructorEmployment } from '../../../api/company/company.schemas'
import { companyHasDepartments, departmentScope } from '../../../domain/roles'
import { ensureNamespaces } from '../../../i18n/i18n'
import type { RouterContext } from '../../../session/session.edge'
import { refusalsToPages } from '../../-book-loader'

/** What /company/{id}/apprentices shows: the apprenticeships the viewer may see and, where the company has them, its departments. */
export interface ApprenticesData {
  rows: ApprenticeshipDetail[]
  /** The departments the viewer may filter by (§6: a departmental user's own); empty without departments. */
  departments: { id: number; name: string }[]
}

/**
 * The loader of /company/{id}/apprentices (§2, ADR 0014): the company's apprenticeships, ended ones
 * too (their status says so), scoped by the API (§6), beside its departments and the page's texts.
 * Search and the department filter apply on the page. The calls are imported when the route loads.
 */
export async function loadApprentices(context: RouterContext, companyId: number): Promise<ApprenticesData> {
  const user = context.session.getSnapshot().context.user
  const rows = import('../../../api/company/apprenticeships').then(({ listApprenticeships }) =>
    listApprenticeships({ companyId, includeEnded: true }, { silent: true }),
  )
  const departments = companyHasDepartments(user, companyId)
    ? import('../../../api/company/departments').then(({ listDepartments }) =>
        listDepartments(companyId, '', { silent: true }),
      )
    : Promise.resolve([])
  const [, list, all] = await Promise.all([ensureNamespaces('company-apprentices'), rows, departments])
  const scope = departmentScope(user, companyId)
  return {
    rows: list,
    departments: all.filter((d) => scope === 'all' || scope.includes(d.id)).map(({ id, name }) => ({ id, name })),
  }
}

/** What the apprentice's page shows: the apprenticeship and the company's instructors to link. */
export interface ApprenticeshipData {
  apprenticeship: ApprenticeshipDetail
  /** The company's instructor rows (PATCH /companies/{id}/employments, as the application wizards read them). */
  instructors: InstructorEmployment[]
}

/**
 * The loader of /company/{id}/apprentices/{employee_id} (the path's id is the apprenticeship's,
 * /work/notes/s26/apprentices-ui19.md): 403 the forbidden page, 404 or another company's not found.
 */
export async function loadApprenticeship(companyId: number, apprenticeshipId: number): Promise<ApprenticeshipData> {
  const [, { getApprenticeship }, { listEmployments }] = await Promise.all([
    ensureNamespaces('company-apprentices'),
    import('../../../api/company/apprenticeships'),
    import('../../../api/company/companies'),
  ])
  const [apprenticeship, instructors] = await Promise.all([
    refusalsToPages(() => getApprenticeship(apprenticeshipId, { silent: true })),
    listEmployments(companyId, { instructorsOnly: true }, { silent: true }),
  ])
  if (apprenticeship.companyId !== companyId) throw notFound()
  return { apprenticeship, instructors }
}
