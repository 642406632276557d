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
  // ---- structure: workplaces, departments, company data, exemptions (handlers/company/workplaces.ts …)
  noPermissionToSave: {
    sv: 'Du saknar behörighet att spara eller ta bort detta.',
    en: 'You do not have permission to save or delete this.',
    pl: 'Nie masz uprawnień, aby to zapisać lub usunąć.',
  },
  workplaceNotFound: {
    sv: 'Arbetsplatsen finns inte.',
    en: 'The workplace does not exist.',
    pl: 'Takie miejsce pracy nie istnieje.',
  },
  workplaceDeleteHeadOffice: {
    sv: 'Det gick tyvärr inte att ta bort: huvudkontoret kan inte tas bort. Gör en annan arbetsplats till huvudkontor först.',
    en: 'Unfortunately, it was not possible to delete: the head office cannot be deleted. Make another workplace the head office first.',
    pl: 'Niestety nie udało się usunąć: siedziby głównej nie można usunąć. Najpierw ustaw inne miejsce pracy jako siedzibę główną.',
  },
  workplaceDeleteInUse: {
    sv: 'Det gick tyvärr inte att ta bort: arbetsplatsen används av en pågående ansökan eller e-bok.',
    en: 'Unfortunately, it was not possible to delete: the workplace is used by an open application or e-book.',
    pl: 'Niestety nie udało się usunąć: miejsce pracy jest używane przez otwarty wniosek lub e-książkę.',
  },
  headOfficeRequired: {
    sv: 'Företaget måste ha ett huvudkontor. Gör en annan arbetsplats till huvudkontor i stället.',
    en: 'The company must have a head office. Make another workplace the head office instead.',
    pl: 'Firma musi mieć siedzibę główną. Zamiast tego ustaw inne miejsce pracy jako siedzibę główną.',
  },
  workplaceDepartmentNotYours: {
    sv: 'Du kan bara hantera arbetsplatser i dina avdelningar.',
    en: 'You can only handle workplaces in your departments.',
    pl: 'Możesz obsługiwać tylko miejsca pracy w swoich działach.',
  },
  companyHasNoDepartments: {
    sv: 'Företaget har inga avdelningar.',
    en: 'The company has no departments.',
    pl: 'Firma nie ma działów.',
  },
  departmentNotFound: {
    sv: 'Avdelningen finns inte.',
    en: 'The department does not exist.',
    pl: 'Taki dział nie istnieje.',
  },
  departmentNameTaken: {
    sv: 'Företaget har redan en avdelning med det namnet.',
    en: 'The company already has a department with that name.',
    pl: 'Firma ma już dział o tej nazwie.',
  },
  departmentDeleteFailed: {
    sv: 'Borttagningen av avdelningen misslyckades: den har personal, arbetsplatser eller roller.',
    en: 'Deleting the department failed: it still has staff, workplaces or roles.',
    pl: 'Usunięcie działu nie powiodło się: nadal ma pracowników, miejsca pracy lub role.',
  },
  regionRequired: {
    sv: 'En region måste väljas.',
    en: 'A region must be chosen.',
    pl: 'Należy wybrać region.',
  },
  regionUnknown: {
    sv: 'Regionen finns inte.',
    en: 'The region does not exist.',
    pl: 'Taki region nie istnieje.',
  },
  connectNumberUnusable: {
    sv: 'Organisationsnumret kan inte användas för att ansluta ett företag. Kontakta din regionala byggnadsnämnd.',
    en: 'The organisation number cannot be used to connect a company. Please contact your regional body.',
    pl: 'Tego numeru organizacji nie można użyć do przyłączenia firmy. Skontaktuj się z regionalnym organem.',
  },
  connectEmailFailed: {
    sv: 'E-postansökan kunde inte skapas. Kontakta din regionala byggnadsnämnd.',
    en: 'The e-mail application could not be created. Please contact your regional body.',
    pl: 'Nie udało się utworzyć wniosku e-mail. Skontaktuj się z regionalnym organem.',
  },
  connectCompanyEmail: {
    sv: 'Ansökan om anslutning av företag {number} från {name} ({email}).',
    en: 'Application to connect company {number} from {name} ({email}).',
    pl: 'Wniosek o przyłączenie firmy {number} od {name} ({email}).',
  },
  exemptionNotFound: {
    sv: 'Dispensen finns inte.',
    en: 'The exemption does not exist.',
    pl: 'Takie zwolnienie nie istnieje.',
  },
  employeeUnknown: {
    sv: 'Personen är inte anställd på företaget.',
    en: 'The person is not employed at the company.',
    pl: 'Ta osoba nie jest zatrudniona w firmie.',
  },
  employeeNoOwnAccount: {
    sv: 'Personen har inget eget konto och kan inte väljas.',
    en: 'The person has no account of their own and cannot be chosen.',
    pl: 'Ta osoba nie ma własnego konta i nie może zostać wybrana.',
  },
  employeeNotYours: {
    sv: 'Du kan bara hantera personal i dina avdelningar.',
    en: 'You can only handle staff in your departments.',
    pl: 'Możesz obsługiwać tylko pracowników w swoich działach.',
  },
  attachmentRequired: {
    sv: 'Ett dokument måste bifogas.',
    en: 'A document must be attached.',
    pl: 'Należy załączyć dokument.',
  },
  exemptionAlreadyPending: {
    sv: 'Personen har redan en ansökan om dispens av den här typen för yrket som väntar på beslut. Vänta på beslutet eller välj ett annat yrke eller en annan typ.',
    en: 'The person already has an exemption application of this type for this profession awaiting a decision. Wait for the decision or choose another profession or type.',
    pl: 'Ta osoba ma już wniosek o zwolnienie tego typu dla tego zawodu, który czeka na decyzję. Poczekaj na decyzję lub wybierz inny zawód albo inny typ.',
  },
  exemptionNoAttachment: {
    sv: 'Dispensen har inget bifogat dokument.',
    en: 'The exemption has no attached document.',
    pl: 'Do zwolnienia nie załączono dokumentu.',
  },
} satisfies Record<string, MessageEntry>
