import type { SnapshotFrom } from 'xstate'
import type { PathEvent } from '../wizard/path-event'
import { qualifyingTimeMachine } from './qualifying-time.machine'
import { COMPANY_NORR, QUALIFYING_TIME_IDS } from '../../mock-server/seed'
import type { QualifyingTime, QualifyingTimeInput, QualifyingTimeModification } from './qualifying-time.steps'

/**
 * Path generation inputs of the qualifying-time page (xstate/graph), replayed in the browser by
 * e2e/qualifying-time/qualifying-time.spec.ts: Maria Lindqvist (persona 'companyAdmin', FTGADM at Norr)
 * on Hanna Sjölund's qualifying time 65012: ready for approval, Y4+Y5 approved, no extension waiting. Only tests import this file.
 */

export type QualifyingTimeSnapshot = SnapshotFrom<typeof qualifyingTimeMachine>

function answerOf(state: 'approving' | 'modification.sending', kind: 'done' | 'error'): string {
  const invoke = qualifyingTimeMachine.getStateNodeById(`qualifyingTime.${state}`).invoke[0]
  if (!invoke) throw new Error(`qualifying-time machine: no call in ${state}`)
  return `xstate.${kind}.actor.${invoke.id}`
}

export const QT_ANSWERS = {
  approved: answerOf('approving', 'done'),
  approveFailed: answerOf('approving', 'error'),
  sent: answerOf('modification.sending', 'done'),
  sendFailed: answerOf('modification.sending', 'error'),
} as const

export const WALK_QT_ID = QUALIFYING_TIME_IDS.finishedNorr
/** Hanna Sjölund (Norr, masonry 103, adult education): finished two months ago, Y4+Y5 approved. */
export const WALK_PERSON_ID = 1712
export const WALK_MONTHS = '3'
export const WALK_MOTIVATION = 'Sjukskrivning i sex veckor under hösten.'

/** Qualifying time 65012 as the page reads it (what decides the flow: the state, the powers, no block, none waiting). */
export const WALK_QUALIFYING_TIME: QualifyingTime = {
  id: WALK_QT_ID,
  educationId: 6712,
  state: 'readyForApproval',
  finished: true,
  apprentice: { id: WALK_PERSON_ID, firstName: 'Hanna', lastName: 'Sjölund', protectedIdentity: false },
  profession: { id: 103, name: 'Murare' },
  company: { id: COMPANY_NORR.id, name: COMPANY_NORR.name },
  department: null,
  fromDate: '2024-05-27',
  toDate: '2026-09-27',
  professionGroup: 'construction',
  basicEducationRoute: 'adultEducation',
  requiredHours: 5800,
  employmentRates: [],
  pauses: [],
  currentPause: null,
  approvedExtensions: [],
  extensionAwaitingRegion: null,
  approval: { blockedBy: null, companyApprovedAt: null, regionApprovedAt: null, certificateIssuedAt: null },
  mayApprove: true,
  mayRequestExtension: true,
}

export const qualifyingTimePathInput: QualifyingTimeInput = { qualifyingTime: WALK_QUALIFYING_TIME }

const SENT: QualifyingTimeModification = {
  id: 66100,
  qualificationTimeId: WALK_QT_ID,
  educationId: WALK_QUALIFYING_TIME.educationId,
  kind: 'extension',
  months: Number(WALK_MONTHS),
  motivation: WALK_MOTIVATION,
  status: 'awaitingRegion',
  createdAt: '2026-11-27',
  createdBy: null,
  decidedAt: null,
}

export const qualifyingTimeEvents: readonly PathEvent[] = [
  { type: 'modification.open' },
  { type: 'modification.change', draft: { months: WALK_MONTHS } },
  { type: 'modification.change', draft: { motivation: WALK_MOTIVATION } },
  { type: 'modification.submit' },
  { type: 'modification.cancel' },
  { type: QT_ANSWERS.sent, output: SENT },
  { type: QT_ANSWERS.sendFailed, error: { key: 'couldNotSave' } },
  { type: 'approve' },
  { type: 'confirm.cancel' },
  { type: 'confirm.accept' },
  { type: QT_ANSWERS.approved, output: { ...WALK_QUALIFYING_TIME, state: 'approvedByCompany' } },
  { type: QT_ANSWERS.approveFailed, error: { key: 'couldNotSave' } },
]

/** What the page shows: the state, the draft, the messages (not the attempt count: it only moves focus). */
export function qualifyingTimePathKey(s: QualifyingTimeSnapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    state: c.qualifyingTime.state,
    pending: c.qualifyingTime.extensionAwaitingRegion !== null,
    draft: c.draft,
    errors: c.errors,
    formError: c.formError,
    notice: c.notice,
  })
}
