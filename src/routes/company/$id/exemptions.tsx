import { createFileRoute } from '@tanstack/react-router'
import { ExemptionsPage } from '../../../components/company/exemptions/exemptions-page'
import { requireExemptionsRight } from '../-guards'
import { loadExemptionList } from './-exemptions-loader'

/** /company/{id}/exemptions: the instructor exemptions (§2; §6 "distance admin, department admin or admin"). */
export const Route = createFileRoute('/company/$id/exemptions')({
  beforeLoad: ({ context, params }) => {
    requireExemptionsRight(context, params.id)
  },
  // The guard admitted only a valid company id.
  loader: ({ params }) => loadExemptionList(Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  return <ExemptionsPage companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return <ExemptionsPage key={id} companyId={Number(id)} load={{ status: 'done', data: Route.useLoaderData() }} />
}
