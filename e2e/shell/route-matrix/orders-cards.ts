import { COMPANY_NORR, COMPANY_STAFF, COMPANY_SYD, ORDER_IDS, PERSONAS } from '../../../mock-server/seed'
import { authRoute, COMPANY_USERS, companyRoute, type RouteRow, type Who } from './-support'

/**
 * The card order for oneself (issue 20, §2 Cards): the start page is an auth route; the types and order
 * pages are Johan's own (§6: a person orders only for themselves, anyone else /forbidden); the thank-you
 * page shows Johan's delivered trade-certificate card, another person's order is /forbidden (403).
 */
const JOHAN = PERSONAS.instructor.id
const ownOnly = (who: Who) => (who === 'loggedOut' ? 'start' : who === 'instructor' ? 'page' : 'forbidden')

/**
 * Card orders for staff (§6 "card orders for staff": distance admin, department admin or admin): Maria
 * (FTGADM and BG) and Karin (BG) at Norr, Lena (AVDADM Malmö) at Syd. The company's card-order start
 * (CompanyOrderCardStart) opens for every company user (§6 "company order cards").
 */
const STAFF_CARD_ORDERERS = {
  [COMPANY_NORR.id]: ['companyAdmin', 'bg'],
  [COMPANY_SYD.id]: ['departmentAdmin'],
} as const
const JOHAN_AT_NORR = 2004
const NOAH = COMPANY_STAFF.bookless

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
  { path: '/order-card/start', expect: authRoute },
  { path: `/order-card/${COMPANY_NORR.id}/start`, expect: companyRoute(COMPANY_USERS, COMPANY_NORR.id) },
  { path: `/order-card/${COMPANY_SYD.id}/start`, expect: companyRoute(COMPANY_USERS, COMPANY_SYD.id) },
  {
    path: `/order-card-company/${COMPANY_NORR.id}/types?person=${JOHAN}&employment=${JOHAN_AT_NORR}`,
    landsAt: `/order-card-company/${COMPANY_NORR.id}/types`,
    expect: companyRoute(STAFF_CARD_ORDERERS, COMPANY_NORR.id),
  },
  {
    path: `/card-company/${COMPANY_NORR.id}/order/${JOHAN}/apprentice/${JOHAN_AT_NORR}/firstCard?card=trade-101`,
    landsAt: `/card-company/${COMPANY_NORR.id}/order/${JOHAN}/apprentice/${JOHAN_AT_NORR}/firstCard`,
    expect: companyRoute(STAFF_CARD_ORDERERS, COMPANY_NORR.id),
  },
  // Noah at Malmö: Lena's department.
  {
    path: `/card-company/${COMPANY_SYD.id}/order/${NOAH.id}/apprentice/${NOAH.employmentId}/firstCard?card=machine-${ORDER_IDS.noahEducation}&machines=1`,
    landsAt: `/card-company/${COMPANY_SYD.id}/order/${NOAH.id}/apprentice/${NOAH.employmentId}/firstCard`,
    expect: companyRoute(STAFF_CARD_ORDERERS, COMPANY_SYD.id),
  },
]
