import { fromPromise } from 'xstate'
import { passwordResetMachine } from '../../../machines/login/password-reset.machine'
import { codeCheck } from '../../../machines/wizard/verify-code.machine'
import { requestPasswordReset, resetPassword, verifyResetCode } from '../../api/login/login'
import { asFlowCall } from './flow-errors'

/** The React edge of the password reset: the machine with the api calls as its actors; the flow shows its failures itself (silent calls). */
export const passwordResetFlow = passwordResetMachine.provide({
  actors: {
    code: codeCheck({
      send: fromPromise(({ input }) =>
        asFlowCall('resetRequest', () => requestPasswordReset(input.target, { silent: true })),
      ),
      check: fromPromise(({ input }) =>
        asFlowCall('code', () => verifyResetCode(input.target, input.code, { silent: true })),
      ),
    }),
    resetPassword: fromPromise(async ({ input }) => {
      await asFlowCall('reset', () => resetPassword(input.token, input.password, { silent: true }))
    }),
  },
})
