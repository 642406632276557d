import type { CourseOpportunity, DistanceOrder } from '../../src/api/orders/order.schemas'
import type { ErrorMessage } from '../../src/api/failure'
import type { StepErrors } from '../wizard/field-errors'

/**
 * The company's approval of a distance-education order (§2 the 7-step guide, §4, §5, §8): its steps,
 * the fields each shows, and the flow's types. Shared by the machine, its rules, selectors and views.
 */

export const APPROVAL_STEPS = ['order', 'provider', 'occasion', 'delivery', 'reference', 'terms', 'review'] as const
export type ApprovalStep = (typeof APPROVAL_STEPS)[number]
/** The pages around the steps: the binding question, the call under way, the server's yes. */
export type ApprovalScreen = ApprovalStep | 'loading' | 'confirming' | 'approving' | 'approved'

export type DeliverTo = 'company' | 'apprentice'

export interface ApprovalAnswers {
  /** The chosen course occasion (required when the provider has any; §8 none blocks approving). */
  courseOpportunityId: number | null
  bookPackagesDeliverTo: DeliverTo
  recipientAttention: string
  recipientPhone: string
  reference: string
  costCentre: string
  /** §5: approval requires accepting the purchase terms. */
  acceptPurchaseTerms: boolean
}
export type ApprovalField = keyof ApprovalAnswers

export const APPROVAL_STEP_FIELDS: Record<ApprovalStep, readonly ApprovalField[]> = {
  order: [],
  provider: [],
  occasion: ['courseOpportunityId'],
  delivery: ['bookPackagesDeliverTo', 'recipientAttention', 'recipientPhone'],
  reference: ['reference', 'costCentre'],
  terms: ['acceptPurchaseTerms'],
  review: [],
}

export interface DistanceApprovalInput {
  companyId: number
  /** The order as the route read it (awaiting the company). */
  order: DistanceOrder
  /** The provider's occasions not yet started ([]: §8 blocks approving). */
  occasions: readonly CourseOpportunity[]
}

export interface DistanceApprovalContext extends DistanceApprovalInput {
  step: ApprovalStep
  answers: ApprovalAnswers
  errors: StepErrors<ApprovalField>
  formError: ErrorMessage | null
  /** A "Change" link of the review opened a step: Continue goes back to the review. */
  returnToReview: boolean
  /** Grows with every refused check: the error summary takes focus again. */
  attempt: number
  /** The order as the server answered the approval (only then "approved"). */
  approved: DistanceOrder | null
}

export type DistanceApprovalEvent =
  | { type: 'answers.change'; answers: Partial<ApprovalAnswers> }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: ApprovalStep }
  | { type: 'approve' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }

/** What the approve actor sends (ApproveDistanceOrderBody without empty texts). */
export interface ApproveInput {
  companyId: number
  orderId: number
  body: {
    acceptPurchaseTerms: boolean
    courseOpportunityId?: number
    reference?: string
    costCentre?: string
    recipientAttention?: string
    recipientPhone?: string
    bookPackagesDeliverTo: DeliverTo
  }
}
