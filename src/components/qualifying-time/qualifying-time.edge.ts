import { fromPromise } from 'xstate'
import { qualifyingTimeMachine } from '../../../machines/qualifying-time/qualifying-time.machine'
import { classified, type FailureRules } from '../../api/failure'
import { approveQualifyingTime, requestExtension } from '../../api/qualifying-time/qualifying-time'

export interface QualifyingTimeEdges {
  /** The server approved the time or stored the request: a toast. */
  changed: (what: 'approved' | 'modificationSent') => void
}

/**
 * How the page reads the server's refusals (422 `data.reason`): §8 Y4+Y5, §4 an extension awaiting the
 * region, a time no longer in a state that allows it; its `state` item is no field of the page.
 */
const RULES: FailureRules = {
  byStatus: { 403: 'noPermission' },
  reasons: {
    courseY4Y5NotApproved: 'y4y5NotApproved',
    extensionAwaitingRegion: 'modificationPending',
    closed: 'qualifyingTimeClosed',
    alreadyApproved: 'qualifyingTimeClosed',
    notFinished: 'qualifyingTimeClosed',
  },
  fieldErrors: { skip: ['state'] },
}

/** The React edge of the qualifying-time page (ADR 0006 step 7): both calls silent, classified once here (ADR 0015). */
export function qualifyingTimeFlow(edges: () => QualifyingTimeEdges) {
  return qualifyingTimeMachine.provide({
    actors: {
      approve: fromPromise(({ input }) =>
        classified(() => approveQualifyingTime(input.id, { silent: true }), 'couldNotSave', RULES),
      ),
      createModification: fromPromise(({ input }) =>
        classified(() => requestExtension(input, { silent: true }), 'couldNotSave', RULES),
      ),
    },
    actions: { changed: (_, what) => edges().changed(what) },
  })
}
