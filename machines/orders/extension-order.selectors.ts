import type { SnapshotFrom } from 'xstate'
import type { extensionOrderMachine } from './extension-order.machine'
import { createBlocked, pendingOrder } from './extension-order.rules'

/** What the extension-orders page reads of its flow. */

export type ExtensionOrderSnapshot = SnapshotFrom<typeof extensionOrderMachine>

export const selectOrders = (s: ExtensionOrderSnapshot) => s.context.orders
/** The order awaiting the company's approval, or null. */
export const selectPending = (s: ExtensionOrderSnapshot) => pendingOrder(s.context.orders)
/** Why no new order can be made (the form is not shown), or null. */
export const selectCreateBlocked = (s: ExtensionOrderSnapshot) => createBlocked(s.context)
export const selectSelection = (s: ExtensionOrderSnapshot) => s.context.selection
export const selectEducationExtensionId = (s: ExtensionOrderSnapshot) => s.context.educationExtensionId
export const selectTerms = (s: ExtensionOrderSnapshot) => s.context.acceptPurchaseTerms
/** The messages of one form (those of the last check or call it made). */
export const selectMessages = (s: ExtensionOrderSnapshot, form: 'create' | 'approve') =>
  s.context.acting === form ? { errors: s.context.errors, formError: s.context.formError } : null
export const selectAttempt = (s: ExtensionOrderSnapshot) => s.context.attempt
/** The binding question shown: 'create' or 'approve' (also while its call runs), or null. */
export const selectConfirming = (s: ExtensionOrderSnapshot): 'create' | 'approve' | null =>
  s.matches('confirmingCreate') || s.matches('creating')
    ? 'create'
    : s.matches('confirmingApprove') || s.matches('approving')
      ? 'approve'
      : null
export const selectBusy = (s: ExtensionOrderSnapshot) => s.hasTag('busy')
