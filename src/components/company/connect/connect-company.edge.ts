import { fromPromise } from 'xstate'
import { connectCompanyMachine } from '../../../../machines/company/connect-company.machine'
import { connectCompany } from '../../../api/company/company-data'
import { classified, type FailureRules } from '../../../api/failure'

/**
 * How connecting a company reads a refusal: §8's two connect-company errors by their reasons (the
 * page points to the chosen region), a 422 naming the region or the number in the server's words.
 */
export const CONNECT_RULES: FailureRules = {
  byStatus: { 403: 'noPermission' },
  reasons: { organisationNumberUnusable: 'organisationNumberUnusable', emailNotCreated: 'emailNotCreated' },
  fieldErrors: {},
}

/** The React edge of connecting a company (ADR 0006 step 7): the call as the machine's actor, silent (the page says why). */
export function connectCompanyFlow() {
  return connectCompanyMachine.provide({
    actors: {
      sendApplication: fromPromise(({ input }) =>
        classified(() => connectCompany(input, { silent: true }), 'somethingWentWrong', CONNECT_RULES),
      ),
    },
  })
}
