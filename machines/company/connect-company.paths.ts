import type { SnapshotFrom } from 'xstate'
import { PERSONAS } from '../../mock-server/seed'
import type { PathEvent } from '../wizard/path-event'
import type { connectCompanyMachine } from './connect-company.machine'
import type { ConnectCompanyInput } from './connect-company.steps'

/**
 * Path generation inputs of connecting a company (xstate/graph), replayed in the browser by
 * e2e/company/connect.spec.ts: Elin Andersson (persona 'apprentice', with an e-mail address) asks
 * BYN Syd to connect a new company (559900-1236, no administrator in the portal yet). Only tests
 * import this file.
 *
 * Not among the events: §8's refusals (the spec's own test takes the unusable number; the machine's
 * test both) and a number the page refuses itself (the machine's test).
 */

export const ELIN = PERSONAS.apprentice
/** A company the scenario does not know: its number is usable. */
export const NEW_COMPANY_NUMBER = '559900-1236'
/** BYN Syd (mock-server/scenario/shell-lists.ts REGIONS): its e-mail address gets the application. */
export const WALK_REGION = { id: 5, name: 'BYN Syd', email: 'syd@byn.example.se' } as const

export const connectPathInput: ConnectCompanyInput = {
  regions: [
    { id: 1, name: 'BYN Norr' },
    { id: 2, name: 'BYN Mitt' },
    { id: 3, name: 'BYN Väst' },
    { id: 4, name: 'BYN Öst' },
    { id: WALK_REGION.id, name: WALK_REGION.name },
  ],
}

export const CONNECT_ANSWERS = {
  sendDone: 'xstate.done.actor.sendApplication',
  sendError: 'xstate.error.actor.sendApplication',
} as const

export const connectEvents: readonly PathEvent[] = [
  { type: 'region.change', regionId: WALK_REGION.id },
  { type: 'number.change', value: NEW_COMPANY_NUMBER },
  { type: 'submit' },
  { type: 'confirm.back' },
  { type: 'confirm.accept' },
  { type: 'retry' },
  { type: 'edit' },
  // Failures first: a walk then takes the failure and its retry on its way.
  { type: CONNECT_ANSWERS.sendError, error: { key: 'somethingWentWrong' } },
  {
    type: CONNECT_ANSWERS.sendDone,
    output: {
      regionId: WALK_REGION.id,
      regionName: WALK_REGION.name,
      to: WALK_REGION.email,
      organizationalNumber: NEW_COMPANY_NUMBER,
      sentAt: '2026-01-01T00:00:00.000Z',
    },
  },
]

type Snapshot = SnapshotFrom<typeof connectCompanyMachine>

/** What the page shows and the guards read: the state, what is filled in, the messages. */
export function connectPathKey(s: Snapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    region: c.form.regionId,
    number: c.form.organizationalNumber !== '',
    fields: Object.keys(c.fieldErrors).filter((f) => c.fieldErrors[f as keyof typeof c.fieldErrors]),
    error: c.error,
  })
}
