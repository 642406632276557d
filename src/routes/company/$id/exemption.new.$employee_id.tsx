import { createFileRoute } from '@tanstack/react-router'
import type { ExemptionFormData } from '../../../components/company/exemptions/exemption-load'
import { ExemptionFormPage } from '../../../components/company/exemptions/exemption-form-page'
import type { Load } from '../../../components/company/staff/staff-load'
import { requireIdParams } from '../../-params'
import { requireExemptionsRight } from '../-guards'
import { loadExemptionForm } from './-exemptions-loader'

/** /company/{id}/exemption/new/{employee_id}: the application with the employee (the employment's id) preset (§2; §6 BG, AVDADM, FTGADM). */
export const Route = createFileRoute('/company/$id/exemption/new/$employee_id')({
  beforeLoad: ({ context, params }) => {
    requireExemptionsRight(context, params.id)
    requireIdParams(params.employee_id)
  },
  loader: ({ params }) => loadExemptionForm(Number(params.id)),
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <Frame load={{ status: 'done', data: Route.useLoaderData() }} />
}

function Frame({ load }: { load: Load<ExemptionFormData> }) {
  const { id, employee_id } = Route.useParams()
  return (
    <ExemptionFormPage
      key={`${id}-${employee_id}`}
      companyId={Number(id)}
      employmentId={Number(employee_id)}
      load={load}
    />
  )
}
