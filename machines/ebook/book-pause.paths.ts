import { message as serverMessage } from '../../mock-server/messages'
import { ACTIVE_BOOK_PAUSE, EBOOK_IDS } from '../../mock-server/seed'
import type { BookPause } from '../../src/api/ebook/ebook.schemas'
import type { PathEvent } from '../wizard/path-event'
import { bookPauseMachine, type BookPauseSnapshot } from '../domain-widgets/book-pause.machine'
import { type BookPauseInput } from '../domain-widgets/book-pause.steps'
import { REPORT_BOOK, REPORT_ROWS } from './ebook-report.paths'

/**
 * Path generation inputs of the book's pauses (xstate/graph), replayed in the browser by
 * e2e/ebook/ebook-report-walks.spec.ts: the overview of Elin's active book 7001 as the company's
 * administrator Maria (persona 'companyAdmin', who manages its pauses) sees it on the scenario's day.
 * Every answer event is what the simulated backend answers her (mock-server/scenario/ebook.ts); only
 * tests import this file.
 */

/** The machine's calls have no ids of their own: their answers are named by the state that invokes them. */
function answerOf(
  kind: 'done' | 'error',
  state: 'loading' | 'ready.saving' | 'ready.deleting' | 'ready.attaching',
): string {
  const invoke = bookPauseMachine.getStateNodeById(`bookPause.${state}`).invoke[0]
  if (!invoke) throw new Error(`book-pause machine: no call in ${state}`)
  return `xstate.${kind}.actor.${invoke.id}`
}

export const PAUSE_ANSWERS = {
  listDone: answerOf('done', 'loading'),
  listError: answerOf('error', 'loading'),
  saveDone: answerOf('done', 'ready.saving'),
  saveError: answerOf('error', 'ready.saving'),
  deleteDone: answerOf('done', 'ready.deleting'),
  deleteError: answerOf('error', 'ready.deleting'),
  attachDone: answerOf('done', 'ready.attaching'),
  attachError: answerOf('error', 'ready.attaching'),
} as const

export const bookPausePathInput: BookPauseInput = {
  bookId: EBOOK_IDS.active,
  permitted: REPORT_BOOK.permittedPeriod,
  mayManage: true,
}

/** 7001's past sick leave, the one pause it has. */
export const SICK_LEAVE: BookPause = {
  id: EBOOK_IDS.activeBookPause,
  bookId: EBOOK_IDS.active,
  ...ACTIVE_BOOK_PAUSE,
  reason: 'Sjukskrivning',
}
/** The pause a walk adds; the server gives it the id after the scenario's highest (7002's current pause). */
export const PLANNED_LEAVE: BookPause = {
  id: EBOOK_IDS.currentPause + 1,
  bookId: EBOOK_IDS.active,
  fromDate: '2026-12-01',
  toDate: '2026-12-14',
  reason: 'Föräldraledighet',
  // §4: a new pause goes to the region of Norr (its time is the simulated backend's clock: the replay compares the rest).
  sentToRegion: { regionId: 1, regionName: 'BYN Norr', sentAt: '2026-11-27T08:00:00.000Z' },
}
/** Over Elin's draft of 9–13 Nov: Maria does not see drafts, the server refuses it with its own words. */
export const OVER_THE_DRAFT = { fromDate: '2026-11-10', toDate: '2026-11-12' }

/** The report periods the overview knows (it lists the saved reports to Maria) and sends the machine. */
export const SAVED_REPORT_PERIODS = REPORT_ROWS.filter((r) => r.state === 'saved').map((r) => ({
  fromDate: r.fromDate,
  toDate: r.toDate,
}))

export const bookPauseEvents: readonly PathEvent[] = [
  { type: 'reports.known', periods: SAVED_REPORT_PERIODS },
  { type: 'pauses.retry' },
  { type: 'pause.add' },
  { type: 'pause.edit', id: SICK_LEAVE.id },
  { type: 'pause.delete', id: SICK_LEAVE.id },
  { type: 'pause.edit', id: PLANNED_LEAVE.id },
  { type: 'pause.delete', id: PLANNED_LEAVE.id },
  { type: 'draft.change', field: 'fromDate', value: PLANNED_LEAVE.fromDate },
  { type: 'draft.change', field: 'toDate', value: PLANNED_LEAVE.toDate },
  { type: 'draft.change', field: 'reason', value: PLANNED_LEAVE.reason },
  { type: 'draft.change', field: 'reason', value: '' },
  { type: 'draft.change', field: 'fromDate', value: OVER_THE_DRAFT.fromDate },
  { type: 'draft.change', field: 'toDate', value: OVER_THE_DRAFT.toDate },
  { type: 'draft.submit' },
  { type: 'draft.cancel' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: PAUSE_ANSWERS.listDone, output: [SICK_LEAVE] },
  { type: PAUSE_ANSWERS.listError, error: { key: 'couldNotLoad' } },
  { type: PAUSE_ANSWERS.saveDone, output: PLANNED_LEAVE },
  // The sick leave saved unchanged.
  { type: PAUSE_ANSWERS.saveDone, output: SICK_LEAVE },
  { type: PAUSE_ANSWERS.saveError, error: { key: 'couldNotSave' } },
  // The server's 422 for a pause over a report: its words at the start date.
  {
    type: PAUSE_ANSWERS.saveError,
    error: { key: 'couldNotSave', fieldErrors: { fromDate: { text: serverMessage('sv', 'periodOverlapsReport') } } },
  },
  { type: PAUSE_ANSWERS.deleteDone, output: undefined },
  { type: PAUSE_ANSWERS.deleteError, error: { key: 'couldNotDelete' } },
]

/**
 * What the overview shows of the pauses and what the machine's guards read: the list, the dialog and
 * its draft and messages, whether the report periods are known. Not the submit count (it only moves
 * focus) nor the last change (a toast says it).
 */
export function bookPausePathKey(s: BookPauseSnapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    reportsKnown: c.reports.length > 0,
    pauses: c.pauses.map((p) => [p.id, p.fromDate, p.toDate, p.reason]),
    editingId: c.editingId,
    draft: c.draft,
    errors: c.errors,
    formError: c.formError,
    deletingId: c.deletingId,
    deleteError: c.deleteError,
    loadError: c.loadError,
  })
}
