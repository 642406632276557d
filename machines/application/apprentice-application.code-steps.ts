import { assign, sendTo } from 'xstate'
import {
  RESEND_AFTER_SECONDS,
  initialCodeCheckView,
  nextCodeCheckView,
  type VerifyCodeInput,
  type VerifyCodeSnapshot,
} from '../wizard/verify-code.machine'
import { apprenticeSetup, NEXT, PREVIOUS, savingState } from './apprentice-application.setup'
import type { ApprenticeContext } from './apprentice-application.steps'

/**
 * The phone and e-mail steps: the number or address, then the kit's code check
 * (machines/wizard/verify-code.machine.ts: sends the code, checks it, a new one after a countdown),
 * as register and the password reset run it. A number or address already verified (and unchanged)
 * skips the code; after the code the answer is saved when there is a draft.
 */

/** Which code check runs: the phone's or the e-mail's (one at a time). */
export type CodeField = 'phoneCode' | 'emailCode'

/** The check's input: the code goes to what the page's field holds now; a new check always sends first. */
export function codeCheckInput(context: ApprenticeContext, field: CodeField): VerifyCodeInput {
  const target = field === 'phoneCode' ? context.answers.mobilephone.trim() : context.answers.email.trim()
  return { target, sendFirst: true, resendAfter: RESEND_AFTER_SECONDS }
}

/** Folds the running check's snapshot into the wizard (its page's messages, the countdown, a new code clears the field). */
export function followCheck(
  context: ApprenticeContext,
  field: CodeField,
  snapshot: VerifyCodeSnapshot,
): Partial<ApprenticeContext> {
  const next = nextCodeCheckView(context.check, snapshot)
  const errors = { ...context.errors }
  if (next.fieldError !== undefined) {
    if (next.fieldError === null) delete errors[field]
    else errors[field] = next.fieldError
  }
  return {
    check: next.view,
    ...(next.fieldError !== undefined ? { errors } : {}),
    ...(next.error !== undefined ? { formError: next.error } : {}),
    ...(next.newCode ? { answers: { ...context.answers, [field]: '' } } : {}),
  }
}

/** One code step: `field` is the number's or address's field, `code` the code's; `actor` the check's (the edge provides it). */
function codeStep(step: 'phone' | 'email', first: 'number' | 'address', code: CodeField) {
  const actor = code
  const alreadyVerified = step === 'phone' ? ('phoneAlreadyVerified' as const) : ('emailAlreadyVerified' as const)
  return apprenticeSetup.createStateConfig({
    entry: { type: 'enterStep', params: { step } },
    on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step } } } },
    initial: first,
    states: {
      [first]: {
        on: {
          'step.continue': [
            { guard: { type: 'stepInvalid', params: { step } }, actions: { type: 'showStepErrors', params: { step } } },
            // Already verified and unchanged: no code needed.
            { guard: alreadyVerified, target: 'afterCode', actions: 'clearErrors' },
            { target: 'code', actions: 'clearErrors' },
          ],
          'step.back': { target: PREVIOUS },
        },
      },
      // The check sends the code first: while it does, the number page shows it busy; a failure returns there.
      code: {
        entry: assign(({ context }) => ({
          answers: { ...context.answers, [code]: '' },
          check: initialCodeCheckView(codeCheckInput(context, code)),
        })),
        invoke: {
          id: actor,
          src: actor,
          input: ({ context }) => codeCheckInput(context, code),
          onSnapshot: {
            actions: assign(({ context, event }) => followCheck(context, code, event.snapshot as VerifyCodeSnapshot)),
          },
          onDone: [
            {
              guard: { type: 'codeVerified', params: ({ event }) => ({ output: event.output }) },
              target: 'afterCode',
              actions: assign(({ context }) =>
                step === 'phone'
                  ? { verifiedPhone: context.answers.mobilephone.trim(), check: null }
                  : { verifiedEmail: context.answers.email.trim(), check: null },
              ),
            },
            {
              target: first,
              actions: assign(({ event }) => ({
                formError: event.output.status === 'notSent' ? event.output.error : null,
                check: null,
              })),
            },
          ],
        },
        on: {
          'step.continue': {
            guard: 'codeEditing',
            actions: sendTo(actor, ({ context }) => ({ type: 'code.submit' as const, code: context.answers[code] })),
          },
          'code.resend': { guard: 'codeEditing', actions: sendTo(actor, { type: 'code.resend' as const }) },
          'step.back': { guard: 'codeEditing', target: first, actions: ['clearErrors', assign({ check: null })] },
        },
      },
      afterCode: { always: [{ guard: 'hasDraft', target: 'saving' }, { target: NEXT }] },
      saving: savingState(first),
    },
  })
}

export const phoneStep = codeStep('phone', 'number', 'phoneCode')
export const emailStep = codeStep('email', 'address', 'emailCode')
