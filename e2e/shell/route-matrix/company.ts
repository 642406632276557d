import { STRUCTURE_IDS } from '../../../mock-server/scenario/company-structure'
import {
  COMPANY_NORR,
  COMPANY_STAFF,
  COMPANY_SYD,
  DEPARTMENT_LUND,
  DEPARTMENT_MALMO,
  STAFF_IDS,
} from '../../../mock-server/seed'
import {
  APPLICATION_READERS,
  authRoute,
  COMPANY_USERS,
  companyRoute,
  STAFF_MANAGERS,
  type RouteRow,
  type Who,
} from './-support'

/** §6 Departments of the scenario's department company: its department administrator (Syd has no company administrator). */
const DEPARTMENT_READERS = { [COMPANY_SYD.id]: ['departmentAdmin'] } as const

/** §6 exemptions: BG, AVDADM or FTGADM of the company (Maria is FTGADM and BG, Karin BG; not the YUA or instructor). */
const EXEMPTION_MAKERS = {
  [COMPANY_NORR.id]: ['companyAdmin', 'bg'],
  [COMPANY_SYD.id]: ['departmentAdmin'],
} as const
/** A company role at any company. */
const ANY_COMPANY_USER: readonly Who[] = [...new Set(Object.values(COMPANY_USERS).flat())]

