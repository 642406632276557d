import { createFileRoute } from '@tanstack/react-router'
import { DistanceOrdersPage } from '../../../components/orders/distance/distance-orders-page'
import { requireOrderApprovalRight } from '../-guards'
import { loadDistanceOrderList } from './-distance-orders-loader'

/** /company/{id}/orders: §2 "approve distance orders", the same list as /company/{id}/distance-orders (§6 FTGADM, AVDADM, BG). */
export const Route = createFileRoute('/company/$id/orders')({
  beforeLoad: ({ context, params }) => {
    requireOrderApprovalRight(context, params.id)
  },
  // The guard admitted only a valid company id.
  loader: ({ params }) => loadDistanceOrderList(Number(params.id)),
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  return <DistanceOrdersPage companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return <DistanceOrdersPage key={id} companyId={Number(id)} load={{ status: 'done', data: Route.useLoaderData() }} />
}
