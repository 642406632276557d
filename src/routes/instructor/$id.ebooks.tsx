import { createFileRoute } from '@tanstack/react-router'
import type { BooksLoad } from '../../components/instructor/lists/books-load'
import { InstructorEbooksPage } from '../../components/instructor/lists/instructor-ebooks-page'
import { loadLensBooks } from './-books-loader'
import { requireInstructorLens } from './-guards'

/** /instructor/{id}/ebooks — ApprenticeEbooks (§2, issue 10): the books instructor {id} supervises (id = the instructor's person id). */
export const Route = createFileRoute('/instructor/$id/ebooks')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id)
  },
  loader: ({ context, params }) => loadLensBooks(context, Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <EbooksPage load={{ status: 'loading' }} />,
  errorComponent: () => <EbooksPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <EbooksPage load={{ status: 'done', rows: Route.useLoaderData() }} />
}

function EbooksPage({ load }: { load: BooksLoad }) {
  const { id } = Route.useParams()
  return <InstructorEbooksPage key={id} idInPath={Number(id)} load={load} />
}
