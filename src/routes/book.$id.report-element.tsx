import { createFileRoute } from '@tanstack/react-router'
import { ReportListPage } from '../components/ebook/report/report-list-page'
import { ensureNamespaces } from '../i18n/i18n'
import { requireAuth, requireReadableBook } from './-guards'

/** /book/{id}/report-element (§2): the drafts of the book to continue, and a new report. */
export const Route = createFileRoute('/book/$id/report-element')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  // The level words (components/ebook/level-words) are in the ebook namespace.
  loader: ({ params }) =>
    Promise.all([ensureNamespaces('ebook-report', 'ebook'), requireReadableBook(Number(params.id))]),
  component: ReportElementRoute,
})

function ReportElementRoute() {
  const { id } = Route.useParams()
  return <ReportListPage key={id} bookId={Number(id)} />
}
