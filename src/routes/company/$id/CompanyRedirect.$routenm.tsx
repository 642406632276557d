import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { companyPageOf } from '../-redirect-names'

/**
 * /company/{id}/CompanyRedirect/{routenm} (§2): after the company guard of the layout, on to the
 * company page the name stands for (-redirect-names.ts), whose own guard then decides; an unknown
 * name is not found. No page of its own. The name is read in the loader, not in beforeLoad: a loader
 * is split off with its table, which the logged-out start page then never loads (ADR 0014 "Cost in the
 * start page"); the layout's guard has run before either.
 */
export const Route = createFileRoute('/company/$id/CompanyRedirect/$routenm')({
  loader: ({ params }) => {
    const page = companyPageOf(params.routenm)
    if (page === null) throw notFound()
    throw redirect({ to: '/company/$id/$', params: { id: params.id, _splat: page }, replace: true })
  },
  codeSplitGroupings: [['loader']],
})
