/**
 * The texts more than one slice answers with, and those of the shared handler kit (-support.ts,
 * -uploads.ts), the mock's own endpoints (control.ts, faults.ts, accounts.ts) and handlers.ts.
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const commonMessages = {
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
  professionUnknown: {
    sv: 'Yrket finns inte.',
    en: 'The profession does not exist.',
    pl: 'Zawód nie istnieje.',
  },
  faultInjected: {
    sv: 'Simulerat fel från den simulerade backenden.',
    en: 'Simulated failure from the simulated backend.',
    pl: 'Symulowany błąd z symulowanego backendu.',
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
  callbackNotSameOrigin: {
    sv: 'Returadressen måste vara en adress i portalen.',
    en: 'The return address must be an address in the portal.',
    pl: 'Adres powrotu musi być adresem w portalu.',
  },
  protectedIdentityName: {
    sv: 'Skyddad identitet',
    en: 'Protected identity',
    pl: 'Tożsamość chroniona',
  },
} satisfies Record<string, MessageEntry>
