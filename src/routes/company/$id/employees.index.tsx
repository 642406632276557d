import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '../../../components/company/staff/staff-page'
import { requireStaffRight } from '../-guards'
import { loadStaff } from './-staff-loader'

/** /company/{id}/employees: the company's staff (§2; §6 "Staff, roles, pauses": FTGADM, AVDADM, YUA). */
export const Route = createFileRoute('/company/$id/employees/')({
  beforeLoad: ({ context, params }) => {
    requireStaffRight(context, params.id)
  },
  // The guard admitted only a valid company id.
  loader: ({ context, params }) => loadStaff(context, Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  return <StaffPage companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return <StaffPage key={id} companyId={Number(id)} load={{ status: 'done', data: Route.useLoaderData() }} />
}
