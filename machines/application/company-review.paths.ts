import { COMPANY_NORR, EMPLOYMENT_TYPES, PERSONAS } from '../../mock-server/seed'
import {
  SAMPLE_INSTRUCTORS,
  SAMPLE_PROFESSIONS,
  SAMPLE_WORKPLACES,
  sampleApplication,
} from '../../src/test/application-samples'
import type { PathEvent } from '../wizard/path-event'
import { REVIEW_STEP_FIELDS, REVIEW_STEPS, type CompanyReviewInput, type ReviewStep } from './company-review.steps'
import { hasUnsavedChanges } from './company-review.rules'
import { selectCurrentStep, type CompanyReviewSnapshot } from './company-review.selectors'

/**
 * Path generation inputs of the company review (xstate/graph; replayed by
 * e2e/application/company-application-paths.spec.ts). Only tests import this file.
 */

/** The companyAdmin persona (administrator of company 1) reviewing application 7201. */
const maria = PERSONAS.companyAdmin

export const companyReviewPathInput: CompanyReviewInput = {
  companyId: COMPANY_NORR.id,
  applicationId: 7201,
  today: '2026-11-16',
  professions: SAMPLE_PROFESSIONS,
  employmentTypes: EMPLOYMENT_TYPES,
  newInstructionsAt: '2026-03-01T00:00:00.000Z',
  user: {
    id: maria.id,
    firstName: maria.firstName,
    lastName: maria.lastName,
    personalNumber: maria.personalNumber,
    phoneVerified: true,
    emailVerified: true,
    email: maria.email,
    mobilephone: maria.mobilephone,
    firstLogin: false,
    readInstructionsOn: null,
    address1: null,
    address2: null,
    zip: null,
    city: null,
    country: null,
    books: [],
    apprenticeships: [],
    companyRoles: [
      {
        companyId: COMPANY_NORR.id,
        Administrator: true,
        CompanyEducationResponsible: false,
        DistanceEducationAdministrator: true,
        Instructor: false,
      },
    ],
    employments: [],
    educations: [],
    tradeCertificates: [],
    instructorExemptions: [],
    machinequalifications: [],
    imitatingUser: null,
  },
}

/** Signed by the apprentice (confirmedByStudent), waiting for the company's workplace, instructor and employment. */
export const SAMPLE_RECEIVED_APPLICATION = sampleApplication({
  id: 7201,
  stateId: 4,
  companyId: 1,
  professionId: 848,
  confirmedCourseIds: [501],
  messageToBoard: 'Jag har jobbat som hantlangare i två somrar.',
  honestyDeclaration: true,
  updatedAt: '2026-11-10T09:00:00.000Z',
})
const SAVED = sampleApplication({
  ...SAMPLE_RECEIVED_APPLICATION,
  workplace: 33,
  instructorId: 2101,
  employmentTypeId: 1,
  employmentDate: '2026-11-16',
  updatedAt: '2026-11-16T10:00:00.000Z',
  savedByCompanyAt: '2026-11-16T10:00:00.000Z',
})

export const companyReviewEvents: readonly PathEvent[] = [
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'step.goto', step: 'personal-data' },
  { type: 'step.goto', step: 'decision' },
  { type: 'step.goto', step: 'workplace-and-instructor' },
  { type: 'application.save' },
  { type: 'application.approve' },
  { type: 'approve.confirm' },
  { type: 'approve.cancel' },
  { type: 'application.deny' },
  { type: 'deny.confirm' },
  { type: 'deny.cancel' },
  { type: 'application.delete' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'load.retry' },
  { type: 'today.change', today: '2026-11-17' },
  { type: 'session.expired' },
  { type: 'session.resumed' },
  { type: 'answers.change', answers: { firstName: '' } },
  { type: 'answers.change', answers: { firstName: 'Elin' } },
  { type: 'answers.change', answers: { mobilephone: '12' } },
  { type: 'answers.change', answers: { mobilephone: '070-123 45 01' } },
  { type: 'answers.change', answers: { workplaceId: 33 } },
  { type: 'answers.change', answers: { instructorId: 2101 } },
  { type: 'answers.change', answers: { instructorId: 2104 } },
  { type: 'answers.change', answers: { employmentTypeId: 1, employmentDate: '2026-11-16' } },
  { type: 'answers.change', answers: { employmentDate: '2030-01-01' } },
  { type: 'answers.change', answers: { denyMotivation: 'Betygen saknas, ladda upp dem och skicka igen.' } },
  { type: 'xstate.done.actor.getApplication', output: SAMPLE_RECEIVED_APPLICATION },
  { type: 'xstate.done.actor.getApplication', output: sampleApplication({ ...SAVED, stateId: 6 }) },
  { type: 'xstate.error.actor.getApplication', error: { key: 'couldNotLoad' } },
  { type: 'xstate.done.actor.listEmployments', output: SAMPLE_INSTRUCTORS },
  { type: 'xstate.error.actor.listEmployments', error: { key: 'network' } },
  { type: 'xstate.done.actor.listWorkplaces', output: SAMPLE_WORKPLACES },
  { type: 'xstate.error.actor.listWorkplaces', error: { key: 'network' } },
  {
    type: 'xstate.done.actor.listProfessionCourses',
    output: [
      { id: 501, name: 'Grundläggande säkerhet', mandatory: true },
      { id: 502, name: 'Fallskydd', mandatory: false },
    ],
  },
  { type: 'xstate.error.actor.listProfessionCourses', error: { key: 'network' } },
  { type: 'xstate.done.actor.saveApplication', output: SAVED },
  { type: 'xstate.error.actor.saveApplication', error: { key: 'couldNotSave' } },
  { type: 'xstate.done.actor.approveApplication', output: sampleApplication({ ...SAVED, stateId: 5 }) },
  { type: 'xstate.error.actor.approveApplication', error: { key: 'notFilledEnough' } },
  {
    type: 'xstate.done.actor.denyApplication',
    output: sampleApplication({ ...SAVED, stateId: 1, denyMotivation: 'Betygen saknas.' }),
  },
  { type: 'xstate.error.actor.denyApplication', error: { key: 'couldNotSave' } },
  { type: 'xstate.done.actor.deleteApplication', output: { ok: true } },
  { type: 'xstate.error.actor.deleteApplication', error: { key: 'notAllowedToDelete' } },
]

/** The page, its answers and errors, unsaved changes and the application's state (what the decision branches on). */
export function companyReviewPathKey(s: CompanyReviewSnapshot): string {
  const c = s.context
  const screen = selectCurrentStep(s)
  const onStep = (REVIEW_STEPS as readonly string[]).includes(screen)
  return JSON.stringify({
    value: s.value,
    stateId: c.application?.stateId ?? null,
    answers: onStep ? REVIEW_STEP_FIELDS[screen as ReviewStep].map((f) => c.answers[f]) : null,
    unsaved: hasUnsavedChanges(c),
    saved: c.application?.savedByCompanyAt ?? null,
    returnToDecision: c.returnToDecision,
    errors: Object.keys(c.errors).length > 0,
    formError: c.formError,
  })
}
