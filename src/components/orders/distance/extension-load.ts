import type { EducationExtension, ExtensionOrder, ProviderExtension } from '../../../api/orders/extension.schemas'
import type { DistanceOrder } from '../../../api/orders/order.schemas'

/**
 * What the extension-orders page's route reads (ADR 0014): the distance order, its extension orders and
 * education extensions (each by the id the order names), and what its provider sells as extensions
 * (`refused`: §6 keeps a departmental user from another department's order; the page says so).
 */
export type ExtensionOrdersData =
  | {
      status: 'shown'
      order: DistanceOrder
      extensionOrders: ExtensionOrder[]
      educationExtensions: EducationExtension[]
      /** [] when the provider's list could not be read (no new order can be chosen then). */
      offered: ProviderExtension[]
    }
  | { status: 'refused' }
