import { createFileRoute } from '@tanstack/react-router'
import { BookLoadFailedPage, BookLoadingPage } from '../components/ebook/book/book-route-pages'
import { EbookStartPage } from '../components/ebook/book/ebook-start-page'
import { loadBookOverview, readerOf } from './-book-loader'

/** /book/{id} — EbookStart (§2): the e-book's overview. */
export const Route = createFileRoute('/book/$id/')({
  // The book and the first page of its reports in parallel: one round trip before the page shows.
  loader: ({ params, context }) => loadBookOverview(Number(params.id), readerOf(context)),
  // The pending page is not split by default; kept with the error page out of the start page's entry.
  codeSplitGroupings: [
    ['loader', 'component'],
    ['pendingComponent', 'errorComponent'],
  ],
  pendingComponent: OverviewPending,
  errorComponent: OverviewFailed,
  component: EbookStartRoute,
})

function EbookStartRoute() {
  const { book, firstReports } = Route.useLoaderData()
  return <EbookStartPage key={book.id} book={book} firstReports={firstReports} />
}

function OverviewPending() {
  return <BookLoadingPage page="overview" />
}

function OverviewFailed() {
  return <BookLoadFailedPage page="overview" />
}
