import type { PathEvent } from '../wizard/path-event'

/**
 * Path generation inputs of the register machine (xstate/graph, replayed by
 * e2e/login/login-flow-paths.spec.ts): only tests import this file.
 */

/** Intent events with sample payloads plus the call answers, for xstate/graph path generation. */
export const registerEvents: readonly PathEvent[] = [
  { type: 'answers.change', field: 'mobilephone', value: '0701234567' },
  { type: 'answers.change', field: 'phoneCode', value: '1234' },
  { type: 'answers.change', field: 'email', value: 'ny.person@example.se' },
  { type: 'answers.change', field: 'emailCode', value: '1234' },
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'code.resend' },
  // The answers of the code check's calls (machines/wizard/verify-code.machine.ts), phone's and e-mail's alike.
  { type: 'xstate.done.actor.sendCode', output: { sent: true, verified: false } },
  { type: 'xstate.error.actor.sendCode', error: { key: 'sendFailed' } },
  { type: 'xstate.done.actor.checkCode', output: { sent: false, verified: true } },
  { type: 'xstate.done.actor.checkCode', output: { sent: false, verified: false } },
]
