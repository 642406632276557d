/**
 * The orders slice's handlers (issue 20), in matching order; ../../handlers.ts takes them whole. The
 * trade-certificate card order arrives through the shell's request-trade-certificate handler
 * (a body with a reason), which hands it to cards.ts.
 */
import { cardHandlers } from './cards'
import { distanceOrderHandlers } from './distance-orders'
import { extensionOrderHandlers } from './extension-orders'

export const ordersHandlers = [...distanceOrderHandlers, ...extensionOrderHandlers, ...cardHandlers]
