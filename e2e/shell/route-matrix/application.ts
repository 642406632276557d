import { COMPANY_NORR, COMPANY_SYD, SEEDED_APPLICATIONS } from '../../../mock-server/seed'
import { APPLICATION_READERS, authRoute, COMPANY_USERS, companyRoute, isIn, type RouteRow } from './-support'

const norr = COMPANY_NORR.id
const syd = COMPANY_SYD.id
const reviewed = SEEDED_APPLICATIONS.norrConfirmedByStudent

/** The application's routes: the apprentice's wizard and the company's application pages. */
export const applicationRoutes: readonly RouteRow[] = [
  // §6 "new applications: company user".
  { path: `/company/${norr}/create-applications`, expect: companyRoute(COMPANY_USERS, norr) },
  { path: `/company/${syd}/create-applications`, expect: companyRoute(COMPANY_USERS, syd) },
  { path: `/company/${norr}/applications`, expect: companyRoute(APPLICATION_READERS, norr) },
  { path: `/company/${syd}/applications`, expect: companyRoute(APPLICATION_READERS, syd) },
  // The wizard puts its first screen in the address once the drafts have come.
  { path: '/application', expect: authRoute, decidesAfterData: true },
  // Elin's draft: she opens it; the server refuses anyone else, whom the wizard sends to their own draft list.
  {
    path: `/application/${SEEDED_APPLICATIONS.elinFreshDraft}`,
    expect: (who) => (who === 'loggedOut' ? 'start' : who === 'apprentice' ? 'page' : 'draftList'),
    decidesAfterData: true,
  },
  // §2 quirk: this one sends a failed check to the start page, not /forbidden.
  {
    path: `/company/${norr}/create-applications/${SEEDED_APPLICATIONS.norrCompanyDraft}`,
    // Reading another's draft is reading an application (§6: not the instructor), so the server refuses him.
    expect: (who) => (isIn(APPLICATION_READERS[norr], who) ? 'page' : 'start'),
    decidesAfterData: true,
  },
  {
    path: `/company/${norr}/applications/${reviewed}/review`,
    expect: companyRoute(APPLICATION_READERS, norr),
    decidesAfterData: true,
  },
]
