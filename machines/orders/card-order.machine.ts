import { and, assign, fromPromise, setup } from 'xstate'
import type { CardOrderReason, CardQuote, PrintOrder } from '../../src/api/orders/card.schemas'
import { failureMessage, failureOf, message, type ErrorMessage } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'
import {
  cardCall,
  choiceErrors,
  detailErrors,
  fieldErrorsOf,
  namesChoiceField,
  type CardCall,
} from './card-order.rules'
import type {
  AddressField,
  CardOption,
  CardOrderErrors,
  CardOrderPage,
  CardOrderValues,
  DeliveryAddress,
} from './card-order.steps'
import './orders.failures'

/**
 * A card order for oneself (§2 Cards, §4, §9; issue 20): on the types page the card (a machine card
 * with its machine-type combination, or a trade-certificate card) and the §9 reason; on the order page
 * the server's price (a quote: the client shows, never decides, it), the delivery address and, when the
 * card costs anything, the delivery and payment terms; then the binding order asked once more and
 * placed. A card type with an ongoing order is blocked (§4). A refusal naming the card or the reason
 * goes back to the types page with the server's words there; one naming the address or the terms stays
 * on the order page; anything else keeps the confirmation with its reason. Nothing typed is lost.
 */

export interface CardOrderInput {
  personId: number
  /** What the person may order (the route's loader: educations, trade certificates, ongoing orders). */
  options: CardOption[]
  /** The choice the address carries, and the person's own address to deliver to. */
  values: CardOrderValues
  /** The page the flow opens on: the order page starts with the quote of the choice. */
  at: CardOrderPage
  /** Set when the company orders for its employee `personId` (§6): its calls name it, the company pays. */
  companyId?: number
}

export interface CardOrderContext extends Omit<CardOrderInput, 'at'> {
  at: CardOrderPage
  errors: CardOrderErrors
  /** Why the last call failed when no field is to blame. */
  formError: ErrorMessage | null
  /** The server's price for the choice (§9), null until quoted. */
  quote: CardQuote | null
  /** Grows with every refused check: the error summary takes focus again. */
  attempt: number
}

export type CardOrderEvent =
  | { type: 'card.choose'; key: string }
  | { type: 'machine.toggle'; machineId: number; checked: boolean }
  | { type: 'reason.choose'; reason: CardOrderReason }
  | { type: 'address.change'; field: AddressField; value: string }
  | { type: 'terms.toggle'; checked: boolean }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'quote.retry' }
  | { type: 'order.confirm' }
  | { type: 'order.change' }

const notProvided = actorNotProvided('card-order machine')

const without = (errors: CardOrderErrors, ...fields: (keyof CardOrderErrors)[]) =>
  Object.fromEntries(Object.entries(errors).filter(([f]) => !fields.includes(f as keyof CardOrderErrors)))

const refusal = (error: unknown) => fieldErrorsOf(failureOf(error, 'couldNotSave'))

/**
 * §4: the server says an order of the card type is under way (placed meanwhile, elsewhere): the types
 * page blocks that type from now on, as the start page would.
 */
const optionsAfter = (context: CardOrderContext, error: unknown): CardOption[] => {
  if (failureOf(error, 'couldNotSave').key !== 'ongoingOrder') return context.options
  const type = context.options.find((o) => o.key === context.values.optionKey)?.type
  return context.options.map((o) => (o.type === type ? { ...o, ongoing: true } : o))
}

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const valuesOf = ({ context }: { context: CardOrderContext }) => ({ values: context.values })

/** Back to the types page, the order page's messages dropped (from a failed price or the order page). */
const backToTypes = {
  target: 'choosing',
  actions: ['clearMessages', { type: 'toTypesPage', params: valuesOf }],
} as const

/** A refusal naming the card or the reason (the quote's or the order's): the types page with the server's words. */
const refusedAtChoice = {
  guard: 'namesChoice',
  target: 'choosing',
  actions: [
    { type: 'logFailure', params: errorOf },
    { type: 'takeChoiceRefusal', params: errorOf },
    { type: 'toTypesPage', params: valuesOf },
  ],
} as const

