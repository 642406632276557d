import type { SnapshotFrom } from 'xstate'
import {
  COMPANY_NORR,
  COMPANY_SYD,
  DEPARTMENT_LUND,
  DEPARTMENT_MALMO,
  IMPORT_IDS,
  PERSONAS,
  PROFESSION_SCAFFOLDING,
} from '../../mock-server/seed'
import type { ImportInstructor, ImportRecord } from '../../src/api/import/import.schemas'
import type { PathEvent } from '../wizard/path-event'
import { importAnswerMachine } from './import-answer.machine'
import type { ImportAnswerInput } from './import-answer.steps'

/**
 * Path generation inputs of the old-system import (xstate/graph), replayed in the browser by
 * e2e/import/import-answer.spec.ts: Elin (persona 'apprentice') answers her training at Norr, and Lena
 * (persona 'departmentAdmin', Malmö) answers Noah's at Syd, which he accepted. The records hold what the flow reads of the scenario's
 * (mock-server/scenario/import.ts); only tests import this file.
 */

export type ImportAnswerSnapshot = SnapshotFrom<typeof importAnswerMachine>

function answerOf(kind: 'done' | 'error'): string {
  const invoke = importAnswerMachine.getStateNodeById('importAnswer.saving').invoke[0]
  if (!invoke) throw new Error('import-answer machine: no call in saving')
  return `xstate.${kind}.actor.${invoke.id}`
}

export const IMPORT_ANSWERS = { done: answerOf('done'), error: answerOf('error') } as const

/** Elin Andersson's training at Norr (persona 'apprentice'): awaiting her answer; then Maria's. */
export const WALK_PERSON_RECORD_ID = IMPORT_IDS.elinNorr
/** Noah Lindberg's at Syd, Malmö: Lena Persson's to answer (persona 'departmentAdmin', AVDADM Malmö). */
export const WALK_COMPANY_RECORD_ID = IMPORT_IDS.awaitingMalmo

export const WALK_DEPARTMENT = DEPARTMENT_MALMO.id
/** Huvudkontor Malmö. */
export const WALK_WORKPLACE = 201
export const WALK_INSTRUCTORS = {
  /** Sofia Berggren (Malmö): eligible for 848. */
  ready: {
    id: IMPORT_IDS.eligibleMalmoInstructor,
    name: 'Sofia Berggren',
    departmentIds: [DEPARTMENT_MALMO.id],
    disabledReason: null,
  },
  /** Johan Berg (Malmö and Lund): three scaffolding apprentices already. */
  full: {
    id: 2005,
    name: 'Johan Berg',
    departmentIds: [DEPARTMENT_MALMO.id, DEPARTMENT_LUND.id],
    disabledReason: 'full',
  },
} as const satisfies Record<string, ImportInstructor>

const UNANSWERED = {
  apprenticeAnswer: null,
  companyAnswer: null,
  departmentId: null,
  workplaceId: null,
  instructorId: null,
  defaultsApplied: false,
} as const

/** Record 67001 as Elin reads it: the company by name only. */
export const WALK_PERSON_RECORD: ImportRecord = {
  id: WALK_PERSON_RECORD_ID,
  byn2Data: {
    companyName: COMPANY_NORR.name,
    companyOrg: COMPANY_NORR.organizationalNumber,
    professionName: 'Träarbetare',
    professionId: 101,
    qTimeLeft: 20,
    timeLeft: 2400,
    personName: 'Elin Andersson',
    personalNumber: PERSONAS.apprentice.personalNumber,
    machineQualificationIds: [],
  },
  company: {
    id: COMPANY_NORR.id,
    name: COMPANY_NORR.name,
    hasDepartments: false,
    departments: [],
    workplaces: [],
    instructors: [],
  },
  byn4data: { ...UNANSWERED, monthsLeft: 20, hoursLeft: 2400, state: 'awaitingApprentice' },
}

/** Record 67004 as Lena reads it: her department, its workplaces and instructors. */
export const WALK_COMPANY_RECORD: ImportRecord = {
  id: WALK_COMPANY_RECORD_ID,
  byn2Data: {
    companyName: COMPANY_SYD.name,
    companyOrg: COMPANY_SYD.organizationalNumber,
    professionName: 'Ställningsbyggare',
    professionId: PROFESSION_SCAFFOLDING,
    qTimeLeft: 24,
    timeLeft: 2900,
    personName: 'Noah Lindberg',
    personalNumber: '',
    machineQualificationIds: [],
  },
  company: {
    id: COMPANY_SYD.id,
    name: COMPANY_SYD.name,
    hasDepartments: true,
    departments: [{ id: DEPARTMENT_MALMO.id, name: DEPARTMENT_MALMO.name }],
    workplaces: [
      { id: WALK_WORKPLACE, name: 'Huvudkontor Malmö', departmentIds: [DEPARTMENT_MALMO.id] },
      { id: 202, name: 'Depå Hyllie', departmentIds: [DEPARTMENT_MALMO.id] },
      { id: 204, name: 'Regionlager Syd', departmentIds: [DEPARTMENT_MALMO.id, DEPARTMENT_LUND.id] },
    ],
    instructors: [WALK_INSTRUCTORS.full, WALK_INSTRUCTORS.ready],
  },
  byn4data: { ...UNANSWERED, apprenticeAnswer: 'OK', monthsLeft: 24, hoursLeft: 2900, state: 'awaitingCompany' },
}

export const apprenticePathInput: ImportAnswerInput = { record: WALK_PERSON_RECORD, side: 'apprentice' }
export const companyPathInput: ImportAnswerInput = { record: WALK_COMPANY_RECORD, side: 'company' }

const common: readonly PathEvent[] = [
  { type: 'submit' },
  { type: 'confirm.cancel' },
  { type: 'confirm.accept' },
  { type: IMPORT_ANSWERS.error, error: { key: 'couldNotSave' } },
]

export const apprenticeEvents: readonly PathEvent[] = [
  ...common,
  { type: 'answer.choose', answer: 'OK' },
  {
    type: IMPORT_ANSWERS.done,
    output: {
      ...WALK_PERSON_RECORD,
      byn4data: { ...WALK_PERSON_RECORD.byn4data, apprenticeAnswer: 'OK', state: 'awaitingCompany' },
    },
  },
]

export const companyEvents: readonly PathEvent[] = [
  ...common,
  { type: 'answer.choose', answer: 'OK' },
  { type: 'department.choose', id: WALK_DEPARTMENT },
  { type: 'workplace.choose', id: WALK_WORKPLACE },
  { type: 'instructor.choose', id: WALK_INSTRUCTORS.ready.id },
  {
    type: IMPORT_ANSWERS.done,
    output: {
      ...WALK_COMPANY_RECORD,
      byn4data: {
        ...WALK_COMPANY_RECORD.byn4data,
        companyAnswer: 'OK',
        departmentId: WALK_DEPARTMENT,
        workplaceId: WALK_WORKPLACE,
        instructorId: WALK_INSTRUCTORS.ready.id,
        state: 'queued',
      },
    },
  },
]

/** What the item shows: the state, the choices and messages (not the attempt count). */
export function importAnswerPathKey(s: ImportAnswerSnapshot): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    state: c.record.byn4data.state,
    draft: c.draft,
    errors: c.errors,
    formError: c.formError,
  })
}
