/**
 * The login slice's texts (handlers/login).
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const loginMessages = {
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
  callbackInvalid: {
    sv: 'Returadressen är inte en giltig base64-kodad adress.',
    en: 'The return address is not a valid base64-encoded address.',
    pl: 'Adres powrotu nie jest poprawnym adresem zakodowanym w base64.',
  },
  smsResetCode: {
    sv: 'Din kod för att byta lösenord på Mina sidor är {code}.',
    en: 'Your code to change your password on My pages is {code}.',
    pl: 'Twój kod do zmiany hasła na Moich stronach to {code}.',
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
} satisfies Record<string, MessageEntry>
