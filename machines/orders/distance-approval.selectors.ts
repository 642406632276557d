import type { SnapshotFrom } from 'xstate'
import { wizardSelectors } from '../wizard/selectors'
import type { distanceApprovalMachine } from './distance-approval.machine'
import { approvalSteps, noOccasions } from './distance-approval.rules'
import type { ApprovalScreen, ApprovalStep, DistanceApprovalContext } from './distance-approval.steps'

/** What the order page reads of the approval guide. */

export type DistanceApprovalSnapshot = SnapshotFrom<typeof distanceApprovalMachine>

const wizard = wizardSelectors<ApprovalScreen, ApprovalStep, DistanceApprovalContext>({
  steps: approvalSteps,
  pages: ['confirming', 'approving', 'approved'],
})

/** The page: a step, or the binding question / the call / the server's yes (the view shows the review under the first two). */
export const selectScreen = wizard.selectCurrentStep
/** 0-based position among the seven steps; -1 on the pages around them. */
export const selectStepIndex = wizard.selectStepIndex
export const selectStepTotal = wizard.selectStepTotal
/** The step shown (the review also under the binding question and while the call runs). */
export const selectStep = (s: DistanceApprovalSnapshot) => s.context.step
export const selectAnswers = wizard.selectAnswers
export const selectErrors = wizard.selectErrors
export const selectFormError = wizard.selectFormError
export const selectBusy = wizard.selectBusy
export const selectAttempt = (s: DistanceApprovalSnapshot) => s.context.attempt
export const selectConfirming = (s: DistanceApprovalSnapshot) => s.matches('confirming') || s.matches('approving')
/** The server's answer to the approval; null until it said yes. */
export const selectApproved = (s: DistanceApprovalSnapshot) => s.context.approved
/** §8: no course occasion to choose; the guide cannot approve. */
export const selectNoOccasions = (s: DistanceApprovalSnapshot) => noOccasions(s.context)
