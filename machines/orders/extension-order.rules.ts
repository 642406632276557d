import { message, type ErrorMessage, type FieldErrors } from '../../src/api/failure'
import type { ExtensionOrder } from '../../src/api/orders/extension.schemas'
import { isExtensionAwaitingCompany, isOpenExtensionOrder } from '../../src/domain/orders'
import type {
  ApproveInput,
  CreateInput,
  ExtensionOrderContext,
  ExtensionOrderField,
  ExtensionOrderInput,
} from './extension-order.steps'

/** The extension order awaiting the company's approval (one open at a time, ADR 0017), or null. */
export function pendingOrder(orders: readonly ExtensionOrder[]): ExtensionOrder | null {
  return orders.find((o) => isExtensionAwaitingCompany(o.stateId)) ?? null
}

/** Why no new extension order can be made now (the page hides the form then), or null. */
export function createBlocked(c: Pick<ExtensionOrderContext, 'extendable' | 'orders'>): ErrorMessage | null {
  if (!c.extendable) return message('orderNotExtendable')
  if (c.orders.some((o) => isOpenExtensionOrder(o.stateId))) return message('extensionOrderOpen')
  return null
}

/** The new order's own check: at least one extension. */
export function createErrors(c: ExtensionOrderContext): FieldErrors<ExtensionOrderField> {
  return c.selection.length === 0 ? { extensionIds: message('extensionRequired') } : {}
}

/** §5: the terms before approving. */
export function approveErrors(c: ExtensionOrderContext): FieldErrors<ExtensionOrderField> {
  return c.acceptPurchaseTerms ? {} : { acceptPurchaseTerms: message('termsRequired') }
}

export function toggled(selection: readonly number[], id: number): number[] {
  return selection.includes(id) ? selection.filter((x) => x !== id) : [...selection, id]
}

export function createInput(c: ExtensionOrderContext): CreateInput {
  return {
    distanceOrderId: c.distanceOrderId,
    extensionIds: [...c.selection],
    ...(c.educationExtensionId === null ? {} : { educationExtensionId: c.educationExtensionId }),
  }
}

export function approveInput(c: ExtensionOrderContext): ApproveInput {
  const pending = pendingOrder(c.orders)
  return { id: pending?.id ?? 0, acceptPurchaseTerms: c.acceptPurchaseTerms }
}

/** The orders with the server's answer in place (or added). */
export function withAnswer(orders: readonly ExtensionOrder[], answer: ExtensionOrder): ExtensionOrder[] {
  return orders.some((o) => o.id === answer.id)
    ? orders.map((o) => (o.id === answer.id ? answer : o))
    : [...orders, answer]
}

export function initialContext(input: ExtensionOrderInput): ExtensionOrderContext {
  return {
    ...input,
    selection: [],
    educationExtensionId: null,
    acceptPurchaseTerms: false,
    errors: {},
    formError: null,
    acting: null,
    attempt: 0,
  }
}
