import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { Application, ApplicationChanges } from '../../src/api/application/application.schemas'
import type { Named, Profession } from '../../src/api/shell/baselists.schemas'
import type { InstructorEmployment, ProfessionCourse, Workplace } from '../../src/api/application/company.schemas'
import type { Person } from '../../src/api/shell/user.schemas'
import {
  applicationTransition,
  approveProblem,
  canDeleteApplication,
  effectiveStartDate,
  instructorProblems,
  isEditableByCompany,
  startDateProblem,
  submittableProblems,
} from '../../src/domain/application'
import type { FailureKey } from '../../src/api/failure'
import { compact, withoutFields, type StepErrors } from '../wizard/field-errors'
import { MESSAGE_MAX_LENGTH, addressErrors, emailError, failureFieldErrors, failureKey, orNull, phoneError, professionById } from './application-rules'
import type { InstructorOption, UpdateInput } from './company-registration.machine'
import { stepList } from '../wizard/steps'
import { wizardSelectors } from '../wizard/selectors'
import { historyState, pausedState, routingStates, stepGuards, stepTarget, toEachStep as toEachStepOf } from '../wizard/wizard-states'

/**
 * The company's review of a received application (/company/{id}/applications/{application_id}/review;
 * spec §2, §4, §6, §8): eight guided steps — name and profession, grades and certificates, confirmed
 * courses, personal data, workplace and instructor, employment type and start date, message — and the
 * decision page: save, approve, deny (optional motivation, confirmed) or delete (confirmed,
 * irreversible). Editing is possible only in the states isEditableByCompany allows; otherwise every
 * page is read-only (delete still follows canDeleteApplication). Approve needs the §4 submittable rule
 * and a save after the last change: 'notFilledEnough' or 'mustSaveFirst' otherwise.
 */

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
const APPLICATION_FIELDS: readonly ReviewField[] = REVIEW_STEPS.flatMap((s) => REVIEW_STEP_FIELDS[s]).filter((f) => f !== 'denyMotivation')

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
  formError: FailureKey | 'awaitingApprentice' | null
}

export type CompanyReviewEvent =
  | { type: 'answers.change'; answers: Partial<ReviewAnswers> }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: ReviewStep }
  | { type: 'application.save' }
  | { type: 'application.approve' }
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

function notProvided(name: string): never {
  throw new Error(`company-review machine: actor "${name}" was not provided`)
}

function localDay(iso: string): Date {
  return new Date(`${iso}T12:00:00`)
}

// ---------------------------------------------------------------------------------------------
// Pure rules

export function reviewAnswersFrom(app: Application): ReviewAnswers {
  return {
    firstName: app.firstName ?? '',
    lastName: app.lastName ?? '',
    professionId: app.professionId,
    email: app.email ?? '',
    mobilephone: app.mobilephone ?? '',
    address1: app.address1 ?? '',
    address2: app.address2 ?? '',
    zip: app.zip ?? '',
    city: app.city ?? '',
    country: app.country ?? '',
    workplaceId: app.workplace,
    instructorId: app.instructorId,
    employmentTypeId: app.employmentTypeId,
    employmentDate: app.employmentDate ?? '',
    messageToBoard: app.messageToBoard ?? '',
    denyMotivation: '',
  }
}

export function isReadOnly(ctx: Pick<CompanyReviewContext, 'application'>): boolean {
  return ctx.application === null || !isEditableByCompany(ctx.application)
}

/** The company's edits differ from what the server holds. */
export function hasUnsavedChanges(ctx: Pick<CompanyReviewContext, 'application' | 'answers'>): boolean {
  if (!ctx.application) return false
  const saved = reviewAnswersFrom(ctx.application)
  return APPLICATION_FIELDS.some((f) => JSON.stringify(ctx.answers[f]) !== JSON.stringify(saved[f]))
}

