import type { CurrentUser } from '../../src/api/shell/user.schemas'
import type { PathEvent } from '../wizard/path-event'

/** Path generation inputs of the bankid-other-device machine (xstate/graph; replayed by e2e/login/login-flow-paths.spec.ts). Only tests import this file. */

/**
 * Every event the flow reacts to, with sample payloads, for xstate/graph path generation. The
 * `xstate.done.actor.*` / `xstate.error.actor.*` entries stand for the answers of the invoked calls
 * (ids above), and `xstate.after.pollInterval.*` for the 2 s wait; a browser replay waits for them.
 */
const sampleUserForPaths = { id: 1, token: 'token-apprentice' } as unknown as CurrentUser

export const bankIdOtherDeviceEvents: readonly PathEvent[] = [
  { type: 'bankid.start' },
  { type: 'bankid.retry' },
  { type: 'bankid.cancel' },
  { type: 'xstate.done.actor.startToken', output: { sessionId: 's-1', qrCode: 'qr-1', status: 'pending' } },
  { type: 'xstate.error.actor.startToken', error: { key: 'network' } },
  { type: 'xstate.after.pollInterval.bankIdOtherDevice.waiting.pausing' },
  { type: 'xstate.done.actor.pollToken', output: { sessionId: 's-1', qrCode: 'qr-2', status: 'confirmed' } },
  { type: 'xstate.done.actor.pollToken', output: { sessionId: 's-1', qrCode: 'qr-2', status: 'expired' } },
  { type: 'xstate.error.actor.pollToken', error: { key: 'network' } },
  { type: 'xstate.done.actor.completeLogin', output: sampleUserForPaths },
  { type: 'xstate.error.actor.completeLogin', error: { key: 'loginFailed' } },
]
