import { assign, fromPromise, setup } from 'xstate'
import { failureMessageOf, failureOf, message } from '../../src/api/failure'
import { withoutFields } from '../wizard/field-errors'
import { actorNotProvided } from '../wizard/not-provided'
import './qualifying-time.failures'
import {
  approvalBlock,
  draftErrors,
  EMPTY_DRAFT,
  mayApprove,
  mayModify,
  modificationInput,
  modificationPending,
} from './qualifying-time.rules'
import { QUALIFYING_TIME_STATES } from '../../src/api/qualifying-time/qualifying-time.schemas'
import {
  type ApproveQualifyingTimeInput,
  type CreateModificationInput,
  type QualifyingTimeContext,
  type QualifyingTimeEvent,
  type QualifyingTime,
  type QualifyingTimeInput,
  type QualifyingTimeModification,
  type QualifyingTimeState,
} from './qualifying-time.steps'

/**
 * One qualifying time on /qualifying-time/$id (§4 "Qualifying time", §8, issue 21): the page sits in the
 * state the server gave (ongoing, paused, stopped, cancelled, ready for approval, approved by the
 * company, by the board (region), certificate issued). The company approves a time ready for approval (asked
 * first; blocked with §8's text while course Y4+Y5 is not approved); a modification (an extension) is
 * asked for while the time runs or waits, never while another awaits the region. "Approved" and
 * "sent" only once the server answered; a failure says why and keeps what was typed.
 */

const ID = 'qualifyingTime'
const notProvided = actorNotProvided('qualifying-time machine')

const openModification = {
  'modification.open': [
    {
      guard: 'modificationPending' as const,
      actions: { type: 'refuse' as const, params: 'modificationPending' as const },
    },
    { guard: 'mayModify' as const, target: `#${ID}.modification`, actions: 'clearMessages' as const },
  ],
}

export const qualifyingTimeMachine = setup({
  types: {
    context: {} as QualifyingTimeContext,
    events: {} as QualifyingTimeEvent,
    input: {} as QualifyingTimeInput,
  },
  actors: {
    /** PATCH qualification-times/{id}/approve: the qualifying time as the server has it now. */
    approve: fromPromise<QualifyingTime, ApproveQualifyingTimeInput>(async () => notProvided('approve')),
    /** POST qualification-times/create-modification: the modification as stored. */
    createModification: fromPromise<QualifyingTimeModification, CreateModificationInput>(async () =>
      notProvided('createModification'),
    ),
  },
  actions: {
    /** Edge: a toast and the page's data read again (only after the server's answer). */
    changed: (_, _what: 'approved' | 'modificationSent') => {},
    clearMessages: assign({ formError: null, errors: {}, notice: null }),
    refuse: assign(({ context }, key: 'y4y5NotApproved' | 'modificationPending') => ({
      formError: message(key),
      notice: null,
      attempt: context.attempt + 1,
    })),
  },
  guards: {
    stateIs: ({ context }, state: QualifyingTimeState) => context.qualifyingTime.state === state,
    mayApprove: ({ context }) => mayApprove(context),
    approvalBlocked: ({ context }) => mayApprove(context) && approvalBlock(context) !== null,
    mayModify: ({ context }) => mayModify(context),
    modificationPending: ({ context }) => mayModify(context) && modificationPending(context),
    draftInvalid: ({ context }) => Object.keys(draftErrors(context.draft)).length > 0,
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    ...input,
    draft: EMPTY_DRAFT,
    errors: {},
    formError: null,
    notice: null,
    attempt: 0,
  }),
  initial: 'status',
  states: {
    /** Where the qualifying time stands, as the server said. */
    status: {
      always: QUALIFYING_TIME_STATES.map((state) => ({
        guard: { type: 'stateIs' as const, params: state },
        target: state,
      })),
    },
    ongoing: { on: openModification },
    paused: { on: openModification },
    stopped: {},
    cancelled: {},
    readyForApproval: {
      on: {
        ...openModification,
        approve: [
          { guard: 'approvalBlocked', actions: { type: 'refuse', params: 'y4y5NotApproved' } },
          { guard: 'mayApprove', target: 'confirming', actions: 'clearMessages' },
        ],
      },
    },
    approvedByCompany: {},
    approvedByRegion: {},
    certificateIssued: {},
    /** Approving is the company's word that the time is done: asked first. */
    confirming: {
      on: {
        'confirm.accept': 'approving',
        'confirm.cancel': 'status',
      },
    },
    approving: {
      tags: 'busy',
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ id: context.qualifyingTime.id }),
        onDone: {
          target: 'status',
          actions: [
            assign({ qualifyingTime: ({ event }) => event.output, notice: 'approved' }),
            { type: 'changed', params: 'approved' },
          ],
        },
        onError: {
          target: 'status',
          actions: assign(({ context, event }) => ({
            formError: failureMessageOf(event.error, 'couldNotSave'),
            attempt: context.attempt + 1,
          })),
        },
      },
    },
    modification: {
      initial: 'editing',
      on: { 'modification.cancel': { target: 'status', actions: [assign({ draft: EMPTY_DRAFT }), 'clearMessages'] } },
      states: {
        editing: {
          on: {
            'modification.change': {
              actions: assign(({ context, event }) => {
                const errors = withoutFields(context.errors, Object.keys(event.draft))
                return {
                  draft: { ...context.draft, ...event.draft },
                  errors,
                  formError:
                    context.formError?.key === 'formNotFilled' && Object.keys(errors).length === 0
                      ? null
                      : context.formError,
                }
              }),
            },
            'modification.submit': [
              {
                guard: 'draftInvalid',
                actions: assign(({ context }) => ({
                  errors: draftErrors(context.draft),
                  formError: message('formNotFilled'),
                  attempt: context.attempt + 1,
                })),
              },
              { target: 'sending', actions: assign({ errors: {}, formError: null }) },
            ],
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            id: 'createModification',
            src: 'createModification',
            input: ({ context }) => modificationInput(context),
            onDone: {
              target: `#${ID}.status`,
              actions: [
                assign(({ context, event }) => ({
                  qualifyingTime: {
                    ...context.qualifyingTime,
                    extensionAwaitingRegion:
                      event.output.status === 'awaitingRegion'
                        ? { id: event.output.id, months: event.output.months, createdAt: event.output.createdAt }
                        : context.qualifyingTime.extensionAwaitingRegion,
                  },
                  draft: EMPTY_DRAFT,
                  notice: 'modificationSent' as const,
                })),
                { type: 'changed', params: 'modificationSent' },
              ],
            },
            onError: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                errors: failureOf(event.error, 'couldNotSave').fieldErrors ?? {},
                formError: failureMessageOf(event.error, 'couldNotSave'),
                attempt: context.attempt + 1,
              })),
            },
          },
        },
      },
    },
  },
})
