import type { SnapshotFrom } from 'xstate'
import type { roleEditMachine } from './role-edit.machine'
import { roleLock } from './role-edit.rules'
import { isChecked, roleBoxes, type RoleBox } from './role-edit.steps'

/** What the roles page reads of the flow. */

export type RoleEditSnapshot = SnapshotFrom<typeof roleEditMachine>

/** The form's boxes with their ticks and, for those the acting user may not change, why (§6). */
export const selectRoleBoxes = (s: RoleEditSnapshot) => {
  const c = s.context
  return roleBoxes(c.form, c.hasDepartments).map((box: RoleBox) => ({
    box,
    checked: isChecked(c.form, box),
    lock: roleLock(c.powers, box),
  }))
}
export const selectDepartments = (s: RoleEditSnapshot) => s.context.form.departments
export const selectSaving = (s: RoleEditSnapshot) => s.matches('saving')
export const selectConfirming = (s: RoleEditSnapshot) => s.matches('confirming')
/** Why the last save did not happen (the server's refusal, or nothing changed). */
export const selectRoleError = (s: RoleEditSnapshot) => (s.matches('editing') ? s.context.error : null)
/** "Saved": only once the server has answered, until the next tick. */
export const selectSaved = (s: RoleEditSnapshot) => s.matches('editing') && s.context.saved
