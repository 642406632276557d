import type { Application } from '../../src/api/application/application.schemas'
import type { InstructorEmployment, ProfessionCourse, Workplace } from '../../src/api/company/company.schemas'
import type { ErrorMessage } from '../../src/api/failure'
import type { Named, Profession } from '../../src/api/shell/baselists.schemas'
import type { Person } from '../../src/api/shell/user.schemas'
import type { StepErrors } from '../wizard/field-errors'

/** The company review's steps, the fields each shows, and the flow's types. */

export const REVIEW_STEPS = [
  'name-and-profession',
  'grades-and-certificates',
  'courses',
  'personal-data',
  'workplace-and-instructor',
  'employment',
  'message',
  'decision',
] as const
export type ReviewStep = (typeof REVIEW_STEPS)[number]
export type ReviewScreen = ReviewStep | 'loading' | 'load-failed' | 'paused' | 'approved' | 'denied' | 'deleted'
export type ReviewOutcome = 'approved' | 'denied' | 'deleted'

export interface ReviewAnswers {
  firstName: string
  lastName: string
  professionId: number | null
  email: string
  mobilephone: string
  address1: string
  address2: string
  zip: string
  city: string
  country: string
  workplaceId: number | null
  /** The instructor's employment id (a row of companies/{id}/employments). */
  instructorId: number | null
  employmentTypeId: number | null
  /** 'yyyy-mm-dd'; empty means today (§5). */
  employmentDate: string
  messageToBoard: string
  /** Deny's optional motivation, visible to the apprentice and the board. */
  denyMotivation: string
}
export type ReviewField = keyof ReviewAnswers

export const REVIEW_STEP_FIELDS: Record<ReviewStep, readonly ReviewField[]> = {
  'name-and-profession': ['firstName', 'lastName', 'professionId'],
  'grades-and-certificates': [],
  courses: [],
  'personal-data': ['email', 'mobilephone', 'address1', 'address2', 'zip', 'city', 'country'],
  'workplace-and-instructor': ['workplaceId', 'instructorId'],
  employment: ['employmentTypeId', 'employmentDate'],
  message: ['messageToBoard'],
  decision: ['denyMotivation'],
}

/** The fields that make up the application (the deny motivation is not one). */
export const APPLICATION_FIELDS: readonly ReviewField[] = REVIEW_STEPS.flatMap((s) => REVIEW_STEP_FIELDS[s]).filter(
  (f) => f !== 'denyMotivation',
)

export interface CompanyReviewInput {
  companyId: number
  applicationId: number
  /** The scenario's today, 'yyyy-mm-dd'. */
  today: string
  professions: Profession[]
  employmentTypes: Named[]
  newInstructionsAt: string | null
  /** The logged-in user: delete needs permission (§4, §6). */
  user: Person
}

export interface CompanyReviewContext {
  companyId: number
  applicationId: number
  today: string
  professions: Profession[]
  employmentTypes: Named[]
  newInstructionsAt: string | null
  user: Person
  /** The application as the server last answered it. */
  application: Application | null
  instructors: InstructorEmployment[]
  workplaces: Workplace[]
  courses: ProfessionCourse[] | null
  answers: ReviewAnswers
  step: ReviewStep
  returnToDecision: boolean
  /** The last save succeeded and nothing changed since (the view confirms "Saved"). */
  justSaved: boolean
  errors: StepErrors
  formError: ErrorMessage | null
}

export type CompanyReviewEvent =
  | { type: 'answers.change'; answers: Partial<ReviewAnswers> }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: ReviewStep }
  | { type: 'application.save' }
  | { type: 'application.approve' }
  | { type: 'approve.confirm' }
  | { type: 'approve.cancel' }
  | { type: 'application.deny' }
  | { type: 'deny.confirm' }
  | { type: 'deny.cancel' }
  | { type: 'application.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'load.retry' }
  | { type: 'today.change'; today: string }
  | { type: 'session.expired' }
  | { type: 'session.resumed' }
