import { createFileRoute } from '@tanstack/react-router'
import type { StaffEmployment } from '../../../api/company/employment.schemas'
import { EmploymentPage } from '../../../components/company/staff/employment-page'
import type { Load } from '../../../components/company/staff/staff-load'
import { requireIdParams } from '../../-params'
import { requireStaffRight } from '../-guards'
import { loadEmployment } from './-staff-loader'

/**
 * /company/{id}/employees/{employee_id}: one employment (the id is the employment's), its data,
 * departments, end and removal (§2; §6 FTGADM, AVDADM, YUA; the API refuses one outside the
 * viewer's departments: /forbidden).
 */
export const Route = createFileRoute('/company/$id/employees/$employee_id')({
  beforeLoad: ({ context, params }) => {
    requireStaffRight(context, params.id)
    requireIdParams(params.employee_id)
  },
  loader: ({ params }) => loadEmployment(Number(params.employee_id)),
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <Frame load={{ status: 'done', data: Route.useLoaderData() }} />
}

function Frame({ load }: { load: Load<StaffEmployment> }) {
  const { id } = Route.useParams()
  return <EmploymentPage key={id} companyId={Number(id)} load={load} />
}
