import { assign, fromPromise, setup } from 'xstate'
import type { Application, ApplicationChanges } from '../../src/api/application/application.schemas'
import type { CompanySummary } from '../../src/api/company/company.schemas'
import { isEditableByCompany } from '../../src/domain/application'
import { failureMessageOf, message, type FailureKey } from '../../src/api/failure'
import { failureFieldErrors } from './application-rules'
import { companyApplicationActors, notProvided } from './company-actors'
import {
  activeState,
  outerStates,
  pausedState,
  routingStates,
  savingState as savingStateOf,
  stepGuards,
  stepTarget,
  toEachStep as toEachStepOf,
  todayChange,
} from '../wizard/wizard-states'
import { pickStepFields } from '../wizard/steps'
import {
  REGISTRATION_STEPS,
  type RegistrationStep,
  REGISTRATION_STEP_FIELDS,
  type CompanyRegistrationInput,
  type CompanyRegistrationContext,
  type CompanyRegistrationEvent,
  type UpdateInput,
} from './company-registration.steps'
import {
  isRegistrationStepShown,
  registrationSteps,
  instructorOptionsFor,
  registrationStepErrors,
  registrationFirstOpenStep,
  registrationChanges,
  initialAnswers,
  answersChange,
  instructorsQuery,
  instructorsRead,
  draftFrom,
} from './company-registration.rules'

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

const ID = 'companyRegistration'
const S = (step: RegistrationStep) => stepTarget(ID, step)
const NEXT = '#registrationNext'
const PREVIOUS = '#registrationPrevious'

const toEachStep = (guard: 'firstOpenIs' | 'gotoIs') => toEachStepOf(ID, REGISTRATION_STEPS, guard)

const continueOrSave = (step: RegistrationStep) => [
  {
    guard: { type: 'stepInvalid' as const, params: { step } },
    actions: { type: 'showStepErrors' as const, params: { step } },
  },
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
        {
          type: 'notifyDraftCreated' as const,
          params: ({ context }: { context: CompanyRegistrationContext }) => ({ applicationId: context.applicationId! }),
        },
      ],
    },
    onError: { target: 'editing', actions: 'saveFailed' as const },
  },
}

/** A read the wizard needs failed: its message (or the fallback), from the error event. */
const readFailed = (fallback: FailureKey) => ({
  type: 'readFailed' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
})

