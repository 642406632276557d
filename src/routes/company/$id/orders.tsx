import { createFileRoute } from '@tanstack/react-router'
import { requireOrderApprovalRight } from '../-guards'
import { loadOrderList, orderListPage } from './-distance-orders-list'

/** /company/{id}/orders: §2 "approve distance orders", the same list as /company/{id}/distance-orders (§6 FTGADM, AVDADM, BG). */
export const Route = createFileRoute('/company/$id/orders')({
  beforeLoad: ({ context, params }) => {
    requireOrderApprovalRight(context, params.id)
  },
  loader: loadOrderList,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: orderListPage('/company/$id/orders', 'loading'),
  errorComponent: orderListPage('/company/$id/orders', 'error'),
  component: orderListPage('/company/$id/orders', 'done'),
})
