import type { SnapshotFrom } from 'xstate'
import { COMPANY_NORR, PERSONAS } from '../../mock-server/seed'
import type { PathEvent } from '../wizard/path-event'
import type { structureEditMachine } from './structure-edit.machine'
import type { StructureEditInput } from './structure-edit.steps'

/**
 * Path generation inputs of the structure form (xstate/graph), replayed in the browser by
 * e2e/company/structure.spec.ts on a workplace's form: Maria Lindqvist (persona 'companyAdmin',
 * FTGADM at Byggbolaget i Norr) and a workplace she creates first (every workplace of the scenario is
 * in use or the head office, so none could be deleted). The simulated backend numbers it 1001. Only
 * tests import this file.
 *
 * Not among the events: a refusal naming fields (the head office unticked) and a refused delete (in
 * use): the machine's test and the spec's own tests take them (the walk's workplace is in no use).
 */

export const MARIA = PERSONAS.companyAdmin
export const WALK_COMPANY = COMPANY_NORR.id
/** The workplace the walks create before they open its form, and the id the simulated backend gives it. */
export const WALK_WORKPLACE = { id: 1001, name: 'Bodbygget' } as const
export const RENAMED = 'Bodbygget Luleå'

export const structureEditPathInput: StructureEditInput = {
  id: WALK_WORKPLACE.id,
  draft: {
    departmentIds: [],
    name: WALK_WORKPLACE.name,
    address1: '',
    address2: '',
    zip: '',
    city: '',
    contact: '',
    phone: '',
    web: '',
    isHeadOffice: false,
    isDeliveryDefault: false,
    isInvoiceDefault: false,
  },
  required: ['name'],
}

export const STRUCTURE_ANSWERS = {
  saveDone: 'xstate.done.actor.save',
  saveError: 'xstate.error.actor.save',
  removeDone: 'xstate.done.actor.remove',
  removeError: 'xstate.error.actor.remove',
} as const

export const structureEditEvents: readonly PathEvent[] = [
  { type: 'field.changed', field: 'name', value: '' },
  { type: 'field.changed', field: 'name', value: RENAMED },
  { type: 'save' },
  { type: 'delete.start' },
  { type: 'delete.cancel' },
  { type: 'delete.confirm' },
  // Failures first: a walk then takes the failure and its retry on its way.
  { type: STRUCTURE_ANSWERS.saveError, error: { key: 'couldNotSave' } },
  { type: STRUCTURE_ANSWERS.removeError, error: { key: 'couldNotDelete' } },
  { type: STRUCTURE_ANSWERS.saveDone, output: { id: WALK_WORKPLACE.id } },
  { type: STRUCTURE_ANSWERS.removeDone, output: { ok: true } },
]

type Snapshot = SnapshotFrom<typeof structureEditMachine>

/** What the form shows and the guards read: the state, the name, the messages. */
export function structureEditPathKey(s: Snapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    name: c.draft.name,
    fieldErrors: c.fieldErrors,
    formError: c.formError,
    deleteError: c.deleteError,
  })
}
