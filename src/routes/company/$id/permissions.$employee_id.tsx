import { createFileRoute } from '@tanstack/react-router'
import type { StaffEmployment } from '../../../api/company/employment.schemas'
import { RoleEditPage } from '../../../components/company/roles/role-edit-page'
import type { Load } from '../../../components/company/staff/staff-load'
import { requireIdParams } from '../../-params'
import { requireStaffRight } from '../-guards'
import { loadRoleEmployment } from './-permissions-loader'

/**
 * /company/{id}/permissions/{employee_id}: one person's roles (the id is the employment's; §2; §6
 * FTGADM, AVDADM, YUA; the API refuses one outside the viewer's departments: /forbidden).
 */
export const Route = createFileRoute('/company/$id/permissions/$employee_id')({
  beforeLoad: ({ context, params }) => {
    requireStaffRight(context, params.id)
    requireIdParams(params.employee_id)
  },
  loader: ({ params }) => loadRoleEmployment(Number(params.id), Number(params.employee_id)),
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <Frame load={{ status: 'done', data: Route.useLoaderData() }} />
}

function Frame({ load }: { load: Load<StaffEmployment> }) {
  const { id, employee_id } = Route.useParams()
  return <RoleEditPage key={`${id}-${employee_id}`} companyId={Number(id)} load={load} />
}
