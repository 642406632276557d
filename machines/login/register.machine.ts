import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate'
import { isValidCode, isValidEmail, isValidPhone } from '../../src/domain/validation'
import { RESEND_AFTER_SECONDS, countdownTicker, flowErrorKey, type FieldErrors, type FlowErrorKey, type PathEvent } from './flow-support'

/**
 * /register (§2, §4 "registered = phone and e-mail verified"): mobile phone -> its 4-digit code ->
 * e-mail -> its 4-digit code -> done. Steps already verified are skipped; a failure keeps the step and
 * everything typed.
 */

export type RegisterField = 'mobilephone' | 'phoneCode' | 'email' | 'emailCode'
export type RegisterStep = 'phone' | 'phoneCode' | 'email' | 'emailCode' | 'done'

export interface RegisterInput {
  mobilephone: string | null
  email: string | null
  phoneVerified: boolean
  emailVerified: boolean
}

export interface RegisterContext {
  mobilephone: string
  phoneCode: string
  email: string
  emailCode: string
  phoneVerified: boolean
  emailVerified: boolean
  /** The phone steps are part of this visit (so the e-mail step can go back to them). */
  includesPhone: boolean
  fieldErrors: FieldErrors<RegisterField>
  error: FlowErrorKey | null
  resendIn: number
  resent: boolean
}

export type RegisterEvent =
  | { type: 'answers.change'; field: RegisterField; value: string }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'code.resend' }
  | { type: 'countdown.tick' }

function notProvided(name: string): never {
  throw new Error(`register machine: actor "${name}" was not provided`)
}

