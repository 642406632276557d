import { selectBaseLists } from '../../../../machines/shell/session.machine'
import { ensureNamespaces } from '../../../i18n/i18n'
import type { RouterContext } from '../../../session/session.edge'
import type { InstructorsData } from '../../../components/company/instructors/instructor-rows'

/**
 * The loader of /company/{id}/instructors and /education-responsible (§2, ADR 0014): the company's
 * instructor rows (PATCH /companies/{id}/employments, names shielded by the API, §6), its active
 * apprenticeships (the links, scoped by the API), the professions (session base lists, else loaded)
 * and the instructions date (§5; a failed settings read leaves the flag out, §8 sub-data only logged).
 * The calls are imported when the route loads.
 */
export async function loadInstructors(context: RouterContext, companyId: number): Promise<InstructorsData> {
  const [, { listEmployments }, { listApprenticeships }, { listProfessions }, { getSystemSettings }] =
    await Promise.all([
      ensureNamespaces('company-instructors', 'domain-widgets'),
      import('../../../api/company/companies'),
      import('../../../api/company/apprenticeships'),
      import('../../../api/shell/baselists'),
      import('../../../api/shell/settings'),
    ])
  const sessionLists = selectBaseLists(context.session.getSnapshot())
  const settings = getSystemSettings().then(
    (answer) => answer.newInstructionsAt,
    (error: unknown) => {
      console.info('[company-instructors] system settings failed', error)
      return null
    },
  )
  const [instructors, apprenticeships, professions, newInstructionsAt] = await Promise.all([
    listEmployments(companyId, { instructorsOnly: true }, { silent: true }),
    listApprenticeships({ companyId }, { silent: true }),
    sessionLists ? sessionLists.professions : listProfessions(),
    settings,
  ])
  return { instructors, apprenticeships, professions, newInstructionsAt }
}
