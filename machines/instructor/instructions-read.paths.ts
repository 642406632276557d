import { PERSONAS, SCENARIO_BASE_DATE, SETTINGS } from '../../mock-server/seed'
import { PERSON_EXTRAS } from '../../mock-server/scenario/shell'
import type { InstructionsRead } from '../../src/api/instructor/instructions.schemas'
import type { Instructions } from '../../src/api/shell/settings.schemas'
import type { PathEvent } from '../wizard/path-event'
import type { InstructionsReadInput, instructionsReadMachine } from './instructions-read.machine'
import type { SnapshotFrom } from 'xstate'

/**
 * Path generation inputs of the instructions page (xstate/graph), replayed in the browser by
 * e2e/instructor/instructions.spec.ts: Johan Berg (persona 'instructor'), who confirmed the
 * instructions 2026-03-10, before the ones in force (2026-05-04), on the scenario's day (the walks pin
 * the clock there, so the read date the server records is SCENARIO_BASE_DATE). Every answer event is
 * what the simulated backend answers him; only tests import this file.
 *
 * Not among the events: the refusal when newer instructions came into force while he read
 * (422 instructionsChanged), which the scenario cannot bring about between two of his steps; the
 * machine's test takes it.
 */

export const JOHAN = PERSONAS.instructor

export const instructionsReadPathInput: InstructionsReadInput = {
  readOn: PERSON_EXTRAS.instructor.readInstructionsOn ?? null,
}

/** The instructions in force (GET instructions/get-current). */
export const CURRENT_INSTRUCTIONS: Instructions = {
  committedAt: SETTINGS.committedAt,
  title: SETTINGS.title,
  sections: SETTINGS.sections,
}

/**
 * PUT trade-certificates/read on the scenario's day: the read date on Johan and on each of his trade
 * certificates (scenario/shell.ts: 8001 scaffolding, 8002 carpentry).
 */
export const CONFIRMED: InstructionsRead = {
  readInstructionsOn: SCENARIO_BASE_DATE,
  tradeCertificates: [
    { id: 8001, professionId: 848, readInstructionsOn: SCENARIO_BASE_DATE },
    { id: 8002, professionId: 101, readInstructionsOn: SCENARIO_BASE_DATE },
  ],
}

export const INSTRUCTIONS_ANSWERS = {
  loadDone: 'xstate.done.actor.loadInstructions',
  loadError: 'xstate.error.actor.loadInstructions',
  confirmDone: 'xstate.done.actor.confirmRead',
  confirmError: 'xstate.error.actor.confirmRead',
} as const

export const instructionsReadEvents: readonly PathEvent[] = [
  { type: 'instructions.retry' },
  { type: 'confirm.start' },
  { type: 'confirm.cancel' },
  { type: 'confirm.accept' },
  { type: 'confirm.retry' },
  // Failures first: a walk then takes the failure and its retry on its way.
  { type: INSTRUCTIONS_ANSWERS.loadError, error: { key: 'couldNotLoad' } },
  { type: INSTRUCTIONS_ANSWERS.confirmError, error: { key: 'couldNotSave' } },
  { type: INSTRUCTIONS_ANSWERS.loadDone, output: CURRENT_INSTRUCTIONS },
  { type: INSTRUCTIONS_ANSWERS.confirmDone, output: CONFIRMED },
]

type Snapshot = SnapshotFrom<typeof instructionsReadMachine>

/** What the page shows and the guards read: the state, the dates, the instructions' date, the messages. */
export function instructionsReadPathKey(s: Snapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    readOn: c.readOn,
    committedAt: c.instructions?.committedAt ?? null,
    loadError: c.loadError,
    confirmError: c.confirmError,
    retrying: c.retrying,
    changed: c.changed,
    confirmedAt: c.confirmedAt,
  })
}
