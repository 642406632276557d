import { Outlet, createFileRoute } from '@tanstack/react-router'
import { companyRouteGuard } from './-guards'

/** Layout of every /company/$id/… page: the company guard of §2 (with its two quirks), then the page. */
export const Route = createFileRoute('/company/$id')({
  beforeLoad: ({ context, params, location }) => {
    companyRouteGuard(context, params.id, location.pathname)
  },
  component: Outlet,
})
