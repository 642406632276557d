import { fromPromise } from 'xstate'
import { instructionsReadMachine } from '../../../../machines/instructor/instructions-read.machine'
import { confirmInstructionsRead } from '../../../api/instructor/instructions'
import type { InstructionsRead } from '../../../api/instructor/instructions.schemas'
import { classified } from '../../../api/failure'
import { getCurrentInstructions } from '../../../api/shell/settings'

export interface InstructionsReadEdges {
  /** The confirmation was recorded: the session's user takes the new read date, a toast says it was saved. */
  confirmed: (read: InstructionsRead) => void
}

/**
 * The React edge of the instructions page (issue 10, ADR 0009): the api calls as actors and the
 * page's edges, read through `edges()` when they fire. Silent calls: the page says itself why a load
 * or a confirmation failed (with a retry), so the global toast would only repeat it. A 422 keeps the
 * server's field texts: `instructionsChanged` names the commit date (the machine's rules read it).
 */
export function instructionsReadFlow(edges: () => InstructionsReadEdges) {
  return instructionsReadMachine.provide({
    actors: {
      loadInstructions: fromPromise(() =>
        classified(() => getCurrentInstructions({ silent: true }), 'couldNotLoad', {}),
      ),
      confirmRead: fromPromise(({ input }) =>
        classified(() => confirmInstructionsRead(input.committedAt, { silent: true }), 'couldNotSave'),
      ),
    },
    actions: {
      confirmed: (_, params) => edges().confirmed(params),
      logFailure: (_, params) => console.info(`[instructor] instructions ${params.what} failed`, params.error),
    },
  })
}
