import { createFileRoute } from '@tanstack/react-router'
import { ApprenticesCoursesPage } from '../../components/instructor/lists/apprentices-courses-page'
import type { BooksLoad } from '../../components/instructor/lists/books-load'
import { loadLensBooks } from './-books-loader'
import { requireInstructorLens } from './-guards'

/** /instructor/{id}/apprentices-courses (§2, issue 10): the theory modules of instructor {id}'s apprentices. */
export const Route = createFileRoute('/instructor/$id/apprentices-courses')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id)
  },
  loader: ({ context, params }) => loadLensBooks(context, Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Courses load={{ status: 'loading' }} />,
  errorComponent: () => <Courses load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <Courses load={{ status: 'done', rows: Route.useLoaderData() }} />
}

function Courses({ load }: { load: BooksLoad }) {
  const { id } = Route.useParams()
  return <ApprenticesCoursesPage key={id} instructorId={Number(id)} load={load} />
}
