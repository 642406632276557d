import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureMessageOf, type ErrorMessage } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'

/**
 * External e-ID redirect: ask the API for the redirect address (the return address goes along as
 * base64), then leave the portal for it. The way back is /loginreturn.
 */

export interface ExternalLoginInput {
  /** Absolute address of /loginreturn on this origin. */
  returnUrl: string
}

export interface ExternalLoginContext {
  returnUrl: string
  redirectUrl: string | null
  /** The page's message: the failure's key with the numbers the server sent (say, minutes to wait). */
  error: ErrorMessage | null
}

export type ExternalLoginEvent = { type: 'external.start' } | { type: 'external.retry' }

const notProvided = actorNotProvided('external-login machine')

export const externalLoginMachine = setup({
  types: {
    context: {} as ExternalLoginContext,
    events: {} as ExternalLoginEvent,
    input: {} as ExternalLoginInput,
  },
  actors: {
    /** loginbankid-external with the return address. */
    requestRedirect: fromPromise<{ redirectUrl: string }, { returnUrl: string }>(async () =>
      notProvided('requestRedirect'),
    ),
  },
  actions: {
    /** Edge: window.location.assign(url). */
    redirect: (_, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'externalLogin',
  context: ({ input }) => ({ returnUrl: input.returnUrl, redirectUrl: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'external.start': 'requesting' } },
    requesting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'requestRedirect',
        src: 'requestRedirect',
        input: ({ context }) => ({ returnUrl: context.returnUrl }),
        onDone: { target: 'redirecting', actions: assign({ redirectUrl: ({ event }) => event.output.redirectUrl }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => failureMessageOf(event.error, 'loginFailed') }),
        },
      },
    },
    // The page is about to be replaced; the view shows a "taking you there" message meanwhile.
    redirecting: {
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.redirectUrl ?? '' }) },
    },
    failed: { on: { 'external.retry': 'requesting', 'external.start': 'requesting' } },
  },
})

export type ExternalLoginSnapshot = SnapshotFrom<typeof externalLoginMachine>

export const selectExternalBusy = (s: ExternalLoginSnapshot) => s.matches('requesting') || s.matches('redirecting')
export const selectExternalRedirecting = (s: ExternalLoginSnapshot) => s.matches('redirecting')
export const selectExternalError = (s: ExternalLoginSnapshot) => (s.matches('failed') ? s.context.error : null)
