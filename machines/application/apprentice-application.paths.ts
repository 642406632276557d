import type {
  ApplicationDocument,
  ApplicationListRow,
  DocumentType,
} from '../../src/api/application/application.schemas'
import { PERSONAS } from '../../mock-server/seed'
import {
  SAMPLE_COMPANY_WITH_DEPARTMENTS,
  SAMPLE_COMPANY_WITHOUT_DEPARTMENTS,
  SAMPLE_PROFESSIONS,
  sampleApplication,
} from '../../src/test/application-samples'
import type { PathEvent } from '../wizard/path-event'
import { sameEmail, samePhone } from './application-rules'
import {
  APPRENTICE_STEP_FIELDS,
  APPRENTICE_STEPS,
  type ApprenticeApplicationInput,
  type ApprenticeStep,
} from './apprentice-application.steps'
import { nextStep, previousStep } from './apprentice-application.rules'
import { selectCurrentStep, type ApprenticeApplicationSnapshot } from './apprentice-application.selectors'

/**
 * Path generation inputs of the apprentice wizard (xstate/graph; replayed by
 * e2e/application/apprentice-application-paths.spec.ts): the input, every event with a realistic
 * payload, and the state key. Only tests import this file.
 */

const elin = PERSONAS.apprentice

/** The apprentice persona of mock-server/seed.ts, verified, a current apprentice. */
export const apprenticeApplicationPathInput: ApprenticeApplicationInput = {
  applicationId: null,
  person: {
    firstName: elin.firstName,
    lastName: elin.lastName,
    personalNumber: elin.personalNumber,
    email: elin.email,
    mobilephone: elin.mobilephone,
    phoneVerified: true,
    emailVerified: true,
    address1: null,
    address2: null,
    zip: null,
    city: null,
    country: null,
  },
  isCurrentApprentice: true,
  professions: SAMPLE_PROFESSIONS,
}

const sampleDocument = (id: number, type: DocumentType, fileName: string): ApplicationDocument => ({
  id,
  applicationId: 7001,
  fileName,
  contentType: 'application/pdf',
  size: 48_213,
  type,
  quality: null,
  schoolRegion: null,
  municipality: null,
  schoolName: null,
  uploadedAt: '2026-11-02T08:05:00.000Z',
})

/**
 * Every event the wizard reacts to, with payloads: the user's intents (valid and refused answers)
 * and the call answers (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`).
 */
