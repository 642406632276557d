import { createFileRoute } from '@tanstack/react-router'
import { ReceivedApplicationsPage } from '../../../components/application/company/received-applications-page'
import { requireApplicationsRight } from './-applications-guard'
import { ensureNamespaces } from '../../../i18n/i18n'

/** /company/{id}/applications: the applications the company received (§2). */
export const Route = createFileRoute('/company/$id/applications/')({
  beforeLoad: ({ context, params }) => {
    requireApplicationsRight(context, params.id)
  },
  loader: () => ensureNamespaces('application-company', 'application'),
  component: ReceivedApplicationsRoute,
})

function ReceivedApplicationsRoute() {
  const { id } = Route.useParams()
  // The guard admitted only a valid company id.
  return <ReceivedApplicationsPage key={id} companyId={Number(id)} />
}
