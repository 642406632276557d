import { fromPromise } from 'xstate'
import { bookPauseMachine } from '../../../machines/domain-widgets/book-pause.machine'
import { type PauseChange } from '../../../machines/domain-widgets/book-pause.steps'
import { createBookPause, deleteBookPause, listBookPauses, updateBookPause } from '../../api/ebook/books'
import { classified } from '../../api/failure'
import { deletePauseAttachment, uploadPauseAttachment } from '../../api/ebook/pause-attachments'

export interface PauseEdges {
  /** A pause was added, changed or deleted: the page says so and reads the book again (its display state may change). */
  changed: (change: PauseChange) => void
}

/**
 * The React edge of the book's pauses: the api calls as actors (each failure a Failure, classified
 * here) and the page's edges, read through `edges()` when they fire. Silent writes: the form shows a
 * 422's texts per field (§8's toast would repeat them), and a refusal in the dialog.
 */
export function bookPauseFlow(edges: () => PauseEdges) {
  return bookPauseMachine.provide({
    actors: {
      listPauses: fromPromise(({ input }) => classified(() => listBookPauses(input.bookId), 'couldNotLoad', {})),
      savePause: fromPromise(({ input }) =>
        classified(
          () =>
            input.id === null
              ? createBookPause({ bookId: input.bookId, ...input.draft }, { silent: true })
              : updateBookPause(input.id, input.draft, { silent: true }),
          'couldNotSave',
        ),
      ),
      deletePause: fromPromise(async ({ input }) => {
        await classified(() => deleteBookPause(input.id, { silent: true }), 'couldNotDelete')
      }),
      attachFile: fromPromise(({ input }) =>
        classified(
          () =>
            input.change.kind === 'replace'
              ? uploadPauseAttachment(input.pauseId, input.change.file, { silent: true })
              : deletePauseAttachment(input.pauseId, { silent: true }),
          'couldNotSave',
        ),
      ),
    },
    actions: {
      pausesChanged: (_, params) => edges().changed(params.change),
      logFailure: (_, params) => console.info(`[ebook] pause ${params.what} failed`, params.error),
    },
  })
}
