import { fromPromise } from 'xstate'
import { exemptionFormMachine } from '../../../../machines/company/exemption-form.machine'
import { createExemption } from '../../../api/company/exemptions'
import { classified, REFUSAL_RULES } from '../../../api/failure'

export interface ExemptionFormEdges {
  /** The server took the application: the thank-you page. */
  sent: () => void
}

/**
 * The React edge of the exemption form (ADR 0006 step 7): the multipart create as the machine's actor,
 * silent (the form says why); a 422 comes back on the fields it names in the server's words, 403 as
 * noPermission. The chosen file is the browser's File the machine kept.
 */
export function exemptionFormFlow(edges: () => ExemptionFormEdges) {
  return exemptionFormMachine.provide({
    actors: {
      send: fromPromise(({ input }) =>
        classified(
          () => {
            const file = input.file
            if (!(file instanceof Blob)) throw new Error('the exemption form holds no file to send')
            return createExemption(input.companyId, { ...input.draft, file }, { silent: true })
          },
          'couldNotSend',
          REFUSAL_RULES,
        ),
      ),
    },
    actions: {
      sent: () => edges().sent(),
    },
  })
}