export const apprenticeApplicationEvents: readonly PathEvent[] = [
  // intents
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'step.goto', step: 'profession' },
  { type: 'step.goto', step: 'company' },
  { type: 'step.goto', step: 'documents' },
  { type: 'draft.continue', applicationId: 7001 },
  { type: 'draft.new' },
  { type: 'code.resend' },
  { type: 'courses.retry' },
  { type: 'load.retry' },
  { type: 'session.expired' },
  { type: 'session.resumed' },
  { type: 'answers.change', answers: { transferRequest: true } },
  { type: 'answers.change', answers: { transferRequest: false } },
  { type: 'answers.change', answers: { privacyAccepted: true } },
  {
    type: 'answers.change',
    answers: { address1: 'Storgatan 1', address2: '', zip: '903 26', city: 'Umeå', country: 'Sverige' },
  },
  { type: 'answers.change', answers: { zip: '9032' } },
  { type: 'answers.change', answers: { mobilephone: '070-765 43 21' } },
  { type: 'answers.change', answers: { mobilephone: '123' } },
  { type: 'answers.change', answers: { phoneCode: '1234' } },
  { type: 'answers.change', answers: { email: 'elin.ny@example.com' } },
  { type: 'answers.change', answers: { email: 'elin@' } },
  { type: 'answers.change', answers: { emailCode: '1234' } },
  { type: 'answers.change', answers: { professionId: 101 } },
  { type: 'answers.change', answers: { professionId: 120 } },
  { type: 'answers.change', answers: { professionOrientations: [1, 2] } },
  { type: 'answers.change', answers: { hasApprovedCourses: true } },
  { type: 'answers.change', answers: { hasApprovedCourses: false } },
  { type: 'answers.change', answers: { organisationNumber: SAMPLE_COMPANY_WITHOUT_DEPARTMENTS.organizationalNumber } },
  { type: 'answers.change', answers: { organisationNumber: SAMPLE_COMPANY_WITH_DEPARTMENTS.organizationalNumber } },
  { type: 'answers.change', answers: { organisationNumber: '556677-8890' } },
  { type: 'answers.change', answers: { departmentId: 21 } },
  { type: 'answers.change', answers: { confirmedCourseIds: [501] } },
  { type: 'answers.change', answers: { educationInfoAccepted: true } },
  { type: 'answers.change', answers: { messageToBoard: 'Jag har gått bygg- och anläggningsprogrammet.' } },
  { type: 'answers.change', answers: { honestyDeclaration: true } },
  {
    type: 'document.add',
    uploadKey: 'upload-1',
    file: { name: 'betyg.pdf', type: 'application/pdf', size: 48_213 },
    documentType: 'grades',
    schoolName: 'Dragonskolan',
    municipality: 'Umeå',
  },
  {
    type: 'document.add',
    uploadKey: 'upload-2',
    file: { name: 'betyg.docx', type: 'application/msword', size: 20_000 },
    documentType: 'grades',
  },
  { type: 'document.remove', documentId: 9101 },
  // call answers
  { type: 'xstate.done.actor.listOwnApplications', output: [] },
  { type: 'xstate.done.actor.listOwnApplications', output: [openDraftRow(7001, 101)] },
  { type: 'xstate.error.actor.listOwnApplications', error: { key: 'network' } },
  { type: 'xstate.done.actor.getApplication', output: sampleApplication({ id: 7001, hasApprovedCourses: null }) },
  {
    type: 'xstate.done.actor.getApplication',
    output: sampleApplication({
      id: 7002,
      stateId: 4,
      companyId: 1,
      documents: [sampleDocument(9102, 'certificate', 'intyg.pdf')],
    }),
  },
  { type: 'xstate.error.actor.getApplication', error: { key: 'couldNotLoad' } },
  { type: 'xstate.done.actor.getCompany', output: SAMPLE_COMPANY_WITHOUT_DEPARTMENTS },
  { type: 'xstate.error.actor.getCompany', error: { key: 'couldNotLoad' } },
  {
    type: 'xstate.done.actor.fetchAddress',
    output: { address1: 'Storgatan 1', address2: null, zip: '903 26', city: 'Umeå', country: 'Sverige' },
  },
  { type: 'xstate.error.actor.fetchAddress', error: { key: 'network' } },
  // The answers of the code checks' calls (machines/wizard/verify-code.machine.ts), the phone's and the e-mail's alike.
  { type: 'xstate.done.actor.sendCode', output: { sent: true, verified: false } },
  { type: 'xstate.error.actor.sendCode', error: { key: 'sendFailed' } },
  { type: 'xstate.done.actor.checkCode', output: { sent: false, verified: true } },
  { type: 'xstate.done.actor.checkCode', output: { sent: false, verified: false } },
  // The simulated backend's answer to a first wrong try of a code: 4 attempts left (ADR 0007).
  { type: 'xstate.error.actor.checkCode', error: { key: 'wrongCode', values: { count: 4 } } },
  { type: 'xstate.error.actor.checkCode', error: { key: 'network' } },
  { type: 'xstate.done.actor.createApplication', output: sampleApplication({ id: 7003, professionId: 101 }) },
  { type: 'xstate.error.actor.createApplication', error: { key: 'couldNotSave' } },
  { type: 'xstate.done.actor.updateApplication', output: sampleApplication({ id: 7003 }) },
  { type: 'xstate.error.actor.updateApplication', error: { key: 'couldNotSave' } },
  { type: 'xstate.done.actor.getCompanyByNumber', output: SAMPLE_COMPANY_WITHOUT_DEPARTMENTS },
  { type: 'xstate.done.actor.getCompanyByNumber', output: SAMPLE_COMPANY_WITH_DEPARTMENTS },
  { type: 'xstate.error.actor.getCompanyByNumber', error: { key: 'companyNotFound' } },
  { type: 'xstate.done.actor.uploadApplicationDocument', output: sampleDocument(9101, 'grades', 'betyg.pdf') },
  { type: 'xstate.error.actor.uploadApplicationDocument', error: { key: 'tooLarge' } },
  { type: 'xstate.done.actor.deleteApplicationDocument', output: { ok: true } },
  { type: 'xstate.error.actor.deleteApplicationDocument', error: { key: 'removeFailed' } },
  {
    type: 'xstate.done.actor.listProfessionCourses',
    output: [
      { id: 501, name: 'Grundläggande säkerhet', mandatory: true },
      { id: 502, name: 'Fallskydd', mandatory: false },
    ],
  },
  { type: 'xstate.error.actor.listProfessionCourses', error: { key: 'coursesLoadFailed' } },
  {
    type: 'xstate.done.actor.fetchGugCourses',
    output: [
      { id: 501, name: 'Grundläggande säkerhet', result: 'passed' },
      { id: 502, name: 'Fallskydd', result: 'failed' },
    ],
  },
  { type: 'xstate.error.actor.fetchGugCourses', error: { key: 'gugFetchFailed' } },
  {
    type: 'xstate.done.actor.signApplication',
    output: sampleApplication({ id: 7003, stateId: 4, honestyDeclaration: true }),
  },
  { type: 'xstate.error.actor.signApplication', error: { key: 'couldNotSign' } },
]

