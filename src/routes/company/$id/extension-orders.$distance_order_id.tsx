import { createFileRoute } from '@tanstack/react-router'
import type { Load } from '../../../components/orders/distance/distance-load'
import type { ExtensionOrdersData } from '../../../components/orders/distance/extension-load'
import { ExtensionOrdersPage } from '../../../components/orders/distance/extension-orders-page'
import { requireIdParams } from '../../-params'
import { requireOrderApprovalRight } from '../-guards'
import { loadExtensionOrders } from './-extension-orders-loader'

/**
 * /company/{companyId}/extension-orders/{distance_order_id}: a distance order's extension orders and
 * education extensions (§2, §7; §6 "order approval": FTGADM, AVDADM, BG, as the distance-order page).
 */
export const Route = createFileRoute('/company/$id/extension-orders/$distance_order_id')({
  beforeLoad: ({ context, params }) => {
    requireOrderApprovalRight(context, params.id)
    requireIdParams(params.distance_order_id)
  },
  loader: ({ params }) => loadExtensionOrders(Number(params.id), Number(params.distance_order_id)),
  // Once per visit: the page keeps the server's answers to what was done on it.
  shouldReload: false,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <Frame load={{ status: 'done', data: Route.useLoaderData() }} />
}

function Frame({ load }: { load: Load<ExtensionOrdersData> }) {
  const { id, distance_order_id } = Route.useParams()
  return (
    <ExtensionOrdersPage
      key={`${id}-${distance_order_id}`}
      companyId={Number(id)}
      orderId={Number(distance_order_id)}
      load={load}
    />
  )
}
