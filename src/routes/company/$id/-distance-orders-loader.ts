import { notFound } from '@tanstack/react-router'
import type { DistanceOrderData, DistanceOrderListData } from '../../../components/orders/distance/distance-load'
import { errorStatus } from '../../../api/client'
import { isAwaitingCompany } from '../../../domain/orders'
import { ensureNamespaces } from '../../../i18n/i18n'

/**
 * The loaders of the distance-order pages (§2 /company/{id}/distance-orders, /orders and
 * /distance-orders/{distance_order_id}; ADR 0014): the page's reads beside its texts, the calls
 * imported when the route loads.
 */
const calls = () => Promise.all([import('../../../api/orders/distance-orders'), ensureNamespaces('orders-distance')])

/** Every order the company has sent to it (the list filters unhandled/previous itself: one read for the toggle). */
export async function loadDistanceOrderList(companyId: number): Promise<DistanceOrderListData> {
  const [{ listDistanceOrders }] = await calls()
  return { orders: await listDistanceOrders(companyId, [], { silent: true }) }
}

/**
 * One order, its provider and, while it awaits the company, the provider's course occasions (§8: none
 * blocks approving). 403 (another department's order, §6): the page says so; 404 or another company's:
 * not found. A provider that cannot be read leaves the order page without its contact.
 */
export async function loadDistanceOrder(companyId: number, orderId: number): Promise<DistanceOrderData> {
  const [{ getDistanceOrder, getDistanceEducationProvider, listCourseOpportunities }] = await calls()
  try {
    const order = await getDistanceOrder(companyId, orderId, { silent: true })
    if (order.companyId !== companyId) throw notFound()
    const [provider, occasions] = await Promise.all([
      getDistanceEducationProvider(order.providerId, { silent: true }).catch(() => null),
      isAwaitingCompany(order.stateId) ? listCourseOpportunities(order.id, { silent: true }) : [],
    ])
    return { status: 'shown', order, provider, occasions }
  } catch (error) {
    const status = errorStatus(error)
    if (status === 403) return { status: 'refused' }
    if (status === 404) throw notFound()
    throw error
  }
}
