import { createFileRoute } from '@tanstack/react-router'
import { CardOrderPage } from '../components/orders/card-order-page'
import { requireOrderApprovalRight } from './company/-guards'
import { loadStaffOrder, staffCardPageProps } from './-staff-card-loader'

/**
 * /card-company/{companyId}/order/{personId}/apprentice/{apprenticenshipId}/{reasonId?} (§2 Cards): the
 * company's price, the delivery address and the §9 terms, then the binding order for an employee (the
 * segment carries the employment); §6 "card orders for staff" as the order approvers (BG, AVDADM, FTGADM).
 */
export const Route = createFileRoute(
  '/card-company/$companyId/order/$personId/apprentice/$apprenticenshipId/{-$reasonId}',
)({
  beforeLoad: ({ context, params }) => {
    requireOrderApprovalRight(context, params.companyId)
  },
  loader: ({ context, params }) => loadStaffOrder(context, params),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <CardOrderPage load={{ status: 'loading' }} />,
  errorComponent: () => <CardOrderPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <CardOrderPage {...staffCardPageProps(Route.useLoaderData(), Route.useParams().reasonId, Route.useSearch())} />
}
