import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireAuth } from './-guards'
import { usePreloadEbookRoutes } from './-book-preload'
import { requireIdParams } from './-params'

/**
 * Layout of every /book/{id}/… page (§2 "Instructor and e-book"): auth, and an id that is an id,
 * before any of them loads. The pages are its children: the overview (book.$id.index.tsx), the
 * education overview, and the report pages (report-element, create-overview, report/{reportId}).
 * Who may read the book is the API's answer (a 403 from books/get is the forbidden page).
 * Once a book page shows, the other e-book pages' code loads too (issue 17, ./-book-preload.ts).
 */
export const Route = createFileRoute('/book/$id')({
  beforeLoad: ({ context, params }) => {
    requireAuth(context)
    requireIdParams(params.id)
  },
  component: BookLayout,
})

function BookLayout() {
  usePreloadEbookRoutes()
  return <Outlet />
}
