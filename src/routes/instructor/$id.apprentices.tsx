import { createFileRoute } from '@tanstack/react-router'
import { ApprenticesPage } from '../../components/instructor/lists/apprentices-page'
import { requireInstructorLens } from './-guards'
import { loadMyApprentices } from './-books-loader'
import { lensStatePage } from './-lens-list'

/**
 * /instructor/{id}/apprentices — My apprentices, named CompanyInstructorApprentices (id = the
 * instructor's person id, §2): the instructor themself while active (§6), or a company user.
 */
export const Route = createFileRoute('/instructor/$id/apprentices')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id, { myApprentices: true })
  },
  loader: ({ context, params }) => loadMyApprentices(context, Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: lensStatePage('/instructor/$id/apprentices', ApprenticesPage, 'loading'),
  errorComponent: lensStatePage('/instructor/$id/apprentices', ApprenticesPage, 'error'),
  component: MyApprenticesRoute,
})

function MyApprenticesRoute() {
  const { id } = Route.useParams()
  const { rows, linked } = Route.useLoaderData()
  return <ApprenticesPage key={id} instructorId={Number(id)} load={{ status: 'done', rows }} linked={linked} />
}
