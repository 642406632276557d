import { assign } from 'xstate'
import { failureKey } from './application-rules'
import { codeFailure } from './apprentice-application.rules'
import { apprenticeSetup, NEXT, PREVIOUS, savingState } from './apprentice-application.setup'

/**
 * The phone and e-mail steps: the number or address, a code sent to it, the code checked. A number or
 * address already verified (and unchanged) skips the code; after the code the answer is saved when
 * there is a draft.
 */

export const phoneStep = apprenticeSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'phone' } },
  on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'phone' } } } },
  initial: 'number',
  states: {
    number: {
      on: {
        'step.continue': [
          { guard: { type: 'stepInvalid', params: { step: 'phone' } }, actions: { type: 'showStepErrors', params: { step: 'phone' } } },
          // Already verified and unchanged: no code needed.
          { guard: 'phoneAlreadyVerified', target: 'afterCode', actions: 'clearErrors' },
          { target: 'sending', actions: 'clearErrors' },
        ],
        'step.back': { target: PREVIOUS },
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendPhoneCode',
        src: 'verifyPhone',
        input: ({ context }) => ({ mobilephone: context.answers.mobilephone.trim() }),
        onDone: { target: 'code', actions: assign(({ context }) => ({ answers: { ...context.answers, phoneCode: '' } })) },
        onError: { target: 'number', actions: assign({ formError: ({ event }) => failureKey(event.error, 'sendFailed') }) },
      },
    },
    code: {
      on: {
        'step.continue': [
          {
            guard: 'phoneCodeInvalid',
            actions: assign(({ context }) => ({ formError: null, errors: { phoneCode: context.answers.phoneCode.trim() ? 'invalidCode' : 'required' } })),
          },
          { target: 'verifying', actions: 'clearErrors' },
        ],
        'code.resend': { target: 'sending', actions: 'clearErrors' },
        'step.back': { target: 'number', actions: 'clearErrors' },
      },
    },
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'checkPhoneCode',
        src: 'verifyPhone',
        input: ({ context }) => ({ mobilephone: context.answers.mobilephone.trim(), code: context.answers.phoneCode.trim() }),
        onDone: [
          {
            guard: { type: 'codeAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'afterCode',
            actions: assign(({ context }) => ({ verifiedPhone: context.answers.mobilephone.trim() })),
          },
          { target: 'code', actions: assign({ errors: { phoneCode: 'wrongCode' } }) },
        ],
        onError: { target: 'code', actions: assign(({ event }) => codeFailure('phoneCode', event.error)) },
      },
    },
    afterCode: { always: [{ guard: 'hasDraft', target: 'saving' }, { target: NEXT }] },
    saving: savingState('number'),
  },
})

export const emailStep = apprenticeSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'email' } },
  on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'email' } } } },
  initial: 'address',
  states: {
    address: {
      on: {
        'step.continue': [
          { guard: { type: 'stepInvalid', params: { step: 'email' } }, actions: { type: 'showStepErrors', params: { step: 'email' } } },
          { guard: 'emailAlreadyVerified', target: 'afterCode', actions: 'clearErrors' },
          { target: 'sending', actions: 'clearErrors' },
        ],
        'step.back': { target: PREVIOUS },
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendEmailCode',
        src: 'verifyEmail',
        input: ({ context }) => ({ email: context.answers.email.trim() }),
        onDone: { target: 'code', actions: assign(({ context }) => ({ answers: { ...context.answers, emailCode: '' } })) },
        onError: { target: 'address', actions: assign({ formError: ({ event }) => failureKey(event.error, 'sendFailed') }) },
      },
    },
    code: {
      on: {
        'step.continue': [
          {
            guard: 'emailCodeInvalid',
            actions: assign(({ context }) => ({ formError: null, errors: { emailCode: context.answers.emailCode.trim() ? 'invalidCode' : 'required' } })),
          },
          { target: 'verifying', actions: 'clearErrors' },
        ],
        'code.resend': { target: 'sending', actions: 'clearErrors' },
        'step.back': { target: 'address', actions: 'clearErrors' },
      },
    },
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'checkEmailCode',
        src: 'verifyEmail',
        input: ({ context }) => ({ email: context.answers.email.trim(), code: context.answers.emailCode.trim() }),
        onDone: [
          {
            guard: { type: 'codeAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'afterCode',
            actions: assign(({ context }) => ({ verifiedEmail: context.answers.email.trim() })),
          },
          { target: 'code', actions: assign({ errors: { emailCode: 'wrongCode' } }) },
        ],
        onError: { target: 'code', actions: assign(({ event }) => codeFailure('emailCode', event.error)) },
      },
    },
    afterCode: { always: [{ guard: 'hasDraft', target: 'saving' }, { target: NEXT }] },
    saving: savingState('address'),
  },
})
