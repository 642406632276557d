import type { SnapshotFrom } from 'xstate'
import { message as serverMessage } from '../../mock-server/messages'
import { COMPANY_STAFF, COMPANY_SYD, DEPARTMENT_MALMO, SCENARIO_BASE_DATE } from '../../mock-server/seed'
import type { StaffEmployment } from '../../src/api/company/employment.schemas'
import { personalNumberCheckDigit } from '../../src/domain/personal-number'
import type { PathEvent } from '../wizard/path-event'
import { addEmployeeMachine, type AddEmployeeInput } from './add-employee.machine'

/**
 * Path generation inputs of adding a person (xstate/graph), replayed in the browser by
 * e2e/company/add-employee-paths.spec.ts: Syd's Malmö department administrator Lena Persson
 * (persona 'departmentAdmin') at /company/{Syd}/employees/new on the scenario's day. Every answer
 * event is what the simulated backend answers her; only tests import this file.
 */

export type AddEmployeeSnapshot = SnapshotFrom<typeof addEmployeeMachine>

function answerOf(kind: 'done' | 'error'): string {
  const invoke = addEmployeeMachine.getStateNodeById('addEmployee.saving').invoke[0]
  if (!invoke) throw new Error('add-employee machine: no call in saving')
  return `xstate.${kind}.actor.${invoke.id}`
}

export const ADD_ANSWERS = { done: answerOf('done'), error: answerOf('error') } as const

/** A valid personal number nobody in the scenario has: the population register gives the person. */
export const NEW_PERSON_NUMBER = `19950412${'123'}${personalNumberCheckDigit('950412123')}`
/** Amra Kovač, already employed in Malmö (§8 "person already linked to the company"). */
export const LINKED_NUMBER = COMPANY_STAFF.malmoYua.personalNumber
export const ADD_START_DATE = '2026-12-01'

export const addEmployeePathInput: AddEmployeeInput = {
  companyId: COMPANY_SYD.id,
  departments: [{ id: DEPARTMENT_MALMO.id, name: DEPARTMENT_MALMO.name }],
  today: SCENARIO_BASE_DATE.slice(0, 10),
}

/** What the server answers for the new person (the walks compare the fields the page shows). */
export const ADDED: Pick<StaffEmployment, 'companyId' | 'fromDate' | 'endDate' | 'roleAbbreviations'> = {
  companyId: COMPANY_SYD.id,
  fromDate: ADD_START_DATE,
  endDate: null,
  roleAbbreviations: [],
}

export const addEmployeeEvents: readonly PathEvent[] = [
  { type: 'field.change', field: 'personalNumber', value: '19950412-123' },
  { type: 'field.change', field: 'personalNumber', value: LINKED_NUMBER },
  { type: 'field.change', field: 'personalNumber', value: NEW_PERSON_NUMBER },
  { type: 'field.change', field: 'fromDate', value: ADD_START_DATE },
  { type: 'department.toggle', departmentId: DEPARTMENT_MALMO.id, checked: true },
  { type: 'add.continue' },
  { type: 'add.change' },
  { type: 'add.confirm' },
  { type: ADD_ANSWERS.done, output: ADDED },
  // A failed call (a 500): the confirmation says why and keeps the input.
  { type: ADD_ANSWERS.error, error: { key: 'couldNotSave' } },
  // §8: the person is already linked to the company (422 on the personal number, the server's words).
  {
    type: ADD_ANSWERS.error,
    error: {
      key: 'couldNotSave',
      fieldErrors: { personalNumber: { text: serverMessage('sv', 'personAlreadyLinked') } },
    },
  },
]

/** What the page shows: the state, the values, the messages. Not the attempt count (it only moves focus). */
export function addEmployeePathKey(s: AddEmployeeSnapshot): string {
  const c = s.context
  return JSON.stringify({ value: s.value, values: c.values, errors: c.errors, formError: c.formError })
}
