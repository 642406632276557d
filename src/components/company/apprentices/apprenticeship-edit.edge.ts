import { fromPromise } from 'xstate'
import { apprenticeshipEditMachine } from '../../../../machines/company/apprenticeship-edit.machine'
import { RATE_FIELD_ALIASES } from '../../../../machines/company/apprenticeship-edit.rules'
import { deleteApprenticeship, endApprenticeship, updateApprenticeship } from '../../../api/company/apprenticeships'
import { classified, REFUSAL_RULES, type FailureRules } from '../../../api/failure'

/** A 422 of the change in the server's words at the field it names (the rate's fields under the form's names). */
const SAVE_RULES: FailureRules = { ...REFUSAL_RULES, fieldErrors: { aliases: RATE_FIELD_ALIASES } }

export interface ApprenticeshipEditEdges {
  /** The server took a change: a toast, and the route's loaders read again (the list too). */
  saved: () => void
  /** The apprenticeship is gone: said, and back to the list. */
  removed: () => void
}

/** The React edge of the apprentice's page (ADR 0006 step 7): each call silent (the page says why one failed). */
export function apprenticeshipEditFlow(edges: () => ApprenticeshipEditEdges) {
  return apprenticeshipEditMachine.provide({
    actors: {
      saveApprenticeship: fromPromise(({ input }) =>
        classified(() => updateApprenticeship(input.id, input.body, { silent: true }), 'couldNotSave', SAVE_RULES),
      ),
      endApprenticeship: fromPromise(({ input }) =>
        classified(
          () => endApprenticeship(input.id, input.endDate ? { endDate: input.endDate } : {}, { silent: true }),
          'couldNotSave',
          SAVE_RULES,
        ),
      ),
      removeApprenticeship: fromPromise(({ input }) =>
        classified(() => deleteApprenticeship(input.id, { silent: true }), 'couldNotDelete', SAVE_RULES),
      ),
    },
    actions: {
      saved: () => edges().saved(),
      removed: () => edges().removed(),
    },
  })
}
