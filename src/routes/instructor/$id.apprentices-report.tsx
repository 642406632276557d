import { createFileRoute } from '@tanstack/react-router'
import { ApprovalBox } from '../../components/ebook/book/approval-box'
import { BookLoadFailedPage, BookLoadingPage } from '../../components/ebook/book/book-route-pages'
import { ReportForReader } from '../../components/ebook/review/report-for-reader'
import { ApprenticesReportPage } from '../../components/instructor/lists/apprentices-report-page'
import { requireInstructorLens } from './-guards'
import { loadApprenticesReport } from './-report-loader'
import { validateReportSearch } from './-report-search'

/**
 * /instructor/{id}/apprentices-report?bookId&reportId — InstructorApprenticesReport (§2, issue 10):
 * instructor {id}'s apprentices to pick from, then the apprentice's saved reports (unread first, the
 * book's approval), then one report to assess (the supervising instructor) or read. Book
 * notifications on a report lead company users here (§2 notification navigation).
 */
export const Route = createFileRoute('/instructor/$id/apprentices-report')({
  validateSearch: validateReportSearch,
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id)
  },
  loaderDeps: ({ search }) => ({ bookId: search.bookId, reportId: search.reportId }),
  loader: ({ deps }) => loadApprenticesReport(deps),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <BookLoadingPage page="report" />,
  errorComponent: () => <BookLoadFailedPage page="report" />,
  component: ApprenticesReportRoute,
})

function ApprenticesReportRoute() {
  const data = Route.useLoaderData()
  const { id } = Route.useParams()
  const parts = {
    report: (back: { to: string; search: { bookId: number }; label: string }) =>
      data.kind === 'report' ? <ReportForReader book={data.book} report={data.report} back={back} /> : null,
    approval: data.kind === 'book' ? <ApprovalBox book={data.book} /> : null,
  }
  return <ApprenticesReportPage data={data} instructorId={Number(id)} parts={parts} />
}
