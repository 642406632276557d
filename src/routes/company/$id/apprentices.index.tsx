import { createFileRoute } from '@tanstack/react-router'
import { ApprenticesPage } from '../../../components/company/apprentices/apprentices-page'
import { requireApprenticesRight } from '../-guards'
import { loadApprentices } from './-apprentices-loader'

/** /company/{id}/apprentices: the company's apprentices (§2; §6 "Apprentices…": YUA, BG, AVDADM, FTGADM). */
export const Route = createFileRoute('/company/$id/apprentices/')({
  beforeLoad: ({ context, params }) => {
    requireApprenticesRight(context, params.id)
  },
  // The guard admitted only a valid company id.
  loader: ({ context, params }) => loadApprentices(context, Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  return <ApprenticesPage companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return <ApprenticesPage key={id} companyId={Number(id)} load={{ status: 'done', data: Route.useLoaderData() }} />
}