/** Workplaces of the application's department; one naming no department serves the whole company. */
export function reviewWorkplaces(ctx: Pick<CompanyReviewContext, 'application' | 'workplaces'>): Workplace[] {
  const department = ctx.application?.departmentId ?? null
  if (department === null) return ctx.workplaces
  return ctx.workplaces.filter((w) => w.departmentIds.length === 0 || w.departmentIds.includes(department))
}

export function reviewInstructorOptions(ctx: CompanyReviewContext): InstructorOption[] {
  const professionId = ctx.answers.professionId
  const profession = professionById(ctx.professions, professionId)
  return ctx.instructors.map((row) => ({
    id: row.id,
    personId: row.person.id,
    name: `${row.person.firstName} ${row.person.lastName}`,
    email: row.person.email,
    problems:
      professionId === null
        ? []
        : instructorProblems(row, {
            professionId,
            profession,
            newInstructionsAt: ctx.newInstructionsAt,
            orientationIds: ctx.application?.professionOrientations ?? [],
          }),
  }))
}

export function reviewStepErrors(step: ReviewStep, ctx: CompanyReviewContext): StepErrors {
  const a = ctx.answers
  switch (step) {
    case 'name-and-profession':
      return compact({
        firstName: a.firstName.trim() ? null : 'required',
        lastName: a.lastName.trim() ? null : 'required',
        professionId: professionById(ctx.professions, a.professionId) ? null : 'required',
      })
    case 'personal-data':
      return { ...compact({ email: emailError(a.email), mobilephone: phoneError(a.mobilephone) }), ...addressErrors(a) }
    case 'workplace-and-instructor': {
      const chosen = reviewInstructorOptions(ctx).find((o) => o.id === a.instructorId)
      return compact({
        workplaceId: reviewWorkplaces(ctx).some((w) => w.id === a.workplaceId) ? null : 'required',
        instructorId: !chosen ? 'required' : (chosen.problems[0] ?? null),
      })
    }
    case 'employment':
      // As in the registration: the server knows about basic education and refuses a back-dated start without it.
      return compact({
        employmentTypeId: ctx.employmentTypes.some((t) => t.id === a.employmentTypeId) ? null : 'required',
        employmentDate: startDateProblem(orNull(a.employmentDate), localDay(ctx.today), { hasApprovedBasicEducation: true }),
      })
    case 'message':
      return a.messageToBoard.length > MESSAGE_MAX_LENGTH ? { messageToBoard: 'tooLong' } : {}
    default:
      return {}
  }
}

export function reviewChanges(ctx: CompanyReviewContext): ApplicationChanges {
  const a = ctx.answers
  return {
    firstName: orNull(a.firstName),
    lastName: orNull(a.lastName),
    professionId: a.professionId,
    email: orNull(a.email),
    mobilephone: orNull(a.mobilephone),
    address1: orNull(a.address1),
    address2: orNull(a.address2),
    zip: orNull(a.zip),
    city: orNull(a.city),
    country: orNull(a.country),
    workplace: a.workplaceId,
    instructorId: a.instructorId,
    employmentTypeId: a.employmentTypeId,
    // Left empty, the start date is today (§5): fixed by the save once an employment type is chosen.
    employmentDate: a.employmentTypeId !== null ? effectiveStartDate(orNull(a.employmentDate), localDay(ctx.today)) : orNull(a.employmentDate),
    messageToBoard: orNull(a.messageToBoard),
  }
}

/** What approving would meet first, as the view's error key; null when approve may be sent. */
export function approveRefusal(ctx: CompanyReviewContext): 'notFilledEnough' | 'mustSaveFirst' | 'awaitingApprentice' | null {
  if (!ctx.application) return 'notFilledEnough'
  const merged = { ...ctx.application, ...reviewChanges(ctx) }
  const problem = approveProblem(merged)
  if (problem === 'wrongState') return ctx.application.stateId === 1 ? 'awaitingApprentice' : 'notFilledEnough'
  if (problem === 'notSubmittable') return 'notFilledEnough'
  if (problem === 'notSaved' || hasUnsavedChanges(ctx)) return 'mustSaveFirst'
  return null
}