/** The company slice's routes (its own pages; the company's application pages are in application.ts). */
export const companyRoutes: readonly RouteRow[] = [
  // CompanyRedirect (§2): the company guard, then the named page with its own guard; an unknown name is not found.
  ...companyRedirects(),
  // Connecting a company (§2; docs/decisions/notes/connect-ui19.md): any logged-in user.
  { path: '/connect-company', expect: authRoute },
  // §6 "Workplaces: company user": each company's users; a departmental user reads only their departments'
  // workplaces (Lena of Malmö: Lund's Brunnshög is /forbidden once its read is refused; Johan works in both).
  { path: `/company/${COMPANY_NORR.id}/workplaces`, expect: companyRoute(COMPANY_USERS, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_NORR.id}/workplaces/new`, expect: companyRoute(COMPANY_USERS, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_SYD.id}/workplaces`, expect: companyRoute(COMPANY_USERS, COMPANY_SYD.id) },
  {
    path: `/company/${COMPANY_SYD.id}/workplaces/${STRUCTURE_IDS.lundWorkplace}`,
    expect: (who: Who) => (who === 'departmentAdmin' ? 'forbidden' : companyRoute(COMPANY_USERS, COMPANY_SYD.id)(who)),
    decidesAfterData: true,
  },
  // §6 "Departments: administrator or department administrator, and the company has departments":
  // Norr has none (/forbidden for everyone); at Syd only Lena, and only Malmö's.
  { path: `/company/${COMPANY_NORR.id}/departments`, expect: companyRoute({}, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_NORR.id}/department/new`, expect: companyRoute({}, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_SYD.id}/departments`, expect: companyRoute(DEPARTMENT_READERS, COMPANY_SYD.id) },
  {
    path: `/company/${COMPANY_SYD.id}/department/${DEPARTMENT_MALMO.id}`,
    expect: companyRoute(DEPARTMENT_READERS, COMPANY_SYD.id),
  },
  {
    path: `/company/${COMPANY_SYD.id}/department/${DEPARTMENT_LUND.id}`,
    expect: companyRoute(DEPARTMENT_READERS, COMPANY_SYD.id, 'forbidden'),
    decidesAfterData: true,
  },
  // Staff (§6 "Staff, roles, pauses": FTGADM, AVDADM, YUA; anyone else with a company role /forbidden).
  { path: `/company/${COMPANY_NORR.id}/employees`, expect: companyRoute(STAFF_MANAGERS, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_SYD.id}/employees`, expect: companyRoute(STAFF_MANAGERS, COMPANY_SYD.id) },
  { path: `/company/${COMPANY_NORR.id}/employees/new`, expect: companyRoute(STAFF_MANAGERS, COMPANY_NORR.id) },
  // Norr's protected-identity employee: both Norr staff managers read the employment (the YUA blanked).
  {
    path: `/company/${COMPANY_NORR.id}/employees/${COMPANY_STAFF.protectedEmployee.employmentId}`,
    expect: companyRoute(STAFF_MANAGERS, COMPANY_NORR.id),
    decidesAfterData: true,
  },
  // Roles (§6 "Staff, roles, pauses": the same staff managers; the person's page read by the API's scope).
  // §6 "Staff, roles, pauses": the company's pauses and registering one (issue 19, docs/decisions/notes/pauses.md).
  { path: `/company/${COMPANY_NORR.id}/paused`, expect: companyRoute(STAFF_MANAGERS, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_SYD.id}/paused`, expect: companyRoute(STAFF_MANAGERS, COMPANY_SYD.id) },
  { path: `/company/${COMPANY_NORR.id}/paused/new`, expect: companyRoute(STAFF_MANAGERS, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_SYD.id}/paused/new`, expect: companyRoute(STAFF_MANAGERS, COMPANY_SYD.id) },
  { path: `/company/${COMPANY_NORR.id}/permissions`, expect: companyRoute(STAFF_MANAGERS, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_SYD.id}/permissions`, expect: companyRoute(STAFF_MANAGERS, COMPANY_SYD.id) },
  {
    path: `/company/${COMPANY_SYD.id}/permissions/${COMPANY_STAFF.malmoYua.employmentId}`,
    expect: companyRoute(STAFF_MANAGERS, COMPANY_SYD.id),
    decidesAfterData: true,
  },
  // Lund's department administrator is outside Lena's departments: the API refuses, /forbidden.
  {
    path: `/company/${COMPANY_SYD.id}/permissions/${COMPANY_STAFF.lundAdmin.employmentId}`,
    expect: companyRoute(STAFF_MANAGERS, COMPANY_SYD.id, 'forbidden'),
    decidesAfterData: true,
  },
  // Apprentices (§6 "Apprentices…": YUA, BG, AVDADM, FTGADM: the readers of the applications, the same right).
  { path: `/company/${COMPANY_NORR.id}/apprentices`, expect: companyRoute(APPLICATION_READERS, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_SYD.id}/apprentices`, expect: companyRoute(APPLICATION_READERS, COMPANY_SYD.id) },
  {
    path: `/company/${COMPANY_NORR.id}/apprentices/${STAFF_IDS.elinAtNorr}`,
    expect: companyRoute(APPLICATION_READERS, COMPANY_NORR.id),
    decidesAfterData: true,
  },
  // Tomasz is Lund's apprentice, outside Lena's Malmö: the API refuses, /forbidden.
  {
    path: `/company/${COMPANY_SYD.id}/apprentices/${STAFF_IDS.tomasAtLund}`,
    expect: companyRoute(APPLICATION_READERS, COMPANY_SYD.id, 'forbidden'),
    decidesAfterData: true,
  },
  // Exemptions (§6 "Distance orders, exemptions…: distance admin, department admin or admin"): list, form, thank-you page.
  { path: `/company/${COMPANY_NORR.id}/exemptions`, expect: companyRoute(EXEMPTION_MAKERS, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_SYD.id}/exemptions`, expect: companyRoute(EXEMPTION_MAKERS, COMPANY_SYD.id) },
  { path: `/company/${COMPANY_NORR.id}/exemption/new`, expect: companyRoute(EXEMPTION_MAKERS, COMPANY_NORR.id) },
  {
    path: `/company/${COMPANY_SYD.id}/exemption/new/${COMPANY_STAFF.malmoYua.employmentId}`,
    expect: companyRoute(EXEMPTION_MAKERS, COMPANY_SYD.id),
  },
  { path: `/company/${COMPANY_NORR.id}/exemption-complited`, expect: companyRoute(EXEMPTION_MAKERS, COMPANY_NORR.id) },
  // §2 quirk kept: the view checks a company role without the company id, so a company user of ANY company opens
  // it (whom §6 does not let read the exemption the page tells so); anyone without a company role /forbidden.
  {
    path: `/company/${COMPANY_SYD.id}/exemption/${STRUCTURE_IDS.malmoExemption}`,
    expect: (who: Who) => (who === 'loggedOut' ? 'start' : ANY_COMPANY_USER.includes(who) ? 'page' : 'forbidden'),
    decidesAfterData: true,
  },
  // Instructors (§6 "…company instructors": BG, AVDADM, FTGADM, the exemptions' readers) and the YUA page
  // (§6 "Apprentices, applications, YUA page": YUA, BG, AVDADM, FTGADM, the applications' readers).
  { path: `/company/${COMPANY_NORR.id}/instructors`, expect: companyRoute(EXEMPTION_MAKERS, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_SYD.id}/instructors`, expect: companyRoute(EXEMPTION_MAKERS, COMPANY_SYD.id) },
  {
    path: `/company/${COMPANY_NORR.id}/education-responsible`,
    expect: companyRoute(APPLICATION_READERS, COMPANY_NORR.id),
  },
  {
    path: `/company/${COMPANY_SYD.id}/education-responsible`,
    expect: companyRoute(APPLICATION_READERS, COMPANY_SYD.id),
  },
]

/** /company/{id}/CompanyRedirect/{routenm}: a §2 named route, a page's own name, and an unknown name. */
function companyRedirects(): RouteRow[] {
  const via = (id: number, name: string, page: string, expect: RouteRow['expect']): RouteRow => ({
    path: `/company/${id}/CompanyRedirect/${name}`,
    landsAt: `/company/${id}/${page}`,
    expect,
  })
  const unknown = `/company/${COMPANY_NORR.id}/CompanyRedirect/nope`
  return [
    via(COMPANY_NORR.id, 'AdminApplicationStart', 'applications', companyRoute(APPLICATION_READERS, COMPANY_NORR.id)),
    via(COMPANY_NORR.id, 'permissions', 'permissions', companyRoute(STAFF_MANAGERS, COMPANY_NORR.id)),
    via(COMPANY_SYD.id, 'workplaces', 'workplaces', companyRoute(COMPANY_USERS, COMPANY_SYD.id)),
    { path: unknown, expect: companyRoute(COMPANY_USERS, COMPANY_NORR.id, 'notFound') },
  ]
}
