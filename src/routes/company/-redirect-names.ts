/**
 * The names /company/{id}/CompanyRedirect/{routenm} accepts (§2), each with the company page it opens
 * (the path below /company/{id}/); any other name is not found. Decisions:
 * docs/decisions/notes/connect-ui19.md. It sits in the start page's entry: kept to plain strings.
 */

/** The company pages by their own names. */
const PAGES = new Set(
  'employees permissions workplaces departments apprentices instructors education-responsible paused exemptions applications create-applications orders distance-orders'.split(
    ' ',
  ),
)

/**
 * §2's named company routes (CompanyInstructorApprentices names an instructor's person id elsewhere;
 * under a company it opens the company's instructors with their apprentices).
 */
const NAMED = new Map([
  ['CompanyYUA', 'education-responsible'],
  ['CompanyOrderCardStart', 'orders'],
  ['CompanyInstructorApprentices', 'instructors'],
  ['AdminApplicationStart', 'applications'],
])

/** The company page a CompanyRedirect name opens (the path below /company/{id}/), or null: not found. */
export function companyPageOf(routenm: string): string | null {
  return PAGES.has(routenm) ? routenm : (NAMED.get(routenm) ?? null)
}
