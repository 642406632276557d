import type { RoleAbbreviation, StaffEmployment } from '../../../api/company/employment.schemas'
import { fold, searchWords } from '../../../domain/search-text'

/** What the staff list is narrowed to, on the page (the loader read the whole list the user may see). */
export interface StaffFilter {
  search: string
  /** A department id as the select gives it; '' every department. */
  departmentId: string
  role: RoleAbbreviation | ''
}

export const NO_STAFF_FILTER: StaffFilter = { search: '', departmentId: '', role: '' }

/** What the list page shows: the rows, their search texts and the departments to filter by (the loader's work). */
export interface StaffListData {
  rows: StaffEmployment[]
  /** staffSearchText of each row, in order. */
  texts: string[]
  departments: { value: string; label: string }[]
}

/** The haystack of a row: the name both ways round, e-mail and personal number (what the backend shows of the person). */
export function staffSearchText(row: StaffEmployment): string {
  const { firstName, lastName, email, personalNumber } = row.person
  return fold(`${firstName} ${lastName}\n${lastName} ${firstName}\n${email ?? ''}\n${personalNumber}`)
}

/** The rows the filter keeps, in the list's order; `texts` are the rows' search texts, made once per list. */
export function filterStaff(
  rows: readonly StaffEmployment[],
  texts: readonly string[],
  filter: StaffFilter,
): StaffEmployment[] {
  const words = searchWords(filter.search)
  // No filter: the list as it came (opening the page filters nothing).
  if (words.length === 0 && filter.role === '' && filter.departmentId === '') return rows as StaffEmployment[]
  const department = filter.departmentId === '' ? null : Number(filter.departmentId)
  return rows.filter(
    (row, index) =>
      (filter.role === '' || row.roleAbbreviations.includes(filter.role)) &&
      (department === null || row.departmentEmployments.some((d) => d.departmentId === department)) &&
      words.every((word) => texts[index].includes(word)),
  )
}

/**
 * The departments the department filter offers: those of the listed people that the viewer may see
 * (§6: a department administrator only theirs; `scope` from src/domain/roles.ts departmentScope),
 * by name. None in a company without departments (the filter is not shown).
 */
export function departmentOptions(
  rows: readonly StaffEmployment[],
  scope: 'all' | readonly number[],
): { value: string; label: string }[] {
  const names = new Map<number, string>()
  for (const row of rows)
    for (const d of row.departmentEmployments)
      if (scope === 'all' || scope.includes(d.departmentId)) names.set(d.departmentId, d.name)
  return [...names]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'sv'))
}