/** Answer of a "check the code" call (persons/verify-phone or verify-email with a code). */
export interface CodeCheck {
  verified: boolean
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
  },
  actors: {
    /** persons/verify-phone without a code: sends the SMS. */
    sendPhoneCode: fromPromise<void, { mobilephone: string }>(async () => notProvided('sendPhoneCode')),
    /** persons/verify-phone with the code. */
    checkPhoneCode: fromPromise<CodeCheck, { mobilephone: string; code: string }>(async () => notProvided('checkPhoneCode')),
    /** persons/verify-email without a code: sends the e-mail. */
    sendEmailCode: fromPromise<void, { email: string }>(async () => notProvided('sendEmailCode')),
    /** persons/verify-email with the code. */
    checkEmailCode: fromPromise<CodeCheck, { email: string; code: string }>(async () => notProvided('checkEmailCode')),
    countdown: countdownTicker,
  },
  actions: {
    /** Edge: reload the person (user.updated) and go to the start page. */
    registered: () => {},
    clearErrors: assign({ fieldErrors: {}, error: null }),
    startCountdown: assign({ resendIn: RESEND_AFTER_SECONDS, resent: false }),
    tick: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
  },
  guards: {
    phoneVerified: ({ context }) => context.phoneVerified,
    emailVerified: ({ context }) => context.emailVerified,
    phoneInvalid: ({ context }) => !isValidPhone(context.mobilephone.trim()),
    emailInvalid: ({ context }) => !isValidEmail(context.email.trim()),
    phoneCodeInvalid: ({ context }) => !isValidCode(context.phoneCode.trim()),
    emailCodeInvalid: ({ context }) => !isValidCode(context.emailCode.trim()),
    canResend: ({ context }) => context.resendIn <= 0,
    includesPhone: ({ context }) => context.includesPhone,
    codeAccepted: (_, params: { check: CodeCheck }) => params.check.verified,
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    mobilephone: input.mobilephone ?? '',
    phoneCode: '',
    email: input.email ?? '',
    emailCode: '',
    phoneVerified: input.phoneVerified,
    emailVerified: input.emailVerified,
    includesPhone: !input.phoneVerified,
    fieldErrors: {},
    error: null,
    resendIn: 0,
    resent: false,
  }),
  on: {
    'answers.change': {
      actions: assign(({ context, event }) => ({
        ...pick(event.field, event.value),
        fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
      })),
    },
  },
  initial: 'routing',
  states: {
    // Skip what the person has already verified.
    routing: {
      always: [{ guard: not('phoneVerified'), target: 'phone' }, { guard: not('emailVerified'), target: 'email' }, { target: 'done' }],
    },
    phone: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'step.continue': [
              {
                guard: 'phoneInvalid',
                actions: assign({
                  error: null,
                  fieldErrors: ({ context }) => ({ mobilephone: context.mobilephone.trim() === '' ? 'required' : 'invalidPhone' }),
                }),
              },
              { target: 'sending', actions: 'clearErrors' },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'sendPhoneCode',
            src: 'sendPhoneCode',
            input: ({ context }) => ({ mobilephone: context.mobilephone.trim() }),
            onDone: { target: '#register.phoneCode', actions: ['startCountdown', assign({ phoneCode: '' })] },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => flowErrorKey(event.error, 'sendFailed') }) },
          },
        },
      },
    },
    phoneCode: {
      invoke: { id: 'countdown', src: 'countdown' },
      on: { 'countdown.tick': { actions: 'tick' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'step.continue': [
              {
                guard: 'phoneCodeInvalid',
                actions: assign({
                  error: null,
                  fieldErrors: ({ context }) => ({ phoneCode: context.phoneCode.trim() === '' ? 'required' : 'invalidCode' }),
                }),
              },
              { target: 'verifying', actions: 'clearErrors' },
            ],
            'code.resend': { guard: 'canResend', target: 'resending', actions: 'clearErrors' },
            'step.back': { target: '#register.phone', actions: ['clearErrors', assign({ phoneCode: '' })] },
          },
        },
        verifying: {
          invoke: {
            id: 'checkPhoneCode',
            src: 'checkPhoneCode',
            input: ({ context }) => ({ mobilephone: context.mobilephone.trim(), code: context.phoneCode.trim() }),
            onDone: [
              {
                guard: { type: 'codeAccepted', params: ({ event }) => ({ check: event.output }) },
                target: '#register.afterPhone',
                actions: assign({ phoneVerified: true }),
              },
              { target: 'editing', actions: assign({ fieldErrors: { phoneCode: 'wrongCode' } }) },
            ],
            onError: { target: 'editing', actions: assign(({ event }) => codeFailure('phoneCode', event.error)) },
          },
        },
        resending: {
          invoke: {
            id: 'resendPhoneCode',
            src: 'sendPhoneCode',
            input: ({ context }) => ({ mobilephone: context.mobilephone.trim() }),
            onDone: { target: 'editing', actions: ['startCountdown', assign({ resent: true, phoneCode: '' })] },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => flowErrorKey(event.error, 'sendFailed') }) },
          },
        },
      },
    },
    afterPhone: {
      always: [{ guard: 'emailVerified', target: 'done' }, { target: 'email' }],
    },
    email: {
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
              { target: 'sending', actions: 'clearErrors' },
            ],
            // Going back to change the phone means confirming it again.
            'step.back': {
              guard: 'includesPhone',
              target: '#register.phone',
              actions: ['clearErrors', assign({ phoneVerified: false, phoneCode: '' })],
            },
          },
        },
        sending: {
          invoke: {
            id: 'sendEmailCode',
            src: 'sendEmailCode',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: '#register.emailCode', actions: ['startCountdown', assign({ emailCode: '' })] },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => flowErrorKey(event.error, 'sendFailed') }) },
          },
        },
      },
    },
    emailCode: {
      invoke: { id: 'countdown', src: 'countdown' },
      on: { 'countdown.tick': { actions: 'tick' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'step.continue': [
              {
                guard: 'emailCodeInvalid',
                actions: assign({
                  error: null,
                  fieldErrors: ({ context }) => ({ emailCode: context.emailCode.trim() === '' ? 'required' : 'invalidCode' }),
                }),
              },
              { target: 'verifying', actions: 'clearErrors' },
            ],
            'code.resend': { guard: 'canResend', target: 'resending', actions: 'clearErrors' },
            'step.back': { target: '#register.email', actions: ['clearErrors', assign({ emailCode: '' })] },
          },
        },
        verifying: {
          invoke: {
            id: 'checkEmailCode',
            src: 'checkEmailCode',
            input: ({ context }) => ({ email: context.email.trim(), code: context.emailCode.trim() }),
            onDone: [
              {
                guard: { type: 'codeAccepted', params: ({ event }) => ({ check: event.output }) },
                target: '#register.done',
                actions: assign({ emailVerified: true }),
              },
              { target: 'editing', actions: assign({ fieldErrors: { emailCode: 'wrongCode' } }) },
            ],
            onError: { target: 'editing', actions: assign(({ event }) => codeFailure('emailCode', event.error)) },
          },
        },
        resending: {
          invoke: {
            id: 'resendEmailCode',
            src: 'sendEmailCode',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: 'editing', actions: ['startCountdown', assign({ resent: true, emailCode: '' })] },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => flowErrorKey(event.error, 'sendFailed') }) },
          },
        },
      },
    },
    done: { type: 'final', entry: 'registered' },
  },
})

