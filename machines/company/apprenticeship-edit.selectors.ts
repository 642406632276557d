import type { SnapshotFrom } from 'xstate'
import type { apprenticeshipEditMachine } from './apprenticeship-edit.machine'

/** What the apprentice's page reads of the flow. */

export type ApprenticeshipEditSnapshot = SnapshotFrom<typeof apprenticeshipEditMachine>

/** The instructors shown as linked: the set being sent while it is, else the server's. */
export const selectInstructorIds = (s: ApprenticeshipEditSnapshot) => s.context.pending ?? s.context.instructorIds
export const selectBusy = (s: ApprenticeshipEditSnapshot) => s.hasTag('busy')
export const selectRate = (s: ApprenticeshipEditSnapshot) => s.context.rate
export const selectRateErrors = (s: ApprenticeshipEditSnapshot) => s.context.rateErrors
export const selectSavingRate = (s: ApprenticeshipEditSnapshot) => s.matches('savingRate')
/** Why the last change did not happen (the page's own check or the server's refusal), outside the dialogs. */
export const selectEditError = (s: ApprenticeshipEditSnapshot) => (s.matches('editing') ? s.context.error : null)
/** "Saved": only once the server has answered, until the next change. */
export const selectSaved = (s: ApprenticeshipEditSnapshot) => (s.matches('editing') ? s.context.saved : null)
export const selectAskingEnd = (s: ApprenticeshipEditSnapshot) => s.matches('askingEnd') || s.matches('ending')
export const selectEnding = (s: ApprenticeshipEditSnapshot) => s.matches('ending')
export const selectEndDate = (s: ApprenticeshipEditSnapshot) => s.context.endDate
export const selectEndDateError = (s: ApprenticeshipEditSnapshot) => s.context.endDateError
export const selectAskingRemove = (s: ApprenticeshipEditSnapshot) => s.matches('askingRemove') || s.matches('removing')
export const selectRemoving = (s: ApprenticeshipEditSnapshot) => s.matches('removing')
/** A dialog's refusal (end or delete), shown in the dialog. */
export const selectDialogError = (s: ApprenticeshipEditSnapshot) =>
  s.matches('askingEnd') || s.matches('askingRemove') ? s.context.error : null
