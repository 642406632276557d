import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ReceivedApplicationsPage } from '../../../components/application/employer/received-applications-page'
import { requireApplicationsRight } from '../-guards'
import { loadReceivedApplications } from './-received-loader'

/** ?q: the search the API applies (by name or personal number). */
export interface ReceivedSearch {
  q?: string
}

/** /company/{id}/applications: the applications the company received (§2). */
export const Route = createFileRoute('/company/$id/applications/')({
  // Plain code, no schema: a route's validateSearch is part of the start page's entry (issue 8 §5).
  validateSearch: (search: Record<string, unknown>): ReceivedSearch =>
    typeof search.q === 'string' && search.q ? { q: search.q } : {},
  beforeLoad: ({ context, params }) => {
    requireApplicationsRight(context, params.id)
  },
  loaderDeps: ({ search }) => search,
  // The guard admitted only a valid company id.
  loader: ({ context, params, deps, cause }) =>
    loadReceivedApplications(context, Number(params.id), deps.q ?? '', cause),
  // No pending page: a search slower than pendingMs would swap the page (and the focus in its search
  // field) for it; the rows of the last search stay while the next one loads (ADR 0014 rule 3).
  codeSplitGroupings: [['loader', 'component']],
  component: ReceivedApplicationsRoute,
})

function ReceivedApplicationsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  // A search is not a step in the history.
  const onSearch = useCallback((q: string) => void navigate({ search: q ? { q } : {}, replace: true }), [navigate])
  return <ReceivedApplicationsPage key={id} companyId={Number(id)} data={Route.useLoaderData()} onSearch={onSearch} />
}
