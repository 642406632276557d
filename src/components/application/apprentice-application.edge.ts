import { fromPromise } from 'xstate'
import { apprenticeApplicationMachine } from '../../../machines/application/apprentice-application.machine'
import { codeCheck } from '../../../machines/wizard/verify-code.machine'
import { verifyEmail, verifyPhone } from '../../api/shell/persons'
import {
  checkCodeCall,
  provideApprenticeMachine,
  sendCodeCall,
  SILENT,
  type ApprenticeEdges,
} from './application-actors'

/**
 * The React edge of the apprentice wizard: the production machine with the api calls as its actors
 * (application-actors.ts turns their failures into the machine's), each code check the kit's
 * verify-code child with persons/verify-phone or verify-email, and the page's edges.
 */
export function apprenticeApplicationFlow(edges: ApprenticeEdges) {
  const withCodeChecks = apprenticeApplicationMachine.provide({
    actors: {
      phoneCode: codeCheck({
        send: fromPromise(({ input }) => sendCodeCall(() => verifyPhone(input.target, undefined, SILENT))),
        check: fromPromise(({ input }) => checkCodeCall(() => verifyPhone(input.target, input.code, SILENT))),
      }),
      emailCode: codeCheck({
        send: fromPromise(({ input }) => sendCodeCall(() => verifyEmail(input.target, undefined, SILENT))),
        check: fromPromise(({ input }) => checkCodeCall(() => verifyEmail(input.target, input.code, SILENT))),
      }),
    },
  })
  return provideApprenticeMachine(withCodeChecks, edges)
}
