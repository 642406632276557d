import { assign, fromPromise, setup } from 'xstate'
import type { ApprenticeshipDetail, ApprenticeshipUpdateBody } from '../../src/api/company/apprenticeship.schemas'
import { failureMessage, failureOf, message, type ErrorMessage, type FieldErrors } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'
import { hasErrors, rateFormErrors } from './apprenticeship-edit.rules'
import {
  activeInstructorIds,
  EMPTY_RATE,
  rateBody,
  type ApprenticeshipEditInput,
  type RateField,
  type RateForm,
  type SavedChange,
} from './apprenticeship-edit.steps'
import { endDateProblem, refusalText } from './employment-actions.rules'
import './company.failures'

/**
 * The changes of an apprentice's page (§2 /company/{id}/apprentices/{employee_id}, issue 19): link
 * or unlink an instructor (the whole new set is sent; the only one may not go, §5), add an employment
 * rate period (§5 1–100; the server's §8 refusals — paused, overlapping — at the fields), end the
 * apprenticeship (a last day, asked first) or delete it (asked first; refused with an e-book, §8).
 * "Saved" only after the server's answer; a refusal keeps what was typed and says why.
 */

export interface ApprenticeshipEditContext extends ApprenticeshipEditInput {
  /** The instructor set being sent (null when none is). */
  pending: number[] | null
  rate: RateForm
  rateErrors: FieldErrors<RateField>
  endDate: string
  endDateError: ErrorMessage | null
  error: ErrorMessage | null
  saved: SavedChange
}

export type ApprenticeshipEditEvent =
  | { type: 'instructor.link'; employmentId: number }
  | { type: 'instructor.unlink'; employmentId: number }
  | { type: 'rate.change'; field: RateField; value: string }
  | { type: 'rate.submit' }
  | { type: 'end.start' }
  | { type: 'end.date'; value: string }
  | { type: 'end.confirm' }
  | { type: 'remove.start' }
  | { type: 'remove.confirm' }
  | { type: 'cancel' }

type SaveInput = { id: number; body: ApprenticeshipUpdateBody }
const notProvided = actorNotProvided('apprenticeship-edit machine')

