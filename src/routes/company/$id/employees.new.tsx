import { createFileRoute } from '@tanstack/react-router'
import type { DepartmentChoice } from '../../../../machines/company/add-employee.steps'
import { AddEmployeePage } from '../../../components/company/staff/add-employee-page'
import type { Load } from '../../../components/company/staff/staff-load'
import { isoDay } from '../../../domain/dates'
import { requireStaffRight } from '../-guards'
import { loadAddEmployee } from './-staff-loader'

/** /company/{id}/employees/new: add a person by personal number (§2; §6 FTGADM, AVDADM, YUA). */
export const Route = createFileRoute('/company/$id/employees/new')({
  beforeLoad: ({ context, params }) => {
    requireStaffRight(context, params.id)
  },
  loader: ({ context, params }) => loadAddEmployee(context, Number(params.id)),
  // Once per visit: the form's steps do not read again.
  shouldReload: false,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <Frame load={{ status: 'done', data: Route.useLoaderData() }} />
}

function Frame({ load }: { load: Load<DepartmentChoice[]> }) {
  const { id } = Route.useParams()
  return <AddEmployeePage key={id} companyId={Number(id)} load={load} today={isoDay(new Date())} />
}
