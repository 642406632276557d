import { createFileRoute } from '@tanstack/react-router'
import { PausesPage } from '../../../components/company/pauses/pauses-page'
import { requireStaffRight } from '../-guards'
import { loadPauses } from './-pauses-loader'

/** /company/{id}/paused: the company's pauses (§2; §6 "Staff, roles, pauses": FTGADM, AVDADM or YUA). */
export const Route = createFileRoute('/company/$id/paused/')({
  beforeLoad: ({ context, params }) => {
    requireStaffRight(context, params.id)
  },
  // The guard admitted only a valid company id.
  loader: ({ params }) => loadPauses(Number(params.id), { form: false }),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  return <PausesPage companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return <PausesPage key={id} companyId={Number(id)} load={{ status: 'done', data: Route.useLoaderData() }} />
}
