import type { SnapshotFrom } from 'xstate'
import type { addEmployeeMachine } from './add-employee.machine'

type Snapshot = SnapshotFrom<typeof addEmployeeMachine>

/** The page the flow shows: the form, or the confirmation (also while saving, and once added until the edge navigates). */
export const selectAddStep = (s: Snapshot): 'form' | 'confirm' => (s.matches('editing') ? 'form' : 'confirm')
export const selectAddSaving = (s: Snapshot) => s.matches('saving') || s.matches('added')
export const selectAddValues = (s: Snapshot) => s.context.values
export const selectAddErrors = (s: Snapshot) => s.context.errors
export const selectAddFormError = (s: Snapshot) => s.context.formError
export const selectAddAttempt = (s: Snapshot) => s.context.attempt
export const selectAddDepartments = (s: Snapshot) => s.context.departments
