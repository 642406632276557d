import { createFileRoute } from '@tanstack/react-router'
import { ApprenticesPage } from '../../components/instructor/lists/apprentices-page'
import type { BooksLoad } from '../../components/instructor/lists/books-load'
import { loadLensBooks } from './-books-loader'
import { requireInstructorLens } from './-guards'

/**
 * /instructor/{id}/apprentices — My apprentices, named CompanyInstructorApprentices (id = the
 * instructor's person id, §2): the instructor themself while active (§6), or a company user.
 */
export const Route = createFileRoute('/instructor/$id/apprentices')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id, { myApprentices: true })
  },
  loader: ({ context, params }) => loadLensBooks(context, Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Apprentices load={{ status: 'loading' }} />,
  errorComponent: () => <Apprentices load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <Apprentices load={{ status: 'done', rows: Route.useLoaderData() }} />
}

function Apprentices({ load }: { load: BooksLoad }) {
  const { id } = Route.useParams()
  return <ApprenticesPage key={id} instructorId={Number(id)} load={load} />
}
