import { createFileRoute } from '@tanstack/react-router'
import { ReceivedApplicationsPage } from '../../../components/application/employer/received-applications-page'
import { requireApplicationsRight } from '../-guards'
import { loadCompanyReference } from './-reference-loader'

/** /company/{id}/applications: the applications the company received (§2). */
export const Route = createFileRoute('/company/$id/applications/')({
  beforeLoad: ({ context, params }) => {
    requireApplicationsRight(context, params.id)
  },
  // Without the base lists the rows show without profession names (§8: sub-data only logged).
  loader: ({ context }) => loadCompanyReference(context).catch(() => null),
  shouldReload: false,
  component: ReceivedApplicationsRoute,
})

function ReceivedApplicationsRoute() {
  const { id } = Route.useParams()
  // The guard admitted only a valid company id.
  const reference = Route.useLoaderData()
  return <ReceivedApplicationsPage key={id} companyId={Number(id)} reference={reference} />
}
