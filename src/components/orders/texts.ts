import type { CardOrderReason } from '../../api/orders/card.schemas'
import type { PrintOrder } from '../../api/orders/card.schemas'
import type { CardOption } from '../../../machines/orders/card-order.steps'

/** The orders slice's namespace (issue 20): its route loaders load it. */
export const NS = 'orders'

/** A card's name as the pages say it: "Trade-certificate card – Ställningsbyggare", "Machine card – …". */
export const cardNameKey = (type: CardOption['type'] | PrintOrder['type']) => `cards.type.${type}` as const

export const reasonKey = (reason: CardOrderReason) => `cards.reason.${reason}` as const
