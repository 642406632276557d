import { fromPromise } from 'xstate'
import { createInspectedActor } from '../../session/inspected-actor'
import {
  externalLoginMachine,
  selectExternalBusy,
  selectExternalError,
  selectExternalRedirecting,
} from '../../../machines/login/external-login.machine'
import type { ErrorMessage } from '../../api/failure'
import { loginBankIdExternal } from '../../api/login/login'
import { asFlowCall } from './flow-errors'

/** The React edge of the external e-ID: the api answers an address at the ID service and the browser goes there. */
export const externalLoginFlow = externalLoginMachine.provide({
  actors: {
    requestRedirect: fromPromise(({ input }) => asFlowCall('login', () => loginBankIdExternal(input.returnUrl))),
  },
  actions: { redirect: (_, { url }) => window.location.assign(url) },
})

/** What the button shows of the flow. */
export interface ExternalLoginView {
  busy: boolean
  redirecting: boolean
  error: ErrorMessage | null
}

export interface ExternalLoginRun {
  /** external.start: ask for the address (again, after a failure). */
  start: () => void
  stop: () => void
}

/**
 * The flow's actor, created on the button's first click (ADR 0005: the machine and its call are not part of the
 * start page's entry). Every snapshot is handed to `show` as the button's view.
 */
export function runExternalLogin(returnUrl: string, show: (view: ExternalLoginView) => void): ExternalLoginRun {
  const actor = createInspectedActor(externalLoginFlow, { input: { returnUrl } })
  actor.subscribe((snapshot) =>
    show({
      busy: selectExternalBusy(snapshot),
      redirecting: selectExternalRedirecting(snapshot),
      error: selectExternalError(snapshot),
    }),
  )
  actor.start()
  return { start: () => actor.send({ type: 'external.start' }), stop: () => actor.stop() }
}
