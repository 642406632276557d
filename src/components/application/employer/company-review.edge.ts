import { companyReviewMachine } from '../../../../machines/application/company-review.machine'
import type { ReviewOutcome } from '../../../../machines/application/company-review.steps'
import { reviewActors } from './application-calls'

export interface ReviewEdges {
  /** Approved, denied or deleted: the page says so and goes back to the list. */
  finished: (outcome: ReviewOutcome) => void
  saved: () => void
}

/** The React edge of the company review: the api calls as actors and the page's edges, read through `edges()` when they fire. */
export function companyReviewFlow(edges: () => ReviewEdges) {
  return companyReviewMachine.provide({
    actors: reviewActors,
    actions: {
      reviewFinished: (_, params) => edges().finished(params.outcome),
      applicationSaved: () => edges().saved(),
      logFailure: (_, params) => console.info(`[company-review] ${params.what} failed`, params.error),
    },
  })
}
