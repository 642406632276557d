import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { companyPageOf } from '../-redirect-names'

/**
 * /company/{id}/CompanyRedirect/{routenm} (§2): after the company guard of the layout, on to the
 * company page the name stands for (-redirect-names.ts), whose own guard then decides; an unknown
 * name is not found. No page of its own.
 */
export const Route = createFileRoute('/company/$id/CompanyRedirect/$routenm')({
  beforeLoad: ({ params }) => {
    const page = companyPageOf(params.routenm)
    if (page === null) throw notFound()
    throw redirect({ to: '/company/$id/$', params: { id: params.id, _splat: page }, replace: true })
  },
})
