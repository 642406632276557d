/**
 * The QR codes' texts (handlers/qualifications/qr.ts, issue 21).
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const qualificationsQrMessages = {
  qrNoCertificate: {
    sv: 'Det finns inget utfärdat intyg att visa en kod för.',
    en: 'There is no issued certificate to show a code for.',
    pl: 'Nie ma wydanego świadectwa, dla którego można pokazać kod.',
  },
  qrCertificateRevoked: {
    sv: 'Intyget har återkallats, så ingen kod kan visas för det.',
    en: 'The certificate has been revoked, so no code can be shown for it.',
    pl: 'Świadectwo zostało cofnięte, więc nie można pokazać dla niego kodu.',
  },
  qrCertificateEnded: {
    sv: 'Intygets slutdatum har passerats, så ingen kod kan visas för det.',
    en: 'The certificate’s end date has passed, so no code can be shown for it.',
    pl: 'Data końcowa świadectwa minęła, więc nie można pokazać dla niego kodu.',
  },
  qrCodeRequired: {
    sv: 'Koden saknas.',
    en: 'The code is missing.',
    pl: 'Brak kodu.',
  },
  qrTooManyChecks: {
    sv: 'För många kontroller av koder som inte gäller. Försök igen om {minutes} min.',
    en: 'Too many checks of codes that are not valid. Try again in {minutes} min.',
    pl: 'Zbyt wiele sprawdzeń nieważnych kodów. Spróbuj ponownie za {minutes} min.',
  },
} satisfies Record<string, MessageEntry>
