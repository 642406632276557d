import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { ReportForReader } from '../components/ebook/review/report-for-reader'

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
  return <ReportForReader book={book} report={report} />
}
