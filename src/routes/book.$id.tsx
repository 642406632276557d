import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireAuth } from './-guards'
import { requireIdParams } from './-params'

/**
 * Layout of every /book/{id}/… page (§2 "Instructor and e-book"): auth, and an id that is an id,
 * before any of them loads. The pages are its children: the overview (book.$id.index.tsx), the
 * education overview, and the report pages (report-element, create-overview, report/{reportId}).
 * Who may read the book is the API's answer (a 403 from books/get is the forbidden page).
 */
export const Route = createFileRoute('/book/$id')({
  beforeLoad: ({ context, params }) => {
    requireAuth(context)
    requireIdParams(params.id)
  },
  component: Outlet,
})
