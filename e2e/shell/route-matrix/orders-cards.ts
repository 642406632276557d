import { ORDER_IDS, PERSONAS } from '../../../mock-server/seed'
import { authRoute, type RouteRow, type Who } from './-support'

/**
 * The card order for oneself (issue 20, §2 Cards): the start page is an auth route; the types and order
 * pages are Johan's own (§6: a person orders only for themselves, anyone else /forbidden); the thank-you
 * page shows Johan's delivered trade-certificate card, another person's order is /forbidden (403).
 */
const JOHAN = PERSONAS.instructor.id
const ownOnly = (who: Who) => (who === 'loggedOut' ? 'start' : who === 'instructor' ? 'page' : 'forbidden')

export const cardOrderRoutes: readonly RouteRow[] = [
  { path: '/order-card/my-start', expect: authRoute },
  { path: `/order-card/${JOHAN}/types`, expect: ownOnly },
  // The order page with a whole choice (the address carries it): the server's quote of 101's first card.
  {
    path: `/card/${JOHAN}/order/firstCard?card=trade-101`,
    landsAt: `/card/${JOHAN}/order/firstCard`,
    expect: ownOnly,
  },
  {
    path: `/card/thankyou?order=${ORDER_IDS.johanTradeCard}`,
    landsAt: '/card/thankyou',
    expect: ownOnly,
    decidesAfterData: true,
  },
]
