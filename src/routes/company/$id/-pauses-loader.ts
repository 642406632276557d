import type { PausesData } from '../../../components/company/pauses/pauses-data'
import { ensureNamespaces } from '../../../i18n/i18n'

/**
 * The loader of /company/{id}/paused and /paused/new (§2, ADR 0014): the company's apprenticeships with
 * their e-books and pauses, scoped by the API (§6: a department administrator sees her departments), and
 * the pages' texts (the form's too, for /paused/new). The call is imported when the route loads.
 */
export async function loadPauses(companyId: number, options: { form: boolean }): Promise<PausesData> {
  const rows = import('../../../api/company/apprenticeships').then(({ listApprenticeships }) =>
    listApprenticeships({ companyId, includeEnded: !options.form }, { silent: true }),
  )
  const namespaces = options.form
    ? ensureNamespaces('company-pauses', 'domain-widgets')
    : ensureNamespaces('company-pauses')
  const [, apprenticeships] = await Promise.all([namespaces, rows])
  return { apprenticeships }
}
