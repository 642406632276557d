import { Outlet, createFileRoute } from '@tanstack/react-router'
import { BookLoadFailedPage, BookLoadingPage } from '../components/ebook/book/book-route-pages'
import { requireAuth } from './-guards'
import { loadBookReport, readerOf } from './-book-loader'
import { usePreloadEbookRoutes } from './-book-preload'
import { requireIdParams } from './-params'

/**
 * /books/{bookId}/report/{reportId}/… — InstructorApprenticesReport (§2): a report as its other
 * readers see it (the instructor, company users; Book notifications on a report lead company users
 * here). Read-only for now; the layout loads the book and the report once for the report page and
 * its report-detail pages.
 */
export const Route = createFileRoute('/books/$bookId/report/$reportId')({
  beforeLoad: ({ context, params }) => {
    requireAuth(context)
    requireIdParams(params.bookId, params.reportId)
  },
  loader: ({ params, context }) => loadBookReport(Number(params.bookId), Number(params.reportId), readerOf(context)),
  codeSplitGroupings: [
    ['loader', 'component'],
    ['pendingComponent', 'errorComponent'],
  ],
  pendingComponent: ReportPending,
  errorComponent: ReportFailed,
  component: ReportLayout,
})

/** Once the report shows, the other e-book pages' code loads too (issue 17, ./-book-preload.ts). */
function ReportLayout() {
  usePreloadEbookRoutes()
  return <Outlet />
}

function ReportPending() {
  return <BookLoadingPage page="report" />
}

function ReportFailed() {
  return <BookLoadFailedPage page="report" />
}
