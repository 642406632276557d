import type { ErrorMessage, FieldErrors } from '../../src/api/failure'
import type {
  ExtensionOrder,
  ExtensionOrderApproveBody,
  ExtensionOrderCreateBody,
} from '../../src/api/orders/extension.schemas'

/**
 * The company's extension orders of one distance order (§2 /company/{id}/extension-orders/{distance_order_id},
 * §5, §7; issue 20): the flow's types, shared by the machine, its rules, selectors and views.
 */

/** The fields the page shows a message next to (the server may name `educationExtensionId` too). */
export type ExtensionOrderField = 'extensionIds' | 'educationExtensionId' | 'acceptPurchaseTerms'

/** Which of the page's two forms the last check or call belongs to (its messages show there). */
export type ExtensionAction = 'create' | 'approve'

export interface ExtensionOrderInput {
  distanceOrderId: number
  /** The distance order is running (states 2–5): only then may an extension order be created. */
  extendable: boolean
  /** Its extension orders as the route read them, oldest first. */
  orders: readonly ExtensionOrder[]
}

export interface ExtensionOrderContext {
  distanceOrderId: number
  extendable: boolean
  orders: readonly ExtensionOrder[]
  /** The provider's extensions chosen for a new order (ids, in the order chosen). */
  selection: readonly number[]
  /** An education extension of the same order the new order names (optional). */
  educationExtensionId: number | null
  /** §5: approving the pending order requires the terms; never pre-ticked. */
  acceptPurchaseTerms: boolean
  errors: FieldErrors<ExtensionOrderField>
  formError: ErrorMessage | null
  /** The form the messages belong to. */
  acting: ExtensionAction | null
  /** Grows with every refusal: the message takes focus again. */
  attempt: number
}

export type ExtensionOrderEvent =
  | { type: 'extensions.toggle'; id: number }
  | { type: 'educationExtension.choose'; id: number | null }
  | { type: 'create' }
  | { type: 'terms.change'; accepted: boolean }
  | { type: 'approve' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }

export type CreateInput = ExtensionOrderCreateBody
export type ApproveInput = ExtensionOrderApproveBody
