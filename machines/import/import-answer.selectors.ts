import type { SnapshotFrom } from 'xstate'
import type { importAnswerMachine } from './import-answer.machine'
import { accepting, answersOf, instructorsFor, timeLeft, workplacesFor } from './import-answer.rules'

/** What one import item reads of its flow. */

export type ImportAnswerSnapshot = SnapshotFrom<typeof importAnswerMachine>

export const selectRecord = (s: ImportAnswerSnapshot) => s.context.record
export const selectSide = (s: ImportAnswerSnapshot) => s.context.side
/** The answers the side may give, in §3's order. */
export const selectAnswers = (s: ImportAnswerSnapshot) => answersOf(s.context.side)
export const selectDraft = (s: ImportAnswerSnapshot) => s.context.draft
/** The company accepts: department (when it has them), workplace and instructor are asked. */
export const selectAccepting = (s: ImportAnswerSnapshot) => accepting(s.context)
export const selectHasDepartments = (s: ImportAnswerSnapshot) => s.context.record.company.hasDepartments
export const selectDepartments = (s: ImportAnswerSnapshot) => s.context.record.company.departments
export const selectWorkplaces = (s: ImportAnswerSnapshot) =>
  workplacesFor(s.context.record.company, s.context.draft.departmentId)
export const selectInstructors = (s: ImportAnswerSnapshot) =>
  instructorsFor(s.context.record.company, s.context.draft.departmentId)
/** §9: months and hours left, each with whether it is the default. */
export const selectTimeLeft = (s: ImportAnswerSnapshot) => timeLeft(s.context)
export const selectErrors = (s: ImportAnswerSnapshot) => s.context.errors
export const selectFormError = (s: ImportAnswerSnapshot) => s.context.formError
export const selectAttempt = (s: ImportAnswerSnapshot) => s.context.attempt
export const selectConfirming = (s: ImportAnswerSnapshot) => s.matches('confirming') || s.matches('saving')
export const selectBusy = (s: ImportAnswerSnapshot) => s.hasTag('busy')
export const selectAnswered = (s: ImportAnswerSnapshot) => s.status === 'done'
