import { Outlet, createFileRoute, useNavigate, useParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { isUrlScreen, validateApplicationSearch } from './-application-search'
import { ApplicationStart } from '../components/application/application-start'
import type { UrlTarget } from '../components/application/application-wizard'
import { requireAuth } from './-guards'
import { loadApplication } from './-application-loader'

/**
 * /application (ApplicationStart of §2, search ?step=…&setStep=…) and, through its child route,
 * /application/{id}: one wizard for both, so it keeps running when a new draft gets its id in the URL.
 */
export const Route = createFileRoute('/application')({
  beforeLoad: ({ context, location }) => {
    requireAuth(context)
    // The history state that belongs to this match's id and search (the location's own state can
    // run ahead of the matches for a moment while the router loads a new location).
    return { applicationFlow: location.state.applicationFlow }
  },
  validateSearch: validateApplicationSearch,
  loader: ({ context }) => loadApplication(context),
  // One lazy chunk: a split-off loader on its own would be one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component']],
  component: ApplicationRoute,
})

function ApplicationRoute() {
  // Id, step and the wizard's history state from one and the same match (this route's): the child
  // route /application/$id parsed the id, the search was validated above and beforeLoad put the
  // state into the match's context, so all three belong to the same location.
  const routeId = useParams({ strict: false, select: (params) => (typeof params.id === 'number' ? params.id : null) })
  const { step, setStep } = Route.useSearch()
  const locationFlow = Route.useRouteContext({ select: (context) => context.applicationFlow })
  const { lateProfessions } = Route.useLoaderData()
  const navigate = useNavigate()
  // The wizard writes only while the person is still on /application (the wizard kit's useStillOnPage):
  // a screen it reaches after they have gone elsewhere does not pull them back.
  const onNavigate = useCallback(
    ({ applicationId, step: next, setStep, replace, flowTag }: UrlTarget) => {
      const search = { step: isUrlScreen(next) ? next : undefined, setStep }
      const state = { applicationFlow: flowTag }
      if (applicationId === null) void navigate({ to: '/application', search, replace, state })
      else void navigate({ to: '/application/$id', params: { id: applicationId }, search, replace, state })
    },
    [navigate],
  )
  return (
    <>
      <ApplicationStart
        lateProfessions={lateProfessions}
        routeId={routeId}
        locationFlow={locationFlow}
        urlStep={step}
        urlSetStep={setStep}
        onNavigate={onNavigate}
      />
      <Outlet />
    </>
  )
}
