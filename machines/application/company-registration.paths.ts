import type { Application } from '../../src/api/application/application.schemas'
import { EMPLOYMENT_TYPES } from '../../mock-server/seed'
import {
  SAMPLE_COMPANY_WITH_DEPARTMENTS,
  SAMPLE_INSTRUCTORS,
  SAMPLE_PROFESSIONS,
  SAMPLE_WORKPLACES,
  sampleApplication,
} from '../../src/test/application-samples'
import type { PathEvent } from '../wizard/path-event'
import {
  REGISTRATION_STEP_FIELDS,
  REGISTRATION_STEPS,
  type CompanyRegistrationInput,
  type RegistrationStep,
} from './company-registration.steps'
import { registrationSteps } from './company-registration.rules'
import { selectCurrentStep, type CompanyRegistrationSnapshot } from './company-registration.selectors'

/**
 * Path generation inputs of the company registration (xstate/graph; replayed by
 * e2e/application/company-application-paths.spec.ts). Only tests import this file.
 */

/** Company 2 of the scenario (it has departments), registering on 2026-11-16. */
export const companyRegistrationPathInput: CompanyRegistrationInput = {
  companyId: SAMPLE_COMPANY_WITH_DEPARTMENTS.id,
  applicationId: null,
  today: '2026-11-16',
  professions: SAMPLE_PROFESSIONS,
  employmentTypes: EMPLOYMENT_TYPES,
  newInstructionsAt: '2026-03-01T00:00:00.000Z',
}

const registrationDraft = (overrides: Partial<Application> = {}) =>
  sampleApplication({
    id: 7101,
    initiatedByCompany: true,
    prefilledBy: 'company',
    companyId: SAMPLE_COMPANY_WITH_DEPARTMENTS.id,
    firstName: null,
    lastName: null,
    address1: null,
    zip: null,
    city: null,
    country: null,
    personalNumber: '200501012389',
    privacyAccepted: false,
    ...overrides,
  })

export const companyRegistrationEvents: readonly PathEvent[] = [
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'step.goto', step: 'profession' },
  { type: 'step.goto', step: 'instructor' },
  { type: 'step.goto', step: 'employment' },
  { type: 'instructors.retry' },
  { type: 'load.retry' },
  { type: 'today.change', today: '2026-11-17' },
  { type: 'session.expired' },
  { type: 'session.resumed' },
  { type: 'answers.change', answers: { personalNumber: '20050101-2389' } },
  { type: 'answers.change', answers: { personalNumber: '20050101-2387' } },
  // Turns 18 in 2027: a minor on 2026-11-16.
  { type: 'answers.change', answers: { personalNumber: '20090315-2387' } },
  { type: 'answers.change', answers: { mobilephone: '070-555 12 34' } },
  { type: 'answers.change', answers: { mobilephone: '555' } },
  { type: 'answers.change', answers: { email: 'ny.larling@example.com' } },
  { type: 'answers.change', answers: { email: 'ny.larling@' } },
  { type: 'answers.change', answers: { professionId: 848 } },
  { type: 'answers.change', answers: { professionId: 120 } },
  { type: 'answers.change', answers: { departmentId: 21 } },
  { type: 'answers.change', answers: { workplaceId: 31 } },
  ...SAMPLE_INSTRUCTORS.map((i) => ({ type: 'answers.change', answers: { instructorId: i.id } })),
  { type: 'answers.change', answers: { employmentTypeId: 1, employmentDate: '' } },
  { type: 'answers.change', answers: { employmentTypeId: 2, employmentDate: '2026-12-01' } },
  { type: 'xstate.done.actor.getCompany', output: SAMPLE_COMPANY_WITH_DEPARTMENTS },
  { type: 'xstate.error.actor.getCompany', error: { key: 'couldNotLoad' } },
  { type: 'xstate.done.actor.listWorkplaces', output: SAMPLE_WORKPLACES },
  { type: 'xstate.error.actor.listWorkplaces', error: { key: 'couldNotLoad' } },
  { type: 'xstate.done.actor.getApplication', output: registrationDraft() },
  { type: 'xstate.error.actor.getApplication', error: { key: 'couldNotLoad' } },
  { type: 'xstate.done.actor.listEmployments', output: SAMPLE_INSTRUCTORS },
  { type: 'xstate.error.actor.listEmployments', error: { key: 'instructorsLoadFailed' } },
  { type: 'xstate.done.actor.createApplication', output: registrationDraft() },
  { type: 'xstate.error.actor.createApplication', error: { key: 'alreadyLinked' } },
  { type: 'xstate.done.actor.updateApplication', output: registrationDraft({ professionId: 848 }) },
  { type: 'xstate.error.actor.updateApplication', error: { key: 'couldNotSave' } },
]

/** The page, its answers and errors, the routing facts around it (see apprenticeApplicationPathKey). */
export function companyRegistrationPathKey(s: CompanyRegistrationSnapshot): string {
  const c = s.context
  const screen = selectCurrentStep(s)
  const onStep = (REGISTRATION_STEPS as readonly string[]).includes(screen)
  const step = screen as RegistrationStep
  return JSON.stringify({
    value: s.value,
    route: onStep ? [registrationSteps.previous(step, c), registrationSteps.next(step, c)] : null,
    draft: c.applicationId !== null,
    returnToReview: c.returnToReview,
    answers: onStep ? REGISTRATION_STEP_FIELDS[step].map((f) => c.answers[f]) : null,
    // The instructor rules depend on the profession chosen earlier.
    profession: step === 'instructor' ? c.answers.professionId : null,
    instructors: step === 'instructor' ? c.instructors !== null : null,
    errors: Object.keys(c.errors).length > 0,
    formError: c.formError,
  })
}
