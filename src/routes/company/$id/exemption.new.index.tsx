import { createFileRoute } from '@tanstack/react-router'
import type { ExemptionFormData } from '../../../components/company/exemptions/exemption-load'
import { ExemptionFormPage } from '../../../components/company/exemptions/exemption-form-page'
import type { Load } from '../../../components/company/staff/staff-load'
import { requireExemptionsRight } from '../-guards'
import { loadExemptionForm } from './-exemptions-loader'

/** /company/{id}/exemption/new: apply for an instructor exemption, the employee chosen on the form (§2; §6 BG, AVDADM, FTGADM). */
export const Route = createFileRoute('/company/$id/exemption/new/')({
  beforeLoad: ({ context, params }) => {
    requireExemptionsRight(context, params.id)
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
  const { id } = Route.useParams()
  return <ExemptionFormPage key={id} companyId={Number(id)} employmentId={null} load={load} />
}
