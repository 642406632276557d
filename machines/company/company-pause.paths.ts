import type { SnapshotFrom } from 'xstate'
import { COMPANY_NORR, EBOOK_IDS, PERSONAS, STAFF_IDS } from '../../mock-server/seed'
import type { BookPause } from '../../src/api/ebook/ebook.schemas'
import type { PathEvent } from '../wizard/path-event'
import type { companyPauseMachine } from './company-pause.machine'
import type { CompanyPauseInput, PauseCandidate } from './company-pause.steps'

/**
 * Path generation inputs of the company's "register a pause" page (xstate/graph), replayed in the
 * browser by e2e/company/pauses.spec.ts: Maria Lindqvist (persona 'companyAdmin', FTGADM at Byggbolaget
 * i Norr) pauses Elin's active e-book 7001 over Christmas. The shared pause form (the child machine) is
 * walked as one step of the parent: its end with the pause (the driver fills the form, sends, confirms)
 * or with nothing (the form's Cancel). Its own states are the e-book walks' (e2e/ebook/ebook-report-walks.spec.ts)
 * and the machine tests'. Only tests import this file.
 */

export const MARIA = PERSONAS.companyAdmin
export const WALK_COMPANY = COMPANY_NORR.id
export const ELIN_NAME = 'Elin Andersson'
/** Elin's two books at Norr that take a pause (7001 active, 7006 not yet active): two options, none pre-chosen. */
const PERMITTED = { fromDate: '2025-08-18', toDate: '2028-08-17' }
const ELIN_ACTIVE: PauseCandidate = {
  apprenticeshipId: STAFF_IDS.elinAtNorr,
  name: ELIN_NAME,
  book: { id: EBOOK_IDS.active, status: 'active', permittedPeriod: PERMITTED },
}
const ELIN_COMING: PauseCandidate = {
  apprenticeshipId: STAFF_IDS.elinAtNorr,
  name: ELIN_NAME,
  book: { id: EBOOK_IDS.notYetActive, status: null, permittedPeriod: PERMITTED },
}

export const companyPausePathInput: CompanyPauseInput = {
  companyId: WALK_COMPANY,
  candidates: [ELIN_ACTIVE, ELIN_COMING],
}

/** The pause the walks register: its id is the next after the scenario's highest (7002's current pause). */
export const CHRISTMAS: BookPause = {
  id: EBOOK_IDS.currentPause + 1,
  bookId: EBOOK_IDS.active,
  fromDate: '2026-12-21',
  toDate: '2027-01-08',
  reason: 'Julledighet',
  sentToRegion: { regionId: COMPANY_NORR.regionId, regionName: 'BYN Norr', sentAt: '2026-11-27T08:00:00.000Z' },
}

/** The child pause machine's end: the pause registered, or nothing (cancelled). */
export const PAUSE_FORM_DONE = 'xstate.done.actor.pause'

export const companyPauseEvents: readonly PathEvent[] = [
  { type: 'choice.submit' },
  { type: 'apprentice.choose', bookId: EBOOK_IDS.active },
  { type: 'apprentice.change' },
  { type: PAUSE_FORM_DONE, output: null },
  { type: PAUSE_FORM_DONE, output: CHRISTMAS },
]

type Snapshot = SnapshotFrom<typeof companyPauseMachine>

/** What the page shows and the guards read: the step, the choice and its message. */
export function companyPausePathKey(s: Snapshot): string {
  return JSON.stringify({
    value: s.value,
    status: s.status,
    chosenId: s.context.chosenId,
    error: s.context.choiceError,
  })
}
