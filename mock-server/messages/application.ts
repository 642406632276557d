/**
 * The application slice's texts (handlers/application).
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const applicationMessages = {
  applicationNotFilledEnough: {
    sv: 'Ansökan är inte tillräckligt ifylld för att kunna godkännas.',
    en: 'The application is not filled in enough to be approved.',
    pl: 'Wniosek nie jest wystarczająco wypełniony, aby go zatwierdzić.',
  },
  applicationMustSaveFirst: {
    sv: 'Spara ansökan innan du godkänner den.',
    en: 'Save the application before you approve it.',
    pl: 'Zapisz wniosek, zanim go zatwierdzisz.',
  },
  applicationDeleteNotAllowed: {
    sv: 'Du får inte ta bort ansökan, eller så gick den inte att ta bort. Kontakta närmaste region.',
    en: 'You are not allowed to delete the application, or it could not be deleted. Contact your nearest region.',
    pl: 'Nie możesz usunąć wniosku lub nie udało się go usunąć. Skontaktuj się z najbliższym regionem.',
  },
  applicationNotEditable: {
    sv: 'Ansökan kan inte ändras i det läge den är nu.',
    en: 'The application cannot be changed in its current state.',
    pl: 'Wniosku nie można zmienić w jego obecnym stanie.',
  },
  applicationWrongState: {
    sv: 'Det går inte att göra så med ansökan i det läge den är nu.',
    en: 'That cannot be done with the application in its current state.',
    pl: 'Tego nie można zrobić z wnioskiem w jego obecnym stanie.',
  },
  honestyDeclarationMissing: {
    sv: 'Du måste intyga att uppgifterna i ansökan är sanna.',
    en: 'You must declare that the information in the application is true.',
    pl: 'Musisz oświadczyć, że informacje we wniosku są prawdziwe.',
  },
  documentRequired: {
    sv: 'Minst ett betyg eller intyg måste bifogas.',
    en: 'At least one grade document or certificate must be attached.',
    pl: 'Należy załączyć co najmniej jedno świadectwo ocen lub zaświadczenie.',
  },
  departmentRequired: {
    sv: 'En avdelning måste väljas.',
    en: 'A department must be chosen.',
    pl: 'Należy wybrać dział.',
  },
  documentsTotalTooLarge: {
    sv: 'Ansökans bilagor får tillsammans vara högst {max} MB.',
    en: 'The documents of an application may be at most {max} MB together.',
    pl: 'Załączniki do wniosku mogą mieć łącznie najwyżej {max} MB.',
  },
  workplaceUnknown: {
    sv: 'Arbetsplatsen finns inte på företaget eller avdelningen.',
    en: 'The workplace does not belong to the company or department.',
    pl: 'Miejsce pracy nie należy do firmy ani działu.',
  },
  employmentTypeUnknown: {
    sv: 'Anställningsformen finns inte.',
    en: 'The employment type does not exist.',
    pl: 'Taka forma zatrudnienia nie istnieje.',
  },
  orientationInvalid: {
    sv: 'Maskininriktning kan bara väljas bland yrkets maskiner, och bara för maskinyrken.',
    en: 'Machine orientations can only be chosen among the profession’s machines, and only for machine professions.',
    pl: 'Specjalizację maszynową można wybrać tylko spośród maszyn danego zawodu i tylko w zawodach maszynowych.',
  },
  courseUnknown: {
    sv: 'Kursen hör inte till yrket.',
    en: 'The course does not belong to the profession.',
    pl: 'Kurs nie należy do tego zawodu.',
  },
  transferNotApprentice: {
    sv: 'Byte av företag gäller bara den som redan är lärling på ett annat företag.',
    en: 'A change of company only applies to someone who is already an apprentice at another company.',
    pl: 'Zmiana firmy dotyczy tylko osoby, która jest już praktykantem w innej firmie.',
  },
  startDateInvalid: {
    sv: 'Startdatumet är inte ett giltigt datum.',
    en: 'The start date is not a valid date.',
    pl: 'Data rozpoczęcia nie jest prawidłową datą.',
  },
  startDateInFuture: {
    sv: 'Startdatumet får inte vara i framtiden. Lämna det tomt för dagens datum.',
    en: 'The start date cannot be in the future. Leave it empty for today.',
    pl: 'Data rozpoczęcia nie może być w przyszłości. Pozostaw puste pole, aby użyć dzisiejszej daty.',
  },
  startDateNeedsBasicEducation: {
    sv: 'Ett startdatum bakåt i tiden kräver godkänd grundutbildning.',
    en: 'A start date in the past requires approved basic education.',
    pl: 'Data rozpoczęcia w przeszłości wymaga zatwierdzonego wykształcenia podstawowego.',
  },
  startDateTooEarly: {
    sv: 'Startdatumet får vara högst 18 månader bakåt i tiden.',
    en: 'The start date may be at most 18 months back.',
    pl: 'Data rozpoczęcia może być najwyżej 18 miesięcy wstecz.',
  },
  instructorUnknown: {
    sv: 'Handledaren är inte anställd på företaget.',
    en: 'The instructor is not employed by the company.',
    pl: 'Instruktor nie jest zatrudniony w firmie.',
  },
  instructorNoCertificate: {
    sv: 'Handledaren saknar yrkesbevis eller godkänd dispens för yrket.',
    en: 'The instructor has no trade certificate or approved exemption for the profession.',
    pl: 'Instruktor nie ma świadectwa zawodowego ani zatwierdzonego zwolnienia dla tego zawodu.',
  },
  instructorNoMachineQualification: {
    sv: 'Det finns ingen registrering av maskinhandledarutbildning för handledaren.',
    en: 'There is no record of machine instructor training for the instructor.',
    pl: 'Brak zapisu o szkoleniu instruktora maszyn dla tego instruktora.',
  },
  instructorNoEmail: {
    sv: 'Handledaren saknar e-postadress.',
    en: 'The instructor has no e-mail address.',
    pl: 'Instruktor nie ma adresu e-mail.',
  },
  instructorInstructionsNotRead: {
    sv: 'Handledaren har inte läst de aktuella instruktionerna.',
    en: 'The instructor has not read the current instructions.',
    pl: 'Instruktor nie przeczytał aktualnych instrukcji.',
  },
  instructorScaffoldingMax: {
    sv: 'En handledare i ställningsbyggnad kan ha högst 3 lärlingar.',
    en: 'A scaffolding instructor can have at most 3 apprentices.',
    pl: 'Instruktor rusztowań może mieć najwyżej 3 praktykantów.',
  },
  instructorScaffoldingMissingBasicEducation: {
    sv: 'Handledaren har en lärling i ställningsbyggnad utan grundutbildningsintyg och kan inte ta fler lärlingar.',
    en: 'The instructor has a scaffolding apprentice without a basic education certificate and cannot take more apprentices.',
    pl: 'Instruktor ma praktykanta w zawodzie monter rusztowań bez świadectwa wykształcenia podstawowego i nie może przyjąć kolejnych.',
  },
  instructorNoOwnAccount: {
    sv: 'Personen har inget eget konto och kan inte väljas som handledare.',
    en: 'The person has no account of their own and cannot be chosen as instructor.',
    pl: 'Ta osoba nie ma własnego konta i nie może zostać wybrana na instruktora.',
  },
  applicationApprovedSubject: {
    sv: 'Din ansökan har godkänts av {company}',
    en: 'Your application has been approved by {company}',
    pl: 'Twój wniosek został zatwierdzony przez {company}',
  },
  applicationDeniedSubject: {
    sv: '{company} har skickat tillbaka din ansökan för komplettering',
    en: '{company} has sent your application back for completion',
    pl: '{company} odesłała Twój wniosek do uzupełnienia',
  },
  personAlreadyLinked: {
    sv: 'Personen är redan kopplad till företaget.',
    en: 'The person is already linked to the company.',
    pl: 'Osoba jest już powiązana z firmą.',
  },
  departmentNotYours: {
    sv: 'Du kan bara hantera ansökningar i dina avdelningar.',
    en: 'You can only handle applications in your departments.',
    pl: 'Możesz obsługiwać tylko wnioski w swoich działach.',
  },
} satisfies Record<string, MessageEntry>
