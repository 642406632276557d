import { message } from '../../src/api/failure'
import { ORDER_REFERENCE_MAX } from '../../src/api/orders/order.schemas'
import { TEXT_MAX } from '../../src/api/common.schemas'
import type { FailureKey } from '../../src/api/failure'
import { stepList } from '../wizard/steps'
import type { StepErrors } from '../wizard/field-errors'
import {
  APPROVAL_STEPS,
  APPROVAL_STEP_FIELDS,
  type ApprovalAnswers,
  type ApprovalField,
  type ApprovalStep,
  type ApproveInput,
  type DistanceApprovalContext,
  type DistanceApprovalInput,
} from './distance-approval.steps'

/** The seven steps, always all shown (a provider without occasions still shows its step: it says why it blocks). */
export const approvalSteps = stepList<ApprovalStep, DistanceApprovalContext>(APPROVAL_STEPS)

/** A phone number as the recipient's: digits, spaces, + and - (the provider calls it about the delivery). */
const PHONE = /^\+?[\d\s-]+$/

/**
 * The answers the guide starts from: what the order already holds (the provider's proposals), the
 * only occasion chosen when there is exactly one, the terms never pre-accepted (§5).
 */
export function initialAnswers(input: DistanceApprovalInput): ApprovalAnswers {
  const { order, occasions } = input
  const proposed = order.courseOpportunity?.id
  const offered = occasions.some((o) => o.id === proposed) ? proposed : undefined
  return {
    courseOpportunityId: offered ?? (occasions.length === 1 ? (occasions[0]?.id ?? null) : null),
    bookPackagesDeliverTo: order.bookPackages[0]?.deliverTo ?? 'company',
    recipientAttention: order.recipientAttention ?? '',
    recipientPhone: order.recipientPhone ?? '',
    reference: order.reference ?? '',
    costCentre: order.costCentre ?? '',
    acceptPurchaseTerms: false,
  }
}

function tooLong(value: string, max: number) {
  return value.trim().length > max ? message('tooLong', { count: max }) : undefined
}

/** One field's problem with the answers so far, or undefined. */
function fieldError(
  field: ApprovalField,
  answers: ApprovalAnswers,
  context: Pick<DistanceApprovalContext, 'occasions'>,
) {
  switch (field) {
    case 'courseOpportunityId':
      return context.occasions.length > 0 && !context.occasions.some((o) => o.id === answers.courseOpportunityId)
        ? message('required')
        : undefined
    case 'recipientAttention':
      return tooLong(answers.recipientAttention, TEXT_MAX.name)
    case 'recipientPhone': {
      const phone = answers.recipientPhone.trim()
      if (phone !== '' && !PHONE.test(phone)) return message('invalidPhone')
      return tooLong(phone, TEXT_MAX.phone)
    }
    case 'reference':
      return tooLong(answers.reference, ORDER_REFERENCE_MAX)
    case 'costCentre':
      return tooLong(answers.costCentre, ORDER_REFERENCE_MAX)
    case 'acceptPurchaseTerms':
      return answers.acceptPurchaseTerms ? undefined : message('termsRequired')
    case 'bookPackagesDeliverTo':
      return undefined
  }
}

/** The step's field problems (none: Continue goes on). */
export function stepErrors(step: ApprovalStep, context: DistanceApprovalContext): StepErrors<ApprovalField> {
  const errors: StepErrors<ApprovalField> = {}
  for (const field of APPROVAL_STEP_FIELDS[step]) {
    const problem = fieldError(field, context.answers, context)
    if (problem) errors[field] = problem
  }
  return errors
}

/** §8: a provider without course occasions blocks approving until it updates its calendar. */
export const noOccasions = (context: Pick<DistanceApprovalContext, 'occasions'>) => context.occasions.length === 0

/** What keeps the order from being approved: the first step with a problem, or null. */
export function firstBlockedStep(context: DistanceApprovalContext): ApprovalStep | null {
  if (noOccasions(context)) return 'occasion'
  return APPROVAL_STEPS.find((step) => Object.keys(stepErrors(step, context)).length > 0) ?? null
}

/** The form-level message a step's refused Continue shows. */
export function stepRefusal(step: ApprovalStep, context: DistanceApprovalContext): FailureKey {
  return step === 'occasion' && noOccasions(context) ? 'noCourseOpportunities' : 'formNotFilled'
}

const given = (value: string) => {
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

/** The approve call's input: the answers, empty texts left out; no amount (the server's stands). */
export function approveInput(context: DistanceApprovalContext): ApproveInput {
  const { answers } = context
  const body: ApproveInput['body'] = {
    acceptPurchaseTerms: answers.acceptPurchaseTerms,
    bookPackagesDeliverTo: answers.bookPackagesDeliverTo,
  }
  if (answers.courseOpportunityId !== null) body.courseOpportunityId = answers.courseOpportunityId
  for (const field of ['reference', 'costCentre', 'recipientAttention', 'recipientPhone'] as const) {
    const value = given(answers[field])
    if (value !== undefined) body[field] = value
  }
  return { companyId: context.companyId, orderId: context.order.id, body }
}
