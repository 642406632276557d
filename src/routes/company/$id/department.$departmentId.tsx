import { createFileRoute } from '@tanstack/react-router'
import { DepartmentEditPage } from '../../../components/company/structure/department-edit-page'
import { readStructureId, requireDepartmentsRight } from '../-guards'
import { loadDepartment } from './-departments-loader'

/**
 * /company/{id}/department/{departmentId}: one department as a form (§2, §3; §6, §8 refusals when in
 * use); `new` opens the same form empty to create one.
 */
export const Route = createFileRoute('/company/$id/department/$departmentId')({
  beforeLoad: ({ context, params }) => {
    requireDepartmentsRight(context, params.id)
    readStructureId(params.departmentId)
  },
  loader: ({ params }) => loadDepartment(Number(params.id), readStructureId(params.departmentId)),
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  const { id, departmentId } = Route.useParams()
  return <DepartmentEditPage companyId={Number(id)} isNew={departmentId === 'new'} load={load} />
}

function Loaded() {
  const { id, departmentId } = Route.useParams()
  return (
    <DepartmentEditPage
      key={`${id}/${departmentId}`}
      companyId={Number(id)}
      isNew={departmentId === 'new'}
      load={{ status: 'done', data: Route.useLoaderData() }}
    />
  )
}
