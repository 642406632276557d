import type { SnapshotFrom } from 'xstate'
import type { PathEvent } from '../wizard/path-event'
import { qualifyingTimeMachine } from './qualifying-time.machine'
import type { QualifyingTimeFacts, QualifyingTimeInput, QualifyingTimeModification } from './qualifying-time.steps'

/**
 * Path generation inputs of the qualifying-time page (xstate/graph), replayed in the browser by
 * e2e/qualifying-time/qualifying-time.spec.ts: a company administrator on an apprentice's qualifying
 * time that is ready for approval, Y4+Y5 approved, no extension waiting. Only tests import this file.
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

export const WALK_EDUCATION_ID = 0
export const WALK_MONTHS = '3'
export const WALK_MOTIVATION = 'Sjukskrivning i sex veckor under hösten.'

export const WALK_QUALIFYING_TIME: QualifyingTimeFacts = {
  educationId: WALK_EDUCATION_ID,
  state: 'readyForApproval',
  y4y5Approved: true,
  modifications: [],
}

export const qualifyingTimePathInput: QualifyingTimeInput = {
  qualifyingTime: WALK_QUALIFYING_TIME,
  canApprove: true,
  canRequestModification: true,
}

const SENT: QualifyingTimeModification = {
  id: 1,
  months: Number(WALK_MONTHS),
  motivation: WALK_MOTIVATION,
  status: 'awaitingRegion',
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
    pending: c.qualifyingTime.modifications.map((m) => m.status),
    draft: c.draft,
    errors: c.errors,
    formError: c.formError,
    notice: c.notice,
  })
}
