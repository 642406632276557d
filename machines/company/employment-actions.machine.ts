import { assign, fromPromise, setup } from 'xstate'
import type { StaffEmployment } from '../../src/api/company/employment.schemas'
import { failureOf, type ErrorMessage } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'
import { endDateProblem, refusalText } from './employment-actions.rules'
import './company.failures'

/**
 * Ending or removing an employment from the person's page (§2 /company/{id}/employees/{employee_id},
 * issue 19), each asked first. Ending takes a last day (today when left empty; not before the start):
 * the employment stays in the history, its company roles go. Removing disconnects the person from
 * the company: their company roles go, never their account (§6). A failure keeps the question open
 * with its reason (a refusal in the server's words, §5/§8), to try again or cancel.
 */

export interface EmploymentActionsInput {
  employmentId: number
  /** The employment's first day: the last day may not be before it. */
  fromDate: string
}

export interface EmploymentActionsContext extends EmploymentActionsInput {
  endDate: string
  endDateError: ErrorMessage | null
  error: ErrorMessage | null
}

export type EmploymentActionsEvent =
  | { type: 'end.start' }
  | { type: 'end.date'; value: string }
  | { type: 'end.confirm' }
  | { type: 'remove.start' }
  | { type: 'remove.confirm' }
  | { type: 'cancel' }

const notProvided = actorNotProvided('employment-actions machine')

export const employmentActionsMachine = setup({
  types: {
    context: {} as EmploymentActionsContext,
    events: {} as EmploymentActionsEvent,
    input: {} as EmploymentActionsInput,
  },
  actors: {
    /** POST employments/end/{id}; rejects with a Failure. */
    endEmployment: fromPromise<StaffEmployment, { id: number; endDate?: string }>(async () =>
      notProvided('endEmployment'),
    ),
    /** DELETE employments/delete/{id}; rejects with a Failure. */
    removeEmployment: fromPromise<void, { id: number }>(async () => notProvided('removeEmployment')),
  },
  actions: {
    /** Edge: "ended" said, the page and the list read again. */
    ended: (_, _params: StaffEmployment) => {},
    /** Edge: "Deleted" said, back to the list, read again. */
    removed: () => {},
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    endDateValid: ({ context }) => endDateProblem(context.endDate, context.fromDate) === null,
  },
}).createMachine({
  id: 'employmentActions',
  context: ({ input }) => ({ ...input, endDate: '', endDateError: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'end.start': { target: 'askingEnd', actions: assign({ endDate: '', endDateError: null, error: null }) },
        'remove.start': { target: 'askingRemove', actions: assign({ error: null }) },
      },
    },
    askingEnd: {
      on: {
        'end.date': { actions: assign({ endDate: ({ event }) => event.value, endDateError: null }) },
        'end.confirm': [
          { guard: 'endDateValid', target: 'ending', actions: assign({ error: null }) },
          { actions: assign({ endDateError: ({ context }) => endDateProblem(context.endDate, context.fromDate) }) },
        ],
        cancel: 'idle',
      },
    },
    ending: {
      invoke: {
        id: 'endEmployment',
        src: 'endEmployment',
        input: ({ context }) => ({
          id: context.employmentId,
          ...(context.endDate.trim() ? { endDate: context.endDate.trim() } : {}),
        }),
        onDone: { target: 'idle', actions: { type: 'ended', params: ({ event }) => event.output } },
        onError: {
          target: 'askingEnd',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            assign({ error: ({ event }) => refusalText(failureOf(event.error, 'couldNotSave')) }),
          ],
        },
      },
    },
    askingRemove: {
      on: { 'remove.confirm': { target: 'removing', actions: assign({ error: null }) }, cancel: 'idle' },
    },
    removing: {
      invoke: {
        id: 'removeEmployment',
        src: 'removeEmployment',
        input: ({ context }) => ({ id: context.employmentId }),
        onDone: { target: 'removed', actions: 'removed' },
        onError: {
          target: 'askingRemove',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            assign({ error: ({ event }) => refusalText(failureOf(event.error, 'couldNotSave')) }),
          ],
        },
      },
    },
    removed: { type: 'final' },
  },
})
