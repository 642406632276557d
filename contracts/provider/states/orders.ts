/**
 * The orders slice (issue 20): distance orders, extension orders and card orders as
 * mock-server/scenario/orders.ts seeds them. Each state checks its situation.
 */
import { db } from '../../../mock-server/db'
import { mariaAdministersSyd, sessionFor } from '../../../mock-server/handlers/orders/-orders-test-kit'
import { ORDER_IDS, PERSONAS } from '../../../mock-server/seed'
import { expectSituation, loggedIn, type Setup } from './-support'

/** The card persons' sessions carry this token (the consumer's `orders-test-<person id>`). */
const cardPerson =
  (personId: number, holds: () => boolean, what: string): Setup =>
  async () => {
    await sessionFor(personId)
    expectSituation(holds(), what)
  }

/** Approved by Maria a week ago (state 2 of both distance and extension orders). */
const approvedByMaria = {
  data(draft: { stateId: number; approvedAt: string | null; approvedById: number | null }) {
    draft.stateId = 2
    draft.approvedAt = '2026-11-20T10:00:00.000Z'
    draft.approvedById = PERSONAS.companyAdmin.id
  },
}

const printOrdersOf = (personId: number) => db().printOrders.findMany((q) => q.where({ personId }))

export const ordersStates: Record<string, Setup> = {
  // A second approval: Sara's order near its deadline was approved a moment ago.
  'the company administrator is logged in and Sara’s distance order is approved': async () => {
    await loggedIn('companyAdmin')()
    await db().distanceOrders.update((q) => q.where({ id: ORDER_IDS.nearDeadline }), approvedByMaria)
  },
  // Tomasz's order at Lund, past its approval date: e-book 7004 off until approved.
  'the company administrator also administers Syd, where Tomasz’s distance order is past its date': async () => {
    await loggedIn('companyAdmin')()
    await mariaAdministersSyd()
    const order = db().distanceOrders.findFirst((q) => q.where({ id: ORDER_IDS.pastDeadline }))
    expectSituation(order?.stateId === 1, "Tomasz's order awaiting the company")
  },
  // No extension order open on order 12005: the waiting one was approved.
  'the company administrator is logged in and the waiting extension order is approved': async () => {
    await loggedIn('companyAdmin')()
    await db().extensionOrders.update((q) => q.where({ id: ORDER_IDS.extensionOrder }), approvedByMaria)
  },
  'Oskar, who had a machine card for excavator and wheel loader, is logged in': cardPerson(
    ORDER_IDS.oskar.id,
    () => printOrdersOf(ORDER_IDS.oskar.id).some((o) => o.machineIds.join() === '1,2' && o.status === 'delivered'),
    "Oskar's delivered card [1, 2]",
  ),
  'Ivar, who has a machine card order on its way, is logged in': cardPerson(
    ORDER_IDS.ivar.id,
    () => printOrdersOf(ORDER_IDS.ivar.id).some((o) => o.status === 'printed'),
    "Ivar's ongoing card order",
  ),
}
