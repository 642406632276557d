import { ownBooks } from '../../../domain/ebook-basics'
import type { Person } from '../../../api/shell/user.schemas'
import { menuVisibility } from '../../../domain/menu'
import { ANY_COMPANY, isCompanyUser, isInstructor, mayOpenMyApprentices } from '../../../domain/roles'
import { companyPageAccess, roleAbbreviations, type CompanyPageAccess } from '../../../domain/role-pages'
import { menuHref } from '../menu-links'

/**
 * What the logged-in start view shows, as plain data from the user (§2, §6), so the rules can be
 * read (and tested) apart from the markup.
 */

/** Companies of active apprenticeships (not manually ended), newest first by fromDate, each once. */
export function activeApprenticeshipCompanies(user: Person): string[] {
  const names = user.apprenticeships
    .filter((a) => a.manuallyEndedDate === null)
    .sort((a, b) => b.fromDate.localeCompare(a.fromDate))
    .map((a) => a.company.name)
  return [...new Set(names)]
}

/** The user's own e-books, newest first (src/domain/ebook.ts). */
export const startBooks = ownBooks

export type StartButtonKey =
  'myQualifyingTime' | 'qualifications' | 'application' | 'instructorEbook' | 'instructorApprentices'

export interface StartButton {
  key: StartButtonKey
  href: string
}

/** The person's own buttons, as the menu rules allow, then the instructor's (§6 "Instructor home buttons"). */
export function startButtons(user: Person): StartButton[] {
  const menu = menuVisibility(user)
  const buttons: StartButton[] = []
  if (menu.myQualifyingTime) buttons.push({ key: 'myQualifyingTime', href: menuHref('myQualifyingTime', user) })
  if (menu.qualifications) buttons.push({ key: 'qualifications', href: menuHref('qualifications', user) })
  if (menu.application) buttons.push({ key: 'application', href: menuHref('application', user) })
  if (isInstructor(user) && user.books.length > 0) buttons.push({ key: 'instructorEbook', href: '/instructor/ebooks' })
  // "apprentices if apprenticeships exist", as the page's guard has it: an active instructor link (§6).
  if (mayOpenMyApprentices(user)) {
    buttons.push({ key: 'instructorApprentices', href: `/instructor/${user.id}/apprentices` })
  }
  return buttons
}

export type CompanyActionKey = keyof CompanyPageAccess

/** Panel buttons in the order a company user meets them; each shown when its §6 right holds. */
const ACTIONS: ReadonlyArray<[CompanyActionKey, (id: number) => string]> = [
  ['applications', (id) => `/company/${id}/applications`],
  ['createApplications', (id) => `/company/${id}/create-applications`],
  ['apprentices', (id) => `/company/${id}/apprentices`],
  ['educationResponsible', (id) => `/company/${id}/education-responsible`],
  ['instructors', (id) => `/company/${id}/instructors`],
  ['instructorEbooks', () => '/instructor/ebooks'],
  ['staff', (id) => `/company/${id}/employees`],
  ['roles', (id) => `/company/${id}/permissions`],
  ['pauses', (id) => `/company/${id}/paused`],
  ['exemptions', (id) => `/company/${id}/exemptions`],
  ['distanceOrders', (id) => `/company/${id}/distance-orders`],
  ['orderApproval', (id) => `/company/${id}/orders`],
  ['workplaces', (id) => `/company/${id}/workplaces`],
  ['departments', (id) => `/company/${id}/departments`],
  ['companyOrderCards', (id) => `/order-card/${id}/start`],
  ['staffCardOrders', (id) => `/order-card-company/${id}/types`],
]

export interface CompanyPanel {
  companyId: number
  name: string
  roles: string
  actions: Array<{ key: CompanyActionKey; href: string }>
}

/** One expansion panel per company where the user holds a company role (department roles count). */
export function companyPanels(user: Person): CompanyPanel[] {
  const names = new Map<number, string>()
  for (const a of user.apprenticeships) names.set(a.companyId, a.company.name)
  for (const e of user.employments) names.set(e.companyId, e.company.name)
  const ids = new Set<number>([
    ...user.companyRoles.map((r) => r.companyId).filter((id) => id !== ANY_COMPANY),
    ...user.employments.map((e) => e.companyId),
  ])
  return [...ids]
    .filter((id) => isCompanyUser(user, id))
    .map((id) => {
      const access = companyPageAccess(user, id)
      return {
        companyId: id,
        name: names.get(id) ?? '',
        roles: roleAbbreviations(user, id),
        actions: ACTIONS.filter(([key]) => access[key]).map(([key, href]) => ({ key, href: href(id) })),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'))
}