const ID = 'companyReview'
/** Every review page is shown, in order. */
export const reviewSteps = stepList<ReviewStep, CompanyReviewContext>(REVIEW_STEPS)
const S = (step: ReviewStep) => stepTarget(ID, step)
const toEachStep = (guard: 'gotoIs') => toEachStepOf(ID, REVIEW_STEPS, guard)

/** One review page: Continue checks the page when it may be edited; Back goes to the page before. */
const reviewStep = (step: ReviewStep) => ({
  entry: { type: 'enterStep' as const, params: { step } },
  on: {
    'answers.change': { guard: 'editable' as const, actions: { type: 'changeAnswers' as const, params: { step } } },
    'step.continue': [
      { guard: { type: 'stepInvalid' as const, params: { step } }, actions: { type: 'showStepErrors' as const, params: { step } } },
      { target: '#reviewNext', actions: 'clearErrors' as const },
    ],
    // "To the decision": deny or delete an incomplete application without answering every page first.
    'step.goto': { guard: 'gotoDecision' as const, target: S('decision'), actions: 'clearErrors' as const },
    // The first page has no page before it: its back link leaves to the received applications.
    ...(step === REVIEW_STEPS[0] ? {} : { 'step.back': { target: '#reviewPrevious', actions: 'clearErrors' as const } }),
  },
})

