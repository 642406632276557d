import type { SnapshotFrom } from 'xstate'
import { wizardSelectors } from '../wizard/selectors'
import { professionById } from './application-rules'
import type { apprenticeApplicationMachine } from './apprentice-application.machine'
import { apprenticeSteps, firstOpenStep } from './apprentice-application.rules'
import {
  APPRENTICE_STEPS,
  type ApprenticeContext,
  type ApprenticeScreen,
  type ApprenticeStep,
} from './apprentice-application.steps'

/** What the views read of the apprentice wizard. */

export type ApprenticeApplicationSnapshot = SnapshotFrom<typeof apprenticeApplicationMachine>

const wizard = wizardSelectors<ApprenticeScreen, ApprenticeStep, ApprenticeContext>({
  steps: apprenticeSteps,
  pages: ['paused', 'thanks'],
  aliases: { 'loading-draft': 'loading' },
})
/** The page to show: a step slug, or one of the pages around the steps. */
export const selectCurrentStep = wizard.selectCurrentStep
/** The steps this application has (skipped ones left out), in order. */
export const selectShownSteps = wizard.selectShownSteps
/** 0-based position among the shown steps (the route's setStep); -1 on the pages around them. */
export const selectStepIndex = wizard.selectStepIndex
export const selectStepTotal = wizard.selectStepTotal
export const selectAnswers = wizard.selectAnswers
export const selectErrors = wizard.selectErrors
export const selectFormError = wizard.selectFormError
/** A code check runs one of its calls (sending, checking, sending again): the page waits for it. */
const codeCheckBusy = (s: ApprenticeApplicationSnapshot) =>
  (s.matches({ active: { phone: 'code' } }) || s.matches({ active: { email: 'code' } })) &&
  s.context.check !== null &&
  s.context.check.phase !== 'editing'
/** A call is under way: the view disables Continue and shows progress. */
export const selectBusy = (s: ApprenticeApplicationSnapshot) => wizard.selectBusy(s) || codeCheckBusy(s)
/** The phone and e-mail steps show the code field once the first code was sent (while it is sent, the number page is busy). */
export const selectPhoneAwaitsCode = (s: ApprenticeApplicationSnapshot) =>
  s.matches({ active: { phone: 'code' } }) && s.context.check?.phase !== 'sending'
export const selectEmailAwaitsCode = (s: ApprenticeApplicationSnapshot) =>
  s.matches({ active: { email: 'code' } }) && s.context.check?.phase !== 'sending'
/** Seconds until a new code may be asked for (the code page counts down). */
export const selectResendIn = (s: ApprenticeApplicationSnapshot) => s.context.check?.resendIn ?? 0
export const selectCanResend = (s: ApprenticeApplicationSnapshot) =>
  s.context.check?.phase === 'editing' && s.context.check.resendIn <= 0
/** A new code was sent on request (the page says so). */
export const selectCodeResent = (s: ApprenticeApplicationSnapshot) => s.context.check?.resent === true
/** The company was found: its name is shown for confirmation. */
export const selectCompanyFound = (s: ApprenticeApplicationSnapshot) => s.matches({ active: { company: 'found' } })
export const selectCompany = (s: ApprenticeApplicationSnapshot) => s.context.company
export const selectDepartments = (s: ApprenticeApplicationSnapshot) => s.context.company?.departments ?? []
export const selectMachineOrientations = (s: ApprenticeApplicationSnapshot) =>
  professionById(s.context.professions, s.context.answers.professionId)?.machineOrientations ?? []
export const selectDocuments = (s: ApprenticeApplicationSnapshot) => s.context.documents
export const selectQueuedUploads = (s: ApprenticeApplicationSnapshot) => s.context.uploads
export const selectRejectedFiles = (s: ApprenticeApplicationSnapshot) => s.context.rejectedFiles
export const selectCourseOptions = (s: ApprenticeApplicationSnapshot) => s.context.courseOptions ?? []
/** The courses could not be listed: the page offers a retry. */
export const selectCoursesFailed = (s: ApprenticeApplicationSnapshot) => s.matches({ active: { courses: 'failed' } })
export const selectDrafts = (s: ApprenticeApplicationSnapshot) => s.context.drafts
/** The person's applications already sent (the draft list's second section). */
export const selectSentApplications = (s: ApprenticeApplicationSnapshot) => s.context.sent
/** The existing draft the continue-or-new page offers. */
export const selectSameProfessionDraft = (s: ApprenticeApplicationSnapshot) =>
  s.context.drafts.find((d) => d.professionId === s.context.answers.professionId) ?? null
export const selectApplicationId = (s: ApprenticeApplicationSnapshot) => s.context.applicationId
export const selectApplicationStateId = (s: ApprenticeApplicationSnapshot) => s.context.stateId
/** Why the company sent it back (a denied application is a draft again). */
export const selectDenyMotivation = (s: ApprenticeApplicationSnapshot) => s.context.denyMotivation
/** A "Change" link was followed: the button says "Save and return" and Back goes to the review. */
export const selectReturnsToReview = (s: ApprenticeApplicationSnapshot) => s.context.returnToReview
/** The review may be signed: honesty declaration given and every step answered. */
export const selectCanSubmit = (s: ApprenticeApplicationSnapshot) =>
  s.matches({ active: { review: 'editing' } }) &&
  s.context.answers.honestyDeclaration &&
  firstOpenStep(s.context) === 'review'
/** The step a review "Change" link would be needed for first (or 'review' when nothing is missing). */
export const selectFirstOpenStep = (s: ApprenticeApplicationSnapshot) => firstOpenStep(s.context)
/** Whether the back link stays in the wizard (else it leaves to the start page). */
export function selectCanGoBack(s: ApprenticeApplicationSnapshot): boolean {
  const screen = selectCurrentStep(s)
  if (screen === 'welcome') return s.context.applicationId === null && s.context.drafts.length > 0
  return (APPRENTICE_STEPS as readonly string[]).includes(screen) || screen === 'continue-or-new'
}
/** Only stable pages are stored; a call in flight (a code check's too) is not. */
export const selectPersistable = (s: ApprenticeApplicationSnapshot) => wizard.selectPersistable(s) && !codeCheckBusy(s)