export const apprenticeshipEditMachine = setup({
  types: {
    context: {} as ApprenticeshipEditContext,
    events: {} as ApprenticeshipEditEvent,
    input: {} as ApprenticeshipEditInput,
  },
  actors: {
    /** PATCH apprenticeships/update/{id}; rejects with a Failure (a 422's texts as field errors). */
    saveApprenticeship: fromPromise<ApprenticeshipDetail, SaveInput>(async () => notProvided('saveApprenticeship')),
    /** POST apprenticeships/end/{id}. */
    endApprenticeship: fromPromise<ApprenticeshipDetail, { id: number; endDate?: string }>(async () =>
      notProvided('endApprenticeship'),
    ),
    /** DELETE apprenticeships/delete/{id}. */
    removeApprenticeship: fromPromise<void, { id: number }>(async () => notProvided('removeApprenticeship')),
  },
  actions: {
    /** Edge: a toast, and the route's loaders read again. */
    saved: () => {},
    /** Edge: "Deleted" said, back to the list, read again. */
    removed: () => {},
  },
  guards: {
    notLinked: ({ context, event }) =>
      event.type === 'instructor.link' && !context.instructorIds.includes(event.employmentId),
    linked: ({ context, event }) =>
      event.type === 'instructor.unlink' && context.instructorIds.includes(event.employmentId),
    onlyInstructor: ({ context }) => context.instructorIds.length <= 1,
    rateValid: ({ context }) => !hasErrors(rateFormErrors(context.rate)),
    endDateValid: ({ context }) => endDateProblem(context.endDate, context.fromDate) === null,
  },
}).createMachine({
  id: 'apprenticeshipEdit',
  context: ({ input }) => ({
    ...input,
    pending: null,
    rate: EMPTY_RATE,
    rateErrors: {},
    endDate: '',
    endDateError: null,
    error: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'instructor.link': {
          guard: 'notLinked',
          target: 'savingInstructors',
          actions: assign({
            error: null,
            saved: null,
            pending: ({ context, event }) => [...context.instructorIds, event.employmentId],
          }),
        },
        'instructor.unlink': [
          { guard: 'onlyInstructor', actions: assign({ error: message('needsInstructor'), saved: null }) },
          {
            guard: 'linked',
            target: 'savingInstructors',
            actions: assign({
              error: null,
              saved: null,
              pending: ({ context, event }) => context.instructorIds.filter((id) => id !== event.employmentId),
            }),
          },
        ],
        'rate.change': {
          actions: assign({
            rate: ({ context, event }) => ({ ...context.rate, [event.field]: event.value }),
            rateErrors: ({ context, event }) => ({ ...context.rateErrors, [event.field]: undefined }),
            saved: null,
          }),
        },
        'rate.submit': [
          { guard: 'rateValid', target: 'savingRate' },
          { actions: assign({ rateErrors: ({ context }) => rateFormErrors(context.rate), saved: null }) },
        ],
        'end.start': { target: 'askingEnd', actions: assign({ endDate: '', endDateError: null, error: null }) },
        'remove.start': { target: 'askingRemove', actions: assign({ error: null }) },
      },
    },
    savingInstructors: {
      tags: ['busy'],
      invoke: {
        id: 'saveInstructors',
        src: 'saveApprenticeship',
        input: ({ context }) => ({
          id: context.apprenticeshipId,
          body: { instructorEmploymentIds: context.pending ?? context.instructorIds },
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign({
              instructorIds: ({ event }) => activeInstructorIds(event.output),
              pending: null,
              saved: 'instructors',
            }),
            'saved',
          ],
        },
        onError: {
          target: 'editing',
          // The server kept the set it had: the page shows it again with the reason.
          actions: assign({
            pending: null,
            error: ({ event }) => refusalText(failureOf(event.error, 'couldNotSave')),
          }),
        },
      },
    },
    savingRate: {
      tags: ['busy'],
      entry: assign({ rateErrors: {}, error: null }),
      invoke: {
        id: 'saveRate',
        src: 'saveApprenticeship',
        input: ({ context }) => ({ id: context.apprenticeshipId, body: { employmentRate: rateBody(context.rate) } }),
        onDone: { target: 'editing', actions: [assign({ rate: EMPTY_RATE, saved: 'rate' }), 'saved'] },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const failure = failureOf(event.error, 'couldNotSave')
            const rateErrors = failure.fieldErrors ?? {}
            return hasErrors(rateErrors) ? { rateErrors } : { error: failureMessage(failure) }
          }),
        },
      },
    },
    askingEnd: {
      on: {
        'end.date': { actions: assign({ endDate: ({ event }) => event.value, endDateError: null }) },
        'end.confirm': [
          { guard: 'endDateValid', target: 'ending', actions: assign({ error: null }) },
          { actions: assign({ endDateError: ({ context }) => endDateProblem(context.endDate, context.fromDate) }) },
        ],
        cancel: 'editing',
      },
    },
    ending: {
      tags: ['busy'],
      invoke: {
        id: 'endApprenticeship',
        src: 'endApprenticeship',
        input: ({ context }) => ({
          id: context.apprenticeshipId,
          ...(context.endDate.trim() ? { endDate: context.endDate.trim() } : {}),
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ instructorIds: ({ event }) => activeInstructorIds(event.output), saved: 'ended' }),
            'saved',
          ],
        },
        onError: {
          target: 'askingEnd',
          actions: assign({ error: ({ event }) => refusalText(failureOf(event.error, 'couldNotSave')) }),
        },
      },
    },
    askingRemove: {
      on: { 'remove.confirm': 'removing', cancel: 'editing' },
    },
    removing: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'removeApprenticeship',
        src: 'removeApprenticeship',
        input: ({ context }) => ({ id: context.apprenticeshipId }),
        onDone: { target: 'removed', actions: 'removed' },
        onError: {
          target: 'askingRemove',
          actions: assign({ error: ({ event }) => refusalText(failureOf(event.error, 'couldNotSave')) }),
        },
      },
    },
    removed: { type: 'final' },
  },
})
