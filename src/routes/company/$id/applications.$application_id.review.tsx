import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import type { ReviewStep } from '../../../../machines/application/company-review.steps'
import { ReferenceFailedPage, ReferenceLoadingPage } from '../../../components/application/employer/flow-pages'
import { ReviewWizard } from '../../../components/application/employer/review-wizard'
import { requireApplicationsRight } from '../-guards'
import { loadCompanyReference } from './-reference-loader'
import { parseApplicationId } from '../../-params'
import { REVIEW_STEP_SLUGS } from './-step-slugs'

const SearchSchema = v.object({
  /** The review page's slug; the machine decides, the URL follows (and the back button with it). */
  step: v.optional(v.picklist(REVIEW_STEP_SLUGS)),
})

/**
 * /company/{id}/applications/{application_id}/review — the named route AdminApplicationStart of the
 * spec: company users' Application notifications lead here (src/domain/notification-navigation.ts).
 */
export const Route = createFileRoute('/company/$id/applications/$application_id/review')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  beforeLoad: ({ context, params }) => {
    requireApplicationsRight(context, params.id)
    if (parseApplicationId(params.application_id) === null) throw notFound()
  },
  loader: ({ context }) => loadCompanyReference(context),
  // Once per visit: the review's steps change only the search.
  shouldReload: false,
  // The pending page is not split by default; kept with the error page out of the start page's entry.
  codeSplitGroupings: [['component'], ['pendingComponent', 'errorComponent']],
  pendingComponent: ReviewPending,
  errorComponent: ReviewFailed,
  component: ReviewRoute,
})

function ReviewRoute() {
  const { id, application_id } = Route.useParams()
  const { step } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const setUrlStep = useCallback(
    (next: ReviewStep, replace: boolean) => void navigate({ search: { step: next }, replace }),
    [navigate],
  )
  const reference = Route.useLoaderData()
  return (
    <ReviewWizard
      companyId={Number(id)}
      applicationId={Number(application_id)}
      urlStep={step}
      setUrlStep={setUrlStep}
      reference={reference}
    />
  )
}

function ReviewPending() {
  return <ReferenceLoadingPage titleKey="review.title" />
}

function ReviewFailed() {
  return <ReferenceFailedPage titleKey="review.title" />
}
