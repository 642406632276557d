import { createFileRoute } from '@tanstack/react-router'
import type { ApprenticeshipData } from '../../../components/company/apprentices/apprentices-data'
import { ApprenticeshipPage } from '../../../components/company/apprentices/apprenticeship-page'
import type { Load } from '../../../components/company/staff/staff-load'
import { requireIdParams } from '../../-params'
import { requireApprenticesRight } from '../-guards'
import { loadApprenticeship } from './-apprentices-loader'

/**
 * /company/{id}/apprentices/{employee_id}: one apprenticeship (the id is the apprenticeship's; §2; §6
 * YUA, BG, AVDADM, FTGADM; the API refuses one outside the viewer's departments: /forbidden).
 */
export const Route = createFileRoute('/company/$id/apprentices/$employee_id')({
  beforeLoad: ({ context, params }) => {
    requireApprenticesRight(context, params.id)
    requireIdParams(params.employee_id)
  },
  loader: ({ context, params }) => loadApprenticeship(context, Number(params.id), Number(params.employee_id)),
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <Frame load={{ status: 'done', data: Route.useLoaderData() }} />
}

function Frame({ load }: { load: Load<ApprenticeshipData> }) {
  const { id, employee_id } = Route.useParams()
  return <ApprenticeshipPage key={`${id}-${employee_id}`} companyId={Number(id)} load={load} />
}
