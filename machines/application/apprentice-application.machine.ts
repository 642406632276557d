import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type {
  Application,
  ApplicationChanges,
  ApplicationDocument,
  ApplicationListRow,
  DocumentType,
} from '../../src/api/application/application.schemas'
import type { Profession } from '../../src/api/shell/baselists.schemas'
import type { CompanySummary, ProfessionCourse } from '../../src/api/application/company.schemas'
import type { CourseResult } from '../../src/api/shell/person.schemas'
import type { Address } from '../../src/api/shell/user.schemas'
import { documentProblem, hasRequiredDocuments, isEditableByApprentice } from '../../src/domain/application'
import { isValidCode, normalizeOrganisationNumber } from '../../src/domain/validation'
import type { FailureKey } from '../../src/api/failure'
import { compact, withoutFields, wrongAnswerFields, type StepErrors } from '../wizard/field-errors'
import {
  MESSAGE_MAX_LENGTH,
  addressErrors,
  emailError,
  failureFieldErrors,
  failureKey,
  orNull,
  phoneError,
  professionById,
  sameEmail,
  samePhone,
} from './application-rules'
import { stepList } from '../wizard/steps'
import { wizardSelectors } from '../wizard/selectors'
import {
  historyState,
  pausedState,
  routingStates,
  savingState as savingStateOf,
  stepGuards,
  toEachStep as toEachStepOf,
} from '../wizard/wizard-states'

