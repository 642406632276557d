import type { SnapshotFrom } from 'xstate'
import { effectiveStartDate } from '../../src/domain/application'
import { wizardSelectors } from '../wizard/selectors'
import { orNull } from './application-rules'
import type { companyRegistrationMachine } from './company-registration.machine'
import { localDay, registrationFirstOpenStep, registrationSteps, workplacesFor } from './company-registration.rules'
import {
  REGISTRATION_STEPS,
  type CompanyRegistrationContext,
  type RegistrationScreen,
  type RegistrationStep,
} from './company-registration.steps'
/** What the views read of the company registration. */

export type CompanyRegistrationSnapshot = SnapshotFrom<typeof companyRegistrationMachine>

const wizard = wizardSelectors<RegistrationScreen, RegistrationStep, CompanyRegistrationContext>({
  steps: registrationSteps,
  pages: ['paused', 'thanks'],
})
export const selectCurrentStep = wizard.selectCurrentStep
export const selectShownSteps = wizard.selectShownSteps
/** 0-based position among the shown steps; -1 on the pages around them. */
export const selectStepIndex = wizard.selectStepIndex
export const selectStepTotal = wizard.selectStepTotal
export const selectAnswers = wizard.selectAnswers
export const selectErrors = wizard.selectErrors
export const selectFormError = wizard.selectFormError
export const selectBusy = wizard.selectBusy
export const selectCompany = (s: CompanyRegistrationSnapshot) => s.context.company
export const selectDepartments = (s: CompanyRegistrationSnapshot) => s.context.company?.departments ?? []
/** The workplaces of the chosen department (all of them without departments). */
export const selectWorkplaces = (s: CompanyRegistrationSnapshot) => workplacesFor(s.context)
/** Every instructor with the §5 reasons they cannot be chosen (empty: selectable). */
export const selectInstructorOptions = (s: CompanyRegistrationSnapshot) => s.context.instructorOptions
export const selectInstructorsFailed = (s: CompanyRegistrationSnapshot) =>
  s.matches({ active: { instructor: 'failed' } })
export const selectEmploymentTypes = (s: CompanyRegistrationSnapshot) => s.context.employmentTypes
/** The start date that counts (empty: today), for the review. */
export const selectEffectiveStartDate = (s: CompanyRegistrationSnapshot) =>
  effectiveStartDate(orNull(s.context.answers.employmentDate), localDay(s.context.today))
export const selectApplicationId = (s: CompanyRegistrationSnapshot) => s.context.applicationId
export const selectReturnsToReview = (s: CompanyRegistrationSnapshot) => s.context.returnToReview
export const selectCanSubmit = (s: CompanyRegistrationSnapshot) =>
  s.matches({ active: { review: 'editing' } }) && registrationFirstOpenStep(s.context) === 'review'
export const selectFirstOpenStep = (s: CompanyRegistrationSnapshot) => registrationFirstOpenStep(s.context)
export function selectCanGoBack(s: CompanyRegistrationSnapshot): boolean {
  const screen = selectCurrentStep(s)
  return screen !== 'apprentice-personal-number' && (REGISTRATION_STEPS as readonly string[]).includes(screen)
}
export const selectPersistable = wizard.selectPersistable
