/**
 * The company slice's texts (handlers/company).
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const companyMessages = {
  organisationNumberInvalid: {
    sv: 'Organisationsnumret ska ha tio siffror i formen NNNNNN-NNNN.',
    en: 'The organisation number must have ten digits in the form NNNNNN-NNNN.',
    pl: 'Numer organizacji musi mieć dziesięć cyfr w formacie NNNNNN-NNNN.',
  },
  companyUnknown: {
    sv: 'Det finns inget företag med det organisationsnumret.',
    en: 'There is no company with that organisation number.',
    pl: 'Nie ma firmy o tym numerze organizacji.',
  },
  // ---- staff, roles and apprentices (handlers/company/employments.ts, apprenticeships.ts)
  noPermissionToAssignRoles: {
    sv: 'Du saknar behörighet att tilldela personen roller.',
    en: 'You lack permission to assign roles to the person.',
    pl: 'Nie masz uprawnień do przypisywania ról tej osobie.',
  },
  noPermissionToSave: {
    sv: 'Du saknar behörighet att spara eller ta bort detta.',
    en: 'You do not have permission to save or delete this.',
    pl: 'Nie masz uprawnień, aby to zapisać lub usunąć.',
  },
  employmentNotFound: {
    sv: 'Anställningen finns inte.',
    en: 'The employment does not exist.',
    pl: 'Zatrudnienie nie istnieje.',
  },
  apprenticeshipNotFound: {
    sv: 'Lärlingsanställningen finns inte.',
    en: 'The apprenticeship does not exist.',
    pl: 'Praktyka zawodowa nie istnieje.',
  },
  apprenticeNeedsInstructor: {
    sv: 'Lärlingen måste ha minst en handledare.',
    en: 'The apprentice must have at least one instructor.',
    pl: 'Praktykant musi mieć co najmniej jednego instruktora.',
  },
  cannotLinkMore: {
    sv: 'Det går inte att koppla fler lärlingar eller handledare.',
    en: 'No more apprentices or instructors can be linked.',
    pl: 'Nie można powiązać więcej praktykantów ani instruktorów.',
  },
  linkCannotBeRemoved: {
    sv: 'Kopplingen kan inte tas bort: lärlingen har en e-bok. Avsluta anställningen i stället.',
    en: 'The link cannot be removed: the apprentice has an e-book. End the apprenticeship instead.',
    pl: 'Powiązania nie można usunąć: praktykant ma e-książkę. Zamiast tego zakończ praktykę.',
  },
  instructorNotChosen: {
    sv: 'Handledare är inte vald: personen är inte handledare på företaget.',
    en: 'Instructor not chosen: the person is not an instructor at the company.',
    pl: 'Nie wybrano instruktora: ta osoba nie jest instruktorem w firmie.',
  },
  rateChangeFailed: {
    sv: 'Ändringen av sysselsättningsgraden misslyckades: perioden är pausad.',
    en: 'The employment rate change failed: the period is paused.',
    pl: 'Zmiana wymiaru zatrudnienia nie powiodła się: okres jest wstrzymany.',
  },
  periodConflicts: {
    sv: 'Perioden krockar med en annan period.',
    en: 'The period conflicts with another period.',
    pl: 'Okres koliduje z innym okresem.',
  },
  rateZeroUsePause: {
    sv: 'Sysselsättningsgraden ska vara 1–100 %. För 0 % lägger du in ett uppehåll.',
    en: 'The employment rate must be 1–100 %. For 0 % add a pause.',
    pl: 'Wymiar zatrudnienia musi wynosić 1–100 %. Dla 0 % dodaj przerwę.',
  },
  rateOutOfRange: {
    sv: 'Sysselsättningsgraden ska vara mellan 1 och 100 %.',
    en: 'The employment rate must be between 1 and 100 %.',
    pl: 'Wymiar zatrudnienia musi wynosić od 1 do 100 %.',
  },
  roleNeedsDepartment: {
    sv: 'I ett företag med avdelningar ges rollen per avdelning.',
    en: 'In a company with departments this role is given per department.',
    pl: 'W firmie z działami tę rolę nadaje się dla każdego działu.',
  },
} satisfies Record<string, MessageEntry>