export const companyReviewMachine = setup({
  types: {
    context: {} as CompanyReviewContext,
    events: {} as CompanyReviewEvent,
    input: {} as CompanyReviewInput,
  },
  actors: {
    getApplication: fromPromise<Application, { applicationId: number }>(async () => notProvided('getApplication')),
    /** companies/{id}/employments with instructorsOnly (and the application's department). */
    listEmployments: fromPromise<InstructorEmployment[], { companyId: number; instructorsOnly: true; departmentId?: number }>(async () =>
      notProvided('listEmployments'),
    ),
    listWorkplaces: fromPromise<Workplace[], { companyId: number }>(async () => notProvided('listWorkplaces')),
    listProfessionCourses: fromPromise<ProfessionCourse[], { professionId: number }>(async () => notProvided('listProfessionCourses')),
    /** applications/update/{id} with the action 'save', 'approve' or 'deny' (+ denyMotivation). */
    updateApplication: fromPromise<Application, UpdateInput>(async () => notProvided('updateApplication')),
    deleteApplication: fromPromise<{ ok: boolean }, { applicationId: number }>(async () => notProvided('deleteApplication')),
  },
  actions: {
    /** Edge: toast (Saved / Deleted …), forget the persisted snapshot, back to the received applications. */
    reviewFinished: (_, _params: { outcome: ReviewOutcome }) => {},
    /** Edge: the "Saved" toast. */
    applicationSaved: () => {},
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    enterStep: assign((_, params: { step: ReviewStep }) => ({ step: params.step })),
    clearErrors: assign({ errors: {}, formError: null }),
    showStepErrors: assign(({ context }, params: { step: ReviewStep }) => ({ errors: reviewStepErrors(params.step, context), formError: null })),
    changeAnswers: assign(({ context, event }, params: { step: ReviewStep }) => {
      if (event.type !== 'answers.change') return {}
      const allowed = REVIEW_STEP_FIELDS[params.step]
      const change = Object.fromEntries(Object.entries(event.answers).filter(([k]) => allowed.includes(k as ReviewField))) as Partial<ReviewAnswers>
      const answers = { ...context.answers, ...change }
      return { answers, justSaved: context.justSaved && !hasUnsavedChanges({ ...context, answers }), errors: withoutFields(context.errors, Object.keys(change)) }
    }),
    failed: assign((_, params: { error: unknown; fallback: FailureKey }) => ({
      formError: failureKey(params.error, params.fallback),
      errors: failureFieldErrors(params.error),
    })),
  },
  guards: {
    editable: ({ context }) => !isReadOnly(context),
    stepInvalid: ({ context }, params: { step: ReviewStep }) =>
      !isReadOnly(context) && Object.keys(reviewStepErrors(params.step, context)).length > 0,
    ...stepGuards(reviewSteps),
    gotoIs: ({ event }, params: { step: ReviewStep }) => event.type === 'step.goto' && event.step === params.step && params.step !== 'decision',
    returnsToDecision: ({ context }) => context.returnToDecision,
    gotoDecision: ({ event }) => event.type === 'step.goto' && event.step === 'decision',
    approveRefused: ({ context }) => approveRefusal(context) !== null,
    canDeny: ({ context }) => context.application !== null && applicationTransition(context.application, 'deny') !== null,
    canDelete: ({ context }) => context.application !== null && canDeleteApplication(context.user, context.application),
    hasDepartment: ({ context }) => context.application?.departmentId != null,
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    companyId: input.companyId,
    applicationId: input.applicationId,
    today: input.today,
    professions: input.professions,
    employmentTypes: input.employmentTypes,
    newInstructionsAt: input.newInstructionsAt,
    user: input.user,
    application: null,
    instructors: [],
    workplaces: [],
    courses: null,
    answers: {
      firstName: '',
      lastName: '',
      professionId: null,
      email: '',
      mobilephone: '',
      address1: '',
      address2: '',
      zip: '',
      city: '',
      country: '',
      workplaceId: null,
      instructorId: null,
      employmentTypeId: null,
      employmentDate: '',
      messageToBoard: '',
      denyMotivation: '',
    },
    step: 'name-and-profession',
    returnToDecision: false,
    justSaved: false,
    errors: {},
    formError: null,
  }),
  on: {
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
          initial: 'application',
          states: {
            application: {
              invoke: {
                id: 'getApplication',
                src: 'getApplication',
                input: ({ context }) => ({ applicationId: context.applicationId }),
                onDone: {
                  target: 'employments',
                  actions: assign(({ event }) => ({ application: event.output, answers: reviewAnswersFrom(event.output) })),
                },
                onError: {
                  target: '#companyReview.active.load-failed',
                  actions: { type: 'failed', params: ({ event }) => ({ error: event.error, fallback: 'couldNotLoad' as const }) },
                },
              },
            },
            // §8: failed company sub-data loads are only logged; the pages show what there is.
            employments: {
              invoke: {
                id: 'listEmployments',
                src: 'listEmployments',
                input: ({ context }) => ({
                  companyId: context.companyId,
                  instructorsOnly: true as const,
                  ...(context.application?.departmentId != null ? { departmentId: context.application.departmentId } : {}),
                }),
                onDone: { target: 'workplaces', actions: assign({ instructors: ({ event }) => event.output }) },
                onError: { target: 'workplaces', actions: { type: 'logFailure', params: ({ event }) => ({ what: 'employments', error: event.error }) } },
              },
            },
            workplaces: {
              invoke: {
                id: 'listWorkplaces',
                src: 'listWorkplaces',
                input: ({ context }) => ({ companyId: context.companyId }),
                onDone: { target: S('name-and-profession'), actions: assign({ workplaces: ({ event }) => event.output }) },
                onError: { target: S('name-and-profession'), actions: { type: 'logFailure', params: ({ event }) => ({ what: 'workplaces', error: event.error }) } },
              },
            },
          },
        },
        'load-failed': { on: { 'load.retry': { target: 'loading', actions: 'clearErrors' } } },
        ...routingStates(ID, REVIEW_STEPS, { next: 'reviewNext', previous: 'reviewPrevious' }, { guard: 'returnsToDecision', step: 'decision' }),

        'name-and-profession': reviewStep('name-and-profession'),
        'grades-and-certificates': reviewStep('grades-and-certificates'),
        courses: {
          ...reviewStep('courses'),
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: ({ context }) => context.courses !== null || context.answers.professionId === null, target: 'showing' }, { target: 'loading' }],
            },
            // The confirmed courses are ids; the profession's course list gives their names.
            loading: {
              tags: 'busy',
              invoke: {
                id: 'listProfessionCourses',
                src: 'listProfessionCourses',
                input: ({ context }) => ({ professionId: context.answers.professionId! }),
                onDone: { target: 'showing', actions: assign({ courses: ({ event }) => event.output }) },
                onError: {
                  target: 'showing',
                  actions: [assign({ courses: [] }), { type: 'logFailure', params: ({ event }) => ({ what: 'courses', error: event.error }) }],
                },
              },
            },
            showing: {},
          },
        },
        'personal-data': reviewStep('personal-data'),
        'workplace-and-instructor': reviewStep('workplace-and-instructor'),
        employment: reviewStep('employment'),
        message: reviewStep('message'),
        decision: {
          entry: [{ type: 'enterStep', params: { step: 'decision' } }, assign({ returnToDecision: false })],
          initial: 'idle',
          states: {
            idle: {
              on: {
                'step.back': { target: '#reviewPrevious', actions: 'clearErrors' },
                // Check-your-answers "Change" links: the page, then back here.
                'step.goto': toEachStep('gotoIs').map((t) => ({ ...t, actions: assign({ returnToDecision: true, errors: {}, formError: null }) })),
                'application.save': [
                  { guard: 'editable', target: 'saving', actions: 'clearErrors' },
                ],
                'application.approve': [
                  { guard: ({ context }) => isReadOnly(context) },
                  { guard: 'approveRefused', actions: assign(({ context }) => ({ errors: {}, formError: approveRefusal(context) })) },
                  { target: 'approving', actions: 'clearErrors' },
                ],
                'application.deny': { guard: 'canDeny', target: 'confirmingDeny', actions: 'clearErrors' },
                'application.delete': [
                  { guard: 'canDelete', target: 'confirmingDelete', actions: 'clearErrors' },
                  { actions: assign({ errors: {}, formError: 'notAllowedToDelete' }) },
                ],
              },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'saveApplication',
                src: 'updateApplication',
                input: ({ context }) => ({ applicationId: context.applicationId, changes: reviewChanges(context), action: { type: 'save' as const } }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      application: event.output,
                      answers: { ...reviewAnswersFrom(event.output), denyMotivation: context.answers.denyMotivation },
                      justSaved: true,
                    })),
                    'applicationSaved',
                  ],
                },
                onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => ({ error: event.error, fallback: 'couldNotSave' as const }) } },
              },
            },
            approving: {
              tags: 'busy',
              invoke: {
                id: 'approveApplication',
                src: 'updateApplication',
                input: ({ context }) => ({ applicationId: context.applicationId, changes: {}, action: { type: 'approve' as const } }),
                onDone: { target: '#companyReview.approved', actions: assign({ application: ({ event }) => event.output }) },
                onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => ({ error: event.error, fallback: 'couldNotSave' as const }) } },
              },
            },
            confirmingDeny: {
              on: {
                'answers.change': { actions: { type: 'changeAnswers', params: { step: 'decision' } } },
                'deny.confirm': 'denying',
                'deny.cancel': 'idle',
              },
            },
            denying: {
              tags: 'busy',
              invoke: {
                id: 'denyApplication',
                src: 'updateApplication',
                input: ({ context }) => ({
                  applicationId: context.applicationId,
                  changes: {},
                  action: { type: 'deny' as const, ...(context.answers.denyMotivation.trim() ? { denyMotivation: context.answers.denyMotivation.trim() } : {}) },
                }),
                onDone: { target: '#companyReview.denied', actions: assign({ application: ({ event }) => event.output }) },
                onError: {
                  target: 'confirmingDeny',
                  actions: { type: 'failed', params: ({ event }) => ({ error: event.error, fallback: 'couldNotSave' as const }) },
                },
              },
            },
            confirmingDelete: { on: { 'delete.confirm': 'deleting', 'delete.cancel': 'idle' } },
            deleting: {
              tags: 'busy',
              invoke: {
                id: 'deleteApplication',
                src: 'deleteApplication',
                input: ({ context }) => ({ applicationId: context.applicationId }),
                onDone: '#companyReview.deleted',
                // The edge maps 403 to notAllowedToDelete (§8 "not allowed to delete … contact the nearest region").
                onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => ({ error: event.error, fallback: 'couldNotDelete' as const }) } },
              },
            },
          },
        },
      },
    },
    paused: pausedState(ID),
    approved: { type: 'final', entry: { type: 'reviewFinished', params: { outcome: 'approved' } } },
    denied: { type: 'final', entry: { type: 'reviewFinished', params: { outcome: 'denied' } } },
    deleted: { type: 'final', entry: { type: 'reviewFinished', params: { outcome: 'deleted' } } },
  },
})