export const cardOrderMachine = setup({
  types: {
    context: {} as CardOrderContext,
    events: {} as CardOrderEvent,
    input: {} as CardOrderInput,
  },
  actors: {
    /** The create call with `preview: true`: the server's price, nothing stored; rejects with a Failure. */
    quoteCard: fromPromise<CardQuote, CardCall>(async () => notProvided('quoteCard')),
    /** The create call: the print order (201), priced by the server; rejects with a Failure. */
    orderCard: fromPromise<PrintOrder, CardCall>(async () => notProvided('orderCard')),
  },
  actions: {
    /** Edge: the choice made, on to the order page (its address carries the choice). */
    toOrderPage: (_, _params: { values: CardOrderValues }) => {},
    /** Edge: back to the types page (a change, or the server's words about the card or the reason there). */
    toTypesPage: (_, _params: { values: CardOrderValues }) => {},
    /** Edge: the order placed, the thank-you page. */
    ordered: (_, _params: PrintOrder) => {},
    logFailure: (_, _params: { error: unknown }) => {},
    clearMessages: assign({ errors: {}, formError: null }),
    /** The server's words about the card or the reason, for the types page (§4 blocks the type from now on). */
    takeChoiceRefusal: assign(({ context }, params: { error: unknown }) => ({
      errors: refusal(params.error),
      options: optionsAfter(context, params.error),
      formError: null,
      attempt: context.attempt + 1,
    })),
  },
  guards: {
    opensOnOrderPage: ({ context }) => context.at === 'order',
    choiceValid: ({ context }) => Object.keys(choiceErrors(context.values, context.options)).length === 0,
    detailsValid: ({ context }) => Object.keys(detailErrors(context.values, context.quote)).length === 0,
    namesChoice: ({ event }) => 'error' in event && namesChoiceField(refusal(event.error)),
    namesDetail: ({ event }) => 'error' in event && Object.keys(refusal(event.error)).length > 0,
  },
}).createMachine({
  id: 'cardOrder',
  context: ({ input }) => ({ ...input, errors: {}, formError: null, quote: null, attempt: 0 }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: and(['opensOnOrderPage', 'choiceValid']), target: 'quoting' },
        // The order page's address without a whole choice (typed, or an option gone): the types page.
        {
          guard: 'opensOnOrderPage',
          target: 'choosing',
          actions: { type: 'toTypesPage', params: ({ context }) => ({ values: context.values }) },
        },
        { target: 'choosing' },
      ],
    },
    /** The types page: which card, which machine types, why (§9 reasons). */
    choosing: {
      on: {
        'card.choose': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, optionKey: event.key, machineIds: [] },
            errors: without(context.errors, 'card', 'machineIds'),
            formError: null,
          })),
        },
        'machine.toggle': {
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              machineIds: event.checked
                ? [...new Set([...context.values.machineIds, event.machineId])].sort((a, b) => a - b)
                : context.values.machineIds.filter((id) => id !== event.machineId),
            },
            errors: without(context.errors, 'card', 'machineIds'),
          })),
        },
        'reason.choose': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, reason: event.reason },
            errors: without(context.errors, 'reason'),
          })),
        },
        'step.continue': [
          {
            guard: 'choiceValid',
            target: 'quoting',
            actions: [
              assign({ errors: {}, formError: null, quote: null }),
              { type: 'toOrderPage', params: ({ context }) => ({ values: context.values }) },
            ],
          },
          {
            actions: assign(({ context }) => ({
              errors: choiceErrors(context.values, context.options),
              attempt: context.attempt + 1,
            })),
          },
        ],
      },
    },
    /** The order page asks the server what the card costs (§9) before anything else. */
    quoting: {
      tags: 'busy',
      invoke: {
        id: 'quoteCard',
        src: 'quoteCard',
        input: ({ context }) =>
          cardCall(context.personId, context.values, context.options, false, context.companyId ?? null) as CardCall,
        onDone: { target: 'ready', actions: assign({ quote: ({ event }) => event.output, formError: null }) },
        onError: [
          refusedAtChoice,
          {
            target: 'quoteFailed',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              assign({ formError: ({ event }) => failureMessage(failureOf(event.error, 'couldNotLoad')) }),
            ],
          },
        ],
      },
    },
    /** No price: nothing can be ordered until it is known (try again, or change the card). */
    quoteFailed: {
      on: {
        'quote.retry': { target: 'quoting', actions: assign({ formError: null }) },
        'step.back': backToTypes,
      },
    },
    /** The order page: the price, where the card goes, the terms. */
    ready: {
      on: {
        'address.change': {
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              address: { ...context.values.address, [event.field]: event.value } as DeliveryAddress,
            },
            errors: without(context.errors, event.field, 'deliveryAddress'),
          })),
        },
        'terms.toggle': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, acceptTerms: event.checked },
            errors: without(context.errors, 'acceptTerms'),
          })),
        },
        'step.continue': [
          { guard: 'detailsValid', target: 'confirming', actions: assign({ errors: {}, formError: null }) },
          {
            actions: assign(({ context }) => ({
              errors: detailErrors(context.values, context.quote),
              formError: message('formNotFilled'),
              attempt: context.attempt + 1,
            })),
          },
        ],
        'step.back': backToTypes,
      },
    },
    /** §5: the order is binding, so it is asked once more, with the price. */
    confirming: {
      on: {
        'order.confirm': { target: 'ordering', actions: assign({ formError: null }) },
        'order.change': { target: 'ready', actions: assign({ formError: null }) },
      },
    },
    ordering: {
      tags: 'busy',
      invoke: {
        id: 'orderCard',
        src: 'orderCard',
        input: ({ context }) =>
          cardCall(context.personId, context.values, context.options, true, context.companyId ?? null) as CardCall,
        onDone: { target: 'ordered', actions: { type: 'ordered', params: ({ event }) => event.output } },
        onError: [
          refusedAtChoice,
          {
            guard: 'namesDetail',
            target: 'ready',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              assign(({ context, event }) => ({
                errors: refusal(event.error),
                formError: null,
                attempt: context.attempt + 1,
              })),
            ],
          },
          {
            target: 'confirming',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              assign({ formError: ({ event }) => failureMessage(failureOf(event.error, 'couldNotSave')) }),
            ],
          },
        ],
      },
    },
    ordered: { type: 'final' },
  },
})
