import { COMPANY_NORR, COMPANY_SYD, ORDER_IDS } from '../../../mock-server/seed'
import { companyRoute, type RouteRow } from './-support'

/**
 * §6 "Order approval: company administrators and distance-order approvers" (plus department
 * administrators, department-scoped): Maria (FTGADM and BG) and Karin (BG) at Norr, Lena (AVDADM Malmö)
 * at Syd; not the YUA, instructors or apprentices.
 */
const ORDER_APPROVERS = {
  [COMPANY_NORR.id]: ['companyAdmin', 'bg'],
  [COMPANY_SYD.id]: ['departmentAdmin'],
} as const

/** The distance-order approval pages (issue 20): the list at both addresses, one order and its extension orders. */
export const distanceOrderRoutes: readonly RouteRow[] = [
  { path: `/company/${COMPANY_NORR.id}/distance-orders`, expect: companyRoute(ORDER_APPROVERS, COMPANY_NORR.id) },
  { path: `/company/${COMPANY_SYD.id}/distance-orders`, expect: companyRoute(ORDER_APPROVERS, COMPANY_SYD.id) },
  { path: `/company/${COMPANY_NORR.id}/orders`, expect: companyRoute(ORDER_APPROVERS, COMPANY_NORR.id) },
  {
    path: `/company/${COMPANY_NORR.id}/distance-orders/${ORDER_IDS.nearDeadline}`,
    expect: companyRoute(ORDER_APPROVERS, COMPANY_NORR.id),
    decidesAfterData: true,
  },
  // Lund's order: Lena (Malmö) passes the guard, and the page says the order is outside her rights (403).
  {
    path: `/company/${COMPANY_SYD.id}/distance-orders/${ORDER_IDS.pastDeadline}`,
    expect: companyRoute(ORDER_APPROVERS, COMPANY_SYD.id),
    decidesAfterData: true,
  },
  // Extension orders: the distance-order page's guard; Lund's order again says "outside your rights" to Lena.
  {
    path: `/company/${COMPANY_NORR.id}/extension-orders/${ORDER_IDS.approved}`,
    expect: companyRoute(ORDER_APPROVERS, COMPANY_NORR.id),
    decidesAfterData: true,
  },
  {
    path: `/company/${COMPANY_SYD.id}/extension-orders/${ORDER_IDS.pastDeadline}`,
    expect: companyRoute(ORDER_APPROVERS, COMPANY_SYD.id),
    decidesAfterData: true,
  },
]
