import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { OfflineCopyNote } from '../components/ebook/book/offline-copy-note'
import { ReportForReader } from '../components/ebook/review/report-for-reader'

const reportRoute = getRouteApi('/books/$bookId/report/$reportId')

/**
 * /books/{bookId}/report/{reportId}/ — a saved report: a supervising instructor (the book's
 * `viewer.mayReview`) assesses, comments and approves its parts (issue 10); every other reader sees
 * it read-only. Read without a connection (issue 17), it says as of when its copy is.
 */
export const Route = createFileRoute('/books/$bookId/report/$reportId/')({
  component: ReportViewRoute,
})

function ReportViewRoute() {
  const { book, report } = reportRoute.useLoaderData()
  return (
    <>
      <OfflineCopyNote answers={[book, report]} />
      <ReportForReader book={book} report={report} />
    </>
  )
}
