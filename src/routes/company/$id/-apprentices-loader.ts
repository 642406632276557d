import { notFound } from '@tanstack/react-router'
import { selectBaseLists } from '../../../../machines/shell/session.machine'
import type { ApprenticesData, ApprenticeshipData } from '../../../components/company/apprentices/apprentices-data'
import { companyHasDepartments, departmentScope } from '../../../domain/roles'
import { ensureNamespaces } from '../../../i18n/i18n'
import type { RouterContext } from '../../../session/session.edge'
import { refusalsToPages } from '../../-book-loader'

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

/**
 * The loader of /company/{id}/apprentices/{employee_id} (the path's id is the apprenticeship's,
 * docs/decisions/notes/apprentices-ui19.md): 403 the forbidden page, 404 or another company's not found.
 */
export async function loadApprenticeship(
  context: RouterContext,
  companyId: number,
  apprenticeshipId: number,
): Promise<ApprenticeshipData> {
  const [, { getApprenticeship }, { listEmployments }, { listProfessions }, { getSystemSettings }] = await Promise.all([
    ensureNamespaces('company-apprentices', 'domain-widgets'),
    import('../../../api/company/apprenticeships'),
    import('../../../api/company/companies'),
    import('../../../api/shell/baselists'),
    import('../../../api/shell/settings'),
  ])
  const sessionLists = selectBaseLists(context.session.getSnapshot())
  const settings = getSystemSettings().then(
    (answer) => answer.newInstructionsAt,
    (error: unknown) => {
      console.info('[company-apprentices] system settings failed', error)
      return null
    },
  )
  const [apprenticeship, instructors, professions, newInstructionsAt] = await Promise.all([
    refusalsToPages(() => getApprenticeship(apprenticeshipId, { silent: true })),
    listEmployments(companyId, { instructorsOnly: true }, { silent: true }),
    sessionLists ? sessionLists.professions : listProfessions(),
    settings,
  ])
  if (apprenticeship.companyId !== companyId) throw notFound()
  const profession = professions.find((p) => p.id === apprenticeship.professionId) ?? null
  return { apprenticeship, instructors, profession, newInstructionsAt }
}
