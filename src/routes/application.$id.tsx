import { createFileRoute } from '@tanstack/react-router'
import { NumericIdParam, pathParams } from './-params'

/**
 * /application/{id} (ApplicationStart with an id, §2): a draft to continue or a sent application to
 * see. The wizard itself is the parent route's (/application), so it survives the URL gaining the id;
 * the id is checked and turned into a number here, and the parent reads it from the shared params.
 */
export const Route = createFileRoute('/application/$id')({
  params: pathParams({ id: NumericIdParam }),
  component: ApplicationIdOutlet,
})

/**
 * Nothing of its own: the parent route's wizard reads the id. Exported so the router plugin keeps it
 * in the route tree instead of a lazy chunk: the wizard moves to /application/{id} while the visitor
 * goes on answering, and a navigation waiting for that chunk would land after a Back clicked
 * meanwhile, putting the wizard back on the page the visitor had just left.
 */
export function ApplicationIdOutlet() {
  return null
}
