import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate'
import { failureMessage, failureOf, message, type ErrorMessage } from '../../src/api/failure'
import { isValidEmail, passwordProblems, type PasswordProblem } from '../../src/domain/validation'
import {
  RESEND_AFTER_SECONDS,
  initialCodeCheckView,
  nextCodeCheckView,
  verifyCodeMachine,
  type CodeCheckView,
  type VerifyCodeInput,
  type VerifyCodeOutput,
  type VerifyCodeSnapshot,
} from '../wizard/verify-code.machine'
import type { StepErrors } from '../wizard/field-errors'
import { actorNotProvided } from '../wizard/not-provided'

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
  fieldErrors: StepErrors<PasswordResetField>
  /** The password rules that failed at the last Continue (§5). */
  passwordProblems: PasswordProblem[]
  error: ErrorMessage | null
  /** The running (or, on the new-password page, the last) code check as the page shows it: its countdown, a resent code. */
  check: CodeCheckView | null
}

export type PasswordResetEvent =
  | { type: 'answers.change'; field: PasswordResetField; value: string }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'code.resend' }

export interface PasswordResetInput {
  email?: string
}

const notProvided = actorNotProvided('password-reset machine')

const clearErrors = { fieldErrors: {}, passwordProblems: [] as PasswordProblem[], error: null } as const

/** The code check's input: a code is sent first, unless the page comes back from the new password (the code was used). */
function codeCheckInput(context: PasswordResetContext): VerifyCodeInput {
  return context.verifiedCode === null
    ? { target: context.email.trim(), sendFirst: true, resendAfter: RESEND_AFTER_SECONDS }
    : {
        target: context.email.trim(),
        sendFirst: false,
        resendAfter: RESEND_AFTER_SECONDS,
        resendIn: context.check?.resendIn ?? 0,
      }
}

