import { fromPromise } from 'xstate'
import { bookApprovalMachine } from '../../../../machines/ebook/book-approval.machine'
import type { Ebook } from '../../../api/ebook/ebook.schemas'
import { approveBook } from '../../../api/ebook/books'
import { classified } from '../../../api/failure'

export interface BookApprovalEdges {
  /** The book is approved: the page announces it and reads the book again. */
  approved: (book: Ebook) => void
}

/**
 * The React edge of the e-book's approval (issue 10): books/{id}/approve as the machine's actor.
 * Silent: the approval box shows a refusal in the server's words (a 422 names what is missing).
 */
export function bookApprovalFlow(edges: () => BookApprovalEdges) {
  return bookApprovalMachine.provide({
    actors: {
      approveBook: fromPromise(({ input }) =>
        classified(() => approveBook(input.bookId, { silent: true }), 'couldNotSave'),
      ),
    },
    actions: {
      bookApproved: (_, params) => edges().approved(params.book),
      logFailure: (_, params) => console.info('[ebook] book approval failed', params.error),
    },
  })
}
