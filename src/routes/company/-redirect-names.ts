/**
 * The names /company/{id}/CompanyRedirect/{routenm} accepts (§2), each with the company page it opens
 * (the path below /company/{id}/). §2's named company routes, then the pages' own names; any other
 * name is not found. Decisions: /work/notes/s26/connect-ui19.md. It sits in the start page's entry:
 * plain strings only.
 */
const COMPANY_PAGES: Readonly<Record<string, string>> = {
  // §2 named routes (CompanyInstructorApprentices names an instructor's person id elsewhere; under a
  // company it opens the company's instructors with their apprentices).
  CompanyYUA: 'education-responsible',
  CompanyOrderCardStart: 'orders',
  CompanyInstructorApprentices: 'instructors',
  AdminApplicationStart: 'applications',
  // The company pages by their own names.
  employees: 'employees',
  permissions: 'permissions',
  workplaces: 'workplaces',
  departments: 'departments',
  apprentices: 'apprentices',
  instructors: 'instructors',
  'education-responsible': 'education-responsible',
  paused: 'paused',
  exemptions: 'exemptions',
  applications: 'applications',
  'create-applications': 'create-applications',
  orders: 'orders',
  'distance-orders': 'distance-orders',
}

/** The company page a CompanyRedirect name opens (the path below /company/{id}/), or null: not found. */
export function companyPageOf(routenm: string): string | null {
  return Object.hasOwn(COMPANY_PAGES, routenm) ? (COMPANY_PAGES[routenm] ?? null) : null
}
