import type { SnapshotFrom } from 'xstate'
import { message as serverMessage } from '../../mock-server/messages'
import { COMPANY_NORR, ORDER_IDS } from '../../mock-server/seed'
import type { CourseOpportunity, DistanceOrder } from '../../src/api/orders/order.schemas'
import type { PathEvent } from '../wizard/path-event'
import { distanceApprovalMachine } from './distance-approval.machine'
import type { DistanceApprovalInput } from './distance-approval.steps'

/**
 * Path generation inputs of the distance-order approval (xstate/graph), replayed in the browser by
 * e2e/orders/distance-approval.spec.ts: Maria Lindqvist (persona 'companyAdmin', FTGADM and BG at
 * Byggbolaget i Norr) approves Sara Holm's order 50501 (Hermods: two occasions ahead; 10 of 30 days
 * left). The order here holds what the guide reads of the scenario's (mock-server/scenario/orders.ts);
 * only tests import this file.
 */

export type DistanceApprovalSnapshot = SnapshotFrom<typeof distanceApprovalMachine>

function answerOf(kind: 'done' | 'error'): string {
  const invoke = distanceApprovalMachine.getStateNodeById('distanceApproval.approving').invoke[0]
  if (!invoke) throw new Error('distance-approval machine: no call in approving')
  return `xstate.${kind}.actor.${invoke.id}`
}

export const APPROVE_ANSWERS = { done: answerOf('done'), error: answerOf('error') } as const

export const WALK_COMPANY = COMPANY_NORR.id
export const WALK_ORDER_ID = ORDER_IDS.nearDeadline
export const WALK_REFERENCE = 'Projekt Hamnen 12'

const occasion = (id: number, name: string, startDate: string): CourseOpportunity => ({
  id,
  name,
  startDate,
  endDate: startDate,
  place: null,
})

/** Hermods' two occasions ahead (the started one is not offered). */
export const WALK_OCCASIONS: readonly CourseOpportunity[] = [
  occasion(ORDER_IDS.firstOccasion, 'Teori vår', '2027-01-18'),
  occasion(ORDER_IDS.secondOccasion, 'Teori höst', '2027-08-23'),
]

/** Order 50501 as the guide reads it (what decides the answers it starts from). */
export const WALK_ORDER: DistanceOrder = {
  id: WALK_ORDER_ID,
  companyId: WALK_COMPANY,
  departmentId: null,
  departmentName: null,
  stateId: 1,
  latestApprovalDate: '2026-12-07',
  extendedApprovalDate: null,
  professionId: 101,
  professionName: 'Träarbetare',
  apprentice: { id: 1, firstName: 'Sara', lastName: 'Holm' },
  apprenticeshipId: 3005,
  providerId: ORDER_IDS.providerWithOccasions,
  number: `DO-${WALK_ORDER_ID}`,
  orderedAt: '2026-11-07',
  reference: null,
  type: 'Distansutbildning teori',
  description: 'Teoridelen av lärlingsutbildningen på distans (yrkesteori och arbetsmiljö).',
  netAmount: 8400,
  amount: 10500,
  options: ['Tryckt kursmaterial'],
  costCentre: null,
  attestation: null,
  deliveryAddress: null,
  invoiceAddress: null,
  recipientAttention: null,
  recipientPhone: null,
  courseOpportunity: null,
  bookPackages: [
    { kind: 'base', deliverTo: 'apprentice' },
    { kind: 'profession', deliverTo: 'company' },
  ],
  webStudent: true,
  purchaseTermsAcceptedAt: null,
  approvedAt: null,
  approvedBy: null,
  deadline: { deadline: '2026-12-07', daysLeft: 10, allowanceDays: 30, warning: true, deactivatesBook: false },
}

export const distanceApprovalPathInput: DistanceApprovalInput = {
  companyId: WALK_COMPANY,
  order: WALK_ORDER,
  occasions: WALK_OCCASIONS,
}

export const distanceApprovalEvents: readonly PathEvent[] = [
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'answers.change', answers: { courseOpportunityId: ORDER_IDS.secondOccasion } },
  { type: 'answers.change', answers: { reference: WALK_REFERENCE } },
  { type: 'answers.change', answers: { acceptPurchaseTerms: true } },
  { type: 'step.goto', step: 'occasion' },
  { type: 'approve' },
  { type: 'confirm.cancel' },
  { type: 'confirm.accept' },
  { type: APPROVE_ANSWERS.done, output: { ...WALK_ORDER, stateId: 2 } },
  // A failed call (a 500): the review says why and keeps every answer.
  { type: APPROVE_ANSWERS.error, error: { key: 'couldNotSave' } },
  // §8 "order cannot be saved": approved meanwhile by someone else (422 closed, the server's words).
  { type: APPROVE_ANSWERS.error, error: { key: 'orderClosed', text: serverMessage('sv', 'orderClosed') } },
]

/** What the page shows: the state, the answers, the messages. Not the attempt count (it only moves focus). */
export function distanceApprovalPathKey(s: DistanceApprovalSnapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    answers: c.answers,
    errors: c.errors,
    formError: c.formError,
    back: c.returnToReview,
  })
}
