import { assign, fromCallback, fromPromise, setup, type PromiseActorLogic, type SnapshotFrom } from 'xstate'
import { isValidCode } from '../../src/domain/validation'
import { failureMessage, failureMessageOf, failureOf, message, type ErrorMessage } from '../../src/api/failure'
import { actorNotProvided } from './not-provided'

/**
 * The 4-digit code check every flow uses (issue 7: register's phone and e-mail, the password reset,
 * the apprentice wizard and every later code check): send a code to a phone number or an e-mail
 * address, enter it, check it, ask for a new one after a countdown. A child machine: the flow
 * invokes it (with `syncSnapshot`, so the flow's snapshot follows the check: see `codeCheckView`),
 * forwards the page's events to it (`code.submit` with the typed code, `code.resend`) and goes on
 * when it is done: `verified` with the check's answer, or `notSent` when the first code could not be
 * sent (the flow shows the error on the page that asked for it).
 *
 * The calls are the flow's: the edge provides them with `codeCheck({ send, check })`.
 */

/** §9: the SMS code may take up to 2 minutes; a new one can be asked for after this many seconds. */
export const RESEND_AFTER_SECONDS = 60

/** Sends `countdown.tick` every second while the code page is shown (restarts after a restore). */
export const countdownTicker = fromCallback<{ type: 'countdown.tick' }>(({ sendBack }) => {
  const handle = setInterval(() => sendBack({ type: 'countdown.tick' }), 1000)
  return () => clearInterval(handle)
})

export interface VerifyCodeInput {
  /** The phone number or e-mail address the code goes to (what the calls get as `target`). */
  target: string
  /** Send a code first (else one was sent already, say before a reload or a step back). */
  sendFirst: boolean
  /** Seconds before a new code may be asked for; 0: at once (the apprentice wizard has no countdown). */
  resendAfter: number
  /** Seconds still to wait, when the page is shown again (kept by the flow). */
  resendIn?: number
}

export interface VerifyCodeContext {
  target: string
  sendFirst: boolean
  /** The check accepted the code. */
  verified: boolean
  resendAfter: number
  resendIn: number
  /** A new code was sent on request (the page confirms it). */
  resent: boolean
  /** Codes sent so far (the flow clears the typed code when a new one comes). */
  sends: number
  /** The send call's answer (say, the masked phone of a password reset). */
  sent: unknown
  /** The code field's message (a wrong code with the attempts left). */
  fieldError: ErrorMessage | null
  /** The page's message (a failed call: a void code, a new code asked for too soon with the seconds to wait). */
  error: ErrorMessage | null
  /** The check's answer, for the flow (say, a reset token). */
  answer: unknown
}

export type VerifyCodeEvent =
  { type: 'code.submit'; code: string } | { type: 'code.resend' } | { type: 'countdown.tick' }

/** What the check machine ends with: the check's answer, or why the first code was not sent. */
export type VerifyCodeOutput = { status: 'verified'; answer: unknown } | { status: 'notSent'; error: ErrorMessage }

/** The phase of the code page a flow shows. */
export type VerifyCodePhase = 'sending' | 'editing' | 'verifying' | 'resending' | 'done'

const notProvided = actorNotProvided('verify-code machine')

