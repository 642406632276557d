import { createFileRoute } from '@tanstack/react-router'
import { CardTypesPage } from '../components/orders/card-types-page'
import { requireOrderApprovalRight } from './company/-guards'
import { loadStaffTypes, staffCardPageProps } from './-staff-card-loader'

/**
 * /order-card-company/{companyId}/types/{reasonId?} (§2 Cards): the card and the §9 reason for an employee
 * (`?person=&employment=`). §6 "card orders for staff" is the order approvers' set (BG, AVDADM, FTGADM).
 */
export const Route = createFileRoute('/order-card-company/$companyId/types/{-$reasonId}')({
  beforeLoad: ({ context, params }) => {
    requireOrderApprovalRight(context, params.companyId)
  },
  loader: ({ context, params, location }) => loadStaffTypes(context, params.companyId, location.search),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <CardTypesPage load={{ status: 'loading' }} />,
  errorComponent: () => <CardTypesPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <CardTypesPage {...staffCardPageProps(Route.useLoaderData(), Route.useParams().reasonId, Route.useSearch())} />
}
