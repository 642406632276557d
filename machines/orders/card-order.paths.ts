import type { SnapshotFrom } from 'xstate'
import { message as serverMessage } from '../../mock-server/messages'
import { PERSONAS, PROFESSION_SCAFFOLDING } from '../../mock-server/seed'
import type { CardQuote, PrintOrder } from '../../src/api/orders/card.schemas'
import type { PathEvent } from '../wizard/path-event'
import { cardOrderMachine, type CardOrderInput } from './card-order.machine'
import { EMPTY_ADDRESS, type CardOption } from './card-order.steps'

/**
 * Path generation inputs of a card order for oneself (xstate/graph), replayed in the browser by
 * e2e/orders/card-order.spec.ts: Johan Berg (persona 'instructor') holds trade certificates 848 (an
 * earlier card: a replacement costs 450 kr incl. VAT, §9) and 101 (none yet: the first is free). Every
 * answer event is what the simulated backend answers him; only tests import this file.
 */

export type CardOrderSnapshot = SnapshotFrom<typeof cardOrderMachine>

function answerOf(state: 'quoting' | 'ordering', kind: 'done' | 'error'): string {
  const invoke = cardOrderMachine.getStateNodeById(`cardOrder.${state}`).invoke[0]
  if (!invoke) throw new Error(`card-order machine: no call in ${state}`)
  return `xstate.${kind}.actor.${invoke.id}`
}

export const CARD_ANSWERS = {
  quoted: answerOf('quoting', 'done'),
  quoteFailed: answerOf('quoting', 'error'),
  ordered: answerOf('ordering', 'done'),
  orderFailed: answerOf('ordering', 'error'),
} as const

export const JOHAN = PERSONAS.instructor
export const FIRST_CARD_PROFESSION = 101
export const REPLACEMENT_PROFESSION = PROFESSION_SCAFFOLDING

const tradeOption = (professionId: number, professionName: string): CardOption => ({
  key: `trade-${professionId}`,
  type: 'tradeCertificate',
  professionId,
  professionName,
  educationId: null,
  machines: [],
  ongoing: false,
})

export const cardOrderPathInput: CardOrderInput = {
  personId: JOHAN.id,
  options: [
    tradeOption(REPLACEMENT_PROFESSION, 'Ställningsbyggare'),
    tradeOption(FIRST_CARD_PROFESSION, 'Träarbetare'),
  ],
  values: {
    optionKey: '',
    machineIds: [],
    reason: '',
    address: { ...EMPTY_ADDRESS, address1: 'Skolgatan 4', zip: '931 30', city: 'Skellefteå' },
    acceptTerms: false,
  },
  at: 'types',
}

const price = (net: number, vat: number) => ({
  rule: net === 0 ? ('first' as const) : ('replacement' as const),
  payer: 'person' as const,
  net,
  vat,
  total: net + vat,
  shown: net + vat,
  includesVat: true,
})
export const FREE_QUOTE: CardQuote = { preview: true, type: 'tradeCertificate', price: price(0, 0) }
export const REPLACEMENT_QUOTE: CardQuote = { preview: true, type: 'tradeCertificate', price: price(360, 90) }
/** The order as the thank-you page needs it (the walks compare the page, not every field). */
export const ORDERED = { id: 15005, type: 'tradeCertificate', status: 'ordered' } as PrintOrder

const refusedAt = (field: string, key: Parameters<typeof serverMessage>[1], failureKey = 'couldNotSave') => ({
  key: failureKey,
  fieldErrors: { [field]: { text: serverMessage('sv', key) } },
})

/** §9: 848's card was had already, so "first card" is refused (the server by itself). */
export const REASON_LATER = refusedAt('reason', 'cardReasonLater')
/** §4: an order of the card was placed meanwhile (the walk places it through the API before confirming). */
export const ONGOING = refusedAt('professionId', 'ongoingCardOrder', 'ongoingOrder')

export const cardOrderEvents: readonly PathEvent[] = [
  { type: 'card.choose', key: `trade-${FIRST_CARD_PROFESSION}` },
  { type: 'card.choose', key: `trade-${REPLACEMENT_PROFESSION}` },
  { type: 'reason.choose', reason: 'firstCard' },
  { type: 'reason.choose', reason: 'lostOrStolen' },
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: CARD_ANSWERS.quoted, output: FREE_QUOTE },
  { type: CARD_ANSWERS.quoted, output: REPLACEMENT_QUOTE },
  { type: CARD_ANSWERS.quoteFailed, error: { key: 'couldNotLoad' } },
  { type: CARD_ANSWERS.quoteFailed, error: REASON_LATER },
  { type: 'quote.retry' },
  { type: 'address.change', field: 'zip', value: '' },
  { type: 'address.change', field: 'zip', value: '931 30' },
  { type: 'terms.toggle', checked: true },
  { type: 'order.confirm' },
  { type: 'order.change' },
  { type: CARD_ANSWERS.ordered, output: ORDERED },
  { type: CARD_ANSWERS.orderFailed, error: { key: 'couldNotSave' } },
  { type: CARD_ANSWERS.orderFailed, error: ONGOING },
]

/** What the pages show: the state, the values, the quote, the messages, the blocked cards (not the attempt count: it only moves focus). */
export function cardOrderPathKey(s: CardOrderSnapshot): string {
  const c = s.context
  const blocked = c.options.filter((o) => o.ongoing).map((o) => o.key)
  return JSON.stringify({
    value: s.value,
    values: c.values,
    errors: c.errors,
    formError: c.formError,
    quote: c.quote,
    blocked,
  })
}
