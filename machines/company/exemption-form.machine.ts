import { assign, fromPromise, setup } from 'xstate'
import type { Exemption } from '../../src/api/company/exemption.schemas'
import { failureMessageOf, failureOf, message } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'
import './company.failures'
import { afterChange, afterFile, checkForm, hasErrors, sameValue, sendInput } from './exemption-form.rules'
import type {
  ExemptionField,
  ExemptionFormContext,
  ExemptionFormEvent,
  ExemptionFormInput,
  ExemptionSendInput,
} from './exemption-form.steps'

/**
 * The instructor exemption application (§2 /company/{id}/exemption/new[/{employee_id}], §3 Exemption,
 * §5 attachments under ADR 0004; issue 19): the form is filled in (type, employee, profession and
 * orientation, reason, document), checked before the call, confirmed (sending is binding: the company
 * asks the board), then sent. Sent ends the flow (the edge goes to the thank-you page only after the
 * server answered); a refusal comes back per field in the server's words; a failed call keeps every
 * input, the chosen file too, and says why.
 */

const notProvided = actorNotProvided('exemption-form machine')

export const exemptionFormMachine = setup({
  types: {
    context: {} as ExemptionFormContext,
    events: {} as ExemptionFormEvent,
    input: {} as ExemptionFormInput,
  },
  actors: {
    /** The multipart create; rejects with a Failure (a 422's field texts in `fieldErrors`). */
    send: fromPromise<Exemption, ExemptionSendInput>(async () => notProvided('send')),
  },
  actions: {
    /** Edge: the thank-you page. */
    sent: () => {},
  },
  guards: {
    incomplete: ({ context }) => hasErrors(checkForm(context)),
    changes: ({ context, event }) => !sameValue(context, event),
  },
}).createMachine({
  id: 'exemptionForm',
  context: ({ input }) => ({
    companyId: input.companyId,
    draft: { type: null, employmentId: input.employmentId, professionId: null, orientationId: null, reason: '' },
    file: null,
    fieldErrors: {},
    formError: null,
    attempt: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': {
          guard: 'changes',
          actions: assign(({ context, event }) => afterChange(context, event)),
        },
        'file.chosen': { actions: assign(({ context, event }) => afterFile(context, event.file)) },
        send: [
          {
            guard: 'incomplete',
            actions: assign({
              fieldErrors: ({ context }) => checkForm(context),
              formError: message('formNotFilled'),
              attempt: ({ context }) => context.attempt + 1,
            }),
          },
          { target: 'confirming', actions: assign({ formError: null }) },
        ],
      },
    },
    /** Binding: the company applies to the board for the exemption; asked first. */
    confirming: {
      on: { 'confirm.cancel': 'editing', 'confirm.accept': 'sending' },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => sendInput(context),
        onDone: { target: 'sent', actions: 'sent' },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const fieldErrors = (failureOf(event.error, 'couldNotSend').fieldErrors ?? {}) as Partial<
              Record<ExemptionField, NonNullable<ExemptionFormContext['formError']>>
            >
            const named = hasErrors(fieldErrors)
            return {
              fieldErrors,
              formError: named ? message('formNotFilled') : failureMessageOf(event.error, 'couldNotSend'),
              attempt: context.attempt + 1,
            }
          }),
        },
      },
    },
    sent: { type: 'final' },
  },
})