/**
 * The apprentice's application wizard (/application, /application/{id}; spec §2 Applications, §4
 * Application, §5). One question per page; the state names below `active` are the step slugs of the
 * URL. Answers live in context and survive every failure: a failed call keeps the step and what was
 * typed and names an error key. The application is created on the profession step (the first answer
 * that needs an id: drafts are per profession, and the same-profession choice is made there) and saved
 * on every Continue after that. `session.expired` pauses the wizard; `session.resumed` (after a new
 * login, possibly from a persisted snapshot) returns to the step it was on.
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
  | ApprenticeStep
  | 'loading'
  | 'load-failed'
  | 'draft-list'
  | 'continue-or-new'
  | 'read-only'
  | 'paused'
  | 'thanks'

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

/** A course to confirm: the profession's course with the person's result from the course register. */
export interface CourseOption {
  id: number
  name: string
  mandatory: boolean
  result: CourseResult['result'] | null
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
  /** The draft being loaded (continue from the list or the same-profession choice). */
  pendingDraftId: number | null
  /** The company of the draft being loaded, fetched after it. */
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
  formError: FailureKey | null
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
  | ({ type: 'document.add'; uploadKey: string; file: { name: string; type: string; size: number }; documentType: DocumentType } & DocumentMeta)
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

function notProvided(name: string): never {
  throw new Error(`apprentice-application machine: actor "${name}" was not provided`)
}

// ---------------------------------------------------------------------------------------------
// Pure rules of the flow (exported for views and tests)

function isMachineProfession(ctx: Pick<ApprenticeContext, 'professions' | 'answers'>): boolean {
  return professionById(ctx.professions, ctx.answers.professionId)?.isMachineProfession === true
}

/** Whether a step is part of this application (the others are skipped, forwards and backwards). */
export function isStepShown(step: ApprenticeStep, ctx: ApprenticeContext): boolean {
  switch (step) {
    case 'transfer':
      return ctx.isCurrentApprentice
    case 'machine-orientation':
      return isMachineProfession(ctx)
    case 'department':
      return ctx.company?.hasDepartments === true
    case 'courses':
      return ctx.answers.hasApprovedCourses === true
    default:
      return true
  }
}

/** The apprentice's steps: the transfer, machine-orientation, department and courses pages only where they apply. */
export const apprenticeSteps = stepList<ApprenticeStep, ApprenticeContext>(APPRENTICE_STEPS, isStepShown)
export const shownSteps = apprenticeSteps.shown
export const nextStep = apprenticeSteps.next
export const previousStep = apprenticeSteps.previous

/** What is wrong with a step's answers (empty: Continue may go on). */
export function stepErrors(step: ApprenticeStep, ctx: ApprenticeContext): StepErrors {
  const a = ctx.answers
  switch (step) {
    case 'welcome':
      return {}
    case 'transfer':
      return a.transferRequest === null ? { transferRequest: 'required' } : {}
    case 'privacy':
      return a.privacyAccepted ? {} : { privacyAccepted: 'required' }
    case 'address':
      return addressErrors(a)
    case 'phone':
      return compact({ mobilephone: phoneError(a.mobilephone) })
    case 'email':
      return compact({ email: emailError(a.email) })
    case 'profession':
      return professionById(ctx.professions, a.professionId) ? {} : { professionId: 'required' }
    case 'machine-orientation': {
      if (a.professionOrientations.length === 0) return { professionOrientations: 'required' }
      const offered = professionById(ctx.professions, a.professionId)?.machineOrientations.map((o) => o.id) ?? []
      return a.professionOrientations.every((id) => offered.includes(id)) ? {} : { professionOrientations: 'notAnOption' }
    }
    case 'approved-courses':
      return a.hasApprovedCourses === null ? { hasApprovedCourses: 'required' } : {}
    case 'company':
      if (!a.organisationNumber.trim()) return { organisationNumber: 'required' }
      return normalizeOrganisationNumber(a.organisationNumber) ? {} : { organisationNumber: 'invalidOrganisationNumber' }
    case 'department':
      return ctx.company?.departments.some((d) => d.id === a.departmentId) ? {} : { departmentId: 'required' }
    case 'documents':
      return hasRequiredDocuments({ documents: ctx.documents }) ? {} : { documents: 'documentRequired' }
    case 'courses': {
      if (a.confirmedCourseIds.length === 0) return { confirmedCourseIds: 'required' }
      // Decision ("the right check boxes", §5): a course the course register reports as failed cannot
      // be confirmed as done; missing results can (they may come from an approved provider's results).
      const failed = ctx.courseOptions?.some((c) => c.result === 'failed' && a.confirmedCourseIds.includes(c.id))
      return failed ? { confirmedCourseIds: 'courseFailed' } : {}
    }
    case 'education-info':
      return a.educationInfoAccepted ? {} : { educationInfoAccepted: 'required' }
    case 'message':
      return a.messageToBoard.length > MESSAGE_MAX_LENGTH ? { messageToBoard: 'tooLong' } : {}
    case 'review':
      return a.honestyDeclaration ? {} : { honestyDeclaration: 'required' }
  }
}

function companyMatchesNumber(ctx: ApprenticeContext): boolean {
  const typed = normalizeOrganisationNumber(ctx.answers.organisationNumber)
  return ctx.company !== null && typed !== null && normalizeOrganisationNumber(ctx.company.organizationalNumber) === typed
}

/** Done means: no errors and, where a step needs a call, the call confirmed it. */
export function isStepComplete(step: ApprenticeStep, ctx: ApprenticeContext): boolean {
  if (Object.keys(stepErrors(step, ctx)).length > 0) return false
  if (step === 'phone') return samePhone(ctx.verifiedPhone, ctx.answers.mobilephone)
  if (step === 'email') return sameEmail(ctx.verifiedEmail, ctx.answers.email)
  if (step === 'company') return companyMatchesNumber(ctx)
  return true
}

/** The first step still to answer; 'review' when everything before it is done. */
export function firstOpenStep(ctx: ApprenticeContext): ApprenticeStep {
  return shownSteps(ctx).find((s) => s !== 'welcome' && s !== 'review' && !isStepComplete(s, ctx)) ?? 'review'
}

/** Where a loaded application opens: setStep's step when it is not after the first open one, else the first open one. */
export function startStep(ctx: ApprenticeContext): ApprenticeStep {
  const shown = shownSteps(ctx)
  const open = firstOpenStep(ctx)
  if (ctx.startAt === null || ctx.startAt >= shown.length) return open
  return ctx.startAt <= shown.indexOf(open) ? (shown[ctx.startAt] ?? open) : open
}

/**
 * Everything this wizard sends on create and update (idempotent: the whole answer each time), except
 * answers left wrong on another page (Back from its refusal): the server would refuse the save of the
 * page being left for them, and their own page checks them again before going on.
 */
export function apprenticeChanges(ctx: ApprenticeContext): ApplicationChanges {
  const changes = allApprenticeChanges(ctx)
  for (const field of wrongAnswerFields(shownSteps(ctx).map((step) => stepErrors(step, ctx)))) {
    if (field in changes) delete changes[field as keyof ApplicationChanges]
  }
  return changes
}

function allApprenticeChanges(ctx: ApprenticeContext): ApplicationChanges {
  const a = ctx.answers
  return {
    firstName: ctx.person.firstName,
    lastName: ctx.person.lastName,
    personalNumber: ctx.person.personalNumber || null,
    email: orNull(a.email),
    mobilephone: orNull(a.mobilephone),
    address1: orNull(a.address1),
    address2: orNull(a.address2),
    zip: orNull(a.zip),
    city: orNull(a.city),
    country: orNull(a.country),
    professionId: a.professionId,
    professionOrientations: isMachineProfession(ctx) ? a.professionOrientations : [],
    hasApprovedCourses: a.hasApprovedCourses,
    companyId: ctx.company?.id ?? null,
    departmentId: ctx.company?.hasDepartments ? a.departmentId : null,
    confirmedCourseIds: a.hasApprovedCourses ? a.confirmedCourseIds : [],
    messageToBoard: orNull(a.messageToBoard),
    privacyAccepted: a.privacyAccepted,
    honestyDeclaration: a.honestyDeclaration,
    transferRequest: a.transferRequest === true,
  }
}

function initialAnswers(person: ApplicantPerson): ApprenticeAnswers {
  return {
    transferRequest: null,
    privacyAccepted: false,
    address1: person.address1 ?? '',
    address2: person.address2 ?? '',
    zip: person.zip ?? '',
    city: person.city ?? '',
    country: person.country ?? '',
    mobilephone: person.mobilephone ?? '',
    phoneCode: '',
    email: person.email ?? '',
    emailCode: '',
    professionId: null,
    professionOrientations: [],
    hasApprovedCourses: null,
    organisationNumber: '',
    departmentId: null,
    confirmedCourseIds: [],
    educationInfoAccepted: false,
    messageToBoard: '',
    honestyDeclaration: false,
  }
}

/** The answers a saved draft holds; with `typed`, non-empty answers of this visit win (they are newer). */
function answersFromApplication(app: Application, base: ApprenticeAnswers, typed: ApprenticeAnswers | null): ApprenticeAnswers {
  const fromServer: ApprenticeAnswers = {
    ...base,
    transferRequest: app.transferRequest,
    privacyAccepted: app.privacyAccepted,
    address1: app.address1 ?? base.address1,
    address2: app.address2 ?? base.address2,
    zip: app.zip ?? base.zip,
    city: app.city ?? base.city,
    country: app.country ?? base.country,
    mobilephone: app.mobilephone ?? base.mobilephone,
    email: app.email ?? base.email,
    professionId: app.professionId,
    professionOrientations: app.professionOrientations,
    hasApprovedCourses: app.hasApprovedCourses,
    departmentId: app.departmentId,
    confirmedCourseIds: app.confirmedCourseIds,
    messageToBoard: app.messageToBoard ?? '',
    honestyDeclaration: false,
    // The education page has no field on the application; one that was signed before (and came back
    // denied) has passed it.
    educationInfoAccepted: app.honestyDeclaration || app.denyMotivation !== null,
  }
  if (!typed) return fromServer
  const merged = { ...fromServer } as Record<string, unknown>
  for (const [key, value] of Object.entries(typed)) {
    const empty = value === '' || value === null || value === false || (Array.isArray(value) && value.length === 0)
    if (!empty && key !== 'honestyDeclaration') merged[key] = value
  }
  return merged as unknown as ApprenticeAnswers
}

function pickStepFields(step: ApprenticeStep, answers: Partial<ApprenticeAnswers>): Partial<ApprenticeAnswers> {
  const allowed = APPRENTICE_STEP_FIELDS[step]
  return Object.fromEntries(Object.entries(answers).filter(([k]) => allowed.includes(k as ApprenticeField))) as Partial<ApprenticeAnswers>
}

/** 'NNNNNN-NNNN', the form §3 shows and the register keeps. */
function formatOrganisationNumber(input: string): string {
  const digits = normalizeOrganisationNumber(input) ?? input.trim()
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits
}

/** The person's applications they can still work on (drafts, or returned to them). */
function openDrafts(rows: ApplicationListRow[]): ApplicationListRow[] {
  return rows.filter((row) => isEditableByApprentice(row))
}

/** No part of the address is given yet (the country alone may be the person's default). */
function addressIsEmpty(a: Pick<ApprenticeAnswers, 'address1' | 'address2' | 'zip' | 'city'>): boolean {
  return [a.address1, a.address2, a.zip, a.city].every((value) => value.trim() === '')
}

/** The register's address fills the step only when nothing is there yet (never over what was typed). */
function prefillAddress(answers: ApprenticeAnswers, address: Address): ApprenticeAnswers {
  if (!addressIsEmpty(answers) || !address.address1) return answers
  return {
    ...answers,
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    country: address.country ?? answers.country,
  }
}

/** A rejected code check: a wrong code belongs to the field, anything else to the page. */
function codeFailure(field: 'phoneCode' | 'emailCode', error: unknown): Pick<ApprenticeContext, 'errors' | 'formError'> {
  const key = failureKey(error, 'wrongCode')
  return key === 'wrongCode' ? { errors: { [field]: 'wrongCode' }, formError: null } : { errors: {}, formError: key }
}

/** Not found or not a usable number: beside the field; anything else on the page. */
function companyFailure(error: unknown): Pick<ApprenticeContext, 'errors' | 'formError'> {
  const key = failureKey(error, 'somethingWentWrong')
  return key === 'companyNotFound' || key === 'invalidOrganisationNumber'
    ? { errors: { organisationNumber: key }, formError: null }
    : { errors: {}, formError: key }
}

/** The profession's courses with the register's results; passed ones are ticked when nothing is yet. */
function withCourseResults(ctx: ApprenticeContext, results: CourseResult[]): Partial<ApprenticeContext> {
  const options = [...(ctx.courseOptions ?? [])]
  for (const r of results) {
    const i = options.findIndex((o) => o.id === r.id)
    if (i >= 0) options[i] = { ...options[i]!, result: r.result }
    else options.push({ id: r.id, name: r.name, mandatory: false, result: r.result })
  }
  const confirmed =
    ctx.answers.confirmedCourseIds.length > 0 ? ctx.answers.confirmedCourseIds : options.filter((o) => o.result === 'passed').map((o) => o.id)
  return { courseOptions: options, answers: { ...ctx.answers, confirmedCourseIds: confirmed } }
}

const ID = 'apprenticeApplication'

// Transitions shared by the steps, generated from the step list.
const toEachStep = (guard: 'gotoIs' | 'startAtIs') => toEachStepOf(ID, APPRENTICE_STEPS, guard)

const NEXT = '#apprenticeNext'
const PREVIOUS = '#apprenticePrevious'

/** Continue on a plain step: refuse with the step's errors, else save (when there is a draft) or go on. */
const continueOrSave = (step: ApprenticeStep) => [
  { guard: { type: 'stepInvalid' as const, params: { step } }, actions: { type: 'showStepErrors' as const, params: { step } } },
  { guard: 'hasDraft' as const, target: 'saving', actions: 'clearErrors' as const },
  { target: NEXT, actions: 'clearErrors' as const },
]

/** Saves the whole answer; a failure keeps the step and everything typed. */
const savingState = (back: string) =>
  savingStateOf({
    src: 'updateApplication',
    input: ({ context }: { context: ApprenticeContext }) => ({ applicationId: context.applicationId!, changes: apprenticeChanges(context) }),
    next: NEXT,
    back,
  })

/** A step with one page: editing, and saving after Continue. */
const plainStep = (step: ApprenticeStep) => ({
  entry: { type: 'enterStep' as const, params: { step } },
  on: { 'answers.change': { actions: { type: 'changeAnswers' as const, params: { step } } } },
  initial: 'editing' as const,
  states: {
    editing: { on: { 'step.continue': continueOrSave(step), 'step.back': { target: PREVIOUS } } },
    saving: savingState('editing'),
  },
})

export const apprenticeApplicationMachine = setup({
  types: {
    context: {} as ApprenticeContext,
    events: {} as ApprenticeApplicationEvent,
    input: {} as ApprenticeApplicationInput,
  },
  actors: {
    /** applications/list {type:'own'}: the person's applications. */
    listOwnApplications: fromPromise<ApplicationListRow[]>(async () => notProvided('listOwnApplications')),
    getApplication: fromPromise<Application, { applicationId: number }>(async () => notProvided('getApplication')),
    /** companies/get/{id}: the company of a resumed draft (its organisation number and departments). */
    getCompany: fromPromise<CompanySummary, { companyId: number }>(async () => notProvided('getCompany')),
    /** persons/fetch-address: the population register's address, to prefill the address step. */
    fetchAddress: fromPromise<Address>(async () => notProvided('fetchAddress')),
    /** persons/verify-phone: without code sends the SMS, with code checks it. */
    verifyPhone: fromPromise<VerifyAnswer, { mobilephone: string; code?: string }>(async () => notProvided('verifyPhone')),
    /** persons/verify-email: without code sends the e-mail, with code checks it. */
    verifyEmail: fromPromise<VerifyAnswer, { email: string; code?: string }>(async () => notProvided('verifyEmail')),
    createApplication: fromPromise<Application, { changes: ApplicationChanges }>(async () => notProvided('createApplication')),
    updateApplication: fromPromise<Application, { applicationId: number; changes: ApplicationChanges }>(async () =>
      notProvided('updateApplication'),
    ),
    getCompanyByNumber: fromPromise<CompanySummary, { organizationalNumber: string }>(async () => notProvided('getCompanyByNumber')),
    /** application-documents/create: the edge finds the File by uploadKey. */
    uploadApplicationDocument: fromPromise<ApplicationDocument, { applicationId: number; upload: QueuedUpload }>(async () =>
      notProvided('uploadApplicationDocument'),
    ),
    deleteApplicationDocument: fromPromise<{ ok: boolean }, { documentId: number }>(async () => notProvided('deleteApplicationDocument')),
    listProfessionCourses: fromPromise<ProfessionCourse[], { professionId: number }>(async () => notProvided('listProfessionCourses')),
    fetchGugCourses: fromPromise<CourseResult[], { professionId: number }>(async () => notProvided('fetchGugCourses')),
    /** applications/sign/{id} with the honesty declaration: the application goes to the company. */
    signApplication: fromPromise<Application, { applicationId: number }>(async () => notProvided('signApplication')),
  },
  actions: {
    /** Edge: the URL becomes /application/{id} (a reload continues this draft). */
    draftCreated: (_, _params: { applicationId: number }) => {},
    /** Edge: forget the persisted snapshot, refresh what lists applications. */
    applicationSigned: () => {},
    /** Failures §8 says are only logged. */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    // A page starts without another page's messages: a refusal or a failed call's message belongs to the
    // page where it arose (the error summary would list another page's field, linking to nothing).
    enterStep: assign((_, params: { step: ApprenticeStep }) => ({ step: params.step, errors: {}, formError: null })),
    clearErrors: assign({ errors: {}, formError: null }),
    showStepErrors: assign(({ context }, params: { step: ApprenticeStep }) => ({ errors: stepErrors(params.step, context), formError: null })),
    changeAnswers: assign(({ context, event }, params: { step: ApprenticeStep }) => {
      if (event.type !== 'answers.change') return {}
      const change = pickStepFields(params.step, event.answers)
      const answers = { ...context.answers, ...change }
      const extra: Partial<ApprenticeContext> = {}
      if (change.professionId !== undefined && change.professionId !== context.answers.professionId) {
        // Orientations and courses belong to the profession they were chosen for.
        const offered = professionById(context.professions, answers.professionId)?.machineOrientations.map((o) => o.id) ?? []
        answers.professionOrientations = answers.professionOrientations.filter((id) => offered.includes(id))
        answers.confirmedCourseIds = []
        extra.courseOptions = null
        extra.coursesProfessionId = null
      }
      if (change.hasApprovedCourses === false) answers.confirmedCourseIds = []
      return { ...extra, answers, errors: withoutFields(context.errors, Object.keys(change)) }
    }),
    startNew: assign(({ context }) => ({
      applicationId: null,
      stateId: null,
      pendingDraftId: null,
      keepTypedAnswers: false,
      answers: initialAnswers(context.person),
      company: null,
      documents: [],
      courseOptions: null,
      coursesProfessionId: null,
      denyMotivation: null,
      errors: {},
      formError: null,
    })),
    loadDraft: assign(({ context }, params: { application: Application }) => {
      const app = params.application
      return {
        applicationId: app.id,
        stateId: app.stateId,
        answers: answersFromApplication(app, initialAnswers(context.person), context.keepTypedAnswers ? context.answers : null),
        documents: app.documents,
        denyMotivation: app.denyMotivation,
        pendingCompanyId: app.companyId,
        keepTypedAnswers: false,
        errors: {},
        formError: null,
      }
    }),
    queueUpload: assign(({ context, event }) => {
      if (event.type !== 'document.add') return {}
      // The application's documents together stay under the decided total (docs/decisions/0004-upload-limits.md).
      const stored = [...context.documents, ...context.uploads].reduce((sum, d) => sum + d.size, 0)
      const problem = documentProblem(event.file, stored)
      if (problem) {
        return { rejectedFiles: [...context.rejectedFiles, { uploadKey: event.uploadKey, fileName: event.file.name, error: problem }] }
      }
      const upload: QueuedUpload = {
        uploadKey: event.uploadKey,
        fileName: event.file.name,
        contentType: event.file.type,
        size: event.file.size,
        documentType: event.documentType,
        quality: event.quality ?? null,
        schoolRegion: event.schoolRegion ?? null,
        municipality: event.municipality ?? null,
        schoolName: event.schoolName ?? null,
      }
      return { uploads: [...context.uploads, upload], formError: null }
    }),
    // Shared by every saving state: setup() types events as the machine's own, not the invoke's done/error
    // events, so the output and error are read through a cast here (the invoking states guarantee them).
    draftSaved: assign(({ event }) => {
      const app = (event as unknown as { output: Application }).output
      return { stateId: app.stateId, formError: null }
    }),
    saveFailed: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error
      return { formError: failureKey(error, 'couldNotSave'), errors: failureFieldErrors(error) }
    }),
  },
  guards: {
    stepInvalid: ({ context }, params: { step: ApprenticeStep }) => Object.keys(stepErrors(params.step, context)).length > 0,
    hasDraft: ({ context }) => context.applicationId !== null,
    ...stepGuards(apprenticeSteps),
    firstOpenIs: ({ context }, params: { step: ApprenticeStep }) => firstOpenStep(context) === params.step,
    startAtIs: ({ context }, params: { step: ApprenticeStep }) => startStep(context) === params.step,
    openAfterChangeIs: ({ context }, params: { step: ApprenticeStep }) => context.returnToReview && firstOpenStep(context) === params.step,
    gotoIs: ({ context, event }, params: { step: ApprenticeStep }) =>
      event.type === 'step.goto' && event.step === params.step && params.step !== 'review' && isStepShown(params.step, context),
    returnsToReview: ({ context }) => context.returnToReview && firstOpenStep(context) === 'review',
    hasRequestedId: ({ context }) => context.requestedId !== null,
    canReturnToDraftList: ({ context }) => context.applicationId === null && context.drafts.length > 0,
    hasPendingDraft: ({ context }) => context.pendingDraftId !== null,
    phoneAlreadyVerified: ({ context }) => samePhone(context.verifiedPhone, context.answers.mobilephone),
    emailAlreadyVerified: ({ context }) => sameEmail(context.verifiedEmail, context.answers.email),
    phoneCodeInvalid: ({ context }) => !isValidCode(context.answers.phoneCode.trim()),
    emailCodeInvalid: ({ context }) => !isValidCode(context.answers.emailCode.trim()),
    codeAccepted: (_, params: { answer: VerifyAnswer }) => params.answer.verified,
    sameProfessionDraftExists: ({ context }) => context.drafts.some((d) => d.professionId === context.answers.professionId),
    needsAddressFetch: ({ context }) => !context.addressFetched && addressIsEmpty(context.answers),
    companyMatchesNumber: ({ context }) => companyMatchesNumber(context),
    hasQueuedUpload: ({ context }) => context.uploads.length > 0,
    coursesLoaded: ({ context }) => context.courseOptions !== null && context.coursesProfessionId === context.answers.professionId,
    notEditable: (_, params: { application: Application }) => !isEditableByApprentice(params.application),
    hasCompany: (_, params: { application: Application }) => params.application.companyId !== null,
    incomplete: ({ context }) => firstOpenStep(context) !== 'review',
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    person: input.person,
    isCurrentApprentice: input.isCurrentApprentice,
    professions: input.professions,
    requestedId: input.applicationId,
    startAt: input.applicationId === null ? null : (input.startAt ?? null),
    applicationId: null,
    stateId: null,
    answers: initialAnswers(input.person),
    step: 'welcome',
    verifiedPhone: input.person.phoneVerified ? input.person.mobilephone : null,
    verifiedEmail: input.person.emailVerified ? input.person.email : null,
    addressFetched: false,
    company: null,
    documents: [],
    uploads: [],
    rejectedFiles: [],
    courseOptions: null,
    coursesProfessionId: null,
    drafts: [],
    pendingDraftId: input.applicationId,
    pendingCompanyId: null,
    removingDocumentId: null,
    keepTypedAnswers: false,
    returnToReview: false,
    denyMotivation: null,
    errors: {},
    formError: null,
  }),
  initial: 'active',
  states: {
    active: {
      on: {
        // A forced logout: the step and every answer wait (persisted by the edge) for the next login.
        // Files still queued cannot survive it; they are listed as not uploaded.
        'session.expired': {
          target: 'paused',
          actions: assign(({ context }) => ({
            uploads: [],
            rejectedFiles: [...context.rejectedFiles, ...context.uploads.map((u) => ({ uploadKey: u.uploadKey, fileName: u.fileName, error: 'uploadFailed' }))],
          })),
        },
      },
      initial: 'loading',
      states: {
        hist: historyState,
        loading: {
          tags: 'busy',
          invoke: {
            id: 'listOwnApplications',
            src: 'listOwnApplications',
            onDone: [
              { guard: 'hasRequestedId', target: 'loading-draft', actions: assign({ drafts: ({ event }) => openDrafts(event.output) }) },
              { guard: ({ event }) => openDrafts(event.output).length > 0, target: 'draft-list', actions: assign({ drafts: ({ event }) => openDrafts(event.output) }) },
              { target: 'welcome', actions: assign({ drafts: ({ event }) => openDrafts(event.output) }) },
            ],
            // §8: a failed application load is only logged; the wizard starts (or loads the asked-for draft).
            onError: [
              { guard: 'hasRequestedId', target: 'loading-draft', actions: { type: 'logFailure', params: ({ event }) => ({ what: 'applications', error: event.error }) } },
              { target: 'welcome', actions: { type: 'logFailure', params: ({ event }) => ({ what: 'applications', error: event.error }) } },
            ],
          },
        },
        'load-failed': {
          on: { 'load.retry': [{ guard: 'hasPendingDraft', target: 'loading-draft', actions: 'clearErrors' }, { target: 'loading', actions: 'clearErrors' }] },
        },
        'draft-list': {
          on: {
            'draft.continue': { target: 'loading-draft', actions: assign({ pendingDraftId: ({ event }) => event.applicationId, keepTypedAnswers: false }) },
            'draft.new': { target: 'welcome', actions: 'startNew' },
          },
        },
        'loading-draft': {
          tags: 'busy',
          initial: 'application',
          states: {
            application: {
              invoke: {
                id: 'getApplication',
                src: 'getApplication',
                input: ({ context }) => ({ applicationId: context.pendingDraftId! }),
                onDone: [
                  {
                    guard: { type: 'notEditable', params: ({ event }) => ({ application: event.output }) },
                    target: '#apprenticeApplication.active.read-only',
                    actions: { type: 'loadDraft', params: ({ event }) => ({ application: event.output }) },
                  },
                  {
                    guard: { type: 'hasCompany', params: ({ event }) => ({ application: event.output }) },
                    target: 'company',
                    actions: { type: 'loadDraft', params: ({ event }) => ({ application: event.output }) },
                  },
                  { target: '#apprenticeResume', actions: { type: 'loadDraft', params: ({ event }) => ({ application: event.output }) } },
                ],
                onError: { target: '#apprenticeApplication.active.load-failed', actions: assign({ formError: ({ event }) => failureKey(event.error, 'couldNotLoad') }) },
              },
            },
            company: {
              invoke: {
                id: 'getCompany',
                src: 'getCompany',
                input: ({ context }) => ({ companyId: context.pendingCompanyId! }),
                onDone: {
                  target: '#apprenticeResume',
                  actions: assign(({ context, event }) => ({
                    company: event.output,
                    answers: { ...context.answers, organisationNumber: event.output.organizationalNumber },
                  })),
                },
                // The company step asks again.
                onError: { target: '#apprenticeResume', actions: { type: 'logFailure', params: ({ event }) => ({ what: 'company', error: event.error }) } },
              },
            },
          },
        },
        // A saved draft continues at its first unanswered step.
        resume: { id: 'apprenticeResume', exit: assign({ startAt: null }), always: toEachStep('startAtIs') },
        // After a "Change": back to the review when nothing is open, else to what the change left open.
        ...routingStates(ID, APPRENTICE_STEPS, { next: 'apprenticeNext', previous: 'apprenticePrevious' }, { guard: 'returnsToReview', step: 'review' }, 'openAfterChangeIs'),
        'read-only': {},
        'continue-or-new': {
          on: {
            'draft.continue': {
              target: 'loading-draft',
              actions: assign({ pendingDraftId: ({ event }) => event.applicationId, keepTypedAnswers: true }),
            },
            'draft.new': '#apprenticeApplication.active.profession.creating',
            'step.back': 'profession',
          },
        },

        welcome: {
          entry: { type: 'enterStep', params: { step: 'welcome' } },
          on: {
            'step.continue': { target: NEXT },
            'step.back': { guard: 'canReturnToDraftList', target: 'draft-list' },
          },
        },
        transfer: plainStep('transfer'),
        privacy: plainStep('privacy'),
        address: {
          entry: { type: 'enterStep', params: { step: 'address' } },
          on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'address' } } } },
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'needsAddressFetch', target: 'fetching' }, { target: 'editing' }] },
            fetching: {
              tags: 'busy',
              invoke: {
                id: 'fetchAddress',
                src: 'fetchAddress',
                onDone: {
                  target: 'editing',
                  actions: assign(({ context, event }) => ({ addressFetched: true, answers: prefillAddress(context.answers, event.output) })),
                },
                // §8: logged only; the person types the address.
                onError: {
                  target: 'editing',
                  actions: [assign({ addressFetched: true }), { type: 'logFailure', params: ({ event }) => ({ what: 'fetchAddress', error: event.error }) }],
                },
              },
            },
            editing: { on: { 'step.continue': continueOrSave('address'), 'step.back': { target: PREVIOUS } } },
            saving: savingState('editing'),
          },
        },
        phone: {
          entry: { type: 'enterStep', params: { step: 'phone' } },
          on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'phone' } } } },
          initial: 'number',
          states: {
            number: {
              on: {
                'step.continue': [
                  { guard: { type: 'stepInvalid', params: { step: 'phone' } }, actions: { type: 'showStepErrors', params: { step: 'phone' } } },
                  // Already verified and unchanged: no code needed.
                  { guard: 'phoneAlreadyVerified', target: 'afterCode', actions: 'clearErrors' },
                  { target: 'sending', actions: 'clearErrors' },
                ],
                'step.back': { target: PREVIOUS },
              },
            },
            sending: {
              tags: 'busy',
              invoke: {
                id: 'sendPhoneCode',
                src: 'verifyPhone',
                input: ({ context }) => ({ mobilephone: context.answers.mobilephone.trim() }),
                onDone: { target: 'code', actions: assign(({ context }) => ({ answers: { ...context.answers, phoneCode: '' } })) },
                onError: { target: 'number', actions: assign({ formError: ({ event }) => failureKey(event.error, 'sendFailed') }) },
              },
            },
            code: {
              on: {
                'step.continue': [
                  {
                    guard: 'phoneCodeInvalid',
                    actions: assign(({ context }) => ({ formError: null, errors: { phoneCode: context.answers.phoneCode.trim() ? 'invalidCode' : 'required' } })),
                  },
                  { target: 'verifying', actions: 'clearErrors' },
                ],
                'code.resend': { target: 'sending', actions: 'clearErrors' },
                'step.back': { target: 'number', actions: 'clearErrors' },
              },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                id: 'checkPhoneCode',
                src: 'verifyPhone',
                input: ({ context }) => ({ mobilephone: context.answers.mobilephone.trim(), code: context.answers.phoneCode.trim() }),
                onDone: [
                  {
                    guard: { type: 'codeAccepted', params: ({ event }) => ({ answer: event.output }) },
                    target: 'afterCode',
                    actions: assign(({ context }) => ({ verifiedPhone: context.answers.mobilephone.trim() })),
                  },
                  { target: 'code', actions: assign({ errors: { phoneCode: 'wrongCode' } }) },
                ],
                onError: { target: 'code', actions: assign(({ event }) => codeFailure('phoneCode', event.error)) },
              },
            },
            afterCode: { always: [{ guard: 'hasDraft', target: 'saving' }, { target: NEXT }] },
            saving: savingState('number'),
          },
        },
        email: {
          entry: { type: 'enterStep', params: { step: 'email' } },
          on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'email' } } } },
          initial: 'address',
          states: {
            address: {
              on: {
                'step.continue': [
                  { guard: { type: 'stepInvalid', params: { step: 'email' } }, actions: { type: 'showStepErrors', params: { step: 'email' } } },
                  { guard: 'emailAlreadyVerified', target: 'afterCode', actions: 'clearErrors' },
                  { target: 'sending', actions: 'clearErrors' },
                ],
                'step.back': { target: PREVIOUS },
              },
            },
            sending: {
              tags: 'busy',
              invoke: {
                id: 'sendEmailCode',
                src: 'verifyEmail',
                input: ({ context }) => ({ email: context.answers.email.trim() }),
                onDone: { target: 'code', actions: assign(({ context }) => ({ answers: { ...context.answers, emailCode: '' } })) },
                onError: { target: 'address', actions: assign({ formError: ({ event }) => failureKey(event.error, 'sendFailed') }) },
              },
            },
            code: {
              on: {
                'step.continue': [
                  {
                    guard: 'emailCodeInvalid',
                    actions: assign(({ context }) => ({ formError: null, errors: { emailCode: context.answers.emailCode.trim() ? 'invalidCode' : 'required' } })),
                  },
                  { target: 'verifying', actions: 'clearErrors' },
                ],
                'code.resend': { target: 'sending', actions: 'clearErrors' },
                'step.back': { target: 'address', actions: 'clearErrors' },
              },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                id: 'checkEmailCode',
                src: 'verifyEmail',
                input: ({ context }) => ({ email: context.answers.email.trim(), code: context.answers.emailCode.trim() }),
                onDone: [
                  {
                    guard: { type: 'codeAccepted', params: ({ event }) => ({ answer: event.output }) },
                    target: 'afterCode',
                    actions: assign(({ context }) => ({ verifiedEmail: context.answers.email.trim() })),
                  },
                  { target: 'code', actions: assign({ errors: { emailCode: 'wrongCode' } }) },
                ],
                onError: { target: 'code', actions: assign(({ event }) => codeFailure('emailCode', event.error)) },
              },
            },
            afterCode: { always: [{ guard: 'hasDraft', target: 'saving' }, { target: NEXT }] },
            saving: savingState('address'),
          },
        },
        profession: {
          entry: { type: 'enterStep', params: { step: 'profession' } },
          on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'profession' } } } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'step.continue': [
                  { guard: { type: 'stepInvalid', params: { step: 'profession' } }, actions: { type: 'showStepErrors', params: { step: 'profession' } } },
                  { guard: 'hasDraft', target: 'saving', actions: 'clearErrors' },
                  // A new application for a profession that already has a draft: continue that one or start anew.
                  { guard: 'sameProfessionDraftExists', target: '#apprenticeApplication.active.continue-or-new', actions: 'clearErrors' },
                  { target: 'creating', actions: 'clearErrors' },
                ],
                'step.back': { target: PREVIOUS },
              },
            },
            creating: {
              tags: 'busy',
              invoke: {
                id: 'createApplication',
                src: 'createApplication',
                input: ({ context }) => ({ changes: apprenticeChanges(context) }),
                onDone: {
                  target: NEXT,
                  actions: [
                    assign(({ event }) => ({ applicationId: event.output.id, stateId: event.output.stateId, documents: event.output.documents, formError: null })),
                    { type: 'draftCreated', params: ({ event }) => ({ applicationId: event.output.id }) },
                  ],
                },
                onError: { target: 'editing', actions: 'saveFailed' },
              },
            },
            saving: savingState('editing'),
          },
        },
        'machine-orientation': plainStep('machine-orientation'),
        'approved-courses': plainStep('approved-courses'),
        company: {
          entry: { type: 'enterStep', params: { step: 'company' } },
          on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'company' } } } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'step.continue': [
                  { guard: { type: 'stepInvalid', params: { step: 'company' } }, actions: { type: 'showStepErrors', params: { step: 'company' } } },
                  { guard: 'companyMatchesNumber', target: 'found', actions: 'clearErrors' },
                  { target: 'lookingUp', actions: 'clearErrors' },
                ],
                'step.back': { target: PREVIOUS },
              },
            },
            lookingUp: {
              tags: 'busy',
              invoke: {
                id: 'getCompanyByNumber',
                src: 'getCompanyByNumber',
                input: ({ context }) => ({ organizationalNumber: formatOrganisationNumber(context.answers.organisationNumber) }),
                onDone: {
                  target: 'found',
                  actions: assign(({ context, event }) => ({
                    company: event.output,
                    // A department belongs to the company it was chosen at.
                    answers:
                      context.company?.id === event.output.id ? context.answers : { ...context.answers, departmentId: null },
                  })),
                },
                onError: { target: 'editing', actions: assign(({ event }) => companyFailure(event.error)) },
              },
            },
            // The company found is shown for confirmation.
            found: {
              on: {
                'step.continue': [{ guard: 'hasDraft', target: 'saving', actions: 'clearErrors' }, { target: NEXT, actions: 'clearErrors' }],
                'step.back': { target: 'editing', actions: 'clearErrors' },
                'answers.change': { target: 'editing', actions: { type: 'changeAnswers', params: { step: 'company' } } },
              },
            },
            saving: savingState('found'),
          },
        },
        department: plainStep('department'),
        documents: {
          entry: { type: 'enterStep', params: { step: 'documents' } },
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasQueuedUpload', target: 'uploading' },
              on: {
                // Checked before upload (§5 types and sizes); the server checks again.
                'document.add': { actions: 'queueUpload' },
                'step.continue': continueOrSave('documents'),
                'step.back': { target: PREVIOUS },
                'document.remove': {
                  target: 'removing',
                  actions: assign({ removingDocumentId: ({ event }) => event.documentId, errors: {}, formError: null }),
                },
              },
            },
            uploading: {
              tags: 'busy',
              // More files may be chosen while one uploads: they wait their turn.
              on: { 'document.add': { actions: 'queueUpload' } },
              invoke: {
                id: 'uploadApplicationDocument',
                src: 'uploadApplicationDocument',
                input: ({ context }) => ({ applicationId: context.applicationId!, upload: context.uploads[0]! }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    documents: [...context.documents, event.output],
                    uploads: context.uploads.slice(1),
                    errors: withoutFields(context.errors, ['documents']),
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    uploads: context.uploads.slice(1),
                    rejectedFiles: [
                      ...context.rejectedFiles,
                      { uploadKey: context.uploads[0]!.uploadKey, fileName: context.uploads[0]!.fileName, error: failureKey(event.error, 'uploadFailed') },
                    ],
                  })),
                },
              },
            },
            removing: {
              tags: 'busy',
              invoke: {
                id: 'deleteApplicationDocument',
                src: 'deleteApplicationDocument',
                input: ({ context }) => ({ documentId: context.removingDocumentId! }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context }) => ({
                    documents: context.documents.filter((d) => d.id !== context.removingDocumentId),
                    removingDocumentId: null,
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ removingDocumentId: null, formError: ({ event }) => failureKey(event.error, 'removeFailed') }),
                },
              },
            },
            saving: savingState('idle'),
          },
        },
        courses: {
          entry: { type: 'enterStep', params: { step: 'courses' } },
          on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'courses' } } } },
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'coursesLoaded', target: 'editing' }, { target: 'loadingCourses' }] },
            loadingCourses: {
              tags: 'busy',
              invoke: {
                id: 'listProfessionCourses',
                src: 'listProfessionCourses',
                input: ({ context }) => ({ professionId: context.answers.professionId! }),
                onDone: {
                  target: 'loadingResults',
                  actions: assign(({ context, event }) => ({
                    courseOptions: event.output.map((c) => ({ id: c.id, name: c.name, mandatory: c.mandatory, result: null })),
                    coursesProfessionId: context.answers.professionId,
                  })),
                },
                onError: { target: 'failed', actions: assign({ formError: ({ event }) => failureKey(event.error, 'coursesLoadFailed') }) },
              },
            },
            loadingResults: {
              tags: 'busy',
              invoke: {
                id: 'fetchGugCourses',
                src: 'fetchGugCourses',
                input: ({ context }) => ({ professionId: context.answers.professionId! }),
                onDone: { target: 'editing', actions: assign(({ context, event }) => withCourseResults(context, event.output)) },
                // The courses are still listed, without the register's results (§8 GUG fetch failure message).
                onError: { target: 'editing', actions: assign({ formError: ({ event }) => failureKey(event.error, 'gugFetchFailed') }) },
              },
            },
            failed: { on: { 'courses.retry': { target: 'loadingCourses', actions: 'clearErrors' }, 'step.back': { target: PREVIOUS } } },
            editing: { on: { 'step.continue': continueOrSave('courses'), 'step.back': { target: PREVIOUS } } },
            saving: savingState('editing'),
          },
        },
        'education-info': plainStep('education-info'),
        message: plainStep('message'),
        review: {
          entry: [{ type: 'enterStep', params: { step: 'review' } }, assign({ returnToReview: false })],
          on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'review' } } } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'step.continue': [
                  { guard: { type: 'stepInvalid', params: { step: 'review' } }, actions: { type: 'showStepErrors', params: { step: 'review' } } },
                  { guard: 'incomplete', actions: assign({ errors: {}, formError: 'incomplete' }) },
                  { target: 'saving', actions: 'clearErrors' },
                ],
                'step.back': { target: PREVIOUS },
                // "Change" links: the step, then back here.
                'step.goto': toEachStep('gotoIs').map((t) => ({ ...t, actions: assign({ returnToReview: true, errors: {}, formError: null }) })),
              },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'updateApplication',
                src: 'updateApplication',
                input: ({ context }) => ({ applicationId: context.applicationId!, changes: apprenticeChanges(context) }),
                onDone: { target: 'signing', actions: 'draftSaved' },
                onError: { target: 'editing', actions: 'saveFailed' },
              },
            },
            signing: {
              tags: 'busy',
              invoke: {
                id: 'signApplication',
                src: 'signApplication',
                input: ({ context }) => ({ applicationId: context.applicationId! }),
                onDone: { target: '#apprenticeApplication.thanks', actions: assign({ stateId: ({ event }) => event.output.stateId }) },
                onError: { target: 'editing', actions: assign({ formError: ({ event }) => failureKey(event.error, 'couldNotSign') }) },
              },
            },
          },
        },
      },
    },
    paused: pausedState(ID),
    thanks: { type: 'final', entry: 'applicationSigned' },
  },
})

