import { message as serverMessage } from '../../mock-server/messages'
import { INSTRUCTOR_IDS, SCENARIO_BASE_DATE } from '../../mock-server/seed'
import type { Ebook } from '../../src/api/ebook/ebook.schemas'
import type { SnapshotFrom } from 'xstate'
import type { PathEvent } from '../wizard/path-event'
import { bookApprovalMachine, type BookApprovalInput } from './book-approval.machine'
import { carpentryElements, carpentryPart, carpentryTheory, JOHAN, norrCarpentryBook } from './ebook-review.paths'

/**
 * Path generation inputs of the e-book's approval (xstate/graph), replayed in the browser by
 * e2e/ebook/ebook-review-walks.spec.ts: the approval box of Hanna Lundqvist's complete book 7011 on
 * its overview (/book/7011), as her supervising instructor Johan Berg (persona 'instructor') reads it
 * on the scenario's day (mock-server/scenario/instructor.ts). Every answer event is what the
 * simulated backend answers him; only tests import this file.
 */

/** The machine's one call has no id of its own: its answers are named by the state that invokes it. */
function answerOf(kind: 'done' | 'error'): string {
  const invoke = bookApprovalMachine.getStateNodeById('bookApproval.approving').invoke[0]
  if (!invoke) throw new Error('book-approval machine: no call in approving')
  return `xstate.${kind}.actor.${invoke.id}`
}

export type BookApprovalSnapshot = SnapshotFrom<typeof bookApprovalMachine>

export const APPROVAL_ANSWERS = { done: answerOf('done'), error: answerOf('error') } as const

const approved = (at: string) => ({ approvedAt: at })
const JAN = '2026-01-20T10:00:00.000Z'
const APR = '2026-04-21T10:00:00.000Z'
const AUG = '2026-08-25T10:00:00.000Z'
const OCT = '2026-10-13T10:00:00.000Z'

/** 7011 as Johan reads it: every part reported, reviewed and approved by him, all theory approved. */
export const READY_BOOK: Ebook = norrCarpentryBook({
  id: INSTRUCTOR_IDS.readyBook,
  createdAt: '2025-08-20T08:10:00.000Z',
  apprentice: { id: INSTRUCTOR_IDS.hanna, firstName: 'Hanna', lastName: 'Lundqvist' },
  elements: carpentryElements({
    [carpentryPart(1, 1)]: { achieved: 3, instructor: 3, ...approved(JAN) },
    [carpentryPart(1, 2)]: { achieved: 3, instructor: 3, ...approved(JAN) },
    [carpentryPart(1, 3)]: { achieved: 2, instructor: 2, ...approved(JAN) },
    [carpentryPart(2, 1)]: { achieved: 3, instructor: 3, ...approved(APR) },
    [carpentryPart(2, 2)]: { achieved: 3, instructor: 3, ...approved(APR) },
    [carpentryPart(2, 3)]: { achieved: 4, instructor: 4, ...approved(APR) },
    [carpentryPart(3, 1)]: { achieved: 3, instructor: 3, ...approved(AUG) },
    [carpentryPart(3, 2)]: { achieved: 4, instructor: 4, ...approved(AUG) },
    [carpentryPart(3, 3)]: { achieved: 2, instructor: 2, ...approved(AUG) },
    [carpentryPart(4, 1)]: { achieved: 3, instructor: 3, ...approved(OCT) },
    // Hanna said 3, Johan approved 2 (the required level).
    [carpentryPart(4, 2)]: { achieved: 3, instructor: 2, ...approved(OCT) },
  }),
  theory: carpentryTheory(INSTRUCTOR_IDS.readyBook, { 11: '2026-06-05', 12: '2026-06-05', 13: '2026-06-05' }),
  viewer: { mayReport: false, mayManagePauses: false, mayReview: true, mayApprove: true },
})

/** Five years from the approval (§3: until the region issues it, an approved book is valid from its approval). */
const VALID_UNTIL = `${Number(SCENARIO_BASE_DATE.slice(0, 4)) + 5}${SCENARIO_BASE_DATE.slice(4, 10)}`

/** The server's answer to the approval: approved now by Johan, handed to the region, read-only for everyone from then on. */
export const APPROVED_BOOK: Ebook = {
  ...READY_BOOK,
  status: 'approved',
  displayState: 'approved',
  closedReason: 'approved',
  validUntil: VALID_UNTIL,
  approval: { approvedBy: JOHAN, approvedAt: SCENARIO_BASE_DATE },
  // Handed to Norr's region at the approval (ADR 0012).
  handOff: { region: { id: 1, name: 'BYN Norr' }, to: 'norr@byn.example.se', sentAt: SCENARIO_BASE_DATE },
  viewer: { mayReport: false, mayManagePauses: false, mayReview: false, mayApprove: false },
}

export const bookApprovalPathInput: BookApprovalInput = { book: READY_BOOK }

export const bookApprovalEvents: readonly PathEvent[] = [
  { type: 'approval.start' },
  { type: 'approval.confirm' },
  { type: 'approval.cancel' },
  { type: 'book.changed', book: READY_BOOK },
  { type: APPROVAL_ANSWERS.done, output: APPROVED_BOOK },
  // A call that failed (a 500): the box's own words.
  { type: APPROVAL_ANSWERS.error, error: { key: 'couldNotSave' } },
  // A refusal (a 422): the server's words.
  {
    type: APPROVAL_ANSWERS.error,
    error: { key: 'couldNotSave', fieldErrors: { fault: { text: serverMessage('sv', 'faultInjected') } } },
  },
]

/** What the box shows: the state, its message, whether the book is approved. Not the attempt count (it only moves focus). */
export function bookApprovalPathKey(s: BookApprovalSnapshot): string {
  const c = s.context
  return JSON.stringify({ value: s.value, error: c.error, approval: c.book.approval })
}
