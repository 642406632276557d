import type { SnapshotFrom } from 'xstate'
import { COMPANY_NORR, PERSONAS, PROFESSION_SCAFFOLDING } from '../../mock-server/seed'
import type { PathEvent } from '../wizard/path-event'
import type { exemptionFormMachine } from './exemption-form.machine'
import type { ExemptionFormInput } from './exemption-form.steps'

/**
 * Path generation inputs of the exemption form (xstate/graph), replayed in the browser by
 * e2e/company/exemptions.spec.ts: Maria Lindqvist (persona 'companyAdmin', FTGADM and BG at Byggbolaget
 * i Norr) applies for Karin Nilsson (employment 2008, her own account) on /exemption/new/2008 (the
 * employee preset). Only tests import this file.
 *
 * Not among the events: a wrong file (the spec's own test and the machine's test take it) and a refusal
 * naming fields (the machine's test; the browser's checks stop what the server would refuse).
 */

export const MARIA = PERSONAS.companyAdmin
export const KARIN = PERSONAS.bg
export const WALK_COMPANY = COMPANY_NORR.id
export const WALK_EMPLOYMENT = 2008
export const WALK_PROFESSION = PROFESSION_SCAFFOLDING
export const WALK_REASON = 'Femton år som ställningsbyggare i Norge.'
/** The document the walks choose (the driver makes a small PDF of that name). */
export const WALK_FILE = { name: 'intyg.pdf', type: 'application/pdf', size: 320 } as const

export const exemptionFormPathInput: ExemptionFormInput = { companyId: WALK_COMPANY, employmentId: WALK_EMPLOYMENT }

export const EXEMPTION_ANSWERS = {
  sendDone: 'xstate.done.actor.send',
  sendError: 'xstate.error.actor.send',
} as const

export const exemptionFormEvents: readonly PathEvent[] = [
  { type: 'field.changed', field: 'type', value: 'professionalExperience' },
  { type: 'field.changed', field: 'professionId', value: WALK_PROFESSION },
  { type: 'field.changed', field: 'reason', value: WALK_REASON },
  { type: 'file.chosen', file: WALK_FILE },
  { type: 'send' },
  { type: 'confirm.cancel' },
  { type: 'confirm.accept' },
  // Failures first: a walk then takes the failure and its retry on its way.
  { type: EXEMPTION_ANSWERS.sendError, error: { key: 'couldNotSend' } },
  { type: EXEMPTION_ANSWERS.sendDone, output: { id: 9500 } },
]

type Snapshot = SnapshotFrom<typeof exemptionFormMachine>

/** What the form shows and the guards read: the state, what is filled in, the messages. */
export function exemptionFormPathKey(s: Snapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    filled: [c.draft.type !== null, c.draft.professionId !== null, c.draft.reason !== '', c.file !== null],
    fieldErrors: c.fieldErrors,
    formError: c.formError,
  })
}
