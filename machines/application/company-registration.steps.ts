import type { ApplicationAction, ApplicationChanges } from '../../src/api/application/application.schemas'
import type { CompanySummary, InstructorEmployment, Workplace } from '../../src/api/company/company.schemas'
import type { ErrorMessage } from '../../src/api/failure'
import type { Named, Profession } from '../../src/api/shell/baselists.schemas'
import type { InstructorProblem } from '../../src/domain/application'
import type { StepErrors } from '../wizard/field-errors'

/** The company registration's steps, the fields each shows, and the flow's types. */

export const REGISTRATION_STEPS = [
  'apprentice-personal-number',
  'phone',
  'email',
  'profession',
  'department',
  'workplace',
  'instructor',
  'employment',
  'review',
] as const
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number]
export type RegistrationScreen = RegistrationStep | 'loading' | 'load-failed' | 'read-only' | 'paused' | 'thanks'

export interface RegistrationAnswers {
  personalNumber: string
  mobilephone: string
  email: string
  professionId: number | null
  departmentId: number | null
  workplaceId: number | null
  /** The instructor's employment id (a row of companies/{id}/employments). */
  instructorId: number | null
  employmentTypeId: number | null
  /** 'yyyy-mm-dd'; empty means today (§5). */
  employmentDate: string
}
export type RegistrationField = keyof RegistrationAnswers

export const REGISTRATION_STEP_FIELDS: Record<RegistrationStep, readonly RegistrationField[]> = {
  'apprentice-personal-number': ['personalNumber'],
  phone: ['mobilephone'],
  email: ['email'],
  profession: ['professionId'],
  department: ['departmentId'],
  workplace: ['workplaceId'],
  instructor: ['instructorId'],
  employment: ['employmentTypeId', 'employmentDate'],
  review: [],
}

export interface CompanyRegistrationInput {
  companyId: number
  /** /create-applications/{appid}: continue this draft. */
  applicationId: number | null
  /** The scenario's today, 'yyyy-mm-dd' (age and start-date rules). */
  today: string
  professions: Profession[]
  employmentTypes: Named[]
  /** System settings: when the instructor instructions last changed (§5 "current instructions read"). */
  newInstructionsAt: string | null
}

/** An instructor as the page lists them: selectable only without problems. */
export interface InstructorOption {
  id: number
  personId: number
  name: string
  email: string | null
  problems: InstructorProblem[]
}

export interface CompanyRegistrationContext {
  companyId: number
  today: string
  professions: Profession[]
  employmentTypes: Named[]
  newInstructionsAt: string | null
  requestedId: number | null
  applicationId: number | null
  stateId: number | null
  company: CompanySummary | null
  workplaces: Workplace[]
  /** The instructors listed for `instructorsDepartmentId` (null: the whole company). */
  instructors: InstructorEmployment[] | null
  instructorsDepartmentId: number | null
  /** The instructors with their §5 problems for the chosen profession, for the view. */
  instructorOptions: InstructorOption[]
  answers: RegistrationAnswers
  step: RegistrationStep
  returnToReview: boolean
  errors: StepErrors
  formError: ErrorMessage | null
}

export type CompanyRegistrationEvent =
  | { type: 'answers.change'; answers: Partial<RegistrationAnswers> }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: RegistrationStep }
  | { type: 'instructors.retry' }
  | { type: 'load.retry' }
  | { type: 'today.change'; today: string }
  | { type: 'session.expired' }
  | { type: 'session.resumed' }

export interface UpdateInput {
  applicationId: number
  changes: ApplicationChanges
  action?: { type: ApplicationAction; denyMotivation?: string }
}
