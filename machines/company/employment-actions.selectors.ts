import type { SnapshotFrom } from 'xstate'
import type { employmentActionsMachine } from './employment-actions.machine'

type Snapshot = SnapshotFrom<typeof employmentActionsMachine>

export const selectEndAsked = (s: Snapshot) => s.matches('askingEnd') || s.matches('ending')
export const selectRemoveAsked = (s: Snapshot) => s.matches('askingRemove') || s.matches('removing')
export const selectActionBusy = (s: Snapshot) => s.matches('ending') || s.matches('removing') || s.matches('removed')
export const selectEndDate = (s: Snapshot) => s.context.endDate
export const selectEndDateError = (s: Snapshot) => s.context.endDateError
export const selectActionError = (s: Snapshot) => s.context.error
