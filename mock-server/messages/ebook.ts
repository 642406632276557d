/**
 * The e-book slice's texts (handlers/ebook).
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const ebookMessages = {
  // ---- e-book (§4 E-book, §5 periods, §8) ----
  reportingClosedNotStarted: {
    sv: 'E-boken är inte aktiv ännu: utbildningen har inte börjat. Rapportering är inte möjlig.',
    en: 'The e-book is not active yet: the education has not started. Reporting is not possible.',
    pl: 'E-book nie jest jeszcze aktywny: szkolenie się nie rozpoczęło. Raportowanie nie jest możliwe.',
  },
  reportingClosedDistanceOrder: {
    sv: 'E-boken är inaktiverad tills distansbeställningen har godkänts av företaget. Rapportering är inte möjlig.',
    en: 'The e-book is deactivated until the company approves the distance order. Reporting is not possible.',
    pl: 'E-book jest dezaktywowany do czasu zatwierdzenia zamówienia na kształcenie na odległość przez firmę. Raportowanie nie jest możliwe.',
  },
  reportingClosedPaused: {
    sv: 'E-boken är pausad. Rapportering är inte möjlig under ett uppehåll.',
    en: 'The e-book is paused. Reporting is not possible during a pause.',
    pl: 'E-book jest wstrzymany. Raportowanie nie jest możliwe w czasie przerwy.',
  },
  reportDateInFuture: {
    sv: 'Rapportens datum kan inte ligga i framtiden (senast {date}).',
    en: 'The report’s date cannot be in the future (at the latest {date}).',
    pl: 'Data raportu nie może być w przyszłości (najpóźniej {date}).',
  },
  reportDateBeforePeriodEnd: {
    sv: 'Rapportens datum kan inte vara före periodens sista dag ({date}).',
    en: 'The report’s date cannot be before the period’s last day ({date}).',
    pl: 'Data raportu nie może być wcześniejsza niż ostatni dzień okresu ({date}).',
  },
  reportingClosedExpired: {
    sv: 'E-bokens fem år har gått ut. Rapporteringen är avslutad.',
    en: 'The e-book’s five years have run out. Reporting has ended.',
    pl: 'Pięć lat ważności e-booka minęło. Raportowanie zostało zakończone.',
  },
  reportingClosedInactive: {
    sv: 'E-boken är inaktiv. Rapportering är möjlig igen när regionen har förlängt den.',
    en: 'The e-book is inactive. Reporting is possible again once the region has extended it.',
    pl: 'E-book jest nieaktywny. Raportowanie będzie możliwe ponownie, gdy region go przedłuży.',
  },
  reportingClosedIssued: {
    sv: 'E-boken är utfärdad. Rapporteringen är avslutad.',
    en: 'The e-book has been issued. Reporting has ended.',
    pl: 'E-book został wydany. Raportowanie zostało zakończone.',
  },
  reportingClosedApproved: {
    sv: 'E-boken är godkänd. Rapporteringen är avslutad.',
    en: 'The e-book has been approved. Reporting has ended.',
    pl: 'E-book został zatwierdzony. Raportowanie zostało zakończone.',
  },
  periodInvalidDate: {
    sv: 'Datumet är inte ett giltigt datum (åååå-mm-dd).',
    en: 'The date is not a valid date (yyyy-mm-dd).',
    pl: 'Data jest nieprawidłowa (rrrr-mm-dd).',
  },
  periodStartRequired: {
    sv: 'Startdatum saknas.',
    en: 'The start date is missing.',
    pl: 'Brak daty rozpoczęcia.',
  },
  periodEndRequired: {
    sv: 'Slutdatum saknas.',
    en: 'The end date is missing.',
    pl: 'Brak daty zakończenia.',
  },
  periodEndBeforeStart: {
    sv: 'Slutdatum kan inte vara före startdatum.',
    en: 'The end date cannot be before the start date.',
    pl: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.',
  },
  periodOutsidePermitted: {
    sv: 'Perioden måste ligga inom utbildningens tillåtna period ({from} – {to}).',
    en: "The period must lie within the education's permitted period ({from} – {to}).",
    pl: 'Okres musi mieścić się w dozwolonym okresie szkolenia ({from} – {to}).',
  },
  periodInFuture: {
    sv: 'Du kan inte rapportera en period som inte har varit ännu.',
    en: 'You cannot report a period that has not happened yet.',
    pl: 'Nie można raportować okresu, który jeszcze nie nastąpił.',
  },
  periodEmploymentDate: {
    sv: 'Rapporten kunde inte sparas. Kontrollera anställningsdatumet ({date}).',
    en: 'The report could not be saved. Check the employment date ({date}).',
    pl: 'Nie udało się zapisać raportu. Sprawdź datę zatrudnienia ({date}).',
  },
  periodOverlapsReport: {
    sv: 'Perioden krockar med en annan rapport.',
    en: 'The period overlaps another report.',
    pl: 'Okres pokrywa się z innym raportem.',
  },
  periodOverlapsPause: {
    sv: 'Perioden krockar med ett uppehåll.',
    en: 'The period overlaps a pause.',
    pl: 'Okres pokrywa się z przerwą.',
  },
  reportSavedUnchangeable: {
    sv: 'En sparad rapport kan inte ändras.',
    en: 'A saved report cannot be changed.',
    pl: 'Zapisanego raportu nie można zmienić.',
  },
  reportNeedsDetail: {
    sv: 'Lägg till minst ett moment innan du sparar rapporten.',
    en: 'Add at least one element part before you save the report.',
    pl: 'Dodaj co najmniej jeden element, zanim zapiszesz raport.',
  },
  reportWorkplaceUnknown: {
    sv: 'Arbetsplatsen hör inte till lärlingens företag.',
    en: "The workplace does not belong to the apprentice's company.",
    pl: 'Miejsce pracy nie należy do firmy ucznia.',
  },
  reportInstructorUnknown: {
    sv: 'Handledaren är inte handledare för den här lärlingen.',
    en: 'The instructor does not supervise this apprentice.',
    pl: 'Ten instruktor nie jest opiekunem tego ucznia.',
  },
  partNotInBook: {
    sv: 'Momentet finns inte i e-boken för det här yrket.',
    en: "The element part is not in this profession's e-book.",
    pl: 'Tego elementu nie ma w e-booku dla tego zawodu.',
  },
  partElementClosed: {
    sv: 'Arbetsmomentet "{element}" är klart (nivå 4 på alla delmoment) och kan inte rapporteras mer.',
    en: 'The work element "{element}" is complete (level 4 on every part) and cannot be reported any more.',
    pl: 'Element pracy „{element}” jest ukończony (poziom 4 we wszystkich częściach) i nie można go już raportować.',
  },
  partAlreadyInReport: {
    sv: 'Momentet finns redan i rapporten.',
    en: 'The element part is already in the report.',
    pl: 'Ten element jest już w raporcie.',
  },
  pauseReasonRequired: {
    sv: 'Ange en anledning till uppehållet.',
    en: 'Give a reason for the pause.',
    pl: 'Podaj powód przerwy.',
  },
  pauseRegionEmail: {
    sv: 'Uppehåll i e-bok {id} för {name} ({profession}) på {company}: {from} till {to}. Anledning: {reason}. Registrerat av {by}.',
    en: 'Pause in e-book {id} for {name} ({profession}) at {company}: {from} to {to}. Reason: {reason}. Registered by {by}.',
    pl: 'Przerwa w e-booku {id} dla {name} ({profession}) w {company}: od {from} do {to}. Powód: {reason}. Zarejestrował(a) {by}.',
  },
  pauseBookClosed: {
    sv: 'En godkänd eller utfärdad e-bok kan inte pausas.',
    en: 'An approved or issued e-book cannot be paused.',
    pl: 'Zatwierdzonego lub wydanego e-booka nie można wstrzymać.',
  },
  bookAlreadyApproved: {
    sv: 'E-boken är redan godkänd.',
    en: 'The e-book has already been approved.',
    pl: 'E-book został już zatwierdzony.',
  },
  bookNotReadyForApproval: {
    sv: 'E-boken kan inte godkännas ännu. Det saknas: {missing}.',
    en: 'The e-book cannot be approved yet. Missing: {missing}.',
    pl: 'E-booka nie można jeszcze zatwierdzić. Brakuje: {missing}.',
  },
  bookMissingElements: {
    sv: 'arbetsmoment {names}',
    en: 'work elements {names}',
    pl: 'elementy pracy {names}',
  },
  bookMissingTheory: {
    sv: 'teori {names}',
    en: 'theory {names}',
    pl: 'teoria {names}',
  },
  bookApprovedNotification: {
    sv: 'Din e-bok har godkänts av {name}',
    en: 'Your e-book has been approved by {name}',
    pl: 'Twój e-book został zatwierdzony przez: {name}',
  },
  bookStatusChangeRefused: {
    sv: 'E-bokens status kan inte ändras från {from} till {to}.',
    en: "The e-book's status cannot change from {from} to {to}.",
    pl: 'Statusu e-booka nie można zmienić z {from} na {to}.',
  },
  bookExists: {
    sv: 'Det finns redan en e-bok för den här lärlingstiden och yrket.',
    en: 'There already is an e-book for this apprenticeship and profession.',
    pl: 'Dla tej praktyki i zawodu istnieje już e-book.',
  },
  bookApprenticeshipUnknown: {
    sv: 'Lärlingstiden finns inte för den här personen.',
    en: 'The apprenticeship does not exist for this person.',
    pl: 'Ta osoba nie ma takiej praktyki.',
  },
  personUnknown: {
    sv: 'Personen finns inte.',
    en: 'The person does not exist.',
    pl: 'Taka osoba nie istnieje.',
  },
  bookDeleteApproved: {
    sv: 'En godkänd eller utfärdad e-bok kan inte tas bort.',
    en: 'An approved or issued e-book cannot be deleted.',
    pl: 'Zatwierdzonego lub wydanego e-booka nie można usunąć.',
  },
  // ---- the instructor's review, the export, the instructions (issue 10, ADR 0009) ----
  fieldNotYours: {
    sv: 'Fältet {field} får du inte ändra.',
    en: 'You may not change the field {field}.',
    pl: 'Nie możesz zmienić pola {field}.',
  },
  reviewClosedApproved: {
    sv: 'E-boken är godkänd och kan inte längre ändras.',
    en: 'The e-book has been approved and can no longer be changed.',
    pl: 'E-book został zatwierdzony i nie można go już zmieniać.',
  },
  reviewClosedIssued: {
    sv: 'E-boken är utfärdad och kan inte längre ändras.',
    en: 'The e-book has been issued and can no longer be changed.',
    pl: 'E-book został wydany i nie można go już zmieniać.',
  },
  reviewDetailApproved: {
    sv: 'Delmomentet är redan godkänt i den här rapporten.',
    en: 'The element part has already been approved in this report.',
    pl: 'Ten element został już zatwierdzony w tym raporcie.',
  },
  takeOverInstructorActive: {
    sv: 'Rapporten anger {name} som handledare, och {name} handleder fortfarande lärlingen: bedömningen kan inte tas över.',
    en: 'The report names {name} as the instructor, who still supervises the apprentice: the assessment cannot be taken over.',
    pl: 'Raport wskazuje {name} jako instruktora, który nadal prowadzi ucznia: ocena nie może zostać przejęta.',
  },
  reviewNotSupervising: {
    sv: 'Du kan inte godkänna delmomentet: rapporten anger {name} som handledare.',
    en: 'You cannot approve the element part: the report names {name} as the instructor.',
    pl: 'Nie możesz zatwierdzić tego elementu: raport wskazuje {name} jako instruktora.',
  },
  reviewNotification: {
    sv: '{name} har granskat din rapport {from}–{to}',
    en: '{name} has reviewed your report {from}–{to}',
    pl: '{name} sprawdził(a) Twój raport {from}–{to}',
  },
  // ---- the instructor's loop (issue 17 §3, ADR 0012) ----
  reportSavedNotification: {
    sv: '{name} har sparat en rapport {from}–{to} att bedöma',
    en: '{name} has saved a report {from}–{to} for you to assess',
    pl: '{name} zapisał(a) raport {from}–{to} do oceny',
  },
  bookHandOffEmail: {
    sv: 'E-bok {id} för {name} ({profession}, {company}) har godkänts av handledaren {approver} den {date}. Den är klar för utfärdande av yrkesbevis.',
    en: 'E-book {id} of {name} ({profession}, {company}) was approved by the instructor {approver} on {date}. It is ready for the trade certificate to be issued.',
    pl: 'E-book {id} osoby {name} ({profession}, {company}) został zatwierdzony przez instruktora {approver} dnia {date}. Można wydać świadectwo zawodowe.',
  },
  imitatedWriteRefused: {
    sv: 'Som administratör som agerar som en annan person kan du läsa men inte skriva i hennes eller hans e-bok. Logga in som dig själv, eller be personen göra ändringen.',
    en: 'As an administrator acting as another person you can read but not write in their e-book. Log in as yourself, or ask the person to make the change.',
    pl: 'Jako administrator działający w imieniu innej osoby możesz czytać, ale nie pisać w jej e-booku. Zaloguj się jako Ty sam(a) albo poproś tę osobę o zmianę.',
  },
  exportNotApproved: {
    sv: 'Bara en godkänd eller utfärdad e-bok kan exporteras.',
    en: 'Only an approved or issued e-book can be exported.',
    pl: 'Eksportować można tylko zatwierdzony lub wydany e-book.',
  },
} satisfies Record<string, MessageEntry>
