import { createFileRoute } from '@tanstack/react-router'
import { InstructorEbooksPage } from '../../components/instructor/lists/instructor-ebooks-page'
import { ensureNamespaces } from '../../i18n/i18n'
import { requireBookReader } from './-guards'

/** /instructor/ebooks — InstructorEbooks (§2, issue 10): the books the reader supervises or, as a company user, reads. */
export const Route = createFileRoute('/instructor/ebooks')({
  beforeLoad: ({ context }) => {
    requireBookReader(context)
  },
  loader: ({ context }) => {
    // The list's books/list call starts beside the page's chunk and texts (issue 17 §4; books-prefetch.ts).
    const user = context.session.getSnapshot().context.user
    if (user) void import('../../components/instructor/lists/books-prefetch').then((m) => m.prefetchLensBooks(user, null))
    return ensureNamespaces('instructor', 'ebook', 'instructor-calibration')
  },
  component: () => <InstructorEbooksPage idInPath={null} />,
})
