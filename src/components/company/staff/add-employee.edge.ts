import { fromPromise } from 'xstate'
import { addEmployeeMachine } from '../../../../machines/company/add-employee.machine'
import { createEmployment } from '../../../api/company/employments'
import type { StaffEmployment } from '../../../api/company/employment.schemas'
import { classified } from '../../../api/failure'

export interface AddEmployeeEdges {
  /** The person was added: "Person added", the lists read again, the person's page opened. */
  added: (employment: StaffEmployment) => void
}

/**
 * The React edge of adding a person (issue 19): the create call as the machine's actor, silent (the
 * page says why it failed), classified with the kit's default rules (a 422 brings the server's words
 * per field, §8 "person already linked" on personalNumber; 403 noPermission).
 */
export function addEmployeeFlow(edges: () => AddEmployeeEdges) {
  return addEmployeeMachine.provide({
    actors: {
      createEmployment: fromPromise(({ input }) =>
        classified(() => createEmployment(input, { silent: true }), 'couldNotSave'),
      ),
    },
    actions: {
      added: (_, employment) => edges().added(employment),
      logFailure: (_, params) => console.info('[company-staff] add failed', params.error),
    },
  })
}
