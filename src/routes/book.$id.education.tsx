import { createFileRoute } from '@tanstack/react-router'
import { BookLoadFailedPage, BookLoadingPage } from '../components/ebook/book/book-route-pages'
import { EbookEducationPage } from '../components/ebook/book/ebook-education-page'
import { loadBook, readerOf } from './-book-loader'

/** /book/{id}/education — EbookEducationStart (§2): the education overview; Book notifications without a report lead here. */
export const Route = createFileRoute('/book/$id/education')({
  loader: ({ params, context }) => loadBook(Number(params.id), readerOf(context)),
  codeSplitGroupings: [
    ['loader', 'component'],
    ['pendingComponent', 'errorComponent'],
  ],
  pendingComponent: EducationPending,
  errorComponent: EducationFailed,
  component: EbookEducationRoute,
})

function EbookEducationRoute() {
  const book = Route.useLoaderData()
  return <EbookEducationPage book={book} />
}

function EducationPending() {
  return <BookLoadingPage page="education" />
}

function EducationFailed() {
  return <BookLoadFailedPage page="education" />
}
