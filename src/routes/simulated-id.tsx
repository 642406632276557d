import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import * as v from 'valibot'
import { NotFound } from '../components/shell/not-found'
import { ensureNamespaces } from '../i18n/i18n'

const SearchSchema = v.object({
  grandidsession: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The portal's return address as base64 (what loginbankid-external was given). */
  callback: v.optional(v.pipe(v.string(), v.minLength(1))),
})

/**
 * Only the simulated backend has this page. The import sits behind __MOCK__ so that a build for a
 * real API drops the page and its chunk altogether (a static import left its dependencies behind).
 */
const SimulatedIdPage = __MOCK__
  ? lazy(() => import('../components/login/simulated-id-page').then((module) => ({ default: module.SimulatedIdPage })))
  : null

export const Route = createFileRoute('/simulated-id')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  // The page's texts are the login forms' (a real-API build has no page, so nothing to load).
  loader: () => (SimulatedIdPage ? ensureNamespaces('login-forms') : undefined),
  component: SimulatedIdRoute,
})

/** A build for a real API shows the not-found page here. */
function SimulatedIdRoute() {
  const { grandidsession, callback } = Route.useSearch()
  if (!SimulatedIdPage) return <NotFound />
  return (
    <Suspense fallback={null}>
      <SimulatedIdPage grandidsession={grandidsession} callback={callback} />
    </Suspense>
  )
}
