import { Outlet, createFileRoute, useLocation, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { isUrlScreen, validateApplicationSearch } from './-application-search'
import { parseApplicationId } from './-params'
import { ApplicationStart } from '../components/application/application-start'
import type { UrlTarget } from '../components/application/application-wizard'
import { requireAuth } from './-guards'
import { ensureNamespaces } from '../i18n/i18n'

/**
 * /application (ApplicationStart of §2, search ?step=…&setStep=…) and, through its child route,
 * /application/{id}: one wizard for both, so it keeps running when a new draft gets its id in the URL.
 */
export const Route = createFileRoute('/application')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  validateSearch: validateApplicationSearch,
  loader: () => ensureNamespaces('application'),
  component: ApplicationRoute,
})

const ID_IN_PATH = /^\/application\/([^/]+)/

function ApplicationRoute() {
  // Id, step and the wizard's history state from one and the same location: read apart, they can
  // belong to different locations for a moment while the router loads the new one.
  const location = useLocation()
  const routeId = parseApplicationId(ID_IN_PATH.exec(location.pathname)?.[1])
  const { step, setStep } = validateApplicationSearch(location.search)
  const locationFlow = location.state.applicationFlow
  const navigate = useNavigate()
  const onNavigate = useCallback(
    ({ applicationId, step: next, setStep, replace, flowTag }: UrlTarget) => {
      const search = { step: isUrlScreen(next) ? next : undefined, setStep }
      const state = { applicationFlow: flowTag }
      if (applicationId === null) void navigate({ to: '/application', search, replace, state })
      else void navigate({ to: '/application/$id', params: { id: String(applicationId) }, search, replace, state })
    },
    [navigate],
  )
  return (
    <>
      <ApplicationStart routeId={routeId} locationFlow={locationFlow} urlStep={step} urlSetStep={setStep} onNavigate={onNavigate} />
      <Outlet />
    </>
  )
}
