import { createFileRoute } from '@tanstack/react-router'
import { StaffPickerPage } from '../components/orders/staff-cards-pages'
import { parseCompanyId, requireCompany } from './company/-guards'
import { loadStaffPicker } from './-staff-card-loader'

/**
 * /order-card/{id}/start (CompanyOrderCardStart, §2 Cards): a company user of company {id} (§6 "company
 * order cards"); the staff to order for, for those with §6 "card orders for staff".
 */
export const Route = createFileRoute('/order-card/$id/start')({
  beforeLoad: ({ context, params }) => {
    requireCompany(context, parseCompanyId(params.id))
  },
  loader: ({ context, params }) => loadStaffPicker(context, Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <StaffPickerPage load={{ status: 'loading' }} />,
  errorComponent: () => <StaffPickerPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  const data = Route.useLoaderData()
  return <StaffPickerPage load={{ status: 'done', companyId: Number(Route.useParams().id), ...data }} />
}
