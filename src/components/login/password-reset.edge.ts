import { fromPromise } from 'xstate'
import { passwordResetMachine } from '../../../machines/login/password-reset.machine'
import { requestPasswordReset, resetPassword, verifyResetCode } from '../../api/login/login'
import { asFlowCall } from './flow-errors'

/** The React edge of the password reset: the machine with the api calls as its actors. */
export const passwordResetFlow = passwordResetMachine.provide({
  actors: {
    requestReset: fromPromise(({ input }) => asFlowCall('resetRequest', () => requestPasswordReset(input.email))),
    verifyCode: fromPromise(({ input }) => asFlowCall('code', () => verifyResetCode(input.email, input.code))),
    resetPassword: fromPromise(async ({ input }) => {
      await asFlowCall('reset', () => resetPassword(input.token, input.password))
    }),
  },
})
