import type { PathEvent } from '../wizard/path-event'

/**
 * Path generation inputs of the password-reset machine (xstate/graph, replayed by
 * e2e/login/login-flow-paths.spec.ts): only tests import this file.
 */

/** Intent events with sample payloads plus the call answers, for xstate/graph path generation. */
export const passwordResetEvents: readonly PathEvent[] = [
  { type: 'answers.change', field: 'email', value: 'anna.larsson@example.se' },
  { type: 'answers.change', field: 'code', value: '1234' },
  { type: 'answers.change', field: 'password', value: 'Nytt!2026x' },
  { type: 'answers.change', field: 'passwordConfirmation', value: 'Nytt!2026x' },
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'code.resend' },
  // The code check's calls (machines/wizard/verify-code.machine.ts): passwords/request-reset and passwords/verify-code.
  { type: 'xstate.done.actor.sendCode', output: { maskedPhone: '070-*** ** 12' } },
  { type: 'xstate.error.actor.sendCode', error: { key: 'phoneMissing' } },
  { type: 'xstate.done.actor.checkCode', output: { token: 'reset-token' } },
  // The simulated backend's answer to a first wrong try of a code: 4 attempts left (ADR 0007).
  { type: 'xstate.error.actor.checkCode', error: { key: 'wrongCode', values: { count: 4 } } },
  { type: 'xstate.done.actor.resendCode', output: { maskedPhone: '070-*** ** 12' } },
  { type: 'xstate.done.actor.resetPassword', output: { ok: true } },
  { type: 'xstate.error.actor.resetPassword', error: { key: 'weakPassword' } },
]