// ---------------------------------------------------------------------------------------------
// Selectors

export type CompanyReviewSnapshot = SnapshotFrom<typeof companyReviewMachine>

const wizard = wizardSelectors<ReviewScreen, ReviewStep, CompanyReviewContext>({ steps: reviewSteps, pages: ['paused', 'approved', 'denied', 'deleted'] })
export const selectCurrentStep = wizard.selectCurrentStep
/** 0-based position among the 8 steps; -1 on the other pages. */
export const selectStepIndex = wizard.selectStepIndex
export const selectStepTotal = () => REVIEW_STEPS.length
export const selectApplication = (s: CompanyReviewSnapshot) => s.context.application
export const selectAnswers = wizard.selectAnswers
export const selectErrors = wizard.selectErrors
export const selectFormError = wizard.selectFormError
export const selectBusy = wizard.selectBusy
/** Not in a state the company may edit (§4): every page read-only, no save/approve/deny. */
export const selectReadOnly = (s: CompanyReviewSnapshot) => isReadOnly(s.context)
export const selectHasUnsavedChanges = (s: CompanyReviewSnapshot) => hasUnsavedChanges(s.context)
export const selectJustSaved = (s: CompanyReviewSnapshot) => s.context.justSaved
export const selectWorkplaces = (s: CompanyReviewSnapshot) => reviewWorkplaces(s.context)
export const selectInstructorOptions = (s: CompanyReviewSnapshot) => reviewInstructorOptions(s.context)
export const selectCourses = (s: CompanyReviewSnapshot) => s.context.courses ?? []
export const selectDocuments = (s: CompanyReviewSnapshot) => s.context.application?.documents ?? []
/** The §4 fields still missing for approval (names of application fields). */
export const selectMissingForApproval = (s: CompanyReviewSnapshot) =>
  s.context.application ? submittableProblems({ ...s.context.application, ...reviewChanges(s.context) }) : []
