import { createFileRoute } from '@tanstack/react-router'
import { WorkplaceEditPage } from '../../../components/company/structure/workplace-edit-page'
import { readStructureId, requireWorkplacesRight } from '../-guards'
import { loadWorkplace } from './-workplaces-loader'

/**
 * /company/{id}/workplaces/{workplace_id}: one workplace as a form (§2, §3; §6 company users read,
 * administrators change); `new` opens the same form empty to create one.
 */
export const Route = createFileRoute('/company/$id/workplaces/$workplace_id')({
  beforeLoad: ({ context, params }) => {
    requireWorkplacesRight(context, params.id)
    readStructureId(params.workplace_id)
  },
  loader: ({ params }) => loadWorkplace(Number(params.id), readStructureId(params.workplace_id)),
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  const { id, workplace_id } = Route.useParams()
  return <WorkplaceEditPage companyId={Number(id)} isNew={workplace_id === 'new'} load={load} />
}

function Loaded() {
  const { id, workplace_id } = Route.useParams()
  return (
    <WorkplaceEditPage
      key={`${id}/${workplace_id}`}
      companyId={Number(id)}
      isNew={workplace_id === 'new'}
      load={{ status: 'done', data: Route.useLoaderData() }}
    />
  )
}
