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
} satisfies Record<string, MessageEntry>
