import { cardOptions } from '../../../machines/orders/card-order.rules'
import type { CardOption } from '../../../machines/orders/card-order.steps'
import { getPrintOrder, listPrintOrders } from '../../api/orders/cards'
import type { PrintOrder } from '../../api/orders/card.schemas'
import { listProfessions } from '../../api/shell/baselists'
import type { BaseLists } from '../../api/shell/baselists.schemas'
import type { CurrentUser } from '../../api/shell/user.schemas'

/** What the card pages read: the cards the person may order and their ongoing card orders (§4). */
export interface CardOrderData {
  options: CardOption[]
  ongoing: PrintOrder[]
}

/**
 * For the card routes' loaders (ADR 0014): the person's ongoing print orders (silent: the route shows
 * its own failure) and the professions (from the session's base lists, read here when those are not in).
 */
export async function loadCardOrderData(user: CurrentUser, lists: BaseLists | null): Promise<CardOrderData> {
  const [ongoing, professions] = await Promise.all([
    listPrintOrders({ show: 'ongoing' }, { silent: true }),
    lists?.professions ?? listProfessions(),
  ])
  return { options: cardOptions(user, professions, ongoing), ongoing }
}

/** For the thank-you page: the order just placed (the person's own, §2 print-orders/get). */
export function loadPlacedOrder(id: number): Promise<PrintOrder> {
  return getPrintOrder(id, { silent: true })
}
