import { createFileRoute, redirect } from '@tanstack/react-router'
import { parseCompanyId, requireCompanyForApplicationWithAppId } from '../-guards'
import { parseApplicationId } from '../../-params'

/**
 * /company/{id}/create-applications/{appid}: a registration draft, shown by the parent route's wizard.
 * §2 quirk kept: a failed check goes to the start page rather than /forbidden (also for an {appid}
 * that is no application id; a draft the user may not open is sent there by the wizard).
 */
export const Route = createFileRoute('/company/$id/create-applications/$appid')({
  beforeLoad: ({ context, params }) => {
    requireCompanyForApplicationWithAppId(context, parseCompanyId(params.id))
    if (parseApplicationId(params.appid) === null) throw redirect({ to: '/' })
  },
  component: () => null,
})
