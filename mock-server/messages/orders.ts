/**
 * The orders slice's texts (handlers/orders, issue 20).
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const ordersMessages = {
  distanceOrderNotFound: {
    sv: 'Beställningen finns inte.',
    en: 'The order does not exist.',
    pl: 'Zamówienie nie istnieje.',
  },
  // §8 "order cannot be saved": the order no longer awaits the company (approved already, or moved on).
  orderClosed: {
    sv: 'Beställningen är stängd och kan inte sparas: den väntar inte längre på företagets godkännande.',
    en: 'The order is closed and cannot be saved: it no longer awaits the company’s approval.',
    pl: 'Zamówienie jest zamknięte i nie można go zapisać: nie czeka już na zatwierdzenie przez firmę.',
  },
  purchaseTermsRequired: {
    sv: 'Du måste godkänna köpvillkoren för att godkänna beställningen.',
    en: 'You must accept the purchase terms to approve the order.',
    pl: 'Musisz zaakceptować warunki zakupu, aby zatwierdzić zamówienie.',
  },
  // §8: missing course opportunities from the distance provider block ordering until the calendar is updated.
  noCourseOpportunities: {
    sv: 'Distansutbildaren har inga kurstillfällen att välja. Beställningen kan inte godkännas förrän utbildaren har uppdaterat sin kalender.',
    en: 'The distance provider has no course occasions to choose from. The order cannot be approved until the provider has updated its calendar.',
    pl: 'Dostawca kształcenia na odległość nie ma terminów kursów do wyboru. Zamówienia nie można zatwierdzić, dopóki dostawca nie zaktualizuje kalendarza.',
  },
  courseOpportunityRequired: {
    sv: 'Välj ett kurstillfälle.',
    en: 'Choose a course occasion.',
    pl: 'Wybierz termin kursu.',
  },
  courseOpportunityUnknown: {
    sv: 'Kurstillfället finns inte hos utbildaren eller har redan börjat.',
    en: 'The course occasion is not offered by the provider or has already started.',
    pl: 'Ten termin kursu nie jest oferowany przez dostawcę lub już się rozpoczął.',
  },
  providerNotFound: {
    sv: 'Utbildaren finns inte.',
    en: 'The provider does not exist.',
    pl: 'Dostawca nie istnieje.',
  },
  extensionOrderNotFound: {
    sv: 'Förlängningsbeställningen finns inte.',
    en: 'The extension order does not exist.',
    pl: 'Zamówienie przedłużenia nie istnieje.',
  },
  educationExtensionNotFound: {
    sv: 'Utbildningsförlängningen finns inte.',
    en: 'The education extension does not exist.',
    pl: 'Przedłużenie kształcenia nie istnieje.',
  },
  extensionNotOffered: {
    sv: 'Förlängningen erbjuds inte av beställningens utbildare.',
    en: 'The extension is not offered by the order’s provider.',
    pl: 'Przedłużenie nie jest oferowane przez dostawcę zamówienia.',
  },
  orderNotExtendable: {
    sv: 'Beställningen kan inte förlängas: den är inte godkänd eller är vilande.',
    en: 'The order cannot be extended: it is not approved or is on standby.',
    pl: 'Zamówienia nie można przedłużyć: nie jest zatwierdzone lub jest wstrzymane.',
  },
  extensionOrderOpen: {
    sv: 'Det finns redan en förlängningsbeställning som väntar för den här beställningen.',
    en: 'An extension order for this order is already waiting.',
    pl: 'Dla tego zamówienia czeka już zamówienie przedłużenia.',
  },
  educationExtensionOtherOrder: {
    sv: 'Utbildningsförlängningen hör till en annan beställning.',
    en: 'The education extension belongs to another order.',
    pl: 'Przedłużenie kształcenia należy do innego zamówienia.',
  },
  printOrderNotFound: {
    sv: 'Kortbeställningen finns inte.',
    en: 'The card order does not exist.',
    pl: 'Zamówienie karty nie istnieje.',
  },
  educationNotFound: {
    sv: 'Utbildningen finns inte.',
    en: 'The education does not exist.',
    pl: 'Kształcenie nie istnieje.',
  },
  notMachineEducation: {
    sv: 'Maskinkort beställs för en utbildning i ett maskinyrke.',
    en: 'Machine cards are ordered for an education in a machine profession.',
    pl: 'Karty maszynowe zamawia się dla kształcenia w zawodzie maszynowym.',
  },
  machineNotInProfession: {
    sv: 'Maskintypen hör inte till yrket.',
    en: 'The machine type does not belong to the profession.',
    pl: 'Ten typ maszyny nie należy do zawodu.',
  },
  // §4: one ongoing order at a time per person and card type.
  ongoingCardOrder: {
    sv: 'Det finns redan en pågående beställning av det här kortet. En ny kan göras när den är levererad.',
    en: 'There is already an ongoing order of this card. A new one can be made once it has been delivered.',
    pl: 'Istnieje już trwające zamówienie tej karty. Nowe można złożyć po jej dostarczeniu.',
  },
  cardReasonFirst: {
    sv: 'Det första kortet beställs med orsaken Första kort eller Annat.',
    en: 'The first card is ordered with the reason First card or Other.',
    pl: 'Pierwszą kartę zamawia się z powodem Pierwsza karta lub Inne.',
  },
  cardReasonLater: {
    sv: 'Personen har redan haft kortet: välj orsaken till det nya kortet.',
    en: 'The person has had this card already: choose why a new one is needed.',
    pl: 'Ta osoba miała już tę kartę: wybierz powód nowej karty.',
  },
  cardTermsRequired: {
    sv: 'Du måste godkänna leverans- och betalningsvillkoren.',
    en: 'You must accept the delivery and payment terms.',
    pl: 'Musisz zaakceptować warunki dostawy i płatności.',
  },
  deliveryAddressRequired: {
    sv: 'Ange en leveransadress.',
    en: 'Enter a delivery address.',
    pl: 'Podaj adres dostawy.',
  },
  tradeCertificateNotHeld: {
    sv: 'Ett yrkesbeviskort beställs av den som har yrkesbeviset i yrket.',
    en: 'A trade-certificate card is ordered by someone who holds the trade certificate in the profession.',
    pl: 'Kartę świadectwa zawodowego zamawia osoba posiadająca świadectwo zawodowe w tym zawodzie.',
  },
  personNotInCompany: {
    sv: 'Personen är inte anställd i företaget.',
    en: 'The person is not employed by the company.',
    pl: 'Ta osoba nie jest zatrudniona w firmie.',
  },
} satisfies Record<string, MessageEntry>
