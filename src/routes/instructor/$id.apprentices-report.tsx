import { createFileRoute } from '@tanstack/react-router'
import { ApprovalBox } from '../../components/ebook/book/approval-box'
import { BookLoadFailedPage, BookLoadingPage } from '../../components/ebook/book/book-route-pages'
import { ReportForReader } from '../../components/ebook/review/report-for-reader'
import { ApprenticesReportPage, PickApprentice } from '../../components/instructor/lists/apprentices-report-page'
import type { BooksLoad } from '../../components/instructor/lists/books-load'
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
  // validateReportSearch keeps only bookId and reportId.
  loaderDeps: ({ search }) => search,
  loader: ({ deps, context, params }) => loadApprenticesReport(deps, context, Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <NotLoaded load={{ status: 'loading' }} />,
  errorComponent: () => <NotLoaded load={{ status: 'error' }} />,
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

/** Loading or failed: the picker's frame when no book is chosen, the e-book's report page's otherwise. */
function NotLoaded({ load }: { load: Exclude<BooksLoad, { status: 'done' }> }) {
  const { bookId } = Route.useSearch()
  const { id } = Route.useParams()
  if (bookId === undefined) return <PickApprentice instructorId={Number(id)} load={load} />
  return load.status === 'loading' ? <BookLoadingPage page="report" /> : <BookLoadFailedPage page="report" />
}
