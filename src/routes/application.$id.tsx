import { createFileRoute, notFound } from '@tanstack/react-router'
import { parseApplicationId } from './-params'

/**
 * /application/{id} (ApplicationStart with an id, §2): a draft to continue or a sent application to
 * see. The wizard itself is the parent route's (/application), so it survives the URL gaining the id.
 */
export const Route = createFileRoute('/application/$id')({
  beforeLoad: ({ params }) => {
    if (parseApplicationId(params.id) === null) throw notFound()
  },
  component: ApplicationIdOutlet,
})

/** Nothing of its own: the parent route's wizard reads the id. */
function ApplicationIdOutlet() {
  return null
}
