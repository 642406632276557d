import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { NotFound } from '../components/shell/not-found'
import { ReportDetailPage } from '../components/ebook/book/report-detail-page'
import { IdParam, pathParams } from './-params'

const reportRoute = getRouteApi('/books/$bookId/report/$reportId')

/** /books/{bookId}/report/{reportId}/details/{reportDetailId} — one rated element part of the report, read-only. */
export const Route = createFileRoute('/books/$bookId/report/$reportId/details/$reportDetailId')({
  // The layout above has let the reader in and read the book and report ids.
  params: pathParams({ reportDetailId: IdParam }),
  component: ReportDetailRoute,
})

function ReportDetailRoute() {
  const { reportDetailId } = Route.useParams()
  const { book, report } = reportRoute.useLoaderData()
  const detail = report.details.find((d) => d.id === Number(reportDetailId))
  // The report (loaded by the layout) has no such detail: no page.
  if (!detail) return <NotFound />
  return <ReportDetailPage book={book} report={report} detail={detail} />
}
