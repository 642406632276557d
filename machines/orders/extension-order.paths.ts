import type { SnapshotFrom } from 'xstate'
import { COMPANY_NORR, ORDER_IDS } from '../../mock-server/seed'
import type { ExtensionOrder } from '../../src/api/orders/extension.schemas'
import type { PathEvent } from '../wizard/path-event'
import { extensionOrderMachine } from './extension-order.machine'
import type { ExtensionOrderInput } from './extension-order.steps'

/**
 * Path generation inputs of the extension orders (xstate/graph), replayed in the browser by
 * e2e/orders/extension-order.spec.ts: Maria Lindqvist (persona 'companyAdmin', FTGADM and BG at Norr)
 * on Elin's approved order 50503 (Hermods), whose extension order 13501 awaits the company: she approves
 * it, then orders Hermods' tutoring as a new one and approves that too. The orders here hold what the
 * flow reads of the scenario's (mock-server/scenario/orders.ts); only tests import this file.
 */

export type ExtensionOrderSnapshot = SnapshotFrom<typeof extensionOrderMachine>

function answerOf(state: 'creating' | 'approving', kind: 'done' | 'error'): string {
  const invoke = extensionOrderMachine.getStateNodeById(`extensionOrder.${state}`).invoke[0]
  if (!invoke) throw new Error(`extension-order machine: no call in ${state}`)
  return `xstate.${kind}.actor.${invoke.id}`
}

export const CREATE_ANSWERS = { done: answerOf('creating', 'done'), error: answerOf('creating', 'error') } as const
export const APPROVE_ANSWERS = { done: answerOf('approving', 'done'), error: answerOf('approving', 'error') } as const

export const WALK_COMPANY = COMPANY_NORR.id
export const WALK_DISTANCE_ORDER = ORDER_IDS.approved
/** The id the simulated backend gives the first new extension order. */
export const WALK_NEW_ORDER = ORDER_IDS.extensionOrder + 1

const HERMODS_LONGER = {
  id: ORDER_IDS.extensions.longer,
  providerId: ORDER_IDS.providerWithOccasions,
  name: 'Förlängd studietid, 3 månader',
  description: null,
  price: 2400,
}
const HERMODS_TUTORING = { ...HERMODS_LONGER, id: ORDER_IDS.extensions.tutoring, name: 'Extra handledning', price: 900 }

/** Extension order 13501 as the page reads it: awaiting the company. */
export const WALK_PENDING: ExtensionOrder = {
  id: ORDER_IDS.extensionOrder,
  distanceOrderId: WALK_DISTANCE_ORDER,
  companyId: WALK_COMPANY,
  departmentId: null,
  apprentice: { id: 1, firstName: 'Elin', lastName: 'Ek' },
  stateId: 1,
  extensions: [HERMODS_LONGER],
  educationExtensionId: ORDER_IDS.educationExtension,
  netAmount: 2400,
  amount: 3000,
  createdAt: '2026-11-02T09:00:00.000Z',
  createdBy: null,
  purchaseTermsAcceptedAt: null,
  approvedAt: null,
  approvedBy: null,
}
const APPROVED = {
  stateId: 2,
  approvedAt: '2026-11-27T10:00:00.000Z',
  purchaseTermsAcceptedAt: '2026-11-27T10:00:00.000Z',
}
const NEW_ORDER: ExtensionOrder = {
  ...WALK_PENDING,
  id: WALK_NEW_ORDER,
  extensions: [HERMODS_TUTORING],
  educationExtensionId: null,
  netAmount: 900,
  amount: 1125,
}

export const extensionOrderPathInput: ExtensionOrderInput = {
  distanceOrderId: WALK_DISTANCE_ORDER,
  extendable: true,
  orders: [WALK_PENDING],
}

export const extensionOrderEvents: readonly PathEvent[] = [
  { type: 'approve' },
  { type: 'terms.change', accepted: true },
  { type: 'confirm.cancel' },
  { type: 'confirm.accept' },
  { type: APPROVE_ANSWERS.error, error: { key: 'couldNotSave' } },
  { type: APPROVE_ANSWERS.done, output: { ...WALK_PENDING, ...APPROVED } },
  { type: APPROVE_ANSWERS.done, output: { ...NEW_ORDER, ...APPROVED } },
  { type: 'create' },
  { type: 'extensions.toggle', id: ORDER_IDS.extensions.tutoring },
  { type: CREATE_ANSWERS.error, error: { key: 'couldNotSave' } },
  { type: CREATE_ANSWERS.done, output: NEW_ORDER },
]

/** What the page shows: the state, the orders' states, the choices and messages (not the attempt count). */
export function extensionOrderPathKey(s: ExtensionOrderSnapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    orders: c.orders.map((o) => [o.id, o.stateId]),
    selection: c.selection,
    terms: c.acceptPurchaseTerms,
    errors: c.errors,
    formError: c.formError,
    acting: c.acting,
  })
}
