import { assign } from 'xstate'
import { historyState, pausedState, routingStates } from '../wizard/wizard-states'
import { message } from '../wizard/field-errors'
import { failureMessageOf } from '../../src/api/failure'
import {
  apprenticeChanges,
  companyFailure,
  formatOrganisationNumber,
  initialAnswers,
  prefillAddress,
} from './apprentice-application.rules'
import { APPRENTICE_STEPS } from './apprentice-application.steps'
import {
  apprenticeSetup,
  ID,
  NEXT,
  PREVIOUS,
  continueOrSave,
  plainStep,
  savingState,
  toEachStep,
} from './apprentice-application.setup'
import { emailStep, phoneStep } from './apprentice-application.code-steps'
import { coursesStep } from './apprentice-application.courses-step'
import { documentsStep } from './apprentice-application.documents-step'
import {
  continueOrNewState,
  draftListState,
  loadFailedState,
  loadingDraftState,
  loadingState,
  readOnlyState,
  welcomeState,
} from './apprentice-application.start-states'

/**
 * The apprentice's application wizard (/application, /application/{id}; spec §2 Applications, §4
 * Application, §5). One question per page; the state names below `active` are the step slugs of the
 * URL. Answers live in context and survive every failure: a failed call keeps the step and what was
 * typed and names an error key. The application is created on the profession step (the first answer
 * that needs an id: drafts are per profession, and the same-profession choice is made there) and saved
 * on every Continue after that. `session.expired` pauses the wizard; `session.resumed` (after a new
 * login, possibly from a persisted snapshot) returns to the step it was on.
 */
export const apprenticeApplicationMachine = apprenticeSetup.createMachine({
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
    sent: [],
    pendingDraftId: input.applicationId,
    pendingCompanyId: null,
    removingDocumentId: null,
    keepTypedAnswers: false,
    returnToReview: false,
    denyMotivation: null,
    errors: {},
    formError: null,
    check: null,
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
            rejectedFiles: [
              ...context.rejectedFiles,
              ...context.uploads.map((u) => ({ uploadKey: u.uploadKey, fileName: u.fileName, error: 'uploadFailed' })),
            ],
          })),
        },
      },
      initial: 'loading',
      states: {
        hist: historyState,
        loading: loadingState,
        'load-failed': loadFailedState,
        'draft-list': draftListState,
        'loading-draft': loadingDraftState,
        // A saved draft continues at its first unanswered step.
        resume: { id: 'apprenticeResume', exit: assign({ startAt: null }), always: toEachStep('startAtIs') },
        // After a "Change": back to the review when nothing is open, else to what the change left open.
        ...routingStates(
          ID,
          APPRENTICE_STEPS,
          { next: 'apprenticeNext', previous: 'apprenticePrevious' },
          { guard: 'returnsToReview', step: 'review' },
          'openAfterChangeIs',
        ),
        'read-only': readOnlyState,
        'continue-or-new': continueOrNewState,

        welcome: welcomeState,
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
                  actions: assign(({ context, event }) => ({
                    addressFetched: true,
                    answers: prefillAddress(context.answers, event.output),
                  })),
                },
                // §8: logged only; the person types the address.
                onError: {
                  target: 'editing',
                  actions: [
                    assign({ addressFetched: true }),
                    { type: 'logFailure', params: ({ event }) => ({ what: 'fetchAddress', error: event.error }) },
                  ],
                },
              },
            },
            editing: { on: { 'step.continue': continueOrSave('address'), 'step.back': { target: PREVIOUS } } },
            saving: savingState('editing'),
          },
        },
        phone: phoneStep,
        email: emailStep,
        profession: {
          entry: { type: 'enterStep', params: { step: 'profession' } },
          on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'profession' } } } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'step.continue': [
                  {
                    guard: { type: 'stepInvalid', params: { step: 'profession' } },
                    actions: { type: 'showStepErrors', params: { step: 'profession' } },
                  },
                  { guard: 'hasDraft', target: 'saving', actions: 'clearErrors' },
                  // A new application for a profession that already has a draft: continue that one or start anew.
                  {
                    guard: 'sameProfessionDraftExists',
                    target: '#apprenticeApplication.active.continue-or-new',
                    actions: 'clearErrors',
                  },
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
                    assign(({ event }) => ({
                      applicationId: event.output.id,
                      stateId: event.output.stateId,
                      documents: event.output.documents,
                      formError: null,
                    })),
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
                  {
                    guard: { type: 'stepInvalid', params: { step: 'company' } },
                    actions: { type: 'showStepErrors', params: { step: 'company' } },
                  },
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
                input: ({ context }) => ({
                  organizationalNumber: formatOrganisationNumber(context.answers.organisationNumber),
                }),
                onDone: {
                  target: 'found',
                  actions: assign(({ context, event }) => ({
                    company: event.output,
                    // A department belongs to the company it was chosen at.
                    answers:
                      context.company?.id === event.output.id
                        ? context.answers
                        : { ...context.answers, departmentId: null },
                  })),
                },
                onError: { target: 'editing', actions: assign(({ event }) => companyFailure(event.error)) },
              },
            },
            // The company found is shown for confirmation.
            found: {
              on: {
                'step.continue': [
                  { guard: 'hasDraft', target: 'saving', actions: 'clearErrors' },
                  { target: NEXT, actions: 'clearErrors' },
                ],
                'step.back': { target: 'editing', actions: 'clearErrors' },
                'answers.change': {
                  target: 'editing',
                  actions: { type: 'changeAnswers', params: { step: 'company' } },
                },
              },
            },
            saving: savingState('found'),
          },
        },
        department: plainStep('department'),
        documents: documentsStep,
        courses: coursesStep,
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
                  {
                    guard: { type: 'stepInvalid', params: { step: 'review' } },
                    actions: { type: 'showStepErrors', params: { step: 'review' } },
                  },
                  { guard: 'incomplete', actions: assign({ errors: {}, formError: message('incomplete') }) },
                  { target: 'saving', actions: 'clearErrors' },
                ],
                'step.back': { target: PREVIOUS },
                // "Change" links: the step, then back here.
                'step.goto': toEachStep('gotoIs').map((t) => ({
                  ...t,
                  actions: assign({ returnToReview: true, errors: {}, formError: null }),
                })),
              },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'updateApplication',
                src: 'updateApplication',
                input: ({ context }) => ({
                  applicationId: context.applicationId!,
                  changes: apprenticeChanges(context),
                }),
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
                onDone: {
                  target: '#apprenticeApplication.thanks',
                  actions: assign({ stateId: ({ event }) => event.output.stateId }),
                },
                onError: {
                  target: 'editing',
                  actions: assign({ formError: ({ event }) => failureMessageOf(event.error, 'couldNotSign') }),
                },
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
