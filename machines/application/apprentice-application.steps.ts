import type {
  ApplicationDocument,
  ApplicationListRow,
  DocumentType,
} from '../../src/api/application/application.schemas'
import type { CompanySummary } from '../../src/api/company/company.schemas'
import type { Profession } from '../../src/api/shell/baselists.schemas'
import type { CourseResult } from '../../src/api/shell/person.schemas'
import type { ErrorMessage } from '../../src/api/failure'
import type { StepErrors } from '../wizard/field-errors'
import type { CodeCheckView } from '../wizard/verify-code.machine'

/**
 * The apprentice wizard's steps (in order, with the fields each shows) and the flow's types
 * (machines/application/apprentice-application.machine.ts).
 */

export const APPRENTICE_STEPS = [
  'welcome',
  'transfer',
  'privacy',
  'address',
  'phone',
  'email',
  'profession',
  'machine-orientation',
  'approved-courses',
  'company',
  'department',
  'documents',
  'courses',
  'education-info',
  'message',
  'review',
] as const
export type ApprenticeStep = (typeof APPRENTICE_STEPS)[number]

/** Every page the wizard can show: the steps plus the pages around them. */
export type ApprenticeScreen =
  ApprenticeStep | 'loading' | 'load-failed' | 'draft-list' | 'continue-or-new' | 'read-only' | 'paused' | 'thanks'

export interface ApprenticeAnswers {
  /** Current apprentices only: changing company (transfer request). null = not answered. */
  transferRequest: boolean | null
  privacyAccepted: boolean
  address1: string
  address2: string
  zip: string
  city: string
  country: string
  mobilephone: string
  phoneCode: string
  email: string
  emailCode: string
  professionId: number | null
  /** Machine professions only; several allowed, at least one. */
  professionOrientations: number[]
  hasApprovedCourses: boolean | null
  organisationNumber: string
  departmentId: number | null
  confirmedCourseIds: number[]
  /** The check box of the education-requirement page ("the right check boxes at the education check", §5). */
  educationInfoAccepted: boolean
  messageToBoard: string
  honestyDeclaration: boolean
}
export type ApprenticeField = keyof ApprenticeAnswers

/** The fields each step shows; `answers.change` only touches the current step's fields. */
export const APPRENTICE_STEP_FIELDS: Record<ApprenticeStep, readonly ApprenticeField[]> = {
  welcome: [],
  transfer: ['transferRequest'],
  privacy: ['privacyAccepted'],
  address: ['address1', 'address2', 'zip', 'city', 'country'],
  phone: ['mobilephone', 'phoneCode'],
  email: ['email', 'emailCode'],
  profession: ['professionId'],
  'machine-orientation': ['professionOrientations'],
  'approved-courses': ['hasApprovedCourses'],
  company: ['organisationNumber'],
  department: ['departmentId'],
  documents: [],
  courses: ['confirmedCourseIds'],
  'education-info': ['educationInfoAccepted'],
  message: ['messageToBoard'],
  review: ['honestyDeclaration'],
}

/** The logged-in person the application is for (from the session user). */

export interface ApplicantPerson {
  firstName: string
  lastName: string
  personalNumber: string
  email: string | null
  mobilephone: string | null
  phoneVerified: boolean
  emailVerified: boolean
  address1: string | null
  address2: string | null
  zip: string | null
  city: string | null
  country: string | null
}

export interface ApprenticeApplicationInput {
  /** /application/{id}: the draft to continue; null for /application. */
  applicationId: number | null
  person: ApplicantPerson
  /** Has an apprenticeship that has not ended: the transfer question is asked. */
  isCurrentApprentice: boolean
  /** The professions base list (which are machine professions, their orientations). */
  professions: Profession[]
  /**
   * ApplicationStart's setStep (§2, start 0): the position among the application's steps to open a
   * loaded application at. A step after the first unanswered one opens that one instead (a step is
   * never shown before the ones it builds on).
   */
  startAt?: number | null
}

/** A course to confirm: the profession's course with the person's result from the course register. */
export interface CourseOption {
  id: number
  name: string
  mandatory: boolean
  result: CourseResult['result'] | null
}

/** A file waiting for its upload. The File itself stays at the edge, found by `uploadKey`. */
export interface QueuedUpload {
  uploadKey: string
  fileName: string
  contentType: string
  size: number
  documentType: DocumentType
  quality: string | null
  schoolRegion: string | null
  municipality: string | null
  schoolName: string | null
}

/** A file refused before upload (documentProblem) or by the server; shown beside the upload field. */
export interface RejectedFile {
  uploadKey: string
  fileName: string
  error: string
}

export interface ApprenticeContext {
  person: ApplicantPerson
  isCurrentApprentice: boolean
  professions: Profession[]
  /** The id of /application/{id} when the wizard started there. */
  requestedId: number | null
  /** setStep of the URL the wizard started at, until the loaded application has been opened. */
  startAt: number | null
  applicationId: number | null
  stateId: number | null
  answers: ApprenticeAnswers
  /** The step the wizard is on (or was on, while a transient state routes). */
  step: ApprenticeStep
  /** The phone number and e-mail confirmed with a code (or already verified on the person). */
  verifiedPhone: string | null
  verifiedEmail: string | null
  addressFetched: boolean
  /** The company found by organisation number (get-by-number / get). */
  company: CompanySummary | null
  documents: ApplicationDocument[]
  uploads: QueuedUpload[]
  rejectedFiles: RejectedFile[]
  courseOptions: CourseOption[] | null
  coursesProfessionId: number | null
  /** The person's own open drafts (draft list, same-profession choice). */
  drafts: ApplicationListRow[]
  /** The person's applications already sent (the draft list's second section), newest first. */
  sent: ApplicationListRow[]
  /** The draft being loaded (continue from the list or the same-profession choice). */
  pendingDraftId: number | null
  /** The company of the draft being loaded (or shown read-only), fetched after it. */
  pendingCompanyId: number | null
  /** The document a remove is waiting for. */
  removingDocumentId: number | null
  /** Continue-or-new chose an existing draft: what was typed in this visit is kept on top of it. */
  keepTypedAnswers: boolean
  /** A "Change" link of the review page was followed: Continue returns to the review. */
  returnToReview: boolean
  /** The company's reason when it denied the application (shown to the apprentice, §4). */
  denyMotivation: string | null
  errors: StepErrors
  /** The page's message: a failed call's (with the numbers the server sent) or a refusal of the page. */
  formError: ErrorMessage | null
  /** The running code check of the phone or e-mail step as the page shows it (machines/wizard/verify-code.machine.ts). */
  check: CodeCheckView | null
}

type DocumentMeta = { quality?: string; schoolRegion?: string; municipality?: string; schoolName?: string }

export type ApprenticeApplicationEvent =
  | { type: 'answers.change'; answers: Partial<ApprenticeAnswers> }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: ApprenticeStep }
  | { type: 'draft.continue'; applicationId: number }
  | { type: 'draft.new' }
  | { type: 'code.resend' }
  | ({
      type: 'document.add'
      uploadKey: string
      file: { name: string; type: string; size: number }
      documentType: DocumentType
    } & DocumentMeta)
  | { type: 'document.remove'; documentId: number }
  | { type: 'courses.retry' }
  | { type: 'load.retry' }
  | { type: 'session.expired' }
  | { type: 'session.resumed' }

/** Answer of persons/verify-phone and verify-email. */
export interface VerifyAnswer {
  sent: boolean
  verified: boolean
}
