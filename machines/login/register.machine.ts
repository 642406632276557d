import { assign, not, sendTo, setup, type SnapshotFrom } from 'xstate'
import { isValidEmail, isValidPhone } from '../../src/domain/validation'
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
import { message, type ErrorMessage } from '../../src/api/failure'
import type { StepErrors } from '../wizard/field-errors'

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
  fieldErrors: StepErrors<RegisterField>
  error: ErrorMessage | null
  /** The running code check as the page shows it (see machines/wizard/verify-code.machine.ts). */
  check: CodeCheckView | null
}

export type RegisterEvent =
  | { type: 'answers.change'; field: RegisterField; value: string }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'code.resend' }

/** Which code check runs: the phone's or the e-mail's (one at a time). */
type CodeField = 'phoneCode' | 'emailCode'

/** Folds the running check's snapshot into the flow (its page's messages, the countdown, a new code). */
function followCheck(
  context: RegisterContext,
  field: CodeField,
  snapshot: VerifyCodeSnapshot,
): Partial<RegisterContext> {
  const next = nextCodeCheckView(context.check, snapshot)
  return {
    check: next.view,
    ...(next.fieldError !== undefined
      ? { fieldErrors: { ...context.fieldErrors, [field]: next.fieldError ?? undefined } }
      : {}),
    ...(next.error !== undefined ? { error: next.error } : {}),
    ...(next.newCode ? { [field]: '' } : {}),
  }
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
  },
  actors: {
    /** persons/verify-phone: without a code sends the SMS, with the code checks it (codeCheck at the edge). */
    phoneCode: verifyCodeMachine,
    /** persons/verify-email, the same for the e-mail. */
    emailCode: verifyCodeMachine,
  },
  actions: {
    /** Edge: reload the person (user.updated) and go to the start page. */
    registered: () => {},
    clearErrors: assign({ fieldErrors: {}, error: null }),
    followPhoneCheck: assign(({ context }, params: { snapshot: VerifyCodeSnapshot }) =>
      followCheck(context, 'phoneCode', params.snapshot),
    ),
    followEmailCheck: assign(({ context }, params: { snapshot: VerifyCodeSnapshot }) =>
      followCheck(context, 'emailCode', params.snapshot),
    ),
    submitPhoneCode: sendTo('phoneCode', ({ context }) => ({ type: 'code.submit' as const, code: context.phoneCode })),
    submitEmailCode: sendTo('emailCode', ({ context }) => ({ type: 'code.submit' as const, code: context.emailCode })),
    resendPhoneCode: sendTo('phoneCode', { type: 'code.resend' as const }),
    resendEmailCode: sendTo('emailCode', { type: 'code.resend' as const }),
    notSent: assign((_, params: { output: VerifyCodeOutput }) => ({
      error: params.output.status === 'notSent' ? params.output.error : null,
      check: null,
    })),
  },
  guards: {
    phoneVerified: ({ context }) => context.phoneVerified,
    emailVerified: ({ context }) => context.emailVerified,
    phoneInvalid: ({ context }) => !isValidPhone(context.mobilephone.trim()),
    emailInvalid: ({ context }) => !isValidEmail(context.email.trim()),
    /** The code page waits for the user (no call of the check runs). */
    codeEditing: ({ context }) => context.check?.phase === 'editing',
    includesPhone: ({ context }) => context.includesPhone,
    verified: (_, params: { output: VerifyCodeOutput }) => params.output.status === 'verified',
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
    check: null,
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
      always: [
        { guard: not('phoneVerified'), target: 'phone' },
        { guard: not('emailVerified'), target: 'email' },
        { target: 'done' },
      ],
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
                  fieldErrors: ({ context }) => ({
                    mobilephone: message(context.mobilephone.trim() === '' ? 'required' : 'invalidPhone'),
                  }),
                }),
              },
              { target: '#register.phoneCode', actions: 'clearErrors' },
            ],
          },
        },
      },
    },
    // The check sends the SMS first: while it runs, the phone page shows it busy; a failure returns there.
    phoneCode: {
      entry: assign(({ context }) => ({ phoneCode: '', check: initialCodeCheckView(phoneCheck(context)) })),
      invoke: {
        id: 'phoneCode',
        src: 'phoneCode',
        input: ({ context }) => phoneCheck(context),
        onSnapshot: {
          actions: {
            type: 'followPhoneCheck',
            params: ({ event }) => ({ snapshot: event.snapshot as VerifyCodeSnapshot }),
          },
        },
        onDone: [
          {
            guard: { type: 'verified', params: ({ event }) => ({ output: event.output }) },
            target: 'afterPhone',
            actions: assign({ phoneVerified: true, check: null }),
          },
          {
            target: '#register.phone',
            actions: { type: 'notSent', params: ({ event }) => ({ output: event.output }) },
          },
        ],
      },
      on: {
        'step.continue': { guard: 'codeEditing', actions: 'submitPhoneCode' },
        'code.resend': { guard: 'codeEditing', actions: 'resendPhoneCode' },
        'step.back': {
          guard: 'codeEditing',
          target: '#register.phone',
          actions: ['clearErrors', assign({ phoneCode: '', check: null })],
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
                  fieldErrors: ({ context }) => ({
                    email: message(context.email.trim() === '' ? 'required' : 'invalidEmail'),
                  }),
                }),
              },
              { target: '#register.emailCode', actions: 'clearErrors' },
            ],
            // Going back to change the phone means confirming it again.
            'step.back': {
              guard: 'includesPhone',
              target: '#register.phone',
              actions: ['clearErrors', assign({ phoneVerified: false, phoneCode: '' })],
            },
          },
        },
      },
    },
    emailCode: {
      entry: assign(({ context }) => ({ emailCode: '', check: initialCodeCheckView(emailCheck(context)) })),
      invoke: {
        id: 'emailCode',
        src: 'emailCode',
        input: ({ context }) => emailCheck(context),
        onSnapshot: {
          actions: {
            type: 'followEmailCheck',
            params: ({ event }) => ({ snapshot: event.snapshot as VerifyCodeSnapshot }),
          },
        },
        onDone: [
          {
            guard: { type: 'verified', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: assign({ emailVerified: true, check: null }),
          },
          {
            target: '#register.email',
            actions: { type: 'notSent', params: ({ event }) => ({ output: event.output }) },
          },
        ],
      },
      on: {
        'step.continue': { guard: 'codeEditing', actions: 'submitEmailCode' },
        'code.resend': { guard: 'codeEditing', actions: 'resendEmailCode' },
        'step.back': {
          guard: 'codeEditing',
          target: '#register.email',
          actions: ['clearErrors', assign({ emailCode: '', check: null })],
        },
      },
    },
    done: { type: 'final', entry: 'registered' },
  },
})

