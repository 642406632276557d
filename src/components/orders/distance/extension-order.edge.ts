import { fromPromise } from 'xstate'
import { extensionOrderMachine } from '../../../../machines/orders/extension-order.machine'
import { classified, type FailureRules } from '../../../api/failure'
import { approveExtensionOrder, createExtensionOrder } from '../../../api/orders/extension-orders'
import type { ExtensionOrder } from '../../../api/orders/extension.schemas'

export interface ExtensionOrderEdges {
  /** The server took the new order (awaiting approval): a toast. */
  created: (order: ExtensionOrder) => void
  /** The server approved the order: a toast. */
  approved: (order: ExtensionOrder) => void
}

/**
 * How the page reads the server's refusals: 403 no permission; §8 "order cannot be saved" once the
 * order no longer awaits the company (422 `closed`); a refusal of the distance order itself (not
 * running, another extension order open) in the server's words; other 422s on the fields it names.
 */
export const EXTENSION_RULES: FailureRules = {
  byStatus: { 403: 'noPermission' },
  reasons: { closed: 'orderClosed' },
  fieldErrors: { skip: ['stateId', 'distanceOrderId'] },
  read: (answer, failure) => {
    const text = answer.items.find((item) => item.field === 'distanceOrderId')?.text
    return text ? { ...failure, text } : undefined
  },
}

/**
 * The React edge of the extension orders (ADR 0006 step 7): the create and approve calls as the
 * machine's actors, silent (the page says why it failed), classified once here (ADR 0015).
 */
export function extensionOrderFlow(edges: () => ExtensionOrderEdges) {
  return extensionOrderMachine.provide({
    actors: {
      create: fromPromise(({ input }) =>
        classified(() => createExtensionOrder(input, { silent: true }), 'couldNotSave', EXTENSION_RULES),
      ),
      approve: fromPromise(({ input }) =>
        classified(() => approveExtensionOrder(input, { silent: true }), 'couldNotSave', EXTENSION_RULES),
      ),
    },
    actions: {
      created: (_, order) => edges().created(order),
      approved: (_, order) => edges().approved(order),
    },
  })
}
