import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { ReportViewPage } from '../components/ebook/book/report-view-page'
import { EbookReviewPage } from '../components/ebook/review/ebook-review-page'

const reportRoute = getRouteApi('/books/$bookId/report/$reportId')

/**
 * /books/{bookId}/report/{reportId}/ — a saved report: a supervising instructor (the book's
 * `viewer.mayReview`) assesses, comments and approves its parts (issue 10); every other reader sees
 * it read-only.
 */
export const Route = createFileRoute('/books/$bookId/report/$reportId/')({
  component: ReportViewRoute,
})

function ReportViewRoute() {
  const { book, report } = reportRoute.useLoaderData()
  if (book.viewer.mayReview && report.state === 'saved') return <EbookReviewPage key={report.id} book={book} report={report} />
  return <ReportViewPage book={book} report={report} />
}
