import { createFileRoute } from '@tanstack/react-router'
import type { BooksLoad } from '../../components/instructor/lists/books-load'
import { InstructorEbooksPage } from '../../components/instructor/lists/instructor-ebooks-page'
import { requireInstructorLens } from './-guards'
import { lensListPage, loadLensList } from './-lens-list'

/** /instructor/{id}/ebooks — ApprenticeEbooks (§2, issue 10): the books instructor {id} supervises (id = the instructor's person id). */
export const Route = createFileRoute('/instructor/$id/ebooks')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id)
  },
  loader: loadLensList,
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: lensListPage('/instructor/$id/ebooks', EbooksPage, 'loading'),
  errorComponent: lensListPage('/instructor/$id/ebooks', EbooksPage, 'error'),
  component: lensListPage('/instructor/$id/ebooks', EbooksPage, 'done'),
})

/** The lens's book list, its instructor being the one in the path. */
function EbooksPage({ instructorId, load }: { instructorId: number; load: BooksLoad }) {
  return <InstructorEbooksPage idInPath={instructorId} load={load} />
}