// ---------------------------------------------------------------------------------------------
// Selectors

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
/** A call is under way: the view disables Continue and shows progress. */
export const selectBusy = wizard.selectBusy
/** The phone and e-mail steps show the code field once a code was sent. */
export const selectPhoneAwaitsCode = (s: ApprenticeApplicationSnapshot) =>
  s.matches({ active: { phone: 'code' } }) || s.matches({ active: { phone: 'verifying' } })
export const selectEmailAwaitsCode = (s: ApprenticeApplicationSnapshot) =>
  s.matches({ active: { email: 'code' } }) || s.matches({ active: { email: 'verifying' } })
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
  s.matches({ active: { review: 'editing' } }) && s.context.answers.honestyDeclaration && firstOpenStep(s.context) === 'review'
/** The step a review "Change" link would be needed for first (or 'review' when nothing is missing). */
export const selectFirstOpenStep = (s: ApprenticeApplicationSnapshot) => firstOpenStep(s.context)
/** Whether the back link stays in the wizard (else it leaves to the start page). */
export function selectCanGoBack(s: ApprenticeApplicationSnapshot): boolean {
  const screen = selectCurrentStep(s)
  if (screen === 'welcome') return s.context.applicationId === null && s.context.drafts.length > 0
  return (APPRENTICE_STEPS as readonly string[]).includes(screen) || screen === 'continue-or-new'
}
export const selectPersistable = wizard.selectPersistable
