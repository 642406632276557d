import { fromCallback } from 'xstate'

/**
 * What a login-flow actor rejects with when the edge recognised the failure. The edge maps API answers
 * (status, error body) to one of these keys so the machines stay free of HTTP details; anything else
 * becomes the flow's fallback key.
 */
export type FlowErrorKey =
  | 'somethingWentWrong'
  | 'network'
  | 'wrongCode'
  | 'sendFailed'
  | 'phoneMissing'
  | 'unknownEmail'
  | 'weakPassword'
  | 'resetFailed'
  | 'expired'
  | 'loginFailed'
  | 'wrongCredentials'
  | 'invalidPhone'
  | 'invalidEmail'

export interface FlowFailure {
  key: FlowErrorKey
}

const KEYS: ReadonlySet<string> = new Set<FlowErrorKey>([
  'somethingWentWrong',
  'network',
  'wrongCode',
  'sendFailed',
  'phoneMissing',
  'unknownEmail',
  'weakPassword',
  'resetFailed',
  'expired',
  'loginFailed',
  'wrongCredentials',
  'invalidPhone',
  'invalidEmail',
])

export function isFlowFailure(error: unknown): error is FlowFailure {
  return typeof error === 'object' && error !== null && 'key' in error && typeof error.key === 'string' && KEYS.has(error.key)
}

/** The key a view shows for a failed actor: the edge's classification, else the flow's fallback. */
export function flowErrorKey(error: unknown, fallback: FlowErrorKey = 'somethingWentWrong'): FlowErrorKey {
  return isFlowFailure(error) ? error.key : fallback
}

/** §9: the SMS code may take up to 2 minutes; a new one can be asked for after this many seconds. */
export const RESEND_AFTER_SECONDS = 60

/** Sends `countdown.tick` every second while the code step is shown (restarts after a restore). */
export const countdownTicker = fromCallback<{ type: 'countdown.tick' }>(({ sendBack }) => {
  const handle = setInterval(() => sendBack({ type: 'countdown.tick' }), 1000)
  return () => clearInterval(handle)
})

/** Per-field error keys of a wizard step; absent means the field is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>

/**
 * An event for xstate/graph path generation: the machine's own intent events plus the
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` / `xstate.after.<delay>.<state>` events that stand
 * for call answers and timers. Pass a list as `events` (cast to the machine's event type).
 */
export interface PathEvent {
  type: string
  [key: string]: unknown
}
