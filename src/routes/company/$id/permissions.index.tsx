import { createFileRoute } from '@tanstack/react-router'
import { RolesPage } from '../../../components/company/roles/roles-page'
import { requireStaffRight } from '../-guards'
import { loadRoles } from './-permissions-loader'

/** /company/{id}/permissions: the staff with their roles (§2; §6 "Staff, roles, pauses": FTGADM, AVDADM, YUA). */
export const Route = createFileRoute('/company/$id/permissions/')({
  beforeLoad: ({ context, params }) => {
    requireStaffRight(context, params.id)
  },
  // The guard admitted only a valid company id.
  loader: ({ params }) => loadRoles(Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  return <RolesPage companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return <RolesPage key={id} companyId={Number(id)} load={{ status: 'done', data: Route.useLoaderData() }} />
}
