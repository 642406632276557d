import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { Application, ApplicationAction, ApplicationChanges } from '../../src/api/application/application.schemas'
import type { Named, Profession } from '../../src/api/shell/baselists.schemas'
import type { CompanySummary, InstructorEmployment, Workplace } from '../../src/api/application/company.schemas'
import { isMinor } from '../../src/domain/age'
import { effectiveStartDate, instructorProblems, isEditableByCompany, startDateProblem, type InstructorProblem } from '../../src/domain/application'
import { normalizePersonalNumber } from '../../src/domain/validation'
import type { FailureKey } from '../../src/api/failure'
import { compact, withoutFields, wrongAnswerFields, type StepErrors } from '../wizard/field-errors'
import { emailError, failureFieldErrors, failureKey, orNull, phoneError, professionById } from './application-rules'
import { stepList } from '../wizard/steps'
import { wizardSelectors } from '../wizard/selectors'
import {
  historyState,
  pausedState,
  routingStates,
  savingState as savingStateOf,
  stepGuards,
  stepTarget,
  toEachStep as toEachStepOf,
} from '../wizard/wizard-states'

/**
 * A company (or its instructor) registers an application for an apprentice (/company/{id}/create-applications
 * and /…/{appid}; spec §2, §4, §5): apprentice personal number, phone, e-mail, profession, department
 * (when the company has departments, §5), workplace (of that department), instructor (the §5 instructor
 * rules: those who fail one are listed with the reason and cannot be chosen), employment type and start
 * date, review with "Change" links, thanks. The application is created on the first Continue and saved on
 * every Continue after it; the review's Continue saves with the company's 'save' action, after which the
 * apprentice confirms and signs it (src/domain/application.ts transition table).
 *
 * Decision (§5 "a minor needs an age-exemption application"): a personal number of someone under 18
 * is refused here with 'minorNeedsExemption'; the age exemption is applied for with the region first
 * (the start page does the same for minors who try to register themselves).
 */

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
  formError: FailureKey | null
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

function notProvided(name: string): never {
  throw new Error(`company-registration machine: actor "${name}" was not provided`)
}

/** 'yyyy-mm-dd' as a local date (noon, so no time zone moves it to another day). */
function localDay(iso: string): Date {
  return new Date(`${iso}T12:00:00`)
}

// ---------------------------------------------------------------------------------------------
// Pure rules of the flow

export function isRegistrationStepShown(step: RegistrationStep, ctx: CompanyRegistrationContext): boolean {
  return step === 'department' ? ctx.company?.hasDepartments === true : true
}

/** The registration's steps: the department page only for a company with departments. */
export const registrationSteps = stepList<RegistrationStep, CompanyRegistrationContext>(REGISTRATION_STEPS, isRegistrationStepShown)
export const registrationShownSteps = registrationSteps.shown

/** Workplaces of the chosen department; a workplace naming no department serves the whole company. */
export function workplacesFor(ctx: Pick<CompanyRegistrationContext, 'company' | 'workplaces' | 'answers'>): Workplace[] {
  if (!ctx.company?.hasDepartments || ctx.answers.departmentId === null) return ctx.workplaces
  const department = ctx.answers.departmentId
  return ctx.workplaces.filter((w) => w.departmentIds.length === 0 || w.departmentIds.includes(department))
}

export function instructorOptionsFor(
  instructors: readonly InstructorEmployment[],
  ctx: Pick<CompanyRegistrationContext, 'professions' | 'newInstructionsAt'>,
  professionId: number | null,
): InstructorOption[] {
  const profession = professionById(ctx.professions, professionId)
  return instructors.map((row) => ({
    id: row.id,
    personId: row.person.id,
    name: `${row.person.firstName} ${row.person.lastName}`,
    email: row.person.email,
    problems:
      professionId === null
        ? []
        : instructorProblems(row, { professionId, profession, newInstructionsAt: ctx.newInstructionsAt }),
  }))
}

