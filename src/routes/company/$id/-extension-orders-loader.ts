import { notFound } from '@tanstack/react-router'
import type { ExtensionOrdersData } from '../../../components/orders/distance/extension-load'
import { errorStatus } from '../../../api/client'
import { ensureNamespaces } from '../../../i18n/i18n'

/**
 * The loader of /company/{id}/extension-orders/{distance_order_id} (§2, §7; ADR 0014): the distance order,
 * then each extension order and education extension it names and its provider's extensions, beside the
 * page's texts; the calls imported when the route loads. 403 (another department's order, §6): the page
 * says so; 404 or another company's: not found.
 */
export async function loadExtensionOrders(companyId: number, orderId: number): Promise<ExtensionOrdersData> {
  const [{ getDistanceOrder }, calls] = await Promise.all([
    import('../../../api/orders/distance-orders'),
    import('../../../api/orders/extension-orders'),
    ensureNamespaces('orders-distance'),
  ])
  const silent = { silent: true }
  try {
    const order = await getDistanceOrder(companyId, orderId, silent)
    if (order.companyId !== companyId) throw notFound()
    const [extensionOrders, educationExtensions, offered] = await Promise.all([
      Promise.all((order.extensionOrderIds ?? []).map((id) => calls.getExtensionOrder(id, silent))),
      Promise.all((order.educationExtensionIds ?? []).map((id) => calls.getEducationExtension(id, silent))),
      calls.listProviderExtensions(order.providerId, silent).catch(() => []),
    ])
    return { status: 'shown', order, extensionOrders, educationExtensions, offered }
  } catch (error) {
    const status = errorStatus(error)
    if (status === 403) return { status: 'refused' }
    if (status === 404) throw notFound()
    throw error
  }
}