function phoneCheck(context: RegisterContext): VerifyCodeInput {
  return { target: context.mobilephone.trim(), sendFirst: true, resendAfter: RESEND_AFTER_SECONDS }
}

function emailCheck(context: RegisterContext): VerifyCodeInput {
  return { target: context.email.trim(), sendFirst: true, resendAfter: RESEND_AFTER_SECONDS }
}

function pick(field: RegisterField, value: string): Partial<Pick<RegisterContext, RegisterField>> {
  return { [field]: value }
}

export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>

/** The check of the page shown is still sending its first code: the page that asked for it shows it busy. */
const sendingFirst = (s: RegisterSnapshot) => s.context.check?.phase === 'sending'

export function selectRegisterStep(s: RegisterSnapshot): RegisterStep {
  if (s.matches('phoneCode')) return sendingFirst(s) ? 'phone' : 'phoneCode'
  if (s.matches('email')) return 'email'
  if (s.matches('emailCode')) return sendingFirst(s) ? 'email' : 'emailCode'
  if (s.matches('done')) return 'done'
  return 'phone'
}
export const selectRegisterBusy = (s: RegisterSnapshot) =>
  (s.matches('phoneCode') || s.matches('emailCode')) && s.context.check !== null && s.context.check.phase !== 'editing'
export const selectRegisterValues = (s: RegisterSnapshot) => ({
  mobilephone: s.context.mobilephone,
  phoneCode: s.context.phoneCode,
  email: s.context.email,
  emailCode: s.context.emailCode,
})
export const selectRegisterFieldErrors = (s: RegisterSnapshot) => s.context.fieldErrors
export const selectRegisterError = (s: RegisterSnapshot) => s.context.error
export const selectRegisterResendIn = (s: RegisterSnapshot) => s.context.check?.resendIn ?? 0
export const selectRegisterCanResend = (s: RegisterSnapshot) =>
  s.context.check?.phase === 'editing' && s.context.check.resendIn <= 0
export const selectRegisterCodeResent = (s: RegisterSnapshot) => s.context.check?.resent === true
/** Whether the step has a previous step inside the flow (else the back link leaves to the start page). */
export const selectRegisterCanGoBack = (s: RegisterSnapshot) =>
  ((s.matches('phoneCode') || s.matches('emailCode')) && !sendingFirst(s)) ||
  (s.matches('email') && s.context.includesPhone)
/** Only stable steps are kept across a reload; a call in flight is not. */
export const registerPersistable = (s: RegisterSnapshot) => s.status === 'active' && !selectRegisterBusy(s)
