import { createFileRoute } from '@tanstack/react-router'
import { PauseNewPage } from '../../../components/company/pauses/pause-new-page'
import { requireStaffRight } from '../-guards'
import { loadPauses } from './-pauses-loader'

/** /company/{id}/paused/new: register a pause (§2; §6 "Staff, roles, pauses": FTGADM, AVDADM or YUA). */
export const Route = createFileRoute('/company/$id/paused/new')({
  beforeLoad: ({ context, params }) => {
    requireStaffRight(context, params.id)
  },
  // The guard admitted only a valid company id.
  loader: ({ params }) => loadPauses(Number(params.id), { form: true }),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  return <PauseNewPage companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return <PauseNewPage key={id} companyId={Number(id)} load={{ status: 'done', data: Route.useLoaderData() }} />
}
