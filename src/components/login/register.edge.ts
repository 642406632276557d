import { fromPromise } from 'xstate'
import { registerMachine } from '../../../machines/login/register.machine'
import { codeCheck } from '../../../machines/wizard/verify-code.machine'
import { verifyEmail, verifyPhone } from '../../api/shell/persons'
import { asFlowCall } from './flow-errors'

/**
 * The React edge of the register flow (one `<flow>.edge.ts` per flow): the machine with the api
 * calls as its actors (each code check a verify-code child). `onRegistered` is the page's: it reloads
 * the person and goes home. The flow shows its failures itself, so the calls are silent.
 */
export function registerFlow(onRegistered: () => void) {
  return registerMachine.provide({
    actors: {
      phoneCode: codeCheck({
        send: fromPromise(async ({ input }) => {
          const answer = await asFlowCall('send', () => verifyPhone(input.target, undefined, { silent: true }))
          if (!answer.sent && !answer.verified) throw { key: 'sendFailed' }
        }),
        check: fromPromise(({ input }) =>
          asFlowCall('code', () => verifyPhone(input.target, input.code, { silent: true })),
        ),
      }),
      emailCode: codeCheck({
        send: fromPromise(async ({ input }) => {
          const answer = await asFlowCall('send', () => verifyEmail(input.target, undefined, { silent: true }))
          if (!answer.sent && !answer.verified) throw { key: 'sendFailed' }
        }),
        check: fromPromise(({ input }) =>
          asFlowCall('code', () => verifyEmail(input.target, input.code, { silent: true })),
        ),
      }),
    },
    actions: { registered: () => onRegistered() },
  })
}
