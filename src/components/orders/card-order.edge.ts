import { fromPromise, type ActorRefFrom } from 'xstate'
import { createInspectedActor } from '../../session/inspected-actor'
import { cardOrderMachine, type CardOrderInput } from '../../../machines/orders/card-order.machine'
import type { CardCall } from '../../../machines/orders/card-order.rules'
import type { CardOrderValues } from '../../../machines/orders/card-order.steps'
import { classified, REFUSAL_RULES, type FailureRules } from '../../api/failure'
import {
  orderMachineCard,
  orderTradeCertificateCard,
  quoteMachineCard,
  quoteTradeCertificateCard,
} from '../../api/orders/cards'
import type { PrintOrder } from '../../api/orders/card.schemas'

export interface CardOrderEdges {
  /** The choice made: the order page, its address carrying the choice. */
  toOrderPage: (values: CardOrderValues) => void
  /** Back to the types page (a change, or the server's words about the card or the reason). */
  toTypesPage: (values: CardOrderValues) => void
  /** Placed: the thank-you page. */
  ordered: (order: PrintOrder) => void
}

/** The quote (`preview: true`, nothing stored) by the card's kind. */
const quoteFor = (call: CardCall) =>
  call.kind === 'machineCard'
    ? quoteMachineCard(call.educationId, call.body, { silent: true })
    : quoteTradeCertificateCard(call.personId, call.body, { silent: true })

/** The order by the card's kind. */
const orderFor = (call: CardCall) =>
  call.kind === 'machineCard'
    ? orderMachineCard(call.educationId, call.body, { silent: true })
    : orderTradeCertificateCard(call.personId, call.body, { silent: true })

/** The kit's refusals, and §4's ongoing order (`data.reason 'ongoing'`) named: the types page then blocks the type. */
const CARD_RULES: FailureRules = { ...REFUSAL_RULES, reasons: { ongoing: 'ongoingOrder' } }

/**
 * The React edge of a card order for oneself (issue 20): the quote and the order as the machine's
 * actors, silent (the pages say why), classified with the kit's default rules (a 422 brings the server's
 * words per field: §4 ongoing order on professionId/machineIds, §9 reason, terms, address; 403
 * noPermission). The client never sends a price.
 */
export function cardOrderFlow(edges: () => CardOrderEdges) {
  return cardOrderMachine.provide({
    actors: {
      quoteCard: fromPromise(({ input }) => classified(() => quoteFor(input), 'couldNotLoad', CARD_RULES)),
      orderCard: fromPromise(({ input }) => classified(() => orderFor(input), 'couldNotSave', CARD_RULES)),
    },
    actions: {
      toOrderPage: (_, { values }) => edges().toOrderPage(values),
      toTypesPage: (_, { values }) => edges().toTypesPage(values),
      ordered: (_, order) => edges().ordered(order),
      logFailure: (_, params) => console.info('[orders] card order failed', params.error),
    },
  })
}

export type CardOrderActor = ActorRefFrom<ReturnType<typeof cardOrderFlow>>

/**
 * The one running card order: the types page and the order page are two routes, the flow is one. The
 * page that opens takes the running flow when it is the same person's (and the same company's, for
 * staff) and on that page (the machine
 * moved there and the edge navigated); any other visit (a reload, a link, the browser's back) starts
 * afresh from what the address carries. Edges are read through `current` so the page that shows the
 * flow now navigates.
 */
let running: { personId: number; companyId: number | undefined; actor: CardOrderActor } | null = null
let current: CardOrderEdges | null = null

export function takeCardOrder(
  input: CardOrderInput,
  edges: CardOrderEdges,
  pageOf: (actor: CardOrderActor) => CardOrderInput['at'],
): CardOrderActor {
  current = edges
  const same = running?.personId === input.personId && running.companyId === input.companyId
  if (running && same && running.actor.getSnapshot().status === 'active') {
    if (pageOf(running.actor) === input.at) return running.actor
  }
  running?.actor.stop()
  const actor = createInspectedActor(
    cardOrderFlow(() => current ?? edges),
    { input },
  )
  running = { personId: input.personId, companyId: input.companyId, actor }
  actor.start()
  return actor
}

/** The page that showed the flow is gone: its edges no longer navigate (the flow runs on for the next page). */
export function releaseCardOrderEdges(edges: CardOrderEdges): void {
  if (current === edges) current = null
}
