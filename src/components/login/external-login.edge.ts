import { fromPromise } from 'xstate'
import { externalLoginMachine } from '../../../machines/login/external-login.machine'
import { loginBankIdExternal } from '../../api/login/login'
import { asFlowCall } from './flow-errors'

/** The React edge of the external e-ID: the api answers an address at the ID service and the browser goes there. */
export const externalLoginFlow = externalLoginMachine.provide({
  actors: {
    requestRedirect: fromPromise(({ input }) => asFlowCall('login', () => loginBankIdExternal(input.returnUrl))),
  },
  actions: { redirect: (_, { url }) => window.location.assign(url) },
})
