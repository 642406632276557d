import { assign, fromPromise, setup } from 'xstate'
import type { ApprenticeshipDetail } from '../../src/api/company/apprenticeship.schemas'
import { failureMessageOf, message, type ErrorMessage } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'
import { linkChange, unlinkChange } from './instructor-link.rules'
import type { LinkChange, LinkTarget } from './instructor-link.steps'
import './company.failures'

/**
 * Linking apprentices to instructors on the YUA page (§2 /company/{id}/education-responsible, §6
 * "YUA links apprentices", §5 instructor rules, issue 19). From an instructor's card the user links a
 * chosen apprentice or ends a link; the server judges §5 (each refusal with its reason in its words,
 * "at least one instructor") and §6. One change at a time; the outcome belongs to the card it came from.
 */

export interface InstructorLinkContext {
  /** The change on its way, or the last one sent (the outcome's card and names). */
  change: LinkChange | null
  /** Why the last change did not happen, on the card of `failedFor`. */
  error: ErrorMessage | null
  failedFor: number | null
  /** The last change the server took. */
  done: LinkChange | null
}

type Instructor = { instructorEmploymentId: number; instructor: string }

export type InstructorLinkEvent =
  ({ type: 'link'; target: LinkTarget | null } & Instructor) | ({ type: 'unlink'; target: LinkTarget } & Instructor)

const notProvided = actorNotProvided('instructor-link machine')

export const instructorLinkMachine = setup({
  types: {
    context: {} as InstructorLinkContext,
    events: {} as InstructorLinkEvent,
  },
  actors: {
    /** PATCH apprenticeships/update/{id} with the whole new instructor set; rejects with a Failure. */
    saveLinks: fromPromise<ApprenticeshipDetail, LinkChange>(async () => notProvided('saveLinks')),
  },
  actions: {
    /** Edge: the toast, and the route's loaders read again (the cards). */
    saved: (_, _change: LinkChange) => {},
  },
  guards: {
    nothingChosen: ({ event }) => event.type === 'link' && event.target === null,
  },
}).createMachine({
  id: 'instructorLink',
  context: { change: null, error: null, failedFor: null, done: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        link: [
          {
            guard: 'nothingChosen',
            actions: assign({
              error: message('formNotFilled'),
              failedFor: ({ event }) => event.instructorEmploymentId,
              done: null,
            }),
          },
          {
            target: 'saving',
            actions: assign({
              change: ({ event }) =>
                event.target ? linkChange(event.target, event.instructorEmploymentId, event.instructor) : null,
            }),
          },
        ],
        unlink: {
          target: 'saving',
          actions: assign({
            change: ({ event }) => unlinkChange(event.target, event.instructorEmploymentId, event.instructor),
          }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, failedFor: null, done: null }),
      invoke: {
        id: 'saveLinks',
        src: 'saveLinks',
        input: ({ context }) => context.change as LinkChange,
        onDone: {
          target: 'idle',
          actions: [
            assign({ done: ({ context }) => context.change }),
            { type: 'saved', params: ({ context }) => context.change as LinkChange },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => failureMessageOf(event.error, 'couldNotSave'),
            failedFor: ({ context }) => context.change?.instructorEmploymentId ?? null,
          }),
        },
      },
    },
  },
})
