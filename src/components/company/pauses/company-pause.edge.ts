import { companyPauseMachine } from '../../../../machines/company/company-pause.machine'
import type { BookPause } from '../../../api/ebook/ebook.schemas'
import { bookPauseFlow } from '../../domain-widgets/book-pause.edge'

export interface CompanyPauseEdges {
  /** The pause is registered: the list, with a toast naming the apprentice, the period and the region. */
  registered: (pause: BookPause, name: string) => void
}

/**
 * The React edge of the company's "register a pause" page (ADR 0006 step 7): its child is the kit's
 * pause flow with the e-book calls (classified there, silent: the form shows the failure); the
 * e-book page's `changed` edge does not fire in `once` mode.
 */
export function companyPauseFlow(edges: () => CompanyPauseEdges) {
  return companyPauseMachine.provide({
    actors: { pauseFlow: bookPauseFlow(() => ({ changed: () => {} })) },
    actions: { registered: (_, params) => edges().registered(params.pause, params.name) },
  })
}
