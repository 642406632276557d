import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SimulatedIdPage } from '../components/login/simulated-id-page'
import { NotFound } from '../components/shell/not-found'

const SearchSchema = v.object({
  grandidsession: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The portal's return address as base64 (what loginbankid-external was given). */
  callback: v.optional(v.pipe(v.string(), v.minLength(1))),
})

export const Route = createFileRoute('/simulated-id')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  component: SimulatedIdRoute,
})

/** Only the simulated backend has this page; a build for a real API shows the not-found page here. */
function SimulatedIdRoute() {
  const { grandidsession, callback } = Route.useSearch()
  if (!__MOCK__) return <NotFound />
  return <SimulatedIdPage grandidsession={grandidsession} callback={callback} />
}
