import type { CompanySummary } from '../../../api/company/company.schemas'
import type { WorkplaceData, WorkplacesData } from '../../../components/company/structure/structure-load'
import { ensureNamespaces } from '../../../i18n/i18n'
import { refusalsToPages } from '../../-book-loader'

const NAMESPACES = ['company-structure'] as const

function readCompany(companyId: number): Promise<CompanySummary> {
  return import('../../../api/company/companies').then(({ getCompany }) => getCompany(companyId, { silent: true }))
}

/**
 * The loader of /company/{id}/workplaces: the workplaces the viewer sees (the API scopes them to a
 * departmental user's departments, §6) and the company, beside the page's texts, in one go. The calls
 * are imported when the route loads, not with the start page; a failure is the route's error page.
 */
export async function loadWorkplaces(companyId: number): Promise<WorkplacesData> {
  const workplaces = import('../../../api/company/companies').then(({ listWorkplaces }) =>
    listWorkplaces(companyId, { silent: true }),
  )
  const [, list, company] = await Promise.all([ensureNamespaces(...NAMESPACES), workplaces, readCompany(companyId)])
  return { workplaces: list, company }
}

/** The loader of /company/{id}/workplaces/{workplace_id}: the workplace (403 the forbidden page, 404 not found) or none for `new`. */
export async function loadWorkplace(companyId: number, workplaceId: number | null): Promise<WorkplaceData> {
  const workplace =
    workplaceId === null
      ? Promise.resolve(null)
      : import('../../../api/company/workplaces').then(({ getWorkplace }) =>
          refusalsToPages(() => getWorkplace(companyId, workplaceId, { silent: true })),
        )
  const [, answer, company] = await Promise.all([ensureNamespaces(...NAMESPACES), workplace, readCompany(companyId)])
  return { workplace: answer, company }
}
