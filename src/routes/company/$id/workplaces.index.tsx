import { createFileRoute } from '@tanstack/react-router'
import { WorkplacesPage } from '../../../components/company/structure/workplaces-page'
import { requireWorkplacesRight } from '../-guards'
import { loadWorkplaces } from './-workplaces-loader'

/** /company/{id}/workplaces: the company's workplaces (§2; §6 "Workplaces: company user"). */
export const Route = createFileRoute('/company/$id/workplaces/')({
  beforeLoad: ({ context, params }) => {
    requireWorkplacesRight(context, params.id)
  },
  // The guard admitted only a valid company id.
  loader: ({ params }) => loadWorkplaces(Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  return <WorkplacesPage companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return <WorkplacesPage key={id} companyId={Number(id)} load={{ status: 'done', data: Route.useLoaderData() }} />
}