function pick(field: RegisterField, value: string): Partial<Pick<RegisterContext, RegisterField>> {
  return { [field]: value }
}

/** A rejected code check: a wrong code belongs to the field, anything else to the page. */
function codeFailure(field: 'phoneCode' | 'emailCode', error: unknown): Pick<RegisterContext, 'fieldErrors' | 'error'> {
  const key = flowErrorKey(error, 'wrongCode')
  return key === 'wrongCode' ? { fieldErrors: { [field]: 'wrongCode' }, error: null } : { fieldErrors: {}, error: key }
}

export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>

export function selectRegisterStep(s: RegisterSnapshot): RegisterStep {
  if (s.matches('phoneCode')) return 'phoneCode'
  if (s.matches('email')) return 'email'
  if (s.matches('emailCode')) return 'emailCode'
  if (s.matches('done')) return 'done'
  return 'phone'
}
export const selectRegisterBusy = (s: RegisterSnapshot) =>
  s.matches({ phone: 'sending' }) ||
  s.matches({ phoneCode: 'verifying' }) ||
  s.matches({ phoneCode: 'resending' }) ||
  s.matches({ email: 'sending' }) ||
  s.matches({ emailCode: 'verifying' }) ||
  s.matches({ emailCode: 'resending' })
export const selectRegisterValues = (s: RegisterSnapshot) => ({
  mobilephone: s.context.mobilephone,
  phoneCode: s.context.phoneCode,
  email: s.context.email,
  emailCode: s.context.emailCode,
})
export const selectRegisterFieldErrors = (s: RegisterSnapshot) => s.context.fieldErrors
export const selectRegisterError = (s: RegisterSnapshot) => s.context.error
export const selectRegisterResendIn = (s: RegisterSnapshot) => s.context.resendIn
export const selectRegisterCanResend = (s: RegisterSnapshot) =>
  (s.matches({ phoneCode: 'editing' }) || s.matches({ emailCode: 'editing' })) && s.context.resendIn <= 0
export const selectRegisterCodeResent = (s: RegisterSnapshot) => s.context.resent
/** Whether the step has a previous step inside the flow (else the back link leaves to the start page). */
export const selectRegisterCanGoBack = (s: RegisterSnapshot) =>
  s.matches('phoneCode') || s.matches('emailCode') || (s.matches('email') && s.context.includesPhone)
/** Only stable steps are kept across a reload; a call in flight is not. */
export const registerPersistable = (s: RegisterSnapshot) => s.status === 'active' && !selectRegisterBusy(s)

/** Intent events with sample payloads plus the call answers, for xstate/graph path generation. */
export const registerEvents: readonly PathEvent[] = [
  { type: 'answers.change', field: 'mobilephone', value: '0701234567' },
  { type: 'answers.change', field: 'phoneCode', value: '1234' },
  { type: 'answers.change', field: 'email', value: 'ny.person@example.se' },
  { type: 'answers.change', field: 'emailCode', value: '1234' },
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'code.resend' },
  { type: 'xstate.done.actor.sendPhoneCode', output: { sent: true, verified: false } },
  { type: 'xstate.error.actor.sendPhoneCode', error: { key: 'sendFailed' } },
  { type: 'xstate.done.actor.checkPhoneCode', output: { sent: false, verified: true } },
  { type: 'xstate.done.actor.checkPhoneCode', output: { sent: false, verified: false } },
  { type: 'xstate.done.actor.sendEmailCode', output: { sent: true, verified: false } },
  { type: 'xstate.done.actor.checkEmailCode', output: { sent: false, verified: true } },
  { type: 'xstate.done.actor.checkEmailCode', output: { sent: false, verified: false } },
]
