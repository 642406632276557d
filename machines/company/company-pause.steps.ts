import type { ApprenticeBook } from '../../src/api/company/apprenticeship.schemas'
import type { BookPause } from '../../src/api/ebook/ebook.schemas'
import type { ErrorMessage } from '../../src/api/failure'

/** The company-pause machine's shapes (./company-pause.machine.ts). */

/** An apprentice's e-book the page offers (one option per book that takes a pause): her apprenticeship, her name as the caller may see it, the book. */
export interface PauseCandidate {
  apprenticeshipId: number
  name: string
  book: ApprenticeBook
}

export interface CompanyPauseInput {
  companyId: number
  /** Only apprentices whose e-book takes a pause (src/domain/company-pauses.ts pausableBook). */
  candidates: readonly PauseCandidate[]
}

export interface CompanyPauseContext extends CompanyPauseInput {
  /** The e-book chosen (radio, by its id), not yet confirmed with "Next". */
  chosenId: number | null
  /** "Next" without a choice. */
  choiceError: ErrorMessage | null
  /** Grows with every refused "Next": the error summary takes focus again. */
  attempt: number
  /** The registered pause, once the child has ended with one. */
  registered: BookPause | null
}

export type CompanyPauseEvent =
  | { type: 'apprentice.choose'; bookId: number }
  | { type: 'choice.submit' }
  /** Back from the pause form to the choice (the form's draft is dropped). */
  | { type: 'apprentice.change' }
