import type { SnapshotFrom } from 'xstate'
import { COMPANY_NORR, PERSONAS, STAFF_IDS } from '../../mock-server/seed'
import type { PathEvent } from '../wizard/path-event'
import type { apprenticeshipEditMachine } from './apprenticeship-edit.machine'
import type { ApprenticeshipEditInput } from './apprenticeship-edit.steps'

/**
 * Path generation inputs of the apprentice's page (xstate/graph), replayed in the browser by
 * e2e/company/apprentices.spec.ts: Maria Lindqvist (persona 'companyAdmin', FTGADM at Byggbolaget i
 * Norr) adds an employment rate period to Elin Andersson's apprenticeship (3002: 75 % 2026-01-05 –
 * 2026-03-29, a pause 2026-07-06 – 2026-08-02, 50 % 2026-09-01 – 2026-10-30), checked first, and asks
 * to delete the apprenticeship and cancels; the save fails (the fault switch). Only tests import this file.
 *
 * Not among the events: linking and unlinking (the spec's own test links Anders Vikström), ending and
 * deleting for real (each walk would need a fresh apprenticeship; Elin's has an e-book: the server
 * refuses deleting it, the machine's test takes that refusal).
 */

export const MARIA = PERSONAS.companyAdmin
export const WALK_COMPANY = COMPANY_NORR.id
export const WALK_APPRENTICESHIP = STAFF_IDS.elinAtNorr
/** Johan Berg's employment at Norr: Elin's instructor. */
export const JOHAN_AT_NORR = 2004

export const apprenticeshipEditPathInput: ApprenticeshipEditInput = {
  apprenticeshipId: WALK_APPRENTICESHIP,
  fromDate: '2025-08-18',
  instructorIds: [JOHAN_AT_NORR],
}

/** A free period between Elin's first rate period and her pause. */
export const FREE_PERIOD = { percent: '60', fromDate: '2026-04-06', toDate: '2026-05-29' } as const

export const APPRENTICESHIP_ANSWERS = {
  rateError: 'xstate.error.actor.saveRate',
} as const

export const apprenticeshipEditEvents: readonly PathEvent[] = [
  { type: 'rate.change', field: 'percent', value: FREE_PERIOD.percent },
  { type: 'rate.change', field: 'fromDate', value: FREE_PERIOD.fromDate },
  { type: 'rate.change', field: 'toDate', value: FREE_PERIOD.toDate },
  { type: 'rate.submit' },
  { type: 'remove.start' },
  { type: 'cancel' },
  // Failures first: a walk then takes the failure and its retry on its way.
  { type: APPRENTICESHIP_ANSWERS.rateError, error: { key: 'couldNotSave' } },
  // Not the rate's success: a period is saved once, and a walk saving it again would meet its own §8
  // overlap (the spec's own test saves one; the machine's test says Saved after the answer).
]

type Snapshot = SnapshotFrom<typeof apprenticeshipEditMachine>

/** What the page shows and the guards read: the state, which fields are filled, the messages. */
export function apprenticeshipEditPathKey(s: Snapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    filled: [c.rate.percent !== '', c.rate.fromDate !== '', c.rate.toDate !== ''],
    rateErrors: Object.keys(c.rateErrors).filter((k) => c.rateErrors[k as keyof typeof c.rateErrors]),
    error: c.error,
    saved: c.saved,
  })
}
