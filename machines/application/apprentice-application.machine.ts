import { assign, fromPromise, setup } from 'xstate'
import type { Application, ApplicationChanges, ApplicationDocument, ApplicationListRow } from '../../src/api/application/application.schemas'
import type { CompanySummary, ProfessionCourse } from '../../src/api/application/company.schemas'
import type { CourseResult } from '../../src/api/shell/person.schemas'
import type { Address } from '../../src/api/shell/user.schemas'
import { isEditableByApprentice } from '../../src/domain/application'
import { isValidCode } from '../../src/domain/validation'
import { withoutFields } from '../wizard/field-errors'
import {
  historyState,
  pausedState,
  routingStates,
  savingState as savingStateOf,
  stepGuards,
  toEachStep as toEachStepOf,
} from '../wizard/wizard-states'
import { failureFieldErrors, failureKey, professionById, sameEmail, samePhone } from './application-rules'
import {
  addressIsEmpty,
  answersFromApplication,
  apprenticeChanges,
  apprenticeSteps,
  codeFailure,
  companyFailure,
  companyMatchesNumber,
  firstOpenStep,
  formatOrganisationNumber,
  initialAnswers,
  isStepShown,
  openDrafts,
  pickStepFields,
  prefillAddress,
  startStep,
  stepErrors,
  withCourseResults,
} from './apprentice-application.rules'
import {
  APPRENTICE_STEPS,
  type ApprenticeApplicationEvent,
  type ApprenticeApplicationInput,
  type ApprenticeContext,
  type ApprenticeStep,
  type VerifyAnswer,
} from './apprentice-application.steps'
import { queueUpload, type QueuedUpload } from './apprentice-application.uploads'

/**
 * The apprentice's application wizard (/application, /application/{id}; spec §2 Applications, §4
 * Application, §5). One question per page; the state names below `active` are the step slugs of the
 * URL. Answers live in context and survive every failure: a failed call keeps the step and what was
 * typed and names an error key. The application is created on the profession step (the first answer
 * that needs an id: drafts are per profession, and the same-profession choice is made there) and saved
 * on every Continue after that. `session.expired` pauses the wizard; `session.resumed` (after a new
 * login, possibly from a persisted snapshot) returns to the step it was on.
 */
function notProvided(name: string): never {
  throw new Error(`apprentice-application machine: actor "${name}" was not provided`)
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
    queueUpload: assign(({ context, event }) => (event.type === 'document.add' ? queueUpload(context, event) : {})),
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