// Back clears the page's errors: they belong to the page left, not to the one shown next (as in the review).
// The first page has no Back: it leaves the wizard (the view links to the company's applications).
const plainStep = (step: RegistrationStep) => ({
  entry: { type: 'enterStep' as const, params: { step } },
  on: { 'answers.change': { actions: { type: 'changeAnswers' as const, params: { step } } } },
  initial: 'editing' as const,
  states: {
    editing: {
      on: {
        'step.continue': continueOrSave(step),
        ...(step === REGISTRATION_STEPS[0]
          ? {}
          : { 'step.back': { target: PREVIOUS, actions: 'clearErrors' as const } }),
      },
    },
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
    ...companyApplicationActors,
    getCompany: fromPromise<CompanySummary, { companyId: number }>(async () => notProvided('getCompany')),
    /** applications/create with companyId: a company-initiated draft. */
    createApplication: fromPromise<Application, { changes: ApplicationChanges }>(async () =>
      notProvided('createApplication'),
    ),
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
    changeAnswers: assign(({ context, event }, params: { step: RegistrationStep }) =>
      event.type === 'answers.change'
        ? answersChange(context, pickStepFields(REGISTRATION_STEP_FIELDS[params.step], event.answers))
        : {},
    ),
    // Shared by the saving states: setup() types events as the machine's own, so the invoke's output and
    // error are read through a cast (the invoking states guarantee them).
    draftCreated: assign(({ event }) => {
      const app = (event as unknown as { output: Application }).output
      return { applicationId: app.id, stateId: app.stateId, formError: null }
    }),
    draftSaved: assign(({ event }) => ({
      stateId: (event as unknown as { output: Application }).output.stateId,
      formError: null,
    })),
    saveFailed: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error
      return { formError: failureMessageOf(error, 'couldNotSave'), errors: failureFieldErrors(error) }
    }),
    readFailed: assign((_, params: { error: unknown; fallback: FailureKey }) => ({
      formError: failureMessageOf(params.error, params.fallback),
    })),
    refreshInstructorOptions: assign(({ context }) => ({
      instructorOptions: context.instructors
        ? instructorOptionsFor(context.instructors, context, context.answers.professionId)
        : [],
    })),
  },
  guards: {
    stepInvalid: ({ context }, params: { step: RegistrationStep }) =>
      Object.keys(registrationStepErrors(params.step, context)).length > 0,
    hasDraft: ({ context }) => context.applicationId !== null,
    hasRequestedId: ({ context }) => context.requestedId !== null,
    ...stepGuards(registrationSteps),
    firstOpenIs: ({ context }, params: { step: RegistrationStep }) =>
      registrationFirstOpenStep(context) === params.step,
    gotoIs: ({ context, event }, params: { step: RegistrationStep }) =>
      event.type === 'step.goto' &&
      event.step === params.step &&
      params.step !== 'review' &&
      isRegistrationStepShown(params.step, context),
    returnsToReview: ({ context }) => context.returnToReview && registrationFirstOpenStep(context) === 'review',
    instructorsLoaded: ({ context }) =>
      context.instructors !== null && context.instructorsDepartmentId === context.answers.departmentId,
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
  // The age and start-date rules use the day the edge says it is.
  on: todayChange<CompanyRegistrationContext, CompanyRegistrationEvent>(),
  initial: 'active',
  states: {
    active: {
      ...activeState,
      states: {
        ...outerStates,
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
                onError: { target: '#companyRegistration.active.load-failed', actions: readFailed('couldNotLoad') },
              },
            },
            workplaces: {
              invoke: {
                id: 'listWorkplaces',
                src: 'listWorkplaces',
                input: ({ context }) => ({ companyId: context.companyId }),
                onDone: [
                  {
                    guard: 'hasRequestedId',
                    target: 'application',
                    actions: assign({ workplaces: ({ event }) => event.output }),
                  },
                  {
                    target: S('apprentice-personal-number'),
                    actions: assign({ workplaces: ({ event }) => event.output }),
                  },
                ],
                onError: { target: '#companyRegistration.active.load-failed', actions: readFailed('couldNotLoad') },
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
                    actions: assign(({ event }) => draftFrom(event.output)),
                  },
                ],
                // The route's quirk (§2): a failed check sends the user to the start page; the view does that from load-failed.
                onError: { target: '#companyRegistration.active.load-failed', actions: readFailed('couldNotLoad') },
              },
            },
          },
        },
        'read-only': {},
        resume: { id: 'registrationResume', always: toEachStep('firstOpenIs') },
        ...routingStates(
          ID,
          REGISTRATION_STEPS,
          { next: 'registrationNext', previous: 'registrationPrevious' },
          { guard: 'returnsToReview', step: 'review' },
        ),

        'apprentice-personal-number': plainStep('apprentice-personal-number'),
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
                input: ({ context }) => instructorsQuery(context),
                onDone: {
                  target: 'editing',
                  actions: assign(({ context, event }) => instructorsRead(context, event.output)),
                },
                onError: { target: 'failed', actions: readFailed('instructorsLoadFailed') },
              },
            },
            failed: {
              on: {
                'instructors.retry': { target: 'loadingInstructors', actions: 'clearErrors' },
                'step.back': { target: PREVIOUS, actions: 'clearErrors' },
              },
            },
            editing: {
              on: {
                'step.continue': continueOrSave('instructor'),
                'step.back': { target: PREVIOUS, actions: 'clearErrors' },
              },
            },
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
                  { guard: 'incomplete', actions: assign({ errors: {}, formError: message('incomplete') }) },
                  { target: 'sending', actions: 'clearErrors' },
                ],
                'step.back': { target: PREVIOUS, actions: 'clearErrors' },
                'step.goto': toEachStep('gotoIs').map((t) => ({
                  ...t,
                  actions: assign({ returnToReview: true, errors: {}, formError: null }),
                })),
              },
            },
            // The company's save: the application waits for the apprentice's confirmation.
            sending: {
              tags: 'busy',
              invoke: {
                id: 'updateApplication',
                src: 'updateApplication',
                input: ({ context }) => ({
                  applicationId: context.applicationId!,
                  changes: registrationChanges(context),
                  action: { type: 'save' as const },
                }),
                onDone: {
                  target: '#companyRegistration.thanks',
                  actions: assign({ stateId: ({ event }) => event.output.stateId }),
                },
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
