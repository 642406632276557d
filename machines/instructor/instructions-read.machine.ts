import { assign, fromPromise, setup } from 'xstate'
import type { InstructionsRead } from '../../src/api/instructor/instructions.schemas'
import type { Instructions } from '../../src/api/shell/settings.schemas'
import { failureMessageOf, message, type ErrorMessage } from '../../src/api/failure'
import { instructionsChanged, needsConfirmation } from './instructions-read.rules'
import { actorNotProvided } from '../wizard/not-provided'

/**
 * The instructor instructions and their confirmation (§2 /instructor/instructions, §5 "confirmed
 * current instructions", §6 the warning and "instructor ... must confirm instructions", §7
 * instructions/get-current and PUT /trade-certificates/read; ADR 0009). The page reads the
 * instructions in force; when they were committed after the person's read date (or never read) it
 * warns and offers the confirmation, which is binding and so asked first. The confirmation names the
 * commit date shown; if newer instructions came into force meanwhile the server refuses, and the page
 * reads the new ones and says so. A failed call keeps the page, says why and offers to try again.
 */

export interface InstructionsReadInput {
  /** The person's read date as the session knows it (§3 readInstructionsOn); null: never confirmed. */
  readOn: string | null
}

export interface InstructionsReadContext extends InstructionsReadInput {
  instructions: Instructions | null
  loadError: ErrorMessage | null
  /** Why the last confirmation failed (shown with a retry, and while the retry runs). */
  confirmError: ErrorMessage | null
  /** The call runs again from the failure's retry (the dialog stays closed; the retry shows busy). */
  retrying: boolean
  /** Newer instructions came into force while the older ones were read: they were read again and want confirming. */
  changed: ErrorMessage | null
  /** The read date this visit's confirmation recorded (the page says when it was confirmed). */
  confirmedAt: string | null
}

export type InstructionsReadEvent =
  | { type: 'instructions.retry' }
  | { type: 'confirm.start' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.retry' }

const notProvided = actorNotProvided('instructions-read machine')

export const instructionsReadMachine = setup({
  types: {
    context: {} as InstructionsReadContext,
    events: {} as InstructionsReadEvent,
    input: {} as InstructionsReadInput,
  },
  actors: {
    /** instructions/get-current. */
    loadInstructions: fromPromise<Instructions>(async () => notProvided('loadInstructions')),
    /** trade-certificates/read with the commit date shown; rejects with a Failure (a 422's field texts in `fieldErrors`). */
    confirmRead: fromPromise<InstructionsRead, { committedAt: string }>(async () => notProvided('confirmRead')),
  },
  actions: {
    /** Edge: the session's user gets the new read date (the warning goes everywhere) and a toast says it was saved. */
    confirmed: (_, _params: InstructionsRead) => {},
    logFailure: (_, _params: { what: string; error: unknown }) => {},
  },
  guards: {
    needsConfirmation: ({ context }) => needsConfirmation(context.readOn, context.instructions),
    instructionsChanged: ({ event }) => 'error' in event && instructionsChanged(event.error),
  },
}).createMachine({
  id: 'instructionsRead',
  context: ({ input }) => ({
    ...input,
    instructions: null,
    loadError: null,
    confirmError: null,
    retrying: false,
    changed: null,
    confirmedAt: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadInstructions',
        src: 'loadInstructions',
        onDone: { target: 'ready', actions: assign({ instructions: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadError: ({ event }) => failureMessageOf(event.error, 'couldNotLoad') }),
            { type: 'logFailure', params: ({ event }) => ({ what: 'load', error: event.error }) },
          ],
        },
      },
    },
    loadFailed: { on: { 'instructions.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'confirm.start': { guard: 'needsConfirmation', target: 'asking', actions: assign({ confirmError: null }) },
          },
        },
        /** The confirmation dialog: binding, so asked before the call. */
        asking: {
          on: {
            'confirm.cancel': 'idle',
            'confirm.accept': { target: 'confirming', actions: assign({ retrying: false }) },
          },
        },
        confirming: {
          tags: ['busy'],
          invoke: {
            id: 'confirmRead',
            src: 'confirmRead',
            input: ({ context }) => ({ committedAt: context.instructions?.committedAt ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  readOn: ({ event }) => event.output.readInstructionsOn,
                  confirmedAt: ({ event }) => event.output.readInstructionsOn,
                  confirmError: null,
                  changed: null,
                }),
                { type: 'confirmed', params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                // What was read is no longer in force: read the new instructions and say why.
                guard: 'instructionsChanged',
                target: '#instructionsRead.loading',
                actions: [
                  assign({ changed: message('instructionsChanged'), confirmError: null }),
                  { type: 'logFailure', params: ({ event }) => ({ what: 'confirm', error: event.error }) },
                ],
              },
              {
                target: 'failed',
                actions: [
                  assign({ confirmError: ({ event }) => failureMessageOf(event.error, 'couldNotSave') }),
                  { type: 'logFailure', params: ({ event }) => ({ what: 'confirm', error: event.error }) },
                ],
              },
            ],
          },
        },
        /** The confirmation was asked for and failed: the reason and a retry (no second question). */
        failed: {
          on: { 'confirm.retry': { target: 'confirming', actions: assign({ retrying: true }) } },
        },
      },
    },
  },
})
