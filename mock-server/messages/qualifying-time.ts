/**
 * The qualifying-time slice's texts (handlers/qualifying-time, issue 21).
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const qualifyingTimeMessages = {
  qualifyingTimeNotFound: {
    sv: 'Kvalificeringstiden finns inte.',
    en: 'The qualifying time does not exist.',
    pl: 'Okres kwalifikacyjny nie istnieje.',
  },
  qualifyingTimeNotFinished: {
    sv: 'Kvalificeringstiden kan inte godkännas förrän dess slutdatum har passerat.',
    en: 'The qualifying time cannot be approved until its end date has passed.',
    pl: 'Okresu kwalifikacyjnego nie można zatwierdzić przed upływem jego daty końcowej.',
  },
  qualifyingTimeAlreadyApproved: {
    sv: 'Kvalificeringstiden är redan godkänd.',
    en: 'The qualifying time has already been approved.',
    pl: 'Okres kwalifikacyjny został już zatwierdzony.',
  },
  qualifyingTimeClosed: {
    sv: 'Kvalificeringstiden är avbruten eller makulerad och kan inte ändras.',
    en: 'The qualifying time has been stopped or cancelled and cannot be changed.',
    pl: 'Okres kwalifikacyjny został przerwany lub anulowany i nie można go zmienić.',
  },
  // §8: approve qualifying time fails because Y4+Y5 is not approved.
  courseY4Y5NotApproved: {
    sv: 'Kvalificeringstiden kan inte godkännas eftersom kursen Y4+Y5 inte är godkänd.',
    en: 'The qualifying time cannot be approved because the course Y4+Y5 is not approved.',
    pl: 'Nie można zatwierdzić okresu kwalifikacyjnego, ponieważ kurs Y4+Y5 nie został zaliczony.',
  },
  // §4: an extension cannot be requested while one awaits the region.
  extensionAwaitingRegion: {
    sv: 'En förlängning väntar redan på regionens beslut. Ny förlängning kan begäras när den är avgjord.',
    en: 'An extension is already awaiting the region’s decision. A new one can be requested once it is decided.',
    pl: 'Przedłużenie czeka już na decyzję regionu. Nowe można złożyć po jej podjęciu.',
  },
  extensionOverMaximum: {
    sv: 'Förlängningarna får vara högst {max} månader sammanlagt. {left} månader återstår.',
    en: 'Extensions may total at most {max} months. {left} months remain.',
    pl: 'Przedłużenia mogą łącznie wynosić najwyżej {max} miesięcy. Pozostało miesięcy: {left}.',
  },
} satisfies Record<string, MessageEntry>