const COURSES_DECIDE_AHEAD: readonly string[] = ['company', 'department', 'documents', 'courses', 'education-info']

/**
 * What makes two snapshots the same vertex for path generation: the page (state value), what the
 * page shows (its answers, errors, documents or courses), whether a draft exists, a pending return to
 * the review, and the routing facts still ahead (the page's neighbours; the approved-courses answer
 * until it has decided). Answers of other pages are left out on purpose: each page's own answers
 * decide its routing, and carrying them everywhere would multiply the graph without adding pages.
 */
export function apprenticeApplicationPathKey(s: ApprenticeApplicationSnapshot): string {
  const c = s.context
  const screen = selectCurrentStep(s)
  const onStep = (APPRENTICE_STEPS as readonly string[]).includes(screen)
  const local: Record<string, unknown> = onStep
    ? { answers: APPRENTICE_STEP_FIELDS[screen as ApprenticeStep].map((f) => c.answers[f]) }
    : {}
  // Open drafts matter from the welcome page (back to the list) to the profession (same-profession choice).
  if (
    c.applicationId === null &&
    APPRENTICE_STEPS.indexOf(screen as ApprenticeStep) >= 0 &&
    APPRENTICE_STEPS.indexOf(screen as ApprenticeStep) <= APPRENTICE_STEPS.indexOf('profession')
  ) {
    local.drafts = c.drafts.map((d) => d.professionId)
  }
  if (screen === 'phone') local.verified = samePhone(c.verifiedPhone, c.answers.mobilephone)
  if (screen === 'email') local.verified = sameEmail(c.verifiedEmail, c.answers.email)
  // The code check's phase (sending, editing, verifying) is what the code page shows.
  if (screen === 'phone' || screen === 'email') local.check = c.check?.phase ?? null
  if (screen === 'company') local.company = c.company?.id ?? null
  if (screen === 'documents')
    local.documents = [Math.min(c.documents.length, 2), Math.min(c.uploads.length, 2), c.rejectedFiles.length > 0]
  if (screen === 'courses') local.courses = c.courseOptions !== null
  return JSON.stringify({
    value: s.value,
    // Routing facts: the neighbours of this page, and the courses answer while it still decides a route ahead.
    route: onStep ? [previousStep(screen as ApprenticeStep, c), nextStep(screen as ApprenticeStep, c)] : null,
    courses: COURSES_DECIDE_AHEAD.includes(screen) ? c.answers.hasApprovedCourses : null,
    draft: c.applicationId !== null,
    returnToReview: c.returnToReview,
    ...local,
    errors: Object.keys(c.errors).length > 0,
    formError: c.formError,
  })
}

function openDraftRow(id: number, professionId: number): ApplicationListRow {
  return {
    id,
    stateId: 1,
    initiatedByCompany: false,
    firstName: elin.firstName,
    lastName: elin.lastName,
    personalNumber: elin.personalNumber,
    professionId,
    companyId: null,
    departmentId: null,
    transferRequest: false,
    updatedAt: '2026-11-02T08:00:00.000Z',
  }
}
