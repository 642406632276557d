import { assign, fromPromise, setup } from 'xstate'
import {
  failureOf,
  failureMessage,
  message,
  type ErrorMessage,
  type FieldErrors,
  type Failure,
} from '../../src/api/failure'
import type { ConnectCompanyBody } from '../../src/api/company/company-data.schemas'
import { actorNotProvided } from '../wizard/not-provided'
import { connectProblems } from './connect-company.rules'
import {
  EMPTY_CONNECT_FORM,
  connectBody,
  regionNameOf,
  type ConnectCompanyInput,
  type ConnectField,
  type ConnectForm,
  type ConnectSent,
} from './connect-company.steps'
import './company.failures'

/**
 * Connecting a company (§2 "Connect company: choose region and organisation number; an e-mail
 * application is then prepared", §5, §8, issue 19). The user fills in the form, is asked first (the
 * application goes by e-mail in their name to the region), and the page says to whom it went and
 * when only after the server answered. §8's two refusals (number unusable, e-mail not created) point
 * to the chosen region; a failed call keeps the input for another try.
 */

export interface ConnectCompanyContext extends ConnectCompanyInput {
  form: ConnectForm
  fieldErrors: FieldErrors<ConnectField>
  error: ErrorMessage | null
  sent: ConnectSent | null
}

export type ConnectCompanyEvent =
  | { type: 'region.change'; regionId: number | null }
  | { type: 'number.change'; value: string }
  | { type: 'submit' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.back' }
  | { type: 'retry' }
  | { type: 'edit' }

/** §8's two connect-company refusals: the application cannot go, whatever is tried again. */
const REFUSALS: readonly string[] = ['organisationNumberUnusable', 'emailNotCreated']

const notProvided = actorNotProvided('connect-company machine')
const failureIn = (event: { error: unknown }): Failure => failureOf(event.error, 'somethingWentWrong')

export const connectCompanyMachine = setup({
  types: {
    context: {} as ConnectCompanyContext,
    events: {} as ConnectCompanyEvent,
    input: {} as ConnectCompanyInput,
  },
  actors: {
    /** PATCH /companies; rejects with a Failure (§8's refusals by their keys, a 422 naming fields). */
    sendApplication: fromPromise<ConnectSent, ConnectCompanyBody>(async () => notProvided('sendApplication')),
  },
  guards: {
    formValid: ({ context }) => Object.keys(connectProblems(context.form, context.regions)).length === 0,
    refused: ({ event }) => 'error' in event && REFUSALS.includes(failureIn(event).key),
    namesFields: ({ event }) => 'error' in event && Object.keys(failureIn(event).fieldErrors ?? {}).length > 0,
  },
}).createMachine({
  id: 'connectCompany',
  context: ({ input }) => ({ ...input, form: EMPTY_CONNECT_FORM, fieldErrors: {}, error: null, sent: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'region.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, regionId: event.regionId }),
            fieldErrors: ({ context }) => ({ ...context.fieldErrors, regionId: undefined }),
            error: null,
          }),
        },
        'number.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, organizationalNumber: event.value }),
            fieldErrors: ({ context }) => ({ ...context.fieldErrors, organizationalNumber: undefined }),
            error: null,
          }),
        },
        submit: [
          { guard: 'formValid', target: 'confirming', actions: assign({ fieldErrors: {}, error: null }) },
          {
            actions: assign({
              fieldErrors: ({ context }) => connectProblems(context.form, context.regions),
              error: message('formNotFilled'),
            }),
          },
        ],
      },
    },
    /** Asked first: the e-mail application goes to the region in the user's name. */
    confirming: {
      on: { 'confirm.accept': 'sending', 'confirm.back': 'editing' },
    },
    sending: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'sendApplication',
        src: 'sendApplication',
        input: ({ context }) => connectBody(context.form),
        onDone: { target: 'sent', actions: assign({ sent: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'refused',
            target: 'refused',
            actions: assign({
              error: ({ context, event }) =>
                message(failureIn(event).key, { region: regionNameOf(context.regions, context.form.regionId) }),
            }),
          },
          {
            guard: 'namesFields',
            target: 'editing',
            actions: assign({
              fieldErrors: ({ event }) => failureIn(event).fieldErrors ?? {},
              error: message('formNotFilled'),
            }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => failureMessage(failureIn(event)) }) },
        ],
      },
    },
    /** §8: the region has to help; the user may change the number or the region. */
    refused: {
      on: { edit: 'editing' },
    },
    /** The call failed: the input is kept, to send again or change. */
    failed: {
      on: { retry: 'sending', edit: 'editing' },
    },
    sent: { type: 'final' },
  },
})
