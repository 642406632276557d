import { COMPANY_NORR } from '../../../mock-server/seed'
import { COMPANY_USERS, companyRoute, type RouteRow } from './-support'

/** The company slice's routes (its own pages; the company's application pages are in application.ts). */
export const companyRoutes: readonly RouteRow[] = [
  // A company page a later slice builds: the company guard first, then not found.
  { path: `/company/${COMPANY_NORR.id}/employees`, expect: companyRoute(COMPANY_USERS, COMPANY_NORR.id, 'notFound') },
]
