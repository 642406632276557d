import { createFileRoute } from '@tanstack/react-router'
import type { DistanceOrderData, Load } from '../../../components/orders/distance/distance-load'
import { DistanceOrderPage } from '../../../components/orders/distance/distance-order-page'
import { requireIdParams } from '../../-params'
import { requireOrderApprovalRight } from '../-guards'
import { loadDistanceOrder } from './-distance-orders-loader'

/**
 * /company/{id}/distance-orders/{distance_order_id}: one order and its 7-step approval guide (§2; §6
 * "order approval": FTGADM, AVDADM, BG). A path id that is no id, or no order of the company, is not found.
 */
export const Route = createFileRoute('/company/$id/distance-orders/$distance_order_id')({
  beforeLoad: ({ context, params }) => {
    requireOrderApprovalRight(context, params.id)
    requireIdParams(params.distance_order_id)
  },
  loader: ({ params }) => loadDistanceOrder(Number(params.id), Number(params.distance_order_id)),
  // Once per visit: the guide keeps its answers while the page is open.
  shouldReload: false,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <Frame load={{ status: 'done', data: Route.useLoaderData() }} />
}

function Frame({ load }: { load: Load<DistanceOrderData> }) {
  const { id, distance_order_id } = Route.useParams()
  return (
    <DistanceOrderPage
      key={`${id}-${distance_order_id}`}
      companyId={Number(id)}
      orderId={Number(distance_order_id)}
      load={load}
    />
  )
}
