import type { SnapshotFrom } from 'xstate'
import { message as serverMessage } from '../../mock-server/messages'
import { PERSONAS, STAFF, STAFF_IDS } from '../../mock-server/seed'
import type { PathEvent } from '../wizard/path-event'
import type { instructorLinkMachine } from './instructor-link.machine'
import type { LinkTarget } from './instructor-link.steps'

/**
 * Path generation inputs of the YUA page's links (xstate/graph), replayed in the browser by
 * e2e/company/instructor-link-paths.spec.ts: Maria Lindqvist (persona 'companyAdmin', FTGADM at
 * Norr) links Elin Andersson (apprenticeship 3002, instructed by Johan) from Nils Engström's card
 * (nothing chosen; refused by the server: no e-mail, §5) and from Anders Vikström's (linked). Ending a
 * link is left to the machine's test (which link the server keeps depends on the walk's order).
 * Only tests import this file.
 */

export type InstructorLinkPathSnapshot = SnapshotFrom<typeof instructorLinkMachine>

export const NILS = { instructorEmploymentId: STAFF.nils.employmentId, instructor: 'Nils Engström' }
export const ANDERS = { instructorEmploymentId: STAFF.anders.employmentId, instructor: 'Anders Vikström' }
export const ELIN_NAME = `${PERSONAS.apprentice.firstName} ${PERSONAS.apprentice.lastName}`
export const ELIN: LinkTarget = {
  apprenticeshipId: STAFF_IDS.elinAtNorr,
  apprentice: ELIN_NAME,
  activeInstructorIds: [2004],
}

export const LINK_ANSWERS = {
  done: 'xstate.done.actor.saveLinks',
  error: 'xstate.error.actor.saveLinks',
} as const

/** §5: Nils has no e-mail address; the server says so by itself (422, its words). */
export const NO_EMAIL = serverMessage('sv', 'instructorNoEmail')

export const instructorLinkEvents: readonly PathEvent[] = [
  { type: 'link', target: null, ...NILS },
  { type: 'link', target: ELIN, ...NILS },
  { type: 'link', target: ELIN, ...ANDERS },
  // A failed call (a 500) and the server's own §5 refusal.
  { type: LINK_ANSWERS.error, error: { key: 'couldNotSave' } },
  { type: LINK_ANSWERS.error, error: { key: 'couldNotSave', text: NO_EMAIL } },
  { type: LINK_ANSWERS.done, output: { id: STAFF_IDS.elinAtNorr } },
]

/** What the page shows: the state, the message and its card, the last change taken. */
export function instructorLinkPathKey(s: InstructorLinkPathSnapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    change: s.matches('saving') ? c.change?.instructorEmploymentId : null,
    error: c.error,
    failedFor: c.failedFor,
    done: c.done?.instructorEmploymentId ?? null,
  })
}