export const verifyCodeMachine = setup({
  types: {
    context: {} as VerifyCodeContext,
    events: {} as VerifyCodeEvent,
    input: {} as VerifyCodeInput,
    output: {} as VerifyCodeOutput,
  },
  actors: {
    /** Sends a code to the target; answers what the flow may show (or nothing). */
    sendCode: fromPromise<unknown, { target: string }>(async () => notProvided('sendCode')),
    /** Checks the code; an answer `{ verified: false }` or a `wrongCode` failure is a wrong code. */
    checkCode: fromPromise<unknown, { target: string; code: string }>(async () => notProvided('checkCode')),
    countdown: countdownTicker,
  },
  actions: {
    clearErrors: assign({ fieldError: null, error: null }),
    startCountdown: assign(({ context }) => ({ resendIn: context.resendAfter })),
    tick: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
  },
  guards: {
    codeInvalid: (_, params: { code: string }) => !isValidCode(params.code.trim()),
    canResend: ({ context }) => context.resendIn <= 0,
    /** A check may answer `{ verified: false }` for a wrong code instead of refusing it. */
    accepted: (_, params: { answer: unknown }) => (params.answer as { verified?: unknown } | null)?.verified !== false,
  },
}).createMachine({
  id: 'verifyCode',
  context: ({ input }) => ({
    target: input.target,
    sendFirst: input.sendFirst,
    verified: false,
    resendAfter: input.resendAfter,
    resendIn: input.resendIn ?? (input.sendFirst ? 0 : input.resendAfter),
    resent: false,
    sends: 0,
    sent: null,
    fieldError: null,
    error: null,
    answer: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: ({ context }) => context.sendFirst, target: 'sending' }, { target: 'code' }] },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ target: context.target }),
        onDone: {
          target: 'code',
          actions: [
            'startCountdown',
            assign({ sends: ({ context }) => context.sends + 1, sent: ({ event }) => event.output ?? null }),
          ],
        },
        onError: {
          target: 'notSent',
          actions: assign({ error: ({ event }) => failureMessageOf(event.error, 'sendFailed') }),
        },
      },
    },
    code: {
      invoke: { id: 'countdown', src: 'countdown' },
      on: { 'countdown.tick': { actions: 'tick' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'code.submit': [
              {
                guard: { type: 'codeInvalid', params: ({ event }) => ({ code: event.code }) },
                actions: assign({
                  error: null,
                  fieldError: ({ event }) => message(event.code.trim() === '' ? 'required' : 'invalidCode'),
                }),
              },
              { target: 'verifying', actions: 'clearErrors' },
            ],
            'code.resend': { guard: 'canResend', target: 'resending', actions: 'clearErrors' },
          },
        },
        verifying: {
          invoke: {
            id: 'checkCode',
            src: 'checkCode',
            input: ({ context, event }) => ({
              target: context.target,
              code: (event as { code?: string }).code?.trim() ?? '',
            }),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) },
                target: '#verifyCode.verified',
                actions: assign({ verified: true, answer: ({ event }) => event.output ?? null }),
              },
              { target: 'editing', actions: assign({ fieldError: message('wrongCode') }) },
            ],
            // A wrong code (with the attempts it has left) belongs to the field; anything else to the page.
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const failure = failureOf(event.error, 'wrongCode')
                return failure.key === 'wrongCode'
                  ? { fieldError: failureMessage(failure), error: null }
                  : { fieldError: null, error: failureMessage(failure) }
              }),
            },
          },
        },
        resending: {
          invoke: {
            id: 'resendCode',
            src: 'sendCode',
            input: ({ context }) => ({ target: context.target }),
            onDone: {
              target: 'editing',
              actions: [
                'startCountdown',
                assign({
                  resent: true,
                  sends: ({ context }) => context.sends + 1,
                  sent: ({ event }) => event.output ?? null,
                }),
              ],
            },
            onError: {
              target: 'editing',
              actions: assign({ error: ({ event }) => failureMessageOf(event.error, 'sendFailed') }),
            },
          },
        },
      },
    },
    verified: { type: 'final' },
    notSent: { type: 'final' },
  },
  output: ({ context }): VerifyCodeOutput =>
    context.verified
      ? { status: 'verified', answer: context.answer }
      : { status: 'notSent', error: context.error ?? message('sendFailed') },
})

export type VerifyCodeSnapshot = SnapshotFrom<typeof verifyCodeMachine>

/** What a flow keeps of its running code check (plain JSON: it persists with the flow). */
export interface CodeCheckView {
  phase: VerifyCodePhase
  fieldError: ErrorMessage | null
  error: ErrorMessage | null
  resendIn: number
  resent: boolean
  sends: number
  sent: unknown
}

/** The view of a code check's snapshot, for the flow's `xstate.snapshot.<id>` handler. */
export function codeCheckView(snapshot: VerifyCodeSnapshot): CodeCheckView {
  const phase: VerifyCodePhase =
    snapshot.matches('sending') || snapshot.matches('start')
      ? 'sending'
      : snapshot.matches({ code: 'verifying' })
        ? 'verifying'
        : snapshot.matches({ code: 'resending' })
          ? 'resending'
          : snapshot.matches('code')
            ? 'editing'
            : 'done'
  const c = snapshot.context
  return {
    phase,
    fieldError: c.fieldError,
    error: c.error,
    resendIn: c.resendIn,
    resent: c.resent,
    sends: c.sends,
    sent: c.sent,
  }
}

/** The view before the check's first snapshot arrives. */
export function initialCodeCheckView(input: VerifyCodeInput, sent: unknown = null): CodeCheckView {
  return {
    phase: input.sendFirst ? 'sending' : 'editing',
    fieldError: null,
    error: null,
    resendIn: input.resendIn ?? (input.sendFirst ? 0 : input.resendAfter),
    resent: false,
    sends: 0,
    sent,
  }
}

/**
 * Folds a new snapshot of the check into the flow's view: the messages only when the check changed
 * them (typing clears the field's message in the flow; a countdown tick must not bring it back).
 */
export function nextCodeCheckView(
  previous: CodeCheckView | null,
  snapshot: VerifyCodeSnapshot,
): { view: CodeCheckView; fieldError?: ErrorMessage | null; error?: ErrorMessage | null; newCode: boolean } {
  const view = codeCheckView(snapshot)
  return {
    view,
    ...(!sameMessage(previous?.fieldError, view.fieldError) ? { fieldError: view.fieldError } : {}),
    ...(!sameMessage(previous?.error, view.error) ? { error: view.error } : {}),
    newCode: view.sends !== (previous?.sends ?? 0),
  }
}

/** Two messages say the same (the check's context keeps its message objects, a restored one is a copy). */
function sameMessage(a: ErrorMessage | null | undefined, b: ErrorMessage | null | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** The code check with the flow's calls (at the edge): `send` answers what the page may show, `check` the check's answer. */
export function codeCheck(calls: {
  send: PromiseActorLogic<unknown, { target: string }>
  check: PromiseActorLogic<unknown, { target: string; code: string }>
}) {
  return verifyCodeMachine.provide({ actors: { sendCode: calls.send, checkCode: calls.check } })
}