export function registrationStepErrors(step: RegistrationStep, ctx: CompanyRegistrationContext): StepErrors {
  const a = ctx.answers
  switch (step) {
    case 'apprentice-personal-number': {
      if (!a.personalNumber.trim()) return { personalNumber: 'required' }
      const pn = normalizePersonalNumber(a.personalNumber, localDay(ctx.today))
      if (!pn) return { personalNumber: 'invalidPersonalNumber' }
      return isMinor(pn, localDay(ctx.today)) ? { personalNumber: 'minorNeedsExemption' } : {}
    }
    case 'phone':
      return compact({ mobilephone: phoneError(a.mobilephone) })
    case 'email':
      return compact({ email: emailError(a.email) })
    case 'profession':
      return professionById(ctx.professions, a.professionId) ? {} : { professionId: 'required' }
    case 'department':
      return ctx.company?.departments.some((d) => d.id === a.departmentId) ? {} : { departmentId: 'required' }
    case 'workplace':
      return workplacesFor(ctx).some((w) => w.id === a.workplaceId) ? {} : { workplaceId: 'required' }
    case 'instructor': {
      // §8 "instructor not chosen"; one failing a §5 rule is refused with its first reason.
      const chosen = ctx.instructorOptions.find((o) => o.id === a.instructorId)
      if (!chosen) return { instructorId: 'required' }
      return chosen.problems.length > 0 ? { instructorId: chosen.problems[0]! } : {}
    }
    case 'employment': {
      // Whether the apprentice has approved basic education is the server's knowledge: here only what
      // holds for everyone is checked (a date, not in the future, at most 18 months back); the server
      // refuses a back-dated start without it (422 on the date, shown beside it).
      const date = startDateProblem(orNull(a.employmentDate), localDay(ctx.today), { hasApprovedBasicEducation: true })
      return compact({
        employmentTypeId: ctx.employmentTypes.some((t) => t.id === a.employmentTypeId) ? null : 'required',
        employmentDate: date,
      })
    }
    case 'review':
      return {}
  }
}

function isRegistrationStepComplete(step: RegistrationStep, ctx: CompanyRegistrationContext): boolean {
  if (Object.keys(registrationStepErrors(step, ctx)).length > 0) return false
  // The instructor check needs the list; a resumed draft without it is checked once the step loads it.
  if (step === 'instructor') return ctx.instructors !== null
  return true
}

export function registrationFirstOpenStep(ctx: CompanyRegistrationContext): RegistrationStep {
  return registrationShownSteps(ctx).find((s) => s !== 'review' && !isRegistrationStepComplete(s, ctx)) ?? 'review'
}

/**
 * What a save sends. An answer left wrong on another page (Back from its error) stays in the form but
 * is not sent: the server would refuse the whole save of the page being left, and its own page checks
 * it again. A chosen instructor the profession now refuses is sent as none for the same reason (the
 * instructor page shows why and asks again).
 */
export function registrationChanges(ctx: CompanyRegistrationContext): ApplicationChanges {
  const changes = allRegistrationChanges(ctx)
  const wrong = wrongAnswerFields(registrationShownSteps(ctx).map((step) => registrationStepErrors(step, ctx)))
  if (wrong.has('instructorId')) changes.instructorId = null
  for (const field of ['personalNumber', 'mobilephone', 'email', 'employmentDate'] as const) if (wrong.has(field)) delete changes[field]
  return changes
}

function allRegistrationChanges(ctx: CompanyRegistrationContext): ApplicationChanges {
  const a = ctx.answers
  const today = localDay(ctx.today)
  return {
    companyId: ctx.companyId,
    personalNumber: normalizePersonalNumber(a.personalNumber, today) ?? orNull(a.personalNumber),
    mobilephone: orNull(a.mobilephone),
    email: orNull(a.email),
    professionId: a.professionId,
    departmentId: ctx.company?.hasDepartments ? a.departmentId : null,
    workplace: a.workplaceId,
    instructorId: a.instructorId,
    employmentTypeId: a.employmentTypeId,
    // Left empty, the start date is today (§5): fixed once the employment step has been answered.
    employmentDate: a.employmentTypeId !== null ? effectiveStartDate(orNull(a.employmentDate), today) : orNull(a.employmentDate),
  }
}

function initialAnswers(): RegistrationAnswers {
  return {
    personalNumber: '',
    mobilephone: '',
    email: '',
    professionId: null,
    departmentId: null,
    workplaceId: null,
    instructorId: null,
    employmentTypeId: null,
    employmentDate: '',
  }
}

function answersFromApplication(app: Application): RegistrationAnswers {
  return {
    personalNumber: app.personalNumber ?? '',
    mobilephone: app.mobilephone ?? '',
    email: app.email ?? '',
    professionId: app.professionId,
    departmentId: app.departmentId,
    workplaceId: app.workplace,
    instructorId: app.instructorId,
    employmentTypeId: app.employmentTypeId,
    employmentDate: app.employmentDate ?? '',
  }
}

const ID = 'companyRegistration'
const S = (step: RegistrationStep) => stepTarget(ID, step)
const NEXT = '#registrationNext'
const PREVIOUS = '#registrationPrevious'

