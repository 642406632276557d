import { assign } from 'xstate'
import { failureMessageOf } from '../../src/api/failure'
import { openDrafts } from './apprentice-application.rules'
import { apprenticeSetup, NEXT } from './apprentice-application.setup'

/**
 * The apprentice wizard's way in, before the first step: the own applications listed, a draft asked for
 * (by the URL, the draft list or the same-profession choice) loaded with its company, the draft list,
 * and the choice between an existing same-profession draft and a new application. Plain targets
 * ('welcome', 'loading-draft', 'profession') name sibling states under the machine's `active`.
 */

export const loadingState = apprenticeSetup.createStateConfig({
  tags: 'busy',
  invoke: {
    id: 'listOwnApplications',
    src: 'listOwnApplications',
    onDone: [
      {
        guard: 'hasRequestedId',
        target: 'loading-draft',
        actions: assign({ drafts: ({ event }) => openDrafts(event.output) }),
      },
      {
        guard: ({ event }) => openDrafts(event.output).length > 0,
        target: 'draft-list',
        actions: assign({ drafts: ({ event }) => openDrafts(event.output) }),
      },
      { target: 'welcome', actions: assign({ drafts: ({ event }) => openDrafts(event.output) }) },
    ],
    // §8: a failed application load is only logged; the wizard starts (or loads the asked-for draft).
    onError: [
      {
        guard: 'hasRequestedId',
        target: 'loading-draft',
        actions: { type: 'logFailure', params: ({ event }) => ({ what: 'applications', error: event.error }) },
      },
      {
        target: 'welcome',
        actions: { type: 'logFailure', params: ({ event }) => ({ what: 'applications', error: event.error }) },
      },
    ],
  },
})

export const loadFailedState = apprenticeSetup.createStateConfig({
  on: {
    'load.retry': [
      { guard: 'hasPendingDraft', target: 'loading-draft', actions: 'clearErrors' },
      { target: 'loading', actions: 'clearErrors' },
    ],
  },
})

export const draftListState = apprenticeSetup.createStateConfig({
  on: {
    'draft.continue': {
      target: 'loading-draft',
      actions: assign({ pendingDraftId: ({ event }) => event.applicationId, keepTypedAnswers: false }),
    },
    'draft.new': { target: 'welcome', actions: 'startNew' },
  },
})

export const loadingDraftState = apprenticeSetup.createStateConfig({
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
          {
            target: '#apprenticeResume',
            actions: { type: 'loadDraft', params: ({ event }) => ({ application: event.output }) },
          },
        ],
        onError: {
          target: '#apprenticeApplication.active.load-failed',
          actions: assign({ formError: ({ event }) => failureMessageOf(event.error, 'couldNotLoad') }),
        },
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
        onError: {
          target: '#apprenticeResume',
          actions: { type: 'logFailure', params: ({ event }) => ({ what: 'company', error: event.error }) },
        },
      },
    },
  },
})

export const continueOrNewState = apprenticeSetup.createStateConfig({
  on: {
    'draft.continue': {
      target: 'loading-draft',
      actions: assign({ pendingDraftId: ({ event }) => event.applicationId, keepTypedAnswers: true }),
    },
    'draft.new': '#apprenticeApplication.active.profession.creating',
    'step.back': 'profession',
  },
})

export const welcomeState = apprenticeSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'welcome' } },
  on: {
    'step.continue': { target: NEXT },
    'step.back': { guard: 'canReturnToDraftList', target: 'draft-list' },
  },
})
