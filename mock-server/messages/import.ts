/**
 * The import slice's texts (handlers/import, issue 22): §8's import form toasts (answer, department,
 * workplace, instructor missing) and its generic save failure for an answer already given.
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const importMessages = {
  importNotFound: {
    sv: 'Importen finns inte.',
    en: 'The import does not exist.',
    pl: 'Import nie istnieje.',
  },
  // §8: import form toasts.
  importAnswerMissing: {
    sv: 'Välj ett svar.',
    en: 'Choose an answer.',
    pl: 'Wybierz odpowiedź.',
  },
  importDepartmentMissing: {
    sv: 'Välj en avdelning.',
    en: 'Choose a department.',
    pl: 'Wybierz dział.',
  },
  importWorkplaceMissing: {
    sv: 'Välj en arbetsplats.',
    en: 'Choose a workplace.',
    pl: 'Wybierz miejsce pracy.',
  },
  importInstructorMissing: {
    sv: 'Välj en handledare.',
    en: 'Choose an instructor.',
    pl: 'Wybierz instruktora.',
  },
  importWorkplaceOutsideDepartment: {
    sv: 'Arbetsplatsen hör inte till den valda avdelningen.',
    en: 'The workplace does not belong to the chosen department.',
    pl: 'Miejsce pracy nie należy do wybranego działu.',
  },
  importInstructorOutsideDepartment: {
    sv: 'Handledaren arbetar inte på den valda avdelningen.',
    en: 'The instructor does not work in the chosen department.',
    pl: 'Instruktor nie pracuje w wybranym dziale.',
  },
  // §5: an instructor unable to take another apprentice.
  importInstructorFull: {
    sv: 'Handledaren kan inte ta emot fler lärlingar.',
    en: 'The instructor cannot take another apprentice.',
    pl: 'Instruktor nie może przyjąć kolejnego ucznia.',
  },
  // §8 save failure: the answer is final once given (§4).
  importAlreadyAnswered: {
    sv: 'Tyvärr gick det inte att spara: svaret är redan lämnat.',
    en: 'Unfortunately, it was not possible to save: the answer has already been given.',
    pl: 'Niestety nie udało się zapisać: odpowiedź została już udzielona.',
  },
  // §4: the apprentice answers first.
  importAwaitingApprentice: {
    sv: 'Tyvärr gick det inte att spara: lärlingen har inte svarat ännu.',
    en: 'Unfortunately, it was not possible to save: the apprentice has not answered yet.',
    pl: 'Niestety nie udało się zapisać: uczeń jeszcze nie odpowiedział.',
  },
} satisfies Record<string, MessageEntry>