const toEachStep = (guard: 'firstOpenIs' | 'gotoIs') => toEachStepOf(ID, REGISTRATION_STEPS, guard)

const continueOrSave = (step: RegistrationStep) => [
  { guard: { type: 'stepInvalid' as const, params: { step } }, actions: { type: 'showStepErrors' as const, params: { step } } },
  { guard: 'hasDraft' as const, target: 'saving', actions: 'clearErrors' as const },
  { target: 'creating', actions: 'clearErrors' as const },
]

const savingState = savingStateOf({
  src: 'updateApplication',
  input: ({ context }: { context: CompanyRegistrationContext }): UpdateInput => ({
    applicationId: context.applicationId!,
    changes: registrationChanges(context),
  }),
  next: NEXT,
  back: 'editing',
})

/** Created on the first Continue that has something to keep (normally the personal number). */
const creatingState = {
  tags: 'busy' as const,
  invoke: {
    id: 'createApplication',
    src: 'createApplication' as const,
    input: ({ context }: { context: CompanyRegistrationContext }) => ({ changes: registrationChanges(context) }),
    onDone: {
      target: NEXT,
      actions: [
        'draftCreated' as const,
        { type: 'notifyDraftCreated' as const, params: ({ context }: { context: CompanyRegistrationContext }) => ({ applicationId: context.applicationId! }) },
      ],
    },
    onError: { target: 'editing', actions: 'saveFailed' as const },
  },
}

// Back clears the page's errors: they belong to the page left, not to the one shown next (as in the review).
const plainStep = (step: RegistrationStep) => ({
  entry: { type: 'enterStep' as const, params: { step } },
  on: { 'answers.change': { actions: { type: 'changeAnswers' as const, params: { step } } } },
  initial: 'editing' as const,
  states: {
    editing: { on: { 'step.continue': continueOrSave(step), 'step.back': { target: PREVIOUS, actions: 'clearErrors' as const } } },
    saving: savingState,
    creating: creatingState,
  },
})

