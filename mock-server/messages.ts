/**
 * The simulated backend's own error texts. A real server answers in the language the request asks
 * for (Accept-Language), so these live with the server, not in the portal's locale files.
 */

export type ServerLocale = 'sv' | 'en' | 'pl'

const catalogue = {
  unauthorized: {
    sv: 'Du är inte inloggad.',
    en: 'You are not logged in.',
    pl: 'Nie jesteś zalogowany.',
  },
  sessionRevoked: {
    sv: 'Din session har avslutats. Logga in igen.',
    en: 'Your session has ended. Please log in again.',
    pl: 'Twoja sesja została zakończona. Zaloguj się ponownie.',
  },
  forbidden: {
    sv: 'Du saknar behörighet för detta.',
    en: 'You do not have permission to do this.',
    pl: 'Nie masz uprawnień do tej operacji.',
  },
  notFound: {
    sv: 'Det efterfrågade hittades inte.',
    en: 'What you asked for was not found.',
    pl: 'Nie znaleziono żądanego zasobu.',
  },
  formInvalid: {
    sv: 'Formuläret är inte korrekt ifyllt.',
    en: 'The form is not filled in correctly.',
    pl: 'Formularz nie został poprawnie wypełniony.',
  },
  bodyNotJson: {
    sv: 'Anropet innehåller ingen giltig JSON.',
    en: 'The request body is not valid JSON.',
    pl: 'Treść żądania nie jest poprawnym JSON-em.',
  },
  fieldInvalid: {
    sv: 'Fältet {field} har ett ogiltigt värde.',
    en: 'The field {field} has an invalid value.',
    pl: 'Pole {field} ma nieprawidłową wartość.',
  },
  fieldRequired: {
    sv: 'Fältet {field} måste fyllas i.',
    en: 'The field {field} is required.',
    pl: 'Pole {field} jest wymagane.',
  },
  personalNumberInvalid: {
    sv: 'Angivet värde matchar inte ett svenskt personnummer.',
    en: 'The value does not match a Swedish personal number.',
    pl: 'Podana wartość nie odpowiada szwedzkiemu numerowi osobowemu.',
  },
  emailInvalid: {
    sv: 'E-postadressen är inte giltig.',
    en: 'The e-mail address is not valid.',
    pl: 'Adres e-mail jest nieprawidłowy.',
  },
  phoneInvalid: {
    sv: 'Telefonnumret är inte giltigt. Utländska nummer anges med landsnummer, t.ex. +48.',
    en: 'The phone number is not valid. Foreign numbers need a country code, e.g. +48.',
    pl: 'Numer telefonu jest nieprawidłowy. Numery zagraniczne wymagają kodu kraju, np. +48.',
  },
  zipInvalid: {
    sv: 'Postnumret ska ha fem siffror, t.ex. 123 45.',
    en: 'The postcode must have five digits, e.g. 123 45.',
    pl: 'Kod pocztowy musi mieć pięć cyfr, np. 123 45.',
  },
  codeFormat: {
    sv: 'Koden består av fyra siffror.',
    en: 'The code consists of four digits.',
    pl: 'Kod składa się z czterech cyfr.',
  },
  codeWrong: {
    sv: 'Fel kod. Kontrollera koden och försök igen.',
    en: 'Wrong code. Check the code and try again.',
    pl: 'Nieprawidłowy kod. Sprawdź kod i spróbuj ponownie.',
  },
  passwordWeak: {
    sv: 'Lösenordet är för svagt.',
    en: 'The password is too weak.',
    pl: 'Hasło jest zbyt słabe.',
  },
  passwordTooShort: {
    sv: 'Lösenordet måste ha minst 8 tecken.',
    en: 'The password must have at least 8 characters.',
    pl: 'Hasło musi mieć co najmniej 8 znaków.',
  },
  passwordNoLower: {
    sv: 'Lösenordet måste innehålla en liten bokstav.',
    en: 'The password must contain a lower-case letter.',
    pl: 'Hasło musi zawierać małą literę.',
  },
  passwordNoUpper: {
    sv: 'Lösenordet måste innehålla en stor bokstav.',
    en: 'The password must contain an upper-case letter.',
    pl: 'Hasło musi zawierać wielką literę.',
  },
  passwordNoDigit: {
    sv: 'Lösenordet måste innehålla en siffra.',
    en: 'The password must contain a digit.',
    pl: 'Hasło musi zawierać cyfrę.',
  },
  passwordNoSpecial: {
    sv: 'Lösenordet måste innehålla ett specialtecken.',
    en: 'The password must contain a special character.',
    pl: 'Hasło musi zawierać znak specjalny.',
  },
  loginFailed: {
    sv: 'Fel e-postadress eller lösenord.',
    en: 'Wrong e-mail address or password.',
    pl: 'Nieprawidłowy adres e-mail lub hasło.',
  },
  hashExpired: {
    sv: 'Inloggningslänken har gått ut. Be om en ny länk.',
    en: 'The login link has expired. Ask for a new link.',
    pl: 'Link logowania wygasł. Poproś o nowy link.',
  },
  hashUnknown: {
    sv: 'Inloggningslänken är ogiltig.',
    en: 'The login link is not valid.',
    pl: 'Link logowania jest nieprawidłowy.',
  },
  emailUnknown: {
    sv: 'Det finns inget konto med den e-postadressen.',
    en: 'There is no account with that e-mail address.',
    pl: 'Nie ma konta z tym adresem e-mail.',
  },
  phoneMissing: {
    sv: 'Telefonnummer saknas i våra system. Kontakta närmaste region.',
    en: 'There is no phone number in our systems. Contact your nearest region.',
    pl: 'W naszych systemach brakuje numeru telefonu. Skontaktuj się z najbliższym regionem.',
  },
  resetTokenInvalid: {
    sv: 'Återställningen är inte giltig längre. Börja om.',
    en: 'The reset is no longer valid. Start again.',
    pl: 'Resetowanie nie jest już ważne. Zacznij od nowa.',
  },
  bankIdPending: {
    sv: 'Inloggningen har inte bekräftats ännu.',
    en: 'The login has not been confirmed yet.',
    pl: 'Logowanie nie zostało jeszcze potwierdzone.',
  },
  bankIdExpired: {
    sv: 'Inloggningen tog för lång tid. Försök igen.',
    en: 'The login took too long. Please try again.',
    pl: 'Logowanie trwało zbyt długo. Spróbuj ponownie.',
  },
  bankIdUsed: {
    sv: 'Inloggningen har redan använts.',
    en: 'This login has already been used.',
    pl: 'To logowanie zostało już użyte.',
  },
  callbackInvalid: {
    sv: 'Returadressen är inte en giltig base64-kodad adress.',
    en: 'The return address is not a valid base64-encoded address.',
    pl: 'Adres powrotu nie jest poprawnym adresem zakodowanym w base64.',
  },
  professionUnknown: {
    sv: 'Yrket finns inte.',
    en: 'The profession does not exist.',
    pl: 'Zawód nie istnieje.',
  },
  tradeCertificateExists: {
    sv: 'Personen har redan ett yrkesbevis i yrket.',
    en: 'The person already holds a trade certificate in this profession.',
    pl: 'Osoba ma już świadectwo zawodowe w tym zawodzie.',
  },
  tradeCertificateRequested: {
    sv: 'Ett yrkesbevis i yrket är redan begärt.',
    en: 'A trade certificate in this profession has already been requested.',
    pl: 'Świadectwo zawodowe w tym zawodzie zostało już zamówione.',
  },
  noEducationInProfession: {
    sv: 'Personen har ingen utbildning i yrket.',
    en: 'The person has no education in this profession.',
    pl: 'Osoba nie ma wykształcenia w tym zawodzie.',
  },
  faultInjected: {
    sv: 'Simulerat fel från den simulerade backenden.',
    en: 'Simulated failure from the simulated backend.',
    pl: 'Symulowany błąd z symulowanego backendu.',
  },
  smsResetCode: {
    sv: 'Din kod för att byta lösenord på Mina sidor är {code}.',
    en: 'Your code to change your password on My pages is {code}.',
    pl: 'Twój kod do zmiany hasła na Moich stronach to {code}.',
  },
  smsPhoneCode: {
    sv: 'Din kod för att bekräfta mobilnumret på Mina sidor är {code}.',
    en: 'Your code to confirm your mobile number on My pages is {code}.',
    pl: 'Twój kod do potwierdzenia numeru telefonu na Moich stronach to {code}.',
  },
  emailCode: {
    sv: 'Din kod för att bekräfta e-postadressen på Mina sidor är {code}.',
    en: 'Your code to confirm your e-mail address on My pages is {code}.',
    pl: 'Twój kod do potwierdzenia adresu e-mail na Moich stronach to {code}.',
  },
  tradeCertificateRequestReceived: {
    sv: 'Vi har tagit emot din begäran om yrkesbevis i {profession}.',
    en: 'We have received your request for a trade certificate in {profession}.',
    pl: 'Otrzymaliśmy Twój wniosek o świadectwo zawodowe w zawodzie {profession}.',
  },
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
  documentWrongType: {
    sv: 'Fel filtyp. Tillåtna filtyper är PDF, JPG, PNG och TIF.',
    en: 'Wrong file type. Allowed file types are PDF, JPG, PNG and TIF.',
    pl: 'Nieprawidłowy typ pliku. Dozwolone typy plików to PDF, JPG, PNG i TIF.',
  },
  documentTooLarge: {
    sv: 'Filen är för stor. En fil får vara högst {max} MB.',
    en: 'The file is too large. A file may be at most {max} MB.',
    pl: 'Plik jest za duży. Plik może mieć najwyżej {max} MB.',
  },
  documentsTotalTooLarge: {
    sv: 'Ansökans bilagor får tillsammans vara högst {max} MB.',
    en: 'The documents of an application may be at most {max} MB together.',
    pl: 'Załączniki do wniosku mogą mieć łącznie najwyżej {max} MB.',
  },
  documentEmpty: {
    sv: 'Filen är tom.',
    en: 'The file is empty.',
    pl: 'Plik jest pusty.',
  },
  multipartInvalid: {
    sv: 'Anropet innehåller inget giltigt formulär med en fil.',
    en: 'The request does not contain a valid form with a file.',
    pl: 'Żądanie nie zawiera poprawnego formularza z plikiem.',
  },
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
  companyNotFound: {
    sv: 'Företaget finns inte.',
    en: 'The company does not exist.',
    pl: 'Firma nie istnieje.',
  },
  departmentUnknown: {
    sv: 'Avdelningen finns inte på företaget.',
    en: 'The department does not belong to the company.',
    pl: 'Dział nie należy do firmy.',
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
  serverError: {
    sv: 'Något gick fel.',
    en: 'Something went wrong.',
    pl: 'Coś poszło nie tak.',
  },
  bodyTooDeep: {
    sv: 'Anropets innehåll är nästlat djupare än {max} nivåer.',
    en: 'The request body is nested deeper than {max} levels.',
    pl: 'Treść żądania jest zagnieżdżona głębiej niż {max} poziomów.',
  },
  bodyNotObject: {
    sv: 'Anropets innehåll måste vara ett JSON-objekt.',
    en: 'The request body must be a JSON object.',
    pl: 'Treść żądania musi być obiektem JSON.',
  },
  unsupportedMediaType: {
    sv: 'Anropets innehåll måste skickas som application/json.',
    en: 'The request body must be sent as application/json.',
    pl: 'Treść żądania musi być wysłana jako application/json.',
  },
  malformedUrl: {
    sv: 'Adressen innehåller en ogiltig teckenkodning.',
    en: 'The address contains an invalid percent-encoding.',
    pl: 'Adres zawiera nieprawidłowe kodowanie znaków.',
  },
  uploadNotMultipart: {
    sv: 'En fil måste skickas som multipart/form-data.',
    en: 'A file must be sent as multipart/form-data.',
    pl: 'Plik musi być wysłany jako multipart/form-data.',
  },
  fieldTooLong: {
    sv: 'Fältet {field} får vara högst {max} tecken.',
    en: 'The field {field} may be at most {max} characters.',
    pl: 'Pole {field} może mieć najwyżej {max} znaków.',
  },
  codeWrongAttemptsLeft: {
    sv: 'Fel kod. Du har {left} försök kvar.',
    en: 'Wrong code. You have {left} attempts left.',
    pl: 'Nieprawidłowy kod. Pozostało prób: {left}.',
  },
  codeVoid: {
    sv: 'Koden gäller inte längre. Begär en ny kod.',
    en: 'The code is no longer valid. Ask for a new code.',
    pl: 'Kod jest już nieważny. Poproś o nowy kod.',
  },
  codeResendTooSoon: {
    sv: 'En ny kod kan skickas om {seconds} sekunder.',
    en: 'A new code can be sent in {seconds} seconds.',
    pl: 'Nowy kod można wysłać za {seconds} s.',
  },
  loginLocked: {
    sv: 'För många misslyckade inloggningar. Försök igen om {minutes} minuter.',
    en: 'Too many failed logins. Try again in {minutes} minutes.',
    pl: 'Zbyt wiele nieudanych logowań. Spróbuj ponownie za {minutes} min.',
  },
  hashUsed: {
    sv: 'Inloggningslänken har redan använts. Be om en ny länk.',
    en: 'The login link has already been used. Ask for a new link.',
    pl: 'Link logowania został już użyty. Poproś o nowy link.',
  },
  callbackNotSameOrigin: {
    sv: 'Returadressen måste vara en adress i portalen.',
    en: 'The return address must be an address in the portal.',
    pl: 'Adres powrotu musi być adresem w portalu.',
  },
  personAlreadyLinked: {
    sv: 'Personen är redan kopplad till företaget.',
    en: 'The person is already linked to the company.',
    pl: 'Osoba jest już powiązana z firmą.',
  },
  protectedIdentityName: {
    sv: 'Skyddad identitet',
    en: 'Protected identity',
    pl: 'Tożsamość chroniona',
  },
  departmentNotYours: {
    sv: 'Du kan bara hantera ansökningar i dina avdelningar.',
    en: 'You can only handle applications in your departments.',
    pl: 'Możesz obsługiwać tylko wnioski w swoich działach.',
  },
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
  instructionsChanged: {
    sv: 'Instruktionerna har ändrats sedan du öppnade dem. Läs de nya och bekräfta igen.',
    en: 'The instructions have changed since you opened them. Read the new ones and confirm again.',
    pl: 'Instrukcje zmieniły się od czasu ich otwarcia. Przeczytaj nowe i potwierdź ponownie.',
  },
} satisfies Record<string, Record<ServerLocale, string>>

export type MessageKey = keyof typeof catalogue

/** The first supported language of an Accept-Language header; Swedish is the default and fallback (§9). */
export function localeOf(acceptLanguage: string | null | undefined): ServerLocale {
  if (!acceptLanguage) return 'sv'
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined)
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { lang } of ranked) if (lang === 'sv' || lang === 'en' || lang === 'pl') return lang
  return 'sv'
}

export function message(locale: ServerLocale, key: MessageKey, vars: Record<string, string> = {}): string {
  return catalogue[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? `{${name}}`)
}
