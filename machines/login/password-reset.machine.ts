import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { isValidCode, isValidEmail, passwordProblems, type PasswordProblem } from '../../src/domain/validation'
import { RESEND_AFTER_SECONDS, countdownTicker, flowErrorKey, type FieldErrors, type FlowErrorKey, type PathEvent } from './flow-support'

/**
 * Password reset (§2 password flows, §5, §8): e-mail -> 4-digit SMS code (may take up to 2 minutes,
 * a new one after a countdown) -> new password with its confirmation -> done. Every failure keeps the
 * step and what was typed and names an error key the view translates.
 */

export type PasswordResetField = 'email' | 'code' | 'password' | 'passwordConfirmation'
export type PasswordResetStep = 'request' | 'code' | 'newPassword' | 'done'

export interface PasswordResetContext {
  email: string
  code: string
  password: string
  passwordConfirmation: string
  /** The phone the code went to, masked by the server. */
  maskedPhone: string
  /** Proof of the verified code; passed explicitly to the reset call. */
  token: string | null
  /** The code the token was issued for: coming back to the code step and on again needs no new check (codes are single-use). */
  verifiedCode: string | null
  fieldErrors: FieldErrors<PasswordResetField>
  /** The password rules that failed at the last Continue (§5). */
  passwordProblems: PasswordProblem[]
  error: FlowErrorKey | null
  /** Seconds until a new code may be asked for. */
  resendIn: number
  /** A new code was sent on request (the view confirms it). */
  resent: boolean
}

export type PasswordResetEvent =
  | { type: 'answers.change'; field: PasswordResetField; value: string }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'code.resend' }
  | { type: 'countdown.tick' }

export interface PasswordResetInput {
  email?: string
}

function notProvided(name: string): never {
  throw new Error(`password-reset machine: actor "${name}" was not provided`)
}

const clearErrors = { fieldErrors: {}, passwordProblems: [] as PasswordProblem[], error: null } as const

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    /** passwords/request-reset: sends the SMS code; answers the masked phone. */
    requestReset: fromPromise<{ maskedPhone: string }, { email: string }>(async () => notProvided('requestReset')),
    /** passwords/verify-code: answers the reset token. */
    verifyCode: fromPromise<{ token: string }, { email: string; code: string }>(async () => notProvided('verifyCode')),
    /** passwords/reset with the token. */
    resetPassword: fromPromise<void, { token: string; password: string }>(async () => notProvided('resetPassword')),
    countdown: countdownTicker,
  },
  guards: {
    emailInvalid: ({ context }) => !isValidEmail(context.email.trim()),
    codeInvalid: ({ context }) => !isValidCode(context.code.trim()),
    passwordInvalid: ({ context }) =>
      passwordProblems(context.password).length > 0 || context.password !== context.passwordConfirmation,
    canResend: ({ context }) => context.resendIn <= 0,
    alreadyVerified: ({ context }) => context.token !== null && context.verifiedCode === context.code.trim(),
  },
  actions: {
    clearErrors: assign(clearErrors),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    email: input.email ?? '',
    code: '',
    password: '',
    passwordConfirmation: '',
    maskedPhone: '',
    token: null,
    verifiedCode: null,
    fieldErrors: {},
    passwordProblems: [],
    error: null,
    resendIn: 0,
    resent: false,
  }),
  on: {
    // Typing clears that field's message; the value is kept whatever happens next.
    'answers.change': {
      actions: assign(({ context, event }) => ({
        [event.field]: event.value,
        fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
        passwordProblems: event.field === 'password' ? [] : context.passwordProblems,
      })),
    },
  },
  initial: 'request',
  states: {
    request: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'step.continue': [
              {
                guard: 'emailInvalid',
                actions: assign({
                  error: null,
                  fieldErrors: ({ context }) => ({ email: context.email.trim() === '' ? 'required' : 'invalidEmail' }),
                }),
              },
              { target: 'submitting', actions: 'clearErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'requestReset',
            src: 'requestReset',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: {
              target: '#passwordReset.code',
              actions: assign({
                maskedPhone: ({ event }) => event.output.maskedPhone,
                resendIn: RESEND_AFTER_SECONDS,
                resent: false,
                code: '',
              }),
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => flowErrorKey(event.error, 'sendFailed') }) },
          },
        },
      },
    },
    code: {
      invoke: { id: 'countdown', src: 'countdown' },
      on: {
        'countdown.tick': { actions: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }) },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'step.continue': [
              {
                guard: 'codeInvalid',
                actions: assign({
                  error: null,
                  fieldErrors: ({ context }) => ({ code: context.code.trim() === '' ? 'required' : 'invalidCode' }),
                }),
              },
              { guard: 'alreadyVerified', target: '#passwordReset.newPassword', actions: 'clearErrors' },
              { target: 'verifying', actions: 'clearErrors' },
            ],
            'code.resend': { guard: 'canResend', target: 'resending', actions: 'clearErrors' },
            'step.back': { target: '#passwordReset.request', actions: ['clearErrors', assign({ code: '', token: null, verifiedCode: null })] },
          },
        },
        verifying: {
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({ email: context.email.trim(), code: context.code.trim() }),
            onDone: {
              target: '#passwordReset.newPassword',
              actions: assign({ token: ({ event }) => event.output.token, verifiedCode: ({ context }) => context.code.trim() }),
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const key = flowErrorKey(event.error, 'wrongCode')
                // A wrong code belongs to the field; anything else to the page.
                return key === 'wrongCode' ? { fieldErrors: { code: 'wrongCode' }, error: null } : { error: key }
              }),
            },
          },
        },
        resending: {
          invoke: {
            id: 'resendReset',
            src: 'requestReset',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: {
              target: 'editing',
              actions: assign({
                maskedPhone: ({ event }) => event.output.maskedPhone,
                resendIn: RESEND_AFTER_SECONDS,
                resent: true,
                code: '',
              }),
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => flowErrorKey(event.error, 'sendFailed') }) },
          },
        },
      },
    },
    newPassword: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'step.continue': [
              {
                guard: 'passwordInvalid',
                actions: assign(({ context }) => {
                  const problems = passwordProblems(context.password)
                  const fieldErrors: FieldErrors<PasswordResetField> = {}
                  if (context.password === '') fieldErrors.password = 'required'
                  else if (problems.length > 0) fieldErrors.password = 'weakPassword'
                  if (context.passwordConfirmation === '') fieldErrors.passwordConfirmation = 'required'
                  else if (context.password !== context.passwordConfirmation) fieldErrors.passwordConfirmation = 'passwordMismatch'
                  return { fieldErrors, passwordProblems: problems, error: null }
                }),
              },
              { target: 'saving', actions: 'clearErrors' },
            ],
            // The verified code stays, so Continue on the code step comes straight back here.
            'step.back': { target: '#passwordReset.code', actions: ['clearErrors', assign({ password: '', passwordConfirmation: '' })] },
          },
        },
        saving: {
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({ token: context.token ?? '', password: context.password }),
            onDone: {
              target: '#passwordReset.done',
              actions: assign({ password: '', passwordConfirmation: '', token: null, verifiedCode: null }),
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const key = flowErrorKey(event.error, 'resetFailed')
                return key === 'weakPassword' ? { fieldErrors: { password: 'weakPassword' }, error: null } : { error: key }
              }),
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
})

