import { assign, fromPromise, setup } from 'xstate'
import type { Ebook } from '../../src/api/ebook/ebook.schemas'
import { failureMessage, failureOf, type ErrorMessage } from '../../src/api/failure'
import { bookApprovable } from './book-approval.rules'
import { actorNotProvided } from '../wizard/not-provided'

/**
 * The instructor's approval of the whole e-book (§1 "the instructor can approve the e-book", §4 "when
 * all elements and theory are complete", §6 who approves; issue 10): asked first, because it is final
 * and notifies the region that issues the trade certificate. Offered only when the book's reader is
 * its supervising instructor (`viewer.mayApprove`) and nothing is missing (src/domain/ebook.ts); a
 * refusal from the server (something turned out missing, no permission, network) is said in the box
 * and nothing is lost — the instructor may try again.
 */

export interface BookApprovalInput {
  book: Pick<Ebook, 'id' | 'approval' | 'elements' | 'theory' | 'viewer'>
}

export interface BookApprovalContext extends BookApprovalInput {
  error: ErrorMessage | null
  /** Grows with every refusal: the box's message takes focus again. */
  attempt: number
}

export type BookApprovalEvent =
  | { type: 'approval.start' }
  | { type: 'approval.confirm' }
  | { type: 'approval.cancel' }
  | { type: 'book.changed'; book: BookApprovalInput['book'] }

const notProvided = actorNotProvided('book-approval machine')

export const bookApprovalMachine = setup({
  types: {
    context: {} as BookApprovalContext,
    events: {} as BookApprovalEvent,
    input: {} as BookApprovalInput,
  },
  actors: {
    /** PATCH books/{id}/approve: answers the approved book; rejects with a Failure (422 texts in fieldErrors). */
    approveBook: fromPromise<Ebook, { bookId: number }>(async () => notProvided('approveBook')),
  },
  actions: {
    /** Edge: the book is approved (the page announces it and reads the book again). */
    bookApproved: (_, _params: { book: Ebook }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    approvable: ({ context }) => bookApprovable(context.book),
  },
}).createMachine({
  id: 'bookApproval',
  context: ({ input }) => ({ ...input, error: null, attempt: 0 }),
  initial: 'idle',
  on: {
    // The page read the book again (a part approved elsewhere, a reload): what is offered follows it.
    'book.changed': { actions: assign({ book: ({ event }) => event.book }) },
  },
  states: {
    idle: {
      on: {
        'approval.start': { guard: 'approvable', target: 'confirming', actions: assign({ error: null }) },
      },
    },
    confirming: {
      on: {
        'approval.confirm': 'approving',
        'approval.cancel': 'idle',
      },
    },
    approving: {
      invoke: {
        src: 'approveBook',
        input: ({ context }) => ({ bookId: context.book.id }),
        onDone: {
          target: 'approved',
          actions: [
            assign({ book: ({ event }) => event.output }),
            { type: 'bookApproved', params: ({ event }) => ({ book: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            assign({
              error: ({ event }) => {
                const failure = failureOf(event.error, 'couldNotSave')
                const texts = Object.values(failure.fieldErrors ?? {}).flatMap((m) =>
                  m?.text !== undefined ? [m.text] : [],
                )
                return texts.length > 0 ? { text: texts.join(' – ') } : failureMessage(failure)
              },
              attempt: ({ context }) => context.attempt + 1,
            }),
          ],
        },
      },
    },
    approved: { type: 'final' },
  },
})
