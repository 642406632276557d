import { message, type ErrorMessage, type FailureKey, type FieldErrors } from '../../src/api/failure'
import {
  APPRENTICE_ANSWERS,
  COMPANY_ANSWERS,
  type ApprenticeAnswer,
  type ImportCompany,
  type ImportInstructor,
} from '../../src/api/import/import.schemas'
import {
  companyAnswerProblems,
  instructorsFor as departmentInstructors,
  workplacesFor as departmentWorkplaces,
  type CompanyAnswerProblem,
} from '../../src/domain/import'
import './import-answer.failures'
import type {
  ImportAnswerCall,
  ImportAnswerContext,
  ImportAnswerInput,
  ImportDraft,
  ImportField,
  ImportSide,
} from './import-answer.steps'

/** The answers a side may give (§3): the apprentice OK, NOK1, NOK2; the company OK or NOK. */
export const answersOf = (side: ImportSide): readonly string[] =>
  side === 'apprentice' ? APPRENTICE_ANSWERS : COMPANY_ANSWERS

const isApprenticeAnswer = (answer: string | null): answer is ApprenticeAnswer =>
  (APPRENTICE_ANSWERS as readonly (string | null)[]).includes(answer)

/** An answer the side may give (an event with another is ignored). */
export const mayAnswer = (side: ImportSide, answer: string) => answersOf(side).includes(answer)

/**
 * §5: the workplaces offered, filtered by the chosen department (src/domain/import.ts); none until a
 * department is chosen when the company has departments.
 */
export function workplacesFor(company: ImportCompany, departmentId: number | null) {
  if (company.hasDepartments && departmentId === null) return []
  return departmentWorkplaces(company, departmentId)
}

/**
 * The instructors shown (the department's, when the company has them), each with the server's
 * `disabledReason` (§5: full, no e-mail, no certificate); the disabled ones are shown, not chosen.
 */
export function instructorsFor(company: ImportCompany, departmentId: number | null): ImportInstructor[] {
  if (company.hasDepartments && departmentId === null) return []
  return departmentInstructors(company, departmentId)
}

/** The company accepts: §5's department, workplace and instructor are asked. */
export const accepting = (c: Pick<ImportAnswerContext, 'side' | 'draft'>) =>
  c.side === 'company' && c.draft.answer === 'OK'

/** A new department: the workplace and instructor stay only when still offered under it. */
export function withDepartment(company: ImportCompany, draft: ImportDraft, departmentId: number | null): ImportDraft {
  const workplaceId = workplacesFor(company, departmentId).some((w) => w.id === draft.workplaceId)
    ? draft.workplaceId
    : null
  const instructorId = instructorsFor(company, departmentId).some((i) => i.id === draft.instructorId)
    ? draft.instructorId
    : null
  return { ...draft, departmentId, workplaceId, instructorId }
}

/** §8's toast for each problem of src/domain/import.ts (the server judges an answer by the same rules). */
const MISSING: Record<CompanyAnswerProblem, FailureKey> = {
  answerMissing: 'importAnswerMissing',
  departmentMissing: 'importDepartmentMissing',
  workplaceMissing: 'importWorkplaceMissing',
  workplaceOutsideDepartment: 'importWorkplaceMissing',
  instructorMissing: 'importInstructorMissing',
  instructorOutsideDepartment: 'importInstructorMissing',
  instructorDisabled: 'importInstructorMissing',
}

/** §5/§8: what is missing, per field, in the order §8 names the toasts (answer, department, workplace, instructor). */
export function draftErrors(c: Pick<ImportAnswerContext, 'side' | 'draft' | 'record'>): FieldErrors<ImportField> {
  const { draft } = c
  if (c.side === 'apprentice') return draft.answer === null ? { answer: message('importAnswerMissing') } : {}
  const problems = companyAnswerProblems(c.record.company, {
    companyAnswer: draft.answer === 'OK' || draft.answer === 'NOK' ? draft.answer : null,
    departmentId: draft.departmentId,
    workplaceId: draft.workplaceId,
    instructorId: draft.instructorId,
  })
  const errors: FieldErrors<ImportField> = {}
  if (problems.companyAnswer) errors.answer = message(MISSING[problems.companyAnswer])
  if (problems.departmentId) errors.departmentId = message(MISSING[problems.departmentId])
  if (problems.workplaceId) errors.workplaceId = message(MISSING[problems.workplaceId])
  if (problems.instructorId) errors.instructorId = message(MISSING[problems.instructorId])
  return errors
}

/** The first missing item's message: §8's toast. */
export function firstMissing(errors: FieldErrors<ImportField>): ErrorMessage | null {
  return errors.answer ?? errors.departmentId ?? errors.workplaceId ?? errors.instructorId ?? null
}

/** The call the answer makes: only what the side answers (a refusal sends no choices). */
export function answerCall(c: ImportAnswerContext): ImportAnswerCall {
  const id = c.record.id
  if (c.side === 'apprentice')
    return {
      side: 'apprentice',
      body: { id, apprenticeAnswer: isApprenticeAnswer(c.draft.answer) ? c.draft.answer : null },
    }
  if (!accepting(c)) return { side: 'company', body: { id, companyAnswer: 'NOK' } }
  const { departmentId, workplaceId, instructorId } = c.draft
  return {
    side: 'company',
    body: {
      id,
      companyAnswer: 'OK',
      ...(c.record.company.hasDepartments ? { departmentId } : {}),
      workplaceId,
      instructorId,
    },
  }
}

export const EMPTY_DRAFT: ImportDraft = { answer: null, departmentId: null, workplaceId: null, instructorId: null }

export function initialContext(input: ImportAnswerInput): ImportAnswerContext {
  return { ...input, draft: EMPTY_DRAFT, errors: {}, formError: null, attempt: 0 }
}

/** §9: months and hours left as the import carries them, and whether each is the default. */
export function timeLeft(c: Pick<ImportAnswerContext, 'record'>) {
  const { byn2Data, byn4data } = c.record
  return {
    months: byn4data.monthsLeft,
    monthsDefault: byn2Data.qTimeLeft === null,
    hours: byn4data.hoursLeft,
    hoursDefault: byn2Data.timeLeft === null,
  }
}
