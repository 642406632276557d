import type { SnapshotFrom } from 'xstate'
import type { qualifyingTimeMachine } from './qualifying-time.machine'
import { approvalBlock, mayApprove, mayModify, modificationPending } from './qualifying-time.rules'
import type { QualifyingTimeState } from './qualifying-time.steps'

/** What the qualifying-time page reads of its machine. */

export type QualifyingTimeSnapshot = SnapshotFrom<typeof qualifyingTimeMachine>

export const selectState = (s: QualifyingTimeSnapshot): QualifyingTimeState => s.context.qualifyingTime.state
export const selectQualifyingTime = (s: QualifyingTimeSnapshot) => s.context.qualifyingTime
/** The approve button is shown (a company user, a time ready for approval). */
export const selectCanApprove = (s: QualifyingTimeSnapshot) => mayApprove(s.context) && !s.matches('modification')
/** §8 Y4+Y5 blocks the approval: the page says so before anyone clicks. */
export const selectApprovalBlocked = (s: QualifyingTimeSnapshot) =>
  mayApprove(s.context) && approvalBlock(s.context) !== null
export const selectCanModify = (s: QualifyingTimeSnapshot) => mayModify(s.context) && !s.matches('modification')
/** §4: an extension awaits the region (no second one). */
export const selectModificationPending = (s: QualifyingTimeSnapshot) => modificationPending(s.context)
export const selectConfirming = (s: QualifyingTimeSnapshot) => s.matches('confirming') || s.matches('approving')
export const selectEditing = (s: QualifyingTimeSnapshot) => s.matches('modification')
export const selectDraft = (s: QualifyingTimeSnapshot) => s.context.draft
export const selectErrors = (s: QualifyingTimeSnapshot) => s.context.errors
export const selectFormError = (s: QualifyingTimeSnapshot) => s.context.formError
export const selectNotice = (s: QualifyingTimeSnapshot) => s.context.notice
export const selectAttempt = (s: QualifyingTimeSnapshot) => s.context.attempt
export const selectBusy = (s: QualifyingTimeSnapshot) => s.hasTag('busy')
