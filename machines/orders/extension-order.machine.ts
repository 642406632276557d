import { assign, fromPromise, setup } from 'xstate'
import { failureMessageOf, failureOf, message } from '../../src/api/failure'
import type { ExtensionOrder } from '../../src/api/orders/extension.schemas'
import { actorNotProvided } from '../wizard/not-provided'
import './distance-approval.failures'
import './extension-order.failures'
import {
  approveErrors,
  approveInput,
  createBlocked,
  createErrors,
  createInput,
  initialContext,
  toggled,
  withAnswer,
} from './extension-order.rules'
import type {
  ApproveInput,
  CreateInput,
  ExtensionAction,
  ExtensionOrderContext,
  ExtensionOrderEvent,
  ExtensionOrderInput,
} from './extension-order.steps'

/**
 * Extension orders of one distance order (§2 /company/{id}/extension-orders/{distance_order_id}, §5, §7;
 * issue 20). The company's approver chooses extensions of the order's provider and creates an extension
 * order (asked first; the server prices it and sends it to the company for approval), then approves the
 * pending one with the purchase terms accepted (binding: asked first). Only the server's answer changes
 * an order on the page; a failure keeps every choice and says why.
 */

const notProvided = actorNotProvided('extension-order machine')

/** A refused call: its messages on the form that made it, every choice kept. */
function refused(context: ExtensionOrderContext, error: unknown, acting: ExtensionAction) {
  const failure = failureOf(error, 'couldNotSave')
  return {
    errors: failure.fieldErrors ?? {},
    formError: failureMessageOf(error, 'couldNotSave'),
    acting,
    attempt: context.attempt + 1,
  }
}

export const extensionOrderMachine = setup({
  types: {
    context: {} as ExtensionOrderContext,
    events: {} as ExtensionOrderEvent,
    input: {} as ExtensionOrderInput,
  },
  actors: {
    /** POST extension-orders/create: the order as the server priced it (state 1); rejects with a Failure. */
    create: fromPromise<ExtensionOrder, CreateInput>(async () => notProvided('create')),
    /** POST extension-orders/approve: the order approved (state 2); rejects with a Failure. */
    approve: fromPromise<ExtensionOrder, ApproveInput>(async () => notProvided('approve')),
  },
  actions: {
    /** Edge: the "sent for approval" toast. */
    created: (_, _params: ExtensionOrder) => {},
    /** Edge: the "approved" toast. */
    approved: (_, _params: ExtensionOrder) => {},
    clearErrors: assign({ errors: {}, formError: null, acting: null }),
  },
  guards: {
    creatable: ({ context }) => createBlocked(context) === null && Object.keys(createErrors(context)).length === 0,
    approvable: ({ context }) => Object.keys(approveErrors(context)).length === 0,
  },
}).createMachine({
  id: 'extensionOrder',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'extensions.toggle': {
          actions: assign(({ context, event }) => ({
            selection: toggled(context.selection, event.id),
            errors: context.acting === 'create' ? {} : context.errors,
          })),
        },
        'educationExtension.choose': { actions: assign({ educationExtensionId: ({ event }) => event.id }) },
        'terms.change': {
          actions: assign(({ context, event }) => ({
            acceptPurchaseTerms: event.accepted,
            errors: context.acting === 'approve' ? {} : context.errors,
          })),
        },
        create: [
          { guard: 'creatable', target: 'confirmingCreate', actions: 'clearErrors' },
          {
            actions: assign(({ context }) => {
              const blocked = createBlocked(context)
              return {
                errors: blocked ? {} : createErrors(context),
                formError: blocked ?? message('formNotFilled'),
                acting: 'create' as const,
                attempt: context.attempt + 1,
              }
            }),
          },
        ],
        approve: [
          { guard: 'approvable', target: 'confirmingApprove', actions: 'clearErrors' },
          {
            actions: assign(({ context }) => ({
              errors: approveErrors(context),
              formError: message('formNotFilled'),
              acting: 'approve' as const,
              attempt: context.attempt + 1,
            })),
          },
        ],
      },
    },
    /** The order goes to the company's approval at the server's price: asked first. */
    confirmingCreate: { on: { 'confirm.accept': 'creating', 'confirm.cancel': 'idle' } },
    creating: {
      tags: 'busy',
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => createInput(context),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({
              orders: withAnswer(context.orders, event.output),
              selection: [],
              educationExtensionId: null,
            })),
            { type: 'created', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'idle', actions: assign(({ context, event }) => refused(context, event.error, 'create')) },
      },
    },
    /** Binding: the company orders and pays; asked first. */
    confirmingApprove: { on: { 'confirm.accept': 'approving', 'confirm.cancel': 'idle' } },
    approving: {
      tags: 'busy',
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => approveInput(context),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({
              orders: withAnswer(context.orders, event.output),
              acceptPurchaseTerms: false,
            })),
            { type: 'approved', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'idle', actions: assign(({ context, event }) => refused(context, event.error, 'approve')) },
      },
    },
  },
})
