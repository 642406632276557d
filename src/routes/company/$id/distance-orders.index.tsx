import { createFileRoute } from '@tanstack/react-router'
import { DistanceOrdersPage } from '../../../components/orders/distance/distance-orders-page'
import { requireOrderApprovalRight } from '../-guards'
import { loadDistanceOrderList } from './-distance-orders-loader'

/** /company/{id}/distance-orders: the distance-education orders to approve (§2; §6 "order approval": FTGADM, AVDADM, BG). */
export const Route = createFileRoute('/company/$id/distance-orders/')({
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
