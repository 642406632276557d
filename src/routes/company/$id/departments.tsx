import { createFileRoute } from '@tanstack/react-router'
import { DepartmentsPage } from '../../../components/company/structure/departments-page'
import { requireDepartmentsRight } from '../-guards'
import { loadDepartments } from './-departments-loader'

/** /company/{id}/departments: the company's departments (§2; §6 administrator or department administrator, with departments). */
export const Route = createFileRoute('/company/$id/departments')({
  beforeLoad: ({ context, params }) => {
    requireDepartmentsRight(context, params.id)
  },
  loader: ({ params }) => loadDepartments(Number(params.id)),
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  return <DepartmentsPage companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return <DepartmentsPage key={id} companyId={Number(id)} load={{ status: 'done', data: Route.useLoaderData() }} />
}
