import type { ApplicationListRow } from '../../../api/application/application.schemas'
import type { CompanySummary } from '../../../api/company/company.schemas'
import type { ReferenceData } from '../../../components/application/employer/reference-data'
import type { RouterContext } from '../../../session/session.edge'
import { loadCompanyReference } from './-reference-loader'

/** What the page shows beside its rows: read once per visit, not again for each search. */
interface Around {
  /** Without the base lists the rows show without profession names (§8: sub-data only logged). */
  reference: ReferenceData | null
  /** Without the company the list shows without department names (§8). */
  company: CompanySummary | null
}

export interface ReceivedApplications extends Around {
  /** The rows of `search`; null: the list could not be read (the page says so and keeps its search field). */
  rows: ApplicationListRow[] | null
  search: string
}

let visit: { companyId: number; around: Promise<Around> } | undefined

function readAround(context: RouterContext, companyId: number): Promise<Around> {
  const company = import('../../../api/company/companies')
    .then(({ getCompany }) => getCompany(companyId))
    .catch((error: unknown) => {
      console.info('[company-application] company failed', error)
      return null
    })
  return Promise.all([loadCompanyReference(context).catch(() => null), company]).then(([reference, answer]) => ({
    reference,
    company: answer,
  }))
}

/**
 * The loader of /company/{id}/applications: the received applications matching `search` (?q, the
 * search the API applies), the company and the reference data. A new search ('stay') reads only
 * the rows; the page keeps the rest. A failed list is data, not the route's error page: the page
 * keeps its search field (and focus in it) and offers "try again" (`router.invalidate()`).
 */
export async function loadReceivedApplications(
  context: RouterContext,
  companyId: number,
  search: string,
  cause: 'preload' | 'enter' | 'stay',
): Promise<ReceivedApplications> {
  if (cause !== 'stay' || visit?.companyId !== companyId) visit = { companyId, around: readAround(context, companyId) }
  const rows = import('../../../api/application/applications')
    .then(({ listApplications }) => listApplications({ type: 'received', companyId }, search))
    .catch((error: unknown) => {
      console.info('[company-application] list failed', error)
      return null
    })
  const [around, answer] = await Promise.all([visit.around, rows])
  return { ...around, rows: answer, search }
}