export const companyRegistrationMachine = setup({
  types: {
    context: {} as CompanyRegistrationContext,
    events: {} as CompanyRegistrationEvent,
    input: {} as CompanyRegistrationInput,
  },
  actors: {
    /** companies/get/{id}: whether the company has departments, and which. */
    getCompany: fromPromise<CompanySummary, { companyId: number }>(async () => notProvided('getCompany')),
    listWorkplaces: fromPromise<Workplace[], { companyId: number }>(async () => notProvided('listWorkplaces')),
    getApplication: fromPromise<Application, { applicationId: number }>(async () => notProvided('getApplication')),
    /** companies/{id}/employments with instructorsOnly (and the department, when chosen). */
    listEmployments: fromPromise<InstructorEmployment[], { companyId: number; instructorsOnly: true; departmentId?: number }>(async () =>
      notProvided('listEmployments'),
    ),
    /** applications/create with companyId: a company-initiated draft. */
    createApplication: fromPromise<Application, { changes: ApplicationChanges }>(async () => notProvided('createApplication')),
    /** applications/update/{id}, with the company's action on the review. */
    updateApplication: fromPromise<Application, UpdateInput>(async () => notProvided('updateApplication')),
  },
  actions: {
    /** Edge: the URL becomes /company/{id}/create-applications/{appid}. */
    notifyDraftCreated: (_, _params: { applicationId: number }) => {},
    /** Edge: forget the persisted snapshot; toast "Created". */
    registrationSent: () => {},
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    enterStep: assign((_, params: { step: RegistrationStep }) => ({ step: params.step })),
    clearErrors: assign({ errors: {}, formError: null }),
    showStepErrors: assign(({ context }, params: { step: RegistrationStep }) => ({
      errors: registrationStepErrors(params.step, context),
      formError: null,
    })),
    changeAnswers: assign(({ context, event }, params: { step: RegistrationStep }) => {
      if (event.type !== 'answers.change') return {}
      const allowed = REGISTRATION_STEP_FIELDS[params.step]
      const change = Object.fromEntries(
        Object.entries(event.answers).filter(([k]) => allowed.includes(k as RegistrationField)),
      ) as Partial<RegistrationAnswers>
      const answers = { ...context.answers, ...change }
      const extra: Partial<CompanyRegistrationContext> = {}
      if (change.departmentId !== undefined && change.departmentId !== context.answers.departmentId) {
        // Workplace and instructor are chosen within the department.
        if (!workplacesFor({ ...context, answers }).some((w) => w.id === answers.workplaceId)) answers.workplaceId = null
        answers.instructorId = null
        extra.instructors = null
        extra.instructorOptions = []
      }
      if (change.professionId !== undefined && context.instructors) {
        extra.instructorOptions = instructorOptionsFor(context.instructors, context, answers.professionId)
      }
      return { ...extra, answers, errors: withoutFields(context.errors, Object.keys(change)) }
    }),
    // Shared by the saving states: setup() types events as the machine's own, so the invoke's output and
    // error are read through a cast (the invoking states guarantee them).
    draftCreated: assign(({ event }) => {
      const app = (event as unknown as { output: Application }).output
      return { applicationId: app.id, stateId: app.stateId, formError: null }
    }),
    draftSaved: assign(({ event }) => ({ stateId: (event as unknown as { output: Application }).output.stateId, formError: null })),
    saveFailed: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error
      return { formError: failureKey(error, 'couldNotSave'), errors: failureFieldErrors(error) }
    }),
    refreshInstructorOptions: assign(({ context }) => ({
      instructorOptions: context.instructors ? instructorOptionsFor(context.instructors, context, context.answers.professionId) : [],
    })),
  },
  guards: {
    stepInvalid: ({ context }, params: { step: RegistrationStep }) => Object.keys(registrationStepErrors(params.step, context)).length > 0,
    hasDraft: ({ context }) => context.applicationId !== null,
    hasRequestedId: ({ context }) => context.requestedId !== null,
    ...stepGuards(registrationSteps),
    firstOpenIs: ({ context }, params: { step: RegistrationStep }) => registrationFirstOpenStep(context) === params.step,
    gotoIs: ({ context, event }, params: { step: RegistrationStep }) =>
      event.type === 'step.goto' && event.step === params.step && params.step !== 'review' && isRegistrationStepShown(params.step, context),
    returnsToReview: ({ context }) => context.returnToReview && registrationFirstOpenStep(context) === 'review',
    instructorsLoaded: ({ context }) => context.instructors !== null && context.instructorsDepartmentId === context.answers.departmentId,
    notEditable: (_, params: { application: Application }) => !isEditableByCompany(params.application),
    incomplete: ({ context }) => registrationFirstOpenStep(context) !== 'review',
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    companyId: input.companyId,
    today: input.today,
    professions: input.professions,
    employmentTypes: input.employmentTypes,
    newInstructionsAt: input.newInstructionsAt,
    requestedId: input.applicationId,
    applicationId: null,
    stateId: null,
    company: null,
    workplaces: [],
    instructors: null,
    instructorsDepartmentId: null,
    instructorOptions: [],
    answers: initialAnswers(),
    step: 'apprentice-personal-number',
    returnToReview: false,
    errors: {},
    formError: null,
  }),
  on: {
    // After a restore on another day the edge tells the machine (age and start-date rules use it).
    'today.change': { actions: assign({ today: ({ event }) => event.today }) },
  },
  initial: 'active',
  states: {
    active: {
      on: { 'session.expired': 'paused' },
      initial: 'loading',
      states: {
        hist: historyState,
        loading: {
          tags: 'busy',
          initial: 'company',
          states: {
            company: {
              invoke: {
                id: 'getCompany',
                src: 'getCompany',
                input: ({ context }) => ({ companyId: context.companyId }),
                onDone: { target: 'workplaces', actions: assign({ company: ({ event }) => event.output }) },
                onError: { target: '#companyRegistration.active.load-failed', actions: assign({ formError: ({ event }) => failureKey(event.error, 'couldNotLoad') }) },
              },
            },
            workplaces: {
              invoke: {
                id: 'listWorkplaces',
                src: 'listWorkplaces',
                input: ({ context }) => ({ companyId: context.companyId }),
                onDone: [
                  { guard: 'hasRequestedId', target: 'application', actions: assign({ workplaces: ({ event }) => event.output }) },
                  { target: S('apprentice-personal-number'), actions: assign({ workplaces: ({ event }) => event.output }) },
                ],
                onError: { target: '#companyRegistration.active.load-failed', actions: assign({ formError: ({ event }) => failureKey(event.error, 'couldNotLoad') }) },
              },
            },
            application: {
              invoke: {
                id: 'getApplication',
                src: 'getApplication',
                input: ({ context }) => ({ applicationId: context.requestedId! }),
                onDone: [
                  {
                    guard: { type: 'notEditable', params: ({ event }) => ({ application: event.output }) },
                    target: '#companyRegistration.active.read-only',
                    actions: assign({ stateId: ({ event }) => event.output.stateId }),
                  },
                  {
                    target: '#registrationResume',
                    actions: assign(({ event }) => ({
                      applicationId: event.output.id,
                      stateId: event.output.stateId,
                      answers: answersFromApplication(event.output),
                    })),
                  },
                ],
                // The route's quirk (§2): a failed check sends the user to the start page; the view does that from load-failed.
                onError: { target: '#companyRegistration.active.load-failed', actions: assign({ formError: ({ event }) => failureKey(event.error, 'couldNotLoad') }) },
              },
            },
          },
        },
        'load-failed': { on: { 'load.retry': { target: 'loading', actions: 'clearErrors' } } },
        'read-only': {},
        resume: { id: 'registrationResume', always: toEachStep('firstOpenIs') },
        ...routingStates(ID, REGISTRATION_STEPS, { next: 'registrationNext', previous: 'registrationPrevious' }, { guard: 'returnsToReview', step: 'review' }),

        'apprentice-personal-number': {
          entry: { type: 'enterStep', params: { step: 'apprentice-personal-number' } },
          on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'apprentice-personal-number' } } } },
          initial: 'editing',
          states: {
            // The first page: Back leaves the wizard (the view links to the company's applications).
            editing: { on: { 'step.continue': continueOrSave('apprentice-personal-number') } },
            saving: savingState,
            creating: creatingState,
          },
        },
        phone: plainStep('phone'),
        email: plainStep('email'),
        profession: plainStep('profession'),
        department: plainStep('department'),
        workplace: plainStep('workplace'),
        instructor: {
          entry: [{ type: 'enterStep', params: { step: 'instructor' } }, 'refreshInstructorOptions'],
          on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'instructor' } } } },
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'instructorsLoaded', target: 'editing' }, { target: 'loadingInstructors' }] },
            loadingInstructors: {
              tags: 'busy',
              invoke: {
                id: 'listEmployments',
                src: 'listEmployments',
                input: ({ context }) => ({
                  companyId: context.companyId,
                  instructorsOnly: true as const,
                  ...(context.company?.hasDepartments && context.answers.departmentId !== null ? { departmentId: context.answers.departmentId } : {}),
                }),
                onDone: {
                  target: 'editing',
                  actions: assign(({ context, event }) => ({
                    instructors: event.output,
                    instructorsDepartmentId: context.answers.departmentId,
                    instructorOptions: instructorOptionsFor(event.output, context, context.answers.professionId),
                  })),
                },
                onError: { target: 'failed', actions: assign({ formError: ({ event }) => failureKey(event.error, 'instructorsLoadFailed') }) },
              },
            },
            failed: { on: { 'instructors.retry': { target: 'loadingInstructors', actions: 'clearErrors' }, 'step.back': { target: PREVIOUS, actions: 'clearErrors' } } },
            editing: { on: { 'step.continue': continueOrSave('instructor'), 'step.back': { target: PREVIOUS, actions: 'clearErrors' } } },
            saving: savingState,
            creating: creatingState,
          },
        },
        employment: plainStep('employment'),
        review: {
          entry: [{ type: 'enterStep', params: { step: 'review' } }, assign({ returnToReview: false })],
          initial: 'editing',
          states: {
            editing: {
              on: {
                'step.continue': [
                  { guard: 'incomplete', actions: assign({ errors: {}, formError: 'incomplete' }) },
                  { target: 'sending', actions: 'clearErrors' },
                ],
                'step.back': { target: PREVIOUS, actions: 'clearErrors' },
                'step.goto': toEachStep('gotoIs').map((t) => ({ ...t, actions: assign({ returnToReview: true, errors: {}, formError: null }) })),
              },
            },
            // The company's save: the application waits for the apprentice's confirmation.
            sending: {
              tags: 'busy',
              invoke: {
                id: 'updateApplication',
                src: 'updateApplication',
                input: ({ context }) => ({ applicationId: context.applicationId!, changes: registrationChanges(context), action: { type: 'save' as const } }),
                onDone: { target: '#companyRegistration.thanks', actions: assign({ stateId: ({ event }) => event.output.stateId }) },
                onError: { target: 'editing', actions: 'saveFailed' },
              },
            },
          },
        },
      },
    },
    paused: pausedState(ID),
    thanks: { type: 'final', entry: 'registrationSent' },
  },
})

// ---------------------------------------------------------------------------------------------
// Selectors

export type CompanyRegistrationSnapshot = SnapshotFrom<typeof companyRegistrationMachine>

const wizard = wizardSelectors<RegistrationScreen, RegistrationStep, CompanyRegistrationContext>({ steps: registrationSteps, pages: ['paused', 'thanks'] })
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
export const selectInstructorsFailed = (s: CompanyRegistrationSnapshot) => s.matches({ active: { instructor: 'failed' } })
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
