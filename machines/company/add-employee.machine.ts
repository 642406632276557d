import { assign, fromPromise, setup } from 'xstate'
import type { StaffEmployment } from '../../src/api/company/employment.schemas'
import { failureMessage, failureOf, message, type ErrorMessage } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'
import { addEmployeeErrors, createBody, fieldErrorsOf } from './add-employee.rules'
import {
  EMPTY_VALUES,
  type AddEmployeeErrors,
  type AddEmployeeValues,
  type DepartmentChoice,
} from './add-employee.steps'
import './company.failures'

/**
 * Adding a person to the company by personal number (§2 /company/{id}/employees/new, issue 19): the
 * personal number (§5), the department(s) where the company has departments (required, §5) and a
 * start date (today when left empty); the form is checked, then confirmed, then sent. Added: the edge
 * says "Person added" and opens the person's page. A refusal naming a field (§8 "person already
 * linked to the company" on the personal number) goes back to the form with the server's words; any
 * other failure stays on the confirmation with its reason, the input kept, to try again or change.
 */

export interface AddEmployeeInput {
  companyId: number
  /** The departments the viewer may add to; empty in a company without departments. */
  departments: DepartmentChoice[]
  /** The day the personal number's birth date and age are judged on. */
  today: string
}

export interface AddEmployeeContext extends AddEmployeeInput {
  values: AddEmployeeValues
  errors: AddEmployeeErrors
  /** Why the last attempt failed (a network failure, no permission, a refusal not naming a field). */
  formError: ErrorMessage | null
  /** Grows with every refused check: the error summary takes focus again. */
  attempt: number
}

export type AddEmployeeEvent =
  | { type: 'field.change'; field: 'personalNumber' | 'fromDate'; value: string }
  | { type: 'department.toggle'; departmentId: number; checked: boolean }
  | { type: 'add.continue' }
  | { type: 'add.change' }
  | { type: 'add.confirm' }

export interface CreateEmploymentInput {
  companyId: number
  personalNumber: string
  departmentIds: number[]
  fromDate?: string
}

const notProvided = actorNotProvided('add-employee machine')

const dayOfInput = (context: AddEmployeeInput) => new Date(`${context.today}T12:00:00`)

export const addEmployeeMachine = setup({
  types: {
    context: {} as AddEmployeeContext,
    events: {} as AddEmployeeEvent,
    input: {} as AddEmployeeInput,
  },
  actors: {
    /** POST employments/create/: the new employment; rejects with a Failure (a 422's field texts in `fieldErrors`). */
    createEmployment: fromPromise<StaffEmployment, CreateEmploymentInput>(async () => notProvided('createEmployment')),
  },
  actions: {
    /** Edge: "Person added", the list refreshed, the person's page opened. */
    added: (_, _params: StaffEmployment) => {},
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    valid: ({ context }) =>
      Object.keys(addEmployeeErrors(context.values, context.departments.length > 0, dayOfInput(context))).length === 0,
    namesAField: ({ event }) =>
      'error' in event && Object.keys(fieldErrorsOf(failureOf(event.error, 'couldNotSave'))).length > 0,
  },
}).createMachine({
  id: 'addEmployee',
  context: ({ input }) => ({ ...input, values: EMPTY_VALUES, errors: {}, formError: null, attempt: 0 }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            // Typing in a field clears its message (the others stay until the next check).
            errors: { ...context.errors, [event.field]: undefined },
          })),
        },
        'department.toggle': {
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              departmentIds: event.checked
                ? [...new Set([...context.values.departmentIds, event.departmentId])]
                : context.values.departmentIds.filter((id) => id !== event.departmentId),
            },
            errors: { ...context.errors, departmentIds: undefined },
          })),
        },
        'add.continue': [
          { guard: 'valid', target: 'confirming', actions: assign({ errors: {}, formError: null }) },
          {
            actions: assign(({ context }) => ({
              errors: addEmployeeErrors(context.values, context.departments.length > 0, dayOfInput(context)),
              formError: message('formNotFilled'),
              attempt: context.attempt + 1,
            })),
          },
        ],
      },
    },
    /** The person's number, departments and start date shown once more before they are added. */
    confirming: {
      on: {
        'add.confirm': { target: 'saving', actions: assign({ formError: null }) },
        'add.change': { target: 'editing', actions: assign({ formError: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'createEmployment',
        src: 'createEmployment',
        input: ({ context }) => ({ companyId: context.companyId, ...createBody(context.values, dayOfInput(context)) }),
        onDone: { target: 'added', actions: { type: 'added', params: ({ event }) => event.output } },
        onError: [
          {
            guard: 'namesAField',
            target: 'editing',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              assign(({ context, event }) => ({
                errors: fieldErrorsOf(failureOf(event.error, 'couldNotSave')),
                formError: null,
                attempt: context.attempt + 1,
              })),
            ],
          },
          {
            target: 'confirming',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              assign({ formError: ({ event }) => failureMessage(failureOf(event.error, 'couldNotSave')) }),
            ],
          },
        ],
      },
    },
    added: { type: 'final' },
  },
})
