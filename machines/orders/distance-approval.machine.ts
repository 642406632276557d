import { assign, fromPromise, setup } from 'xstate'
import { failureMessageOf, failureOf, message } from '../../src/api/failure'
import type { DistanceOrder } from '../../src/api/orders/order.schemas'
import { pickStepFields } from '../wizard/steps'
import { withoutFields } from '../wizard/field-errors'
import { actorNotProvided } from '../wizard/not-provided'
import { routingStates, stepGuards, stepTarget } from '../wizard/wizard-states'
import './distance-approval.failures'
import {
  approvalSteps,
  approveInput,
  firstBlockedStep,
  initialAnswers,
  stepErrors,
  stepRefusal,
} from './distance-approval.rules'
import {
  APPROVAL_STEPS,
  APPROVAL_STEP_FIELDS,
  type ApprovalStep,
  type ApproveInput,
  type DistanceApprovalContext,
  type DistanceApprovalEvent,
  type DistanceApprovalInput,
} from './distance-approval.steps'

/**
 * The company approves a distance-education order (§2 /company/{id}/distance-orders/{distance_order_id},
 * the 7-step guide; §4, §5, §6, §8; issue 20): the order, its provider, the course occasion (a provider
 * without any blocks approving with §8's text), delivery of the book packages, the company's reference,
 * the purchase terms (§5: accepted, never pre-ticked), the review. Approving is binding: asked first,
 * then sent; "approved" only once the server answered; a failure goes back to the review with every
 * answer kept and says why (the server's words on the fields it names; §8 "order cannot be saved" when
 * the order no longer awaits the company).
 */

const ID = 'distanceApproval'
const notProvided = actorNotProvided('distance-approval machine')

/** One step of the guide: answers change only its own fields; Continue checks it; Back goes to the one before. */
const guideStep = (step: ApprovalStep) => ({
  entry: { type: 'enterStep' as const, params: { step } },
  on: {
    'answers.change': { actions: { type: 'changeAnswers' as const, params: { step } } },
    'step.continue': [
      {
        guard: { type: 'stepBlocked' as const, params: { step } },
        actions: { type: 'refuseStep' as const, params: { step } },
      },
      { target: '#approvalNext', actions: 'clearErrors' as const },
    ],
    ...(step === APPROVAL_STEPS[0]
      ? {}
      : { 'step.back': { target: '#approvalPrevious', actions: 'clearErrors' as const } }),
  },
})

export const distanceApprovalMachine = setup({
  types: {
    context: {} as DistanceApprovalContext,
    events: {} as DistanceApprovalEvent,
    input: {} as DistanceApprovalInput,
  },
  actors: {
    /** PATCH approve-distance-order: the order as approved; rejects with a Failure. */
    approve: fromPromise<DistanceOrder, ApproveInput>(async () => notProvided('approve')),
  },
  actions: {
    /** Edge: the "Approved" toast and the list refreshed (only after the server's answer). */
    approved: (_, _params: DistanceOrder) => {},
    enterStep: assign((_, params: { step: ApprovalStep }) => ({
      step: params.step,
      ...(params.step === 'review' ? { returnToReview: false } : {}),
    })),
    clearErrors: assign({ errors: {}, formError: null }),
    refuseStep: assign(({ context }, params: { step: ApprovalStep }) => ({
      errors: stepErrors(params.step, context),
      formError: message(stepRefusal(params.step, context)),
      attempt: context.attempt + 1,
    })),
    changeAnswers: assign(({ context, event }, params: { step: ApprovalStep }) => {
      if (event.type !== 'answers.change') return {}
      const change = pickStepFields(APPROVAL_STEP_FIELDS[params.step], event.answers)
      const errors = withoutFields(context.errors, Object.keys(change))
      return {
        answers: { ...context.answers, ...change },
        errors,
        formError:
          context.formError?.key === 'formNotFilled' && Object.keys(errors).length === 0 ? null : context.formError,
      }
    }),
  },
  guards: {
    ...stepGuards(approvalSteps),
    stepBlocked: ({ context }, params: { step: ApprovalStep }) =>
      stepRefusal(params.step, context) === 'noCourseOpportunities' ||
      Object.keys(stepErrors(params.step, context)).length > 0,
    returnsToReview: ({ context }) => context.returnToReview,
    gotoIs: ({ event }, params: { step: ApprovalStep }) =>
      event.type === 'step.goto' && event.step === params.step && params.step !== 'review',
    approvable: ({ context }) => firstBlockedStep(context) === null,
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    ...input,
    step: 'order',
    answers: initialAnswers(input),
    errors: {},
    formError: null,
    returnToReview: false,
    attempt: 0,
    approved: null,
  }),
  initial: 'active',
  states: {
    active: {
      initial: 'order',
      states: {
        ...routingStates(
          ID,
          APPROVAL_STEPS,
          { next: 'approvalNext', previous: 'approvalPrevious' },
          { guard: 'returnsToReview', step: 'review' },
        ),
        order: guideStep('order'),
        provider: guideStep('provider'),
        occasion: guideStep('occasion'),
        delivery: guideStep('delivery'),
        reference: guideStep('reference'),
        terms: guideStep('terms'),
        review: {
          entry: { type: 'enterStep', params: { step: 'review' } },
          on: {
            // The review's "Change" links: the step, then Continue comes back here.
            'step.goto': APPROVAL_STEPS.map((step) => ({
              guard: { type: 'gotoIs' as const, params: { step } },
              target: stepTarget(ID, step),
              actions: [assign({ returnToReview: true }), 'clearErrors' as const],
            })),
            'step.back': { target: '#approvalPrevious', actions: 'clearErrors' },
            approve: [
              { guard: 'approvable', target: `#${ID}.confirming`, actions: 'clearErrors' },
              {
                actions: assign(({ context }) => {
                  const step = firstBlockedStep(context) ?? 'review'
                  return {
                    errors: stepErrors(step, context),
                    formError: message(stepRefusal(step, context)),
                    attempt: context.attempt + 1,
                  }
                }),
              },
            ],
          },
        },
      },
    },
    /** Binding: the company orders and pays; asked first. */
    confirming: {
      on: {
        'confirm.accept': 'approving',
        'confirm.cancel': stepTarget(ID, 'review'),
      },
    },
    approving: {
      tags: 'busy',
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => approveInput(context),
        onDone: {
          target: 'approved',
          actions: [
            assign({ approved: ({ event }) => event.output }),
            { type: 'approved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: stepTarget(ID, 'review'),
          actions: assign(({ context, event }) => {
            const failure = failureOf(event.error, 'couldNotSave')
            return {
              errors: failure.fieldErrors ?? {},
              formError: failureMessageOf(event.error, 'couldNotSave'),
              attempt: context.attempt + 1,
            }
          }),
        },
      },
    },
    approved: { type: 'final' },
  },
})
