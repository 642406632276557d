import { createFileRoute } from '@tanstack/react-router'
import { InstructorEbooksPage } from '../../components/instructor/lists/instructor-ebooks-page'
import { ensureNamespaces } from '../../i18n/i18n'
import { requireInstructorLens } from './-guards'

/** /instructor/{id}/ebooks — ApprenticeEbooks (§2, issue 10): the books instructor {id} supervises (id = the instructor's person id). */
export const Route = createFileRoute('/instructor/$id/ebooks')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id)
  },
  loader: ({ context, params }) => {
    // The list's books/list call starts beside the page's chunk and texts (issue 17 §4; books-prefetch.ts).
    const user = context.session.getSnapshot().context.user
    if (user) void import('../../components/instructor/lists/books-prefetch').then((m) => m.prefetchLensBooks(user, Number(params.id)))
    return ensureNamespaces('instructor', 'ebook', 'instructor-calibration')
  },
  component: EbooksRoute,
})

function EbooksRoute() {
  const { id } = Route.useParams()
  return <InstructorEbooksPage key={id} idInPath={Number(id)} />
}
