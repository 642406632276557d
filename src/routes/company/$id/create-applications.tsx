import { createFileRoute, useParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { ReferenceFailedPage, ReferenceLoadingPage } from '../../../components/application/employer/flow-pages'
import { RegistrationPage } from '../../../components/application/employer/registration-page'
import { parseApplicationId } from '../../-params'
import { loadCompanyReference } from './-reference-loader'
import { REGISTRATION_STEP_SLUGS } from './-step-slugs'

const SearchSchema = v.object({
  /** The wizard's step slug; the machine decides, the URL follows (and the back button with it). */
  step: v.optional(v.picklist(REGISTRATION_STEP_SLUGS)),
})

/**
 * /company/{id}/create-applications: the company/instructor registration wizard (§2). It also hosts
 * /create-applications/{appid} (the child route below only guards): the wizard stays mounted while
 * the URL gains the id of the draft it created. The layout's guard already lets company users in (§6
 * "new applications: company user").
 */
export const Route = createFileRoute('/company/$id/create-applications')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  loader: ({ context }) => loadCompanyReference(context),
  // Once per visit: the wizard's steps change only the search.
  shouldReload: false,
  // The pending page is not split by default; kept with the error page out of the start page's entry.
  codeSplitGroupings: [['component'], ['pendingComponent', 'errorComponent']],
  pendingComponent: RegistrationPending,
  errorComponent: RegistrationFailed,
  component: CreateApplicationsRoute,
})

function CreateApplicationsRoute() {
  const { id } = Route.useParams()
  const { step } = Route.useSearch()
  const { appid } = useParams({ strict: false })
  const reference = Route.useLoaderData()
  return (
    <RegistrationPage
      key={id}
      companyId={Number(id)}
      appId={parseApplicationId(appid)}
      urlStep={step}
      reference={reference}
    />
  )
}

function RegistrationPending() {
  return <ReferenceLoadingPage titleKey="registration.title" />
}

function RegistrationFailed() {
  return <ReferenceFailedPage titleKey="registration.title" />
}