export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>

export function selectPasswordResetStep(s: PasswordResetSnapshot): PasswordResetStep {
  if (s.matches('code')) return 'code'
  if (s.matches('newPassword')) return 'newPassword'
  if (s.matches('done')) return 'done'
  return 'request'
}
export const selectPasswordResetBusy = (s: PasswordResetSnapshot) =>
  s.matches({ request: 'submitting' }) ||
  s.matches({ code: 'verifying' }) ||
  s.matches({ code: 'resending' }) ||
  s.matches({ newPassword: 'saving' })
export const selectPasswordResetValues = (s: PasswordResetSnapshot) => ({
  email: s.context.email,
  code: s.context.code,
  password: s.context.password,
  passwordConfirmation: s.context.passwordConfirmation,
})
export const selectPasswordResetFieldErrors = (s: PasswordResetSnapshot) => s.context.fieldErrors
export const selectPasswordResetProblems = (s: PasswordResetSnapshot) => s.context.passwordProblems
export const selectPasswordResetError = (s: PasswordResetSnapshot) => s.context.error
export const selectMaskedPhone = (s: PasswordResetSnapshot) => s.context.maskedPhone
export const selectResendIn = (s: PasswordResetSnapshot) => s.context.resendIn
export const selectCanResend = (s: PasswordResetSnapshot) => s.matches({ code: 'editing' }) && s.context.resendIn <= 0
export const selectCodeResent = (s: PasswordResetSnapshot) => s.context.resent

/**
 * What may be kept in sessionStorage across a reload: everything but the passwords (a reload asks for
 * them again rather than leaving them in storage). Only stable steps are kept; a call in flight is not.
 */
export function passwordResetPersistable(s: PasswordResetSnapshot): boolean {
  return !selectPasswordResetBusy(s) && s.status === 'active'
}
export function scrubPasswordResetPersisted<T extends { context?: unknown }>(persisted: T): T {
  const context = persisted.context as PasswordResetContext | undefined
  if (!context) return persisted
  return { ...persisted, context: { ...context, password: '', passwordConfirmation: '' } }
}

/** Intent events with sample payloads plus the call answers, for xstate/graph path generation. */
export const passwordResetEvents: readonly PathEvent[] = [
  { type: 'answers.change', field: 'email', value: 'anna.larsson@example.se' },
  { type: 'answers.change', field: 'code', value: '1234' },
  { type: 'answers.change', field: 'password', value: 'Nytt!2026x' },
  { type: 'answers.change', field: 'passwordConfirmation', value: 'Nytt!2026x' },
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'code.resend' },
  { type: 'xstate.done.actor.requestReset', output: { maskedPhone: '070-*** ** 12' } },
  { type: 'xstate.error.actor.requestReset', error: { key: 'phoneMissing' } },
  { type: 'xstate.done.actor.verifyCode', output: { token: 'reset-token' } },
  { type: 'xstate.error.actor.verifyCode', error: { key: 'wrongCode' } },
  { type: 'xstate.done.actor.resendReset', output: { maskedPhone: '070-*** ** 12' } },
  { type: 'xstate.done.actor.resetPassword', output: { ok: true } },
  { type: 'xstate.error.actor.resetPassword', error: { key: 'weakPassword' } },
]
