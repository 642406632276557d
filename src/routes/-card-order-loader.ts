import { redirect } from '@tanstack/react-router'
import { placedOrderId } from '../../machines/orders/card-order.rules'
import { selectBaseLists } from '../../machines/shell/session.machine'
import type { CardOrderData } from '../components/orders/card-order-data'
import type { PrintOrder } from '../api/orders/card.schemas'
import { ensureNamespaces } from '../i18n/i18n'
import type { RouterContext } from '../session/session.edge'
import { refusalsToPages } from './-book-loader'
import { requireAuth } from './-guards'

/**
 * The card routes' loaders (issue 20, ADR 0014): the `orders` texts with the cards the person may order
 * and their ongoing orders; the calls are imported when the route loads, not with the start page.
 */
export async function loadCardOrder(context: RouterContext): Promise<CardOrderData> {
  const user = requireAuth(context)
  const [, { loadCardOrderData }] = await Promise.all([
    ensureNamespaces('orders'),
    import('../components/orders/card-order-data'),
  ])
  return loadCardOrderData(user, selectBaseLists(context.session.getSnapshot()))
}

/** The thank-you page's order (`?order=`): the one just placed; without one there is nothing to thank for. */
export async function loadPlacedCardOrder(search: object): Promise<PrintOrder> {
  const orderId = placedOrderId(search as Record<string, unknown>)
  if (orderId === undefined) throw redirect({ to: '/order-card/my-start', replace: true })
  const [, { loadPlacedOrder }] = await Promise.all([
    ensureNamespaces('orders'),
    import('../components/orders/card-order-data'),
  ])
  // Someone else's order is /forbidden, an unknown one not found (as the book pages, -book-loader.ts).
  return refusalsToPages(() => loadPlacedOrder(orderId))
}
