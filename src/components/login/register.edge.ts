import { fromPromise } from 'xstate'
import { registerMachine } from '../../../machines/login/register.machine'
import { verifyEmail, verifyPhone } from '../../api/shell/persons'
import { asFlowCall } from './flow-errors'

/**
 * The React edge of the register flow (one `<flow>.edge.ts` per flow): the machine with the api
 * calls as its actors. `onRegistered` is the page's: it reloads the person and goes home.
 */
export function registerFlow(onRegistered: () => void) {
  return registerMachine.provide({
    actors: {
      sendPhoneCode: fromPromise(async ({ input }) => {
        const answer = await asFlowCall('send', () => verifyPhone(input.mobilephone))
        if (!answer.sent && !answer.verified) throw { key: 'sendFailed' }
      }),
      checkPhoneCode: fromPromise(({ input }) => asFlowCall('code', () => verifyPhone(input.mobilephone, input.code))),
      sendEmailCode: fromPromise(async ({ input }) => {
        const answer = await asFlowCall('send', () => verifyEmail(input.email))
        if (!answer.sent && !answer.verified) throw { key: 'sendFailed' }
      }),
      checkEmailCode: fromPromise(({ input }) => asFlowCall('code', () => verifyEmail(input.email, input.code))),
    },
    actions: { registered: () => onRegistered() },
  })
}
