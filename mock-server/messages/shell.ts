/**
 * The shell slice's texts (handlers/shell: persons, settings, notifications, baselists).
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const shellMessages = {
  zipInvalid: {
    sv: 'Postnumret ska ha fem siffror, t.ex. 123 45.',
    en: 'The postcode must have five digits, e.g. 123 45.',
    pl: 'Kod pocztowy musi mieć pięć cyfr, np. 123 45.',
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
} satisfies Record<string, MessageEntry>
