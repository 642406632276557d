import { fromPromise } from 'xstate'
import { employmentActionsMachine } from '../../../../machines/company/employment-actions.machine'
import { deleteEmployment, endEmployment } from '../../../api/company/employments'
import type { StaffEmployment } from '../../../api/company/employment.schemas'
import { classified } from '../../../api/failure'

export interface EmploymentActionsEdges {
  ended: (employment: StaffEmployment) => void
  removed: () => void
}

/**
 * The React edge of ending or removing an employment (issue 19): both calls silent (the dialog says
 * why one failed), classified with the kit's default rules (a 422 in the server's words, 403 noPermission).
 */
export function employmentActionsFlow(edges: () => EmploymentActionsEdges) {
  return employmentActionsMachine.provide({
    actors: {
      endEmployment: fromPromise(({ input }) =>
        classified(
          () => endEmployment(input.id, input.endDate ? { endDate: input.endDate } : {}, { silent: true }),
          'couldNotSave',
        ),
      ),
      removeEmployment: fromPromise(({ input }) =>
        classified(() => deleteEmployment(input.id, { silent: true }), 'couldNotDelete'),
      ),
    },
    actions: {
      ended: (_, employment) => edges().ended(employment),
      removed: () => edges().removed(),
      logFailure: (_, params) => console.info('[company-staff] employment change failed', params.error),
    },
  })
}
