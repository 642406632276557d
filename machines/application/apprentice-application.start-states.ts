import { assign } from 'xstate'
import type { ApplicationListRow } from '../../src/api/application/application.schemas'
import { failureMessageOf } from '../../src/api/failure'
import { openDrafts } from './apprentice-application.rules'
import { apprenticeSetup, NEXT } from './apprentice-application.setup'

/**
 * The apprentice wizard's way in, before the first step: the own applications listed, a draft asked for
 * (by the URL, the draft list or the same-profession choice) loaded with its company, the draft list
 * (open drafts and sent applications, both from the one list call), an application no longer the
 * apprentice's shown read-only (its company looked up), and the choice between an existing
 * same-profession draft and a new application. Plain targets
 * ('welcome', 'loading-draft', 'profession') name sibling states under the machine's `active`.
 */

const listed = ({ event }: { event: { output: ApplicationListRow[] } }) => ({ rows: event.output })

export const loadingState = apprenticeSetup.createStateConfig({
  tags: 'busy',
  invoke: {
    id: 'listOwnApplications',
    src: 'listOwnApplications',
    onDone: [
      { guard: 'hasRequestedId', target: 'loading-draft', actions: { type: 'storeList', params: listed } },
      {
        guard: ({ event }) => openDrafts(event.output).length > 0,
        target: 'draft-list',
        actions: { type: 'storeList', params: listed },
      },
      { target: 'welcome', actions: { type: 'storeList', params: listed } },
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

/**
 * A sent application, shown as it is. Its company is looked up after it (ADR 0014 rule 2: the read is a
 * state of the machine, its actor the edge's); a failed lookup is only logged (§8) and the summary's company
 * row goes without the company's name.
 */
export const readOnlyState = apprenticeSetup.createStateConfig({
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'companyToLookUp', target: 'lookingUp' }, { target: 'shown' }] },
    lookingUp: {
      tags: 'busy',
      invoke: {
        id: 'getCompany',
        src: 'getCompany',
        input: ({ context }) => ({ companyId: context.pendingCompanyId! }),
        onDone: { target: 'shown', actions: assign({ company: ({ event }) => event.output }) },
        onError: {
          target: 'shown',
          actions: { type: 'logFailure', params: ({ event }) => ({ what: 'company', error: event.error }) },
        },
      },
    },
    shown: {},
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
