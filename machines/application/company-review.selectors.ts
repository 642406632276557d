import type { SnapshotFrom } from 'xstate'
import { applicationTransition, canDeleteApplication, submittableProblems } from '../../src/domain/application'
import { wizardSelectors } from '../wizard/selectors'
import type { companyReviewMachine } from './company-review.machine'
import {
  approveRefusal,
  hasUnsavedChanges,
  isReadOnly,
  reviewChanges,
  reviewInstructorOptions,
  reviewSteps,
  reviewWorkplaces,
} from './company-review.rules'
import { REVIEW_STEPS, type CompanyReviewContext, type ReviewScreen, type ReviewStep } from './company-review.steps'
/** What the views read of the company review. */

export type CompanyReviewSnapshot = SnapshotFrom<typeof companyReviewMachine>

const wizard = wizardSelectors<ReviewScreen, ReviewStep, CompanyReviewContext>({
  steps: reviewSteps,
  pages: ['paused', 'approved', 'denied', 'deleted'],
})
export const selectCurrentStep = wizard.selectCurrentStep
/** 0-based position among the 8 steps; -1 on the other pages. */
export const selectStepIndex = wizard.selectStepIndex
export const selectStepTotal = () => REVIEW_STEPS.length
export const selectApplication = (s: CompanyReviewSnapshot) => s.context.application
export const selectAnswers = wizard.selectAnswers
export const selectErrors = wizard.selectErrors
export const selectFormError = wizard.selectFormError
export const selectBusy = wizard.selectBusy
/** Not in a state the company may edit (§4): every page read-only, no save/approve/deny. */
export const selectReadOnly = (s: CompanyReviewSnapshot) => isReadOnly(s.context)
export const selectHasUnsavedChanges = (s: CompanyReviewSnapshot) => hasUnsavedChanges(s.context)
export const selectJustSaved = (s: CompanyReviewSnapshot) => s.context.justSaved
export const selectWorkplaces = (s: CompanyReviewSnapshot) => reviewWorkplaces(s.context)
export const selectInstructorOptions = (s: CompanyReviewSnapshot) => reviewInstructorOptions(s.context)
export const selectCourses = (s: CompanyReviewSnapshot) => s.context.courses ?? []
export const selectDocuments = (s: CompanyReviewSnapshot) => s.context.application?.documents ?? []
/** The §4 fields still missing for approval (names of application fields). */
export const selectMissingForApproval = (s: CompanyReviewSnapshot) =>
  s.context.application ? submittableProblems({ ...s.context.application, ...reviewChanges(s.context) }) : []
/** Approve would be sent (the button may still be shown otherwise: it then explains why not). */
export const selectCanSubmit = (s: CompanyReviewSnapshot) =>
  s.matches({ active: { decision: 'idle' } }) && approveRefusal(s.context) === null
export const selectCanSave = (s: CompanyReviewSnapshot) => !isReadOnly(s.context)
export const selectCanDeny = (s: CompanyReviewSnapshot) =>
  s.context.application !== null && applicationTransition(s.context.application, 'deny') !== null
export const selectCanDelete = (s: CompanyReviewSnapshot) =>
  s.context.application !== null && canDeleteApplication(s.context.user, s.context.application)
export const selectConfirmingDeny = (s: CompanyReviewSnapshot) =>
  s.matches({ active: { decision: 'confirmingDeny' } }) || s.matches({ active: { decision: 'denying' } })
export const selectConfirmingApprove = (s: CompanyReviewSnapshot) =>
  s.matches({ active: { decision: 'confirmingApprove' } }) || s.matches({ active: { decision: 'approving' } })
export const selectConfirmingDelete = (s: CompanyReviewSnapshot) =>
  s.matches({ active: { decision: 'confirmingDelete' } }) || s.matches({ active: { decision: 'deleting' } })
export const selectReturnsToDecision = (s: CompanyReviewSnapshot) => s.context.returnToDecision
export const selectCanGoBack = (s: CompanyReviewSnapshot) => selectStepIndex(s) > 0
export const selectPersistable = wizard.selectPersistable
