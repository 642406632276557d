import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { ValidationPage } from '../components/qualifications/qr/validation-page'
import { loadQrValidation } from './-qr-validation-loader'

/**
 * /qr-validation/$id (§2: no login, top bar and menu hidden; issue 21): opened cold by a phone's
 * camera, so it is also in the start page's own route tree (src/route-tree.ts) and its page, loader and
 * texts are one small lazy chunk. The id is the code as the backend signed it (checked by the loader).
 */
export const Route = createFileRoute('/qr-validation/$id')({
  staticData: { hideShell: true },
  loader: ({ params }) => loadQrValidation(params.id),
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <ValidationPage />,
  errorComponent: () => <ValidationPage result={{ source: 'none', reason: 'failed' }} />,
  component: Loaded,
})

/** By the route's id (not `Route`): the start page's tree mounts these options on a route object of its own. */
const route = getRouteApi('/qr-validation/$id')

function Loaded() {
  return <ValidationPage result={route.useLoaderData()} />
}
