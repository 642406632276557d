import { fromPromise } from 'xstate'
import { instructorLinkMachine } from '../../../../machines/company/instructor-link.machine'
import type { LinkChange } from '../../../../machines/company/instructor-link.steps'
import { updateApprenticeship } from '../../../api/company/apprenticeships'
import { classified, type FailureRules } from '../../../api/failure'

/**
 * How a link change reads a refusal: a 403 (§6: BG only reads, another department) as noPermission,
 * a 422 (§5: each instructor rule failing, "at least one instructor", an ended apprenticeship) in the
 * server's own words, every reason it gave.
 */
export const LINK_SAVE_RULES: FailureRules = {
  byStatus: { 403: 'noPermission' },
  read: (answer, failure) => {
    const texts = [...new Set(answer.items.flatMap((item) => (item.text ? [item.text] : [])))]
    const text = texts.length > 0 ? texts.join(' ') : answer.message
    return answer.status === 422 && text ? { ...failure, text } : undefined
  },
}

export interface InstructorLinkEdges {
  /** The server took the change: a toast, and the route's loaders read again. */
  saved: (change: LinkChange) => void
}

/** The React edge of the YUA page's links (ADR 0006 step 7): the call as the machine's actor, silent (the card says why). */
export function instructorLinkFlow(edges: () => InstructorLinkEdges) {
  return instructorLinkMachine.provide({
    actors: {
      saveLinks: fromPromise(({ input }) =>
        classified(
          () =>
            updateApprenticeship(
              input.apprenticeshipId,
              { instructorEmploymentIds: input.instructorEmploymentIds },
              { silent: true },
            ),
          'couldNotSave',
          LINK_SAVE_RULES,
        ),
      ),
    },
    actions: {
      saved: (_, change) => edges().saved(change),
    },
  })
}
