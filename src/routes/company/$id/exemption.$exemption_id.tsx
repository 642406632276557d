import { createFileRoute } from '@tanstack/react-router'
import type { ExemptionViewData } from '../../../components/company/exemptions/exemption-load'
import { ExemptionViewPage } from '../../../components/company/exemptions/exemption-view-page'
import type { Load } from '../../../components/company/staff/staff-load'
import { requireIdParams } from '../../-params'
import { loadExemption } from './-exemptions-loader'

/**
 * /company/{company_id}/exemption/{exemption_id}: one exemption, read only. §2 quirk kept: the layout's
 * companyRouteGuard checks a company role without the company id (requireExemptionViewAccess), so any
 * company user opens the page; the API answers only whom §6 lets read it. A path id that is no id, or
 * no company's, is not found.
 */
export const Route = createFileRoute('/company/$id/exemption/$exemption_id')({
  beforeLoad: ({ params }) => {
    requireIdParams(params.id, params.exemption_id)
  },
  loader: ({ params }) => loadExemption(Number(params.id), Number(params.exemption_id)),
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <Frame load={{ status: 'done', data: Route.useLoaderData() }} />
}

function Frame({ load }: { load: Load<ExemptionViewData> }) {
  const { id, exemption_id } = Route.useParams()
  return <ExemptionViewPage key={`${id}-${exemption_id}`} companyId={Number(id)} load={load} />
}
