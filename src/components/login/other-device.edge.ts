import { fromPromise } from 'xstate'
import { bankIdOtherDeviceMachine } from '../../../machines/login/bankid-other-device.machine'
import { loginBankIdGetToken, loginBankIdLogin } from '../../api/login/login'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { asFlowCall } from './flow-errors'

/** The React edge of e-ID on another device: the api calls as actors; `onLoggedIn` completes the login. */
export function otherDeviceFlow(onLoggedIn: (user: CurrentUser) => void) {
  return bankIdOtherDeviceMachine.provide({
    actors: {
      startToken: fromPromise(() => asFlowCall('login', () => loginBankIdGetToken())),
      pollToken: fromPromise(({ input }) => asFlowCall('login', () => loginBankIdGetToken(input.sessionId))),
      completeLogin: fromPromise(({ input }) => asFlowCall('login', () => loginBankIdLogin(input.sessionId))),
    },
    actions: { loggedIn: (_, { user }) => onLoggedIn(user) },
  })
}