/** Approve would be sent (the button may still be shown otherwise: it then explains why not). */
export const selectCanSubmit = (s: CompanyReviewSnapshot) => s.matches({ active: { decision: 'idle' } }) && approveRefusal(s.context) === null
export const selectCanSave = (s: CompanyReviewSnapshot) => !isReadOnly(s.context)
export const selectCanDeny = (s: CompanyReviewSnapshot) =>
  s.context.application !== null && applicationTransition(s.context.application, 'deny') !== null
export const selectCanDelete = (s: CompanyReviewSnapshot) =>
  s.context.application !== null && canDeleteApplication(s.context.user, s.context.application)
export const selectConfirmingDeny = (s: CompanyReviewSnapshot) =>
  s.matches({ active: { decision: 'confirmingDeny' } }) || s.matches({ active: { decision: 'denying' } })
export const selectConfirmingDelete = (s: CompanyReviewSnapshot) =>
  s.matches({ active: { decision: 'confirmingDelete' } }) || s.matches({ active: { decision: 'deleting' } })
export const selectReturnsToDecision = (s: CompanyReviewSnapshot) => s.context.returnToDecision
export const selectCanGoBack = (s: CompanyReviewSnapshot) => selectStepIndex(s) > 0
export const selectPersistable = wizard.selectPersistable
