import { fromPromise } from 'xstate'
import { distanceApprovalMachine } from '../../../../machines/orders/distance-approval.machine'
import { classified, type FailureRules } from '../../../api/failure'
import { approveDistanceOrder } from '../../../api/orders/distance-orders'
import type { DistanceOrder } from '../../../api/orders/order.schemas'

export interface DistanceApprovalEdges {
  /** The server approved the order: the "Approved" toast, the lists read again. */
  approved: (order: DistanceOrder) => void
}

/**
 * How the approval reads the server's refusals: 403 no permission; §8 "order cannot be saved" when the
 * order no longer awaits the company (422 `closed`, its `stateId` item not a field of the guide); any
 * other 422 on its fields in the server's words (a course occasion already started, §8 no occasions).
 */
const APPROVAL_RULES: FailureRules = {
  byStatus: { 403: 'noPermission' },
  reasons: { closed: 'orderClosed' },
  fieldErrors: { skip: ['stateId'] },
}

/**
 * The React edge of the approval guide (ADR 0006 step 7): the approve call as the machine's actor,
 * silent (the guide says why it failed), classified once here (ADR 0015).
 */
export function distanceApprovalFlow(edges: () => DistanceApprovalEdges) {
  return distanceApprovalMachine.provide({
    actors: {
      approve: fromPromise(({ input }) =>
        classified(
          () => approveDistanceOrder(input.companyId, input.orderId, input.body, { silent: true }),
          'couldNotSave',
          APPROVAL_RULES,
        ),
      ),
    },
    actions: {
      approved: (_, order) => edges().approved(order),
    },
  })
}
