import type { PathEvent } from '../wizard/path-event'

/** Path generation inputs of the external-login machine (xstate/graph; replayed by e2e/login/login-flow-paths.spec.ts). Only tests import this file. */

export const externalLoginEvents: readonly PathEvent[] = [
  { type: 'external.start' },
  { type: 'external.retry' },
  {
    type: 'xstate.done.actor.requestRedirect',
    output: { redirectUrl: '/simulated-id?grandidsession=g-1&callback=Lw==' },
  },
  { type: 'xstate.error.actor.requestRedirect', error: { key: 'network' } },
]
