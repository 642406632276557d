import type { RoleAbbreviation, StaffEmployment } from '../../../api/company/employment.schemas'
import { staffAbbreviations } from '../../../domain/company-staff'

/** One person of the roles list, with the roles they hold where the group is (§6 abbreviations). */
export interface RolePerson {
  row: StaffEmployment
  roles: RoleAbbreviation[]
}

/** The roles list's groups: one per department in a company with departments (null: the company as a whole). */
export interface RoleGroup {
  departmentId: number | null
  name: string | null
  people: RolePerson[]
}

/**
 * The roles list per department where the company has departments (§6 "department roles are per
 * department"): each department the viewer may see (`scope`, src/domain/roles.ts departmentScope), by
 * name, with its people and the roles they hold there (company-level ones too, FTGADM); people in no
 * department come last in a group of their own (only a company-wide viewer gets them from the API).
 * Without departments one group: everyone with all their roles.
 */
export function roleGroups(
  rows: readonly StaffEmployment[],
  hasDepartments: boolean,
  scope: 'all' | readonly number[],
): RoleGroup[] {
  if (!hasDepartments)
    return [{ departmentId: null, name: null, people: rows.map((row) => ({ row, roles: row.roleAbbreviations })) }]
  const groups = new Map<number, RoleGroup>()
  const outside: RolePerson[] = []
  for (const row of rows) {
    const apprentice = row.roleAbbreviations.includes('LÄR')
    if (row.departmentEmployments.length === 0) outside.push({ row, roles: row.roleAbbreviations })
    for (const d of row.departmentEmployments) {
      if (scope !== 'all' && !scope.includes(d.departmentId)) continue
      let group = groups.get(d.departmentId)
      if (!group) groups.set(d.departmentId, (group = { departmentId: d.departmentId, name: d.name, people: [] }))
      group.people.push({ row, roles: staffAbbreviations({ roles: row.roles, departments: [d] }, apprentice) })
    }
  }
  const sorted = [...groups.values()].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'sv'))
  return outside.length > 0 ? [...sorted, { departmentId: null, name: null, people: outside }] : sorted
}
