import { fromPromise } from 'xstate'
import { importAnswerMachine } from '../../../machines/import/import-answer.machine'
import { classified, type ErrorMessage, type FailureRules } from '../../api/failure'
import type { ImportRecord } from '../../api/import/import.schemas'
import { answerAsCompany, answerAsPerson } from '../../api/import/import'

export interface ImportAnswerEdges {
  /** §8's toast: a missing item or the generic save failure. */
  refused: (message: ErrorMessage) => void
  /** The server stored the answer: the list drops the record. */
  answered: (record: ImportRecord) => void
}

/**
 * How the item reads the server's refusals: 403 no permission, an answer given already (answers are
 * final), and the 422 `errors[]` on the fields the form shows (the answer under either side's name).
 */
const RULES: FailureRules = {
  byStatus: { 403: 'noPermission' },
  reasons: { alreadyAnswered: 'importAlreadyAnswered' },
  fieldErrors: { aliases: { apprenticeAnswer: 'answer', companyAnswer: 'answer' } },
}

/** The React edge of one import item (ADR 0006 step 7): the answer call silent, classified once here (ADR 0015). */
export function importAnswerFlow(edges: () => ImportAnswerEdges) {
  return importAnswerMachine.provide({
    actors: {
      answer: fromPromise(({ input }) =>
        classified(
          () =>
            input.side === 'apprentice'
              ? answerAsPerson(input.body, { silent: true })
              : answerAsCompany(input.body, { silent: true }),
          'couldNotSave',
          RULES,
        ),
      ),
    },
    actions: {
      refused: (_, message) => edges().refused(message),
      answered: (_, record) => edges().answered(record),
    },
  })
}