/** Folds the check's snapshot into the flow: the code field's and the page's messages, the countdown, the masked phone of a new code. */
function followCheck(context: PasswordResetContext, snapshot: VerifyCodeSnapshot): Partial<PasswordResetContext> {
  const next = nextCodeCheckView(context.check, snapshot)
  const sent = next.view.sent as { maskedPhone?: string } | null
  return {
    check: next.view,
    ...(next.fieldError !== undefined
      ? { fieldErrors: { ...context.fieldErrors, code: next.fieldError ?? undefined } }
      : {}),
    ...(next.error !== undefined ? { error: next.error } : {}),
    ...(next.newCode ? { code: '', maskedPhone: sent?.maskedPhone ?? context.maskedPhone } : {}),
  }
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    /** passwords/request-reset sends the SMS code (answers the masked phone); passwords/verify-code answers the reset token. */
    code: verifyCodeMachine,
    /** passwords/reset with the token. */
    resetPassword: fromPromise<void, { token: string; password: string }>(async () => notProvided('resetPassword')),
  },
  guards: {
    emailInvalid: ({ context }) => !isValidEmail(context.email.trim()),
    passwordInvalid: ({ context }) =>
      passwordProblems(context.password).length > 0 || context.password !== context.passwordConfirmation,
    codeEditing: ({ context }) => context.check?.phase === 'editing',
    alreadyVerified: ({ context }) =>
      context.check?.phase === 'editing' && context.token !== null && context.verifiedCode === context.code.trim(),
    verified: (_, params: { output: VerifyCodeOutput }) => params.output.status === 'verified',
  },
  actions: {
    clearErrors: assign(clearErrors),
    followCheck: assign(({ context }, params: { snapshot: VerifyCodeSnapshot }) =>
      followCheck(context, params.snapshot),
    ),
    submitCode: sendTo('code', ({ context }) => ({ type: 'code.submit' as const, code: context.code })),
    resendCode: sendTo('code', { type: 'code.resend' as const }),
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
    check: null,
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
                  fieldErrors: ({ context }) => ({
                    email: message(context.email.trim() === '' ? 'required' : 'invalidEmail'),
                  }),
                }),
              },
              { target: '#passwordReset.code', actions: ['clearErrors', assign({ check: null })] },
            ],
          },
        },
      },
    },
    // The code check (machines/wizard/verify-code.machine.ts) sends the code first: while it does, the
    // e-mail page shows it busy, and a failure returns there.
    code: {
      entry: assign(({ context }) => ({ check: initialCodeCheckView(codeCheckInput(context)) })),
      invoke: {
        id: 'code',
        src: 'code',
        input: ({ context }) => codeCheckInput(context),
        onSnapshot: {
          actions: { type: 'followCheck', params: ({ event }) => ({ snapshot: event.snapshot as VerifyCodeSnapshot }) },
        },
        onDone: [
          {
            guard: { type: 'verified', params: ({ event }) => ({ output: event.output }) },
            target: 'newPassword',
            actions: assign(({ context, event }) => ({
              token: event.output.status === 'verified' ? (event.output.answer as { token: string }).token : null,
              verifiedCode: context.code.trim(),
            })),
          },
          {
            target: '#passwordReset.request',
            actions: assign(({ event }) => ({
              error: event.output.status === 'notSent' ? event.output.error : null,
              check: null,
            })),
          },
        ],
      },
      on: {
        'step.continue': [
          // Coming back to the code step and on again needs no new check (codes are single-use).
          { guard: 'alreadyVerified', target: 'newPassword', actions: 'clearErrors' },
          { guard: 'codeEditing', actions: 'submitCode' },
        ],
        'code.resend': { guard: 'codeEditing', actions: 'resendCode' },
        'step.back': {
          guard: 'codeEditing',
          target: '#passwordReset.request',
          actions: ['clearErrors', assign({ code: '', token: null, verifiedCode: null, check: null })],
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
                  const fieldErrors: StepErrors<PasswordResetField> = {}
                  if (context.password === '') fieldErrors.password = message('required')
                  else if (problems.length > 0) fieldErrors.password = message('weakPassword')
                  if (context.passwordConfirmation === '') fieldErrors.passwordConfirmation = message('required')
                  else if (context.password !== context.passwordConfirmation)
                    fieldErrors.passwordConfirmation = message('passwordMismatch')
                  return { fieldErrors, passwordProblems: problems, error: null }
                }),
              },
              { target: 'saving', actions: 'clearErrors' },
            ],
            // The verified code stays, so Continue on the code step comes straight back here.
            'step.back': {
              target: '#passwordReset.code',
              actions: ['clearErrors', assign({ password: '', passwordConfirmation: '' })],
            },
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
                const failure = failureOf(event.error, 'resetFailed')
                return failure.key === 'weakPassword'
                  ? { fieldErrors: { password: message('weakPassword') }, error: null }
                  : { error: failureMessage(failure) }
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

/** The check is still sending its first code: the e-mail page that asked for it shows it busy. */
const sendingFirst = (s: PasswordResetSnapshot) => s.context.check?.phase === 'sending'

export function selectPasswordResetStep(s: PasswordResetSnapshot): PasswordResetStep {
  if (s.matches('code')) return sendingFirst(s) ? 'request' : 'code'
  if (s.matches('newPassword')) return 'newPassword'
  if (s.matches('done')) return 'done'
  return 'request'
}
export const selectPasswordResetBusy = (s: PasswordResetSnapshot) =>
  (s.matches('code') && s.context.check !== null && s.context.check.phase !== 'editing') ||
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
export const selectResendIn = (s: PasswordResetSnapshot) => s.context.check?.resendIn ?? 0
export const selectCanResend = (s: PasswordResetSnapshot) =>
  s.matches('code') && s.context.check?.phase === 'editing' && s.context.check.resendIn <= 0
export const selectCodeResent = (s: PasswordResetSnapshot) => s.context.check?.resent === true

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
