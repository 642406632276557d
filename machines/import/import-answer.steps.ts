import type { ErrorMessage, FieldErrors } from '../../src/api/failure'
import type {
  ApprenticeAnswer,
  CompanyAnswer,
  ImportRecord,
  UpdateForCompanyBody,
  UpdateForPersonBody,
} from '../../src/api/import/import.schemas'

/**
 * One old-system import record awaiting an answer (§4 "Old-system import", §5, §8, §9; issue 22): the
 * flow's types, shared by the machine, its rules, selectors and views. The apprentice answers OK, NOK1
 * or NOK2; the company OK (with department, workplace and instructor) or NOK. The record is the server's
 * answer (src/api/import); the flow never derives its state, defaults or instructor rules again.
 */

export type { ApprenticeAnswer, CompanyAnswer, ImportRecord }

/** Who answers: the apprentice (get-person's records) or the company (get-company's). */
export type ImportSide = 'apprentice' | 'company'

export interface ImportAnswerInput {
  record: ImportRecord
  side: ImportSide
}

export interface ImportDraft {
  /** The apprentice's answer (side 'apprentice') or the company's (side 'company'); null: not chosen. */
  answer: ApprenticeAnswer | CompanyAnswer | null
  departmentId: number | null
  workplaceId: number | null
  instructorId: number | null
}

/** The fields the form shows a message next to (the server's 422 names the same ones). */
export type ImportField = 'answer' | 'departmentId' | 'workplaceId' | 'instructorId'

export interface ImportAnswerContext extends ImportAnswerInput {
  draft: ImportDraft
  errors: FieldErrors<ImportField>
  formError: ErrorMessage | null
  /** Grows with every refusal: focus and the toast come again. */
  attempt: number
}

export type ImportAnswerEvent =
  | { type: 'answer.choose'; answer: ApprenticeAnswer | CompanyAnswer }
  | { type: 'department.choose'; id: number | null }
  | { type: 'workplace.choose'; id: number | null }
  | { type: 'instructor.choose'; id: number | null }
  | { type: 'submit' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }

/** The one call of the flow: the answer of its side. */
export type ImportAnswerCall =
  { side: 'apprentice'; body: UpdateForPersonBody } | { side: 'company'; body: UpdateForCompanyBody }
