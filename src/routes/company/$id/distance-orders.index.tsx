import { createFileRoute } from '@tanstack/react-router'
import { requireOrderApprovalRight } from '../-guards'
import { loadOrderList, orderListPage } from './-distance-orders-list'

/** /company/{id}/distance-orders: the distance-education orders to approve (§2; §6 "order approval": FTGADM, AVDADM, BG). */
export const Route = createFileRoute('/company/$id/distance-orders/')({
  beforeLoad: ({ context, params }) => {
    requireOrderApprovalRight(context, params.id)
  },
  loader: loadOrderList,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: orderListPage('/company/$id/distance-orders/', 'loading'),
  errorComponent: orderListPage('/company/$id/distance-orders/', 'error'),
  component: orderListPage('/company/$id/distance-orders/', 'done'),
})
