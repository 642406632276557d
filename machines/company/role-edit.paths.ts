import type { SnapshotFrom } from 'xstate'
import { COMPANY_NORR, PERSONAS } from '../../mock-server/seed'
import type { PathEvent } from '../wizard/path-event'
import type { roleEditMachine } from './role-edit.machine'
import type { RoleEditInput } from './role-edit.steps'

/**
 * Path generation inputs of the roles form (xstate/graph), replayed in the browser by
 * e2e/company/roles.spec.ts: Maria Lindqvist (persona 'companyAdmin', FTGADM at Byggbolaget i Norr,
 * a company without departments) gives Karin Nilsson (persona 'bg', BG at Norr, employment 2008) the
 * Administrator role and withdraws it again (asked first). Only tests import this file.
 *
 * Not among the events: the §6 refusal (403 rolesNotPermitted) and a §8 422, which Maria's changes
 * never meet; the machine's test and the spec's own test (Lena of Malmö) take them.
 */

export const MARIA = PERSONAS.companyAdmin
export const KARIN = PERSONAS.bg
export const WALK_COMPANY = COMPANY_NORR.id
export const WALK_EMPLOYMENT = 2008

const NONE = { Administrator: false, CompanyEducationResponsible: false, Instructor: false }

export const roleEditPathInput: RoleEditInput = {
  employmentId: WALK_EMPLOYMENT,
  name: `${KARIN.firstName} ${KARIN.lastName}`,
  hasDepartments: false,
  powers: {
    scope: 'all',
    administrator: true,
    departmentAdministrator: false,
    educationResponsible: false,
    distanceEducationAdministrator: true,
  },
  held: { roles: { ...NONE, DistanceEducationAdministrator: true }, departments: [] },
}

export const ROLE_ANSWERS = {
  saveDone: 'xstate.done.actor.saveRoles',
  saveError: 'xstate.error.actor.saveRoles',
} as const

export const roleEditEvents: readonly PathEvent[] = [
  { type: 'role.toggle', departmentId: null, flag: 'Administrator', checked: true },
  { type: 'role.toggle', departmentId: null, flag: 'Administrator', checked: false },
  { type: 'save' },
  { type: 'confirm.cancel' },
  { type: 'confirm.accept' },
  // Failures first: a walk then takes the failure and its retry on its way.
  { type: ROLE_ANSWERS.saveError, error: { key: 'couldNotSave' } },
  // The machine keeps what it sent once the server has taken it; the answer's body is not read.
  { type: ROLE_ANSWERS.saveDone, output: { id: WALK_EMPLOYMENT } },
]

type Snapshot = SnapshotFrom<typeof roleEditMachine>

/** What the page shows and the guards read: the state, the ticks, the saved roles, the message. */
export function roleEditPathKey(s: Snapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    ticked: c.form.roles.Administrator,
    administrator: c.held.roles.Administrator,
    error: c.error,
    saved: c.saved,
  })
}
