import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { BankIdToken } from '../../src/api/login/login.schemas'
import type { CurrentUser } from '../../src/api/shell/user.schemas'
import { failureMessageOf, type ErrorMessage } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'

/**
 * e-ID on another device: ask for a session and a QR code, show the code and poll every 2 s (each
 * answer carries a fresh QR code) until the ID app confirms, then finish the login.
 */

export interface BankIdOtherDeviceContext {
  sessionId: string | null
  qrCode: string | null
  user: CurrentUser | null
  /** The page's message: the failure's key with the numbers the server sent (say, minutes to wait). */
  error: ErrorMessage | null
}

export type BankIdOtherDeviceEvent = { type: 'bankid.start' } | { type: 'bankid.retry' } | { type: 'bankid.cancel' }

/** §9 "QR codes are regenerated in the app": the status and a new code are fetched this often. */
export const BANKID_POLL_MS = 2000

const notProvided = actorNotProvided('bankid-other-device machine')

export const bankIdOtherDeviceMachine = setup({
  types: {
    context: {} as BankIdOtherDeviceContext,
    events: {} as BankIdOtherDeviceEvent,
  },
  actors: {
    /** loginbankid-gettoken without a session: starts one. */
    startToken: fromPromise<BankIdToken>(async () => notProvided('startToken')),
    /** loginbankid-gettoken with the session: status and a fresh QR code. */
    pollToken: fromPromise<BankIdToken, { sessionId: string }>(async () => notProvided('pollToken')),
    /** loginbankid-login once confirmed. */
    completeLogin: fromPromise<CurrentUser, { sessionId: string }>(async () => notProvided('completeLogin')),
  },
  actions: {
    /** Edge: session.send({type:'login.succeeded', user}) and go to the start page. */
    loggedIn: (_, _params: { user: CurrentUser }) => {},
  },
  delays: { pollInterval: BANKID_POLL_MS },
  guards: {
    isConfirmed: (_, params: { token: BankIdToken }) => params.token.status === 'confirmed',
    isExpired: (_, params: { token: BankIdToken }) => params.token.status === 'expired',
  },
}).createMachine({
  id: 'bankIdOtherDevice',
  context: { sessionId: null, qrCode: null, user: null, error: null },
  initial: 'idle',
  states: {
    // The section of /login starts it, so nobody polls for a code they did not ask for.
    idle: {
      on: { 'bankid.start': 'starting' },
    },
    starting: {
      entry: assign({ sessionId: null, qrCode: null, error: null }),
      invoke: {
        id: 'startToken',
        src: 'startToken',
        onDone: [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ token: event.output }) },
            target: 'expired',
          },
          {
            target: 'waiting',
            actions: assign({
              sessionId: ({ event }) => event.output.sessionId,
              qrCode: ({ event }) => event.output.qrCode,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => failureMessageOf(event.error, 'loginFailed') }),
        },
      },
      on: { 'bankid.cancel': 'idle' },
    },
    waiting: {
      initial: 'pausing',
      on: { 'bankid.cancel': { target: 'idle', actions: assign({ sessionId: null, qrCode: null }) } },
      states: {
        pausing: {
          after: { pollInterval: 'polling' },
        },
        polling: {
          invoke: {
            id: 'pollToken',
            src: 'pollToken',
            input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
            onDone: [
              {
                guard: { type: 'isConfirmed', params: ({ event }) => ({ token: event.output }) },
                target: '#bankIdOtherDevice.loggingIn',
              },
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ token: event.output }) },
                target: '#bankIdOtherDevice.expired',
              },
              { target: 'pausing', actions: assign({ qrCode: ({ event }) => event.output.qrCode }) },
            ],
            onError: {
              target: '#bankIdOtherDevice.failed',
              actions: assign({ error: ({ event }) => failureMessageOf(event.error, 'loginFailed') }),
            },
          },
        },
      },
    },
    loggingIn: {
      invoke: {
        id: 'completeLogin',
        src: 'completeLogin',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onDone: {
          target: 'done',
          actions: [
            assign({ user: ({ event }) => event.output, qrCode: null }),
            { type: 'loggedIn', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => failureMessageOf(event.error, 'loginFailed') }),
        },
      },
    },
    expired: {
      entry: assign({ qrCode: null, sessionId: null }),
      on: { 'bankid.retry': 'starting', 'bankid.cancel': 'idle' },
    },
    failed: {
      entry: assign({ qrCode: null }),
      on: {
        'bankid.retry': 'starting',
        'bankid.cancel': { target: 'idle', actions: assign({ error: null, sessionId: null }) },
      },
    },
    done: { type: 'final' },
  },
})

export type BankIdOtherDeviceSnapshot = SnapshotFrom<typeof bankIdOtherDeviceMachine>

export type BankIdOtherDeviceView = 'idle' | 'starting' | 'waiting' | 'loggingIn' | 'expired' | 'failed' | 'done'

/** Which panel the view shows; the view never spells state paths itself. */
export function selectBankIdView(s: BankIdOtherDeviceSnapshot): BankIdOtherDeviceView {
  if (s.matches('waiting')) return 'waiting'
  if (s.matches('starting')) return 'starting'
  if (s.matches('loggingIn')) return 'loggingIn'
  if (s.matches('expired')) return 'expired'
  if (s.matches('failed')) return 'failed'
  if (s.matches('done')) return 'done'
  return 'idle'
}
export const selectQrCode = (s: BankIdOtherDeviceSnapshot) => (s.matches('waiting') ? s.context.qrCode : null)
export const selectSessionId = (s: BankIdOtherDeviceSnapshot) => s.context.sessionId
export const selectBankIdError = (s: BankIdOtherDeviceSnapshot) => s.context.error
export const selectLoggedInUser = (s: BankIdOtherDeviceSnapshot) => s.context.user
