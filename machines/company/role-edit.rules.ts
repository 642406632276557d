import { mayChangeRole, type RoleChange, type StaffPowers } from '../../src/domain/company-staff'
import { roleBoxes, isChecked, type RoleBox, type RoleForm } from './role-edit.steps'

/**
 * Who may tick which box (§6 powers), decided by the same rule the simulated backend judges the
 * change with (src/domain/company-staff.ts mayChangeRole), so the page and the server agree.
 */

/** Why a box is shown disabled; null: the acting user may change it. */
export type RoleLock = 'administrator' | 'outsideScope' | 'instructorOnly' | 'noRight'

const KIND: Record<RoleBox['flag'], RoleChange['kind']> = {
  Administrator: 'administrator',
  CompanyEducationResponsible: 'other',
  DistanceEducationAdministrator: 'other',
  Instructor: 'instructor',
  isDepartmentAdministrator: 'other',
  isDepartmentEducationResponsible: 'other',
  isDepartmentDistanceEducationAdministrator: 'other',
  isDepartmentInstructor: 'instructor',
}

export const changeOf = (box: RoleBox): RoleChange => ({ kind: KIND[box.flag], departmentId: box.departmentId })

/** The reason a box is locked for the acting user, or null (granting and withdrawing are judged alike). */
export function roleLock(powers: StaffPowers, box: RoleBox): RoleLock | null {
  const change = changeOf(box)
  if (mayChangeRole(powers, change)) return null
  if (change.kind === 'administrator') return 'administrator'
  const scope = powers.scope
  const inScope = box.departmentId === null ? scope === 'all' : scope === 'all' || scope.includes(box.departmentId)
  if (!inScope) return 'outsideScope'
  if (powers.educationResponsible && !powers.departmentAdministrator) return 'instructorOnly'
  return 'noRight'
}

/** The boxes whose tick differs between two forms. */
export function changedBoxes(before: RoleForm, after: RoleForm, hasDepartments: boolean): RoleBox[] {
  return roleBoxes(after, hasDepartments).filter((box) => isChecked(before, box) !== isChecked(after, box))
}

/** The Administrator role is withdrawn by the change (asked first: the person loses the company's administration). */
export function withdrawsAdministrator(before: RoleForm, after: RoleForm): boolean {
  return before.roles.Administrator && !after.roles.Administrator
}
