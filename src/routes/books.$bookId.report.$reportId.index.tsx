import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { ReportViewPage } from '../components/ebook/book/report-view-page'

const reportRoute = getRouteApi('/books/$bookId/report/$reportId')

/** /books/{bookId}/report/{reportId}/ — the report, read-only (the instructor's editing is a later issue). */
export const Route = createFileRoute('/books/$bookId/report/$reportId/')({
  component: ReportViewRoute,
})

function ReportViewRoute() {
  const { book, report } = reportRoute.useLoaderData()
  return <ReportViewPage book={book} report={report} />
}
