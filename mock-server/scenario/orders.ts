/**
 * The orders slice of the scenario (issue 20): distance-education orders in every §4 state, their
 * providers (Hermods with course occasions, Distansbygg without any: ordering blocked, §8), provider
 * extensions, an extension order and an education extension, and card (print) orders that give
 * persons earlier cards and none (§9 prices).
 *
 * | order | apprentice (company, dept, profession) | state | why                                           |
 * |-------|----------------------------------------|-------|-----------------------------------------------|
 * | 12001 | Tomasz (Syd, Lund, 848)                | 1     | past its approval date: e-book 7004 is off     |
 * | 12002 | Theo Axelsson (Norr, 848)              | 1     | past its date: e-book 7007 off, active once approved |
 * | 50501 | Sara Holm (Norr, 101, protected)       | 1     | 10 of 30 days left: the §4 warning             |
 * | 50502 | Sara Holm (Norr, 101, protected)       | 1     | 28 of 30 days left: no warning                 |
 * | 50601 | Noah Lindberg (Syd, Malmö, 848)        | 1     | Distansbygg (no occasions); extended deadline  |
 * | 12004 | Elin (Norr, 848)                       | 0     | created: not yet the company's                 |
 * | 50503 | Elin (Norr, 848)                       | 2     | approved; extension order 13501, extension 14001 |
 * | 12006–12009 | Elin / Sara (Norr)               | 3–6   | awaiting payment, paid, commissioned, standby  |
 *
 * Dates that decide something are relative to the seed day (so they hold whatever the real date is):
 * 12001's date is before both the seed day and the scenario's base date; 50501, 50502 and 50601 lie ahead.
 * 50501–50503 and 50601 are the ids the seeded DistanceOrder notifications name (shell-notifications.ts:
 * Karin's at Norr, Lena's at Malmö), so notification navigation lands on real orders.
 */
import { addDays } from '../../src/domain/orders'
import { isoDay } from '../../src/domain/dates'
import { now } from '../clock'
import type { Db } from '../db'
import type { DistanceOrderRecord, PrintOrderRecord } from '../db/orders.records'
import { createAll } from './create-all'
import { COMPANY_NORR, COMPANY_SYD, DEPARTMENT_LUND, DEPARTMENT_MALMO } from './company'
import { COMPANY_STAFF } from './company-staff'
import { extraPersonRecord, pn, THEO } from './application-people'
import { address, P, PROFESSION_MACHINE, PROFESSION_SCAFFOLDING } from './shell'

const PROFESSION_CARPENTRY = 101

/** The named ids tests, Pact states and e2e take. */
export const ORDER_IDS = {
  providerWithOccasions: 1,
  providerWithoutOccasions: 2,
  /** Tomasz at Lund: past its approval date, e-book 7004 deactivated until approved. */
  pastDeadline: 12001,
  /**
   * Theo Axelsson at Norr: past its approval date, e-book 7007 off until approved; approval makes it active
   * (his basic education is done, so ADR 0011's clock does not keep it inactive as it does Tomasz's).
   */
  reactivates: 12002,
  /** Sara Holm at Norr (protected identity): 10 days left of 30, the warning. */
  nearDeadline: 50501,
  /** Sara again (another course), 28 days left: no warning. */
  secondAwaiting: 50502,
  /** Noah at Malmö: Distansbygg has no course occasions; an extended deadline. */
  noOccasions: 50601,
  created: 12004,
  approved: 50503,
  awaitingPayment: 12006,
  paid: 12007,
  commissioned: 12008,
  standby: 12009,
  /** Hermods' occasions: one already started (not offered), two ahead. */
  startedOccasion: 16001,
  firstOccasion: 16002,
  secondOccasion: 16003,
  extensions: { longer: 17001, tutoring: 17002, distansbyggLonger: 17003 },
  /** On order 50503, awaiting the company. */
  extensionOrder: 13501,
  educationExtension: 14001,
  /** Machine-card persons (no employment; they order for themselves). */
  oskar: { id: 1601, educationId: 6601 },
  nora: { id: 1602, educationId: 6602 },
  ivar: { id: 1603, educationId: 6603 },
  /** Noah's machine education (Syd orders a card for him, §6). */
  noahEducation: 6604,
  /** Cards: Johan's trade certificate 848 and machine card [1]; Oskar's [1, 2]; Ivar's ongoing [1]. */
  johanTradeCard: 15001,
  johanMachineCard: 15002,
  oskarCard: 15003,
  ivarOngoingCard: 15004,
} as const

/** A card person: an own account by personal number, an address in Piteå, no employment. */
const cardPerson = (id: number, firstName: string, lastName: string, personalNumber: string) =>
  extraPersonRecord({
    id,
    firstName,
    lastName,
    personalNumber,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    mobilephone: null,
    address: address('Maskinvägen 4', '941 33', 'Piteå'),
  })

const PERSONS = [
  cardPerson(ORDER_IDS.oskar.id, 'Oskar', 'Grävare', pn('19950312', '457')),
  cardPerson(ORDER_IDS.nora.id, 'Nora', 'Hjulström', pn('19980721', '362')),
  cardPerson(ORDER_IDS.ivar.id, 'Ivar', 'Dumpe', pn('19931105', '279')),
]

const machineEducation = (id: number, personId: number) => ({
  id,
  personId,
  professionId: PROFESSION_MACHINE,
  basicEducationCertificate: true,
  qualificationTime: null,
})
const EDUCATIONS = [
  machineEducation(ORDER_IDS.oskar.educationId, ORDER_IDS.oskar.id),
  machineEducation(ORDER_IDS.nora.educationId, ORDER_IDS.nora.id),
  machineEducation(ORDER_IDS.ivar.educationId, ORDER_IDS.ivar.id),
  machineEducation(ORDER_IDS.noahEducation, COMPANY_STAFF.bookless.id),
]

const PROVIDERS = [
  {
    id: ORDER_IDS.providerWithOccasions,
    name: 'Hermods distansutbildning',
    email: 'bygg@hermods.example.se',
    phone: '08-123 456 00',
    web: 'https://hermods.example.se',
  },
  { id: ORDER_IDS.providerWithoutOccasions, name: 'Distansbygg AB', email: null, phone: '031-700 10 10', web: null },
]

const NORR_ADDRESS = {
  attention: 'Maria Lindqvist',
  address1: 'Hamngatan 10',
  address2: null,
  zip: '972 31',
  city: 'Luleå',
}
const SYD_ADDRESS = {
  attention: 'Gunilla Ek',
  address1: 'Stora Varvsgatan 11',
  address2: null,
  zip: '211 19',
  city: 'Malmö',
}

type OrderSeed = Pick<
  DistanceOrderRecord,
  'id' | 'companyId' | 'personId' | 'apprenticeshipId' | 'departmentId' | 'professionId' | 'providerId' | 'stateId'
> &
  Partial<DistanceOrderRecord>

function order(seed: OrderSeed): DistanceOrderRecord {
  const norr = seed.companyId === COMPANY_NORR.id
  return {
    latestApprovalDate: null,
    extendedApprovalDate: null,
    number: `DO-${seed.id}`,
    orderedAt: '2026-10-01T08:00:00.000Z',
    reference: null,
    type: 'Distansutbildning teori',
    description: 'Teoridelen av lärlingsutbildningen på distans (yrkesteori och arbetsmiljö).',
    netAmount: 8400,
    amount: 10500,
    options: ['Tryckt kursmaterial'],
    costCentre: null,
    attestation: null,
    deliveryAddress: norr ? NORR_ADDRESS : SYD_ADDRESS,
    invoiceAddress: norr ? NORR_ADDRESS : SYD_ADDRESS,
    recipientAttention: null,
    recipientPhone: null,
    courseOpportunityId: null,
    bookPackages: [
      { kind: 'base', deliverTo: 'apprentice' },
      { kind: 'profession', deliverTo: 'company' },
    ],
    webStudent: true,
    purchaseTermsAcceptedAt: null,
    approvedAt: null,
    approvedById: null,
    ...seed,
  }
}

function distanceOrders(today: string): DistanceOrderRecord[] {
  const approved = {
    approvedAt: '2026-09-10T10:00:00.000Z',
    approvedById: P.companyAdmin.id,
    purchaseTermsAcceptedAt: '2026-09-10T10:00:00.000Z',
  }
  const elinNorr = {
    companyId: COMPANY_NORR.id,
    personId: P.apprentice.id,
    apprenticeshipId: 3002,
    departmentId: null,
    professionId: PROFESSION_SCAFFOLDING,
    providerId: ORDER_IDS.providerWithOccasions,
  }
  const saraNorr = {
    companyId: COMPANY_NORR.id,
    personId: P.protectedIdentity.id,
    apprenticeshipId: 3005,
    departmentId: null,
    professionId: PROFESSION_CARPENTRY,
    providerId: ORDER_IDS.providerWithOccasions,
  }
  const pastDate = '2026-10-30' < addDays(today, -10) ? '2026-10-30' : addDays(today, -10)
  return [
    order({
      id: ORDER_IDS.pastDeadline,
      companyId: COMPANY_SYD.id,
      personId: P.passwordUser.id,
      apprenticeshipId: 3004,
      departmentId: DEPARTMENT_LUND.id,
      professionId: PROFESSION_SCAFFOLDING,
      providerId: ORDER_IDS.providerWithOccasions,
      stateId: 1,
      latestApprovalDate: pastDate,
      orderedAt: `${addDays(pastDate, -30)}T08:00:00.000Z`,
    }),
    order({
      id: ORDER_IDS.reactivates,
      companyId: COMPANY_NORR.id,
      personId: THEO.id,
      apprenticeshipId: 3111,
      departmentId: null,
      professionId: PROFESSION_SCAFFOLDING,
      providerId: ORDER_IDS.providerWithOccasions,
      stateId: 1,
      latestApprovalDate: pastDate,
      orderedAt: `${addDays(pastDate, -30)}T08:00:00.000Z`,
    }),
    order({
      ...saraNorr,
      id: ORDER_IDS.nearDeadline,
      stateId: 1,
      latestApprovalDate: addDays(today, 10),
      orderedAt: `${addDays(today, -20)}T08:00:00.000Z`,
    }),
    order({
      ...saraNorr,
      id: ORDER_IDS.secondAwaiting,
      stateId: 1,
      type: 'Distansutbildning arbetsmiljö',
      description: 'Arbetsmiljö och säkerhet på bygget, på distans.',
      netAmount: 3200,
      amount: 4000,
      latestApprovalDate: addDays(today, 28),
      orderedAt: `${addDays(today, -2)}T08:00:00.000Z`,
    }),
    order({
      id: ORDER_IDS.noOccasions,
      companyId: COMPANY_SYD.id,
      personId: COMPANY_STAFF.bookless.id,
      apprenticeshipId: 3507,
      departmentId: DEPARTMENT_MALMO.id,
      professionId: PROFESSION_SCAFFOLDING,
      providerId: ORDER_IDS.providerWithoutOccasions,
      stateId: 1,
      latestApprovalDate: addDays(today, -5),
      extendedApprovalDate: addDays(today, 25),
      orderedAt: `${addDays(today, -35)}T08:00:00.000Z`,
    }),
    order({ ...elinNorr, id: ORDER_IDS.created, stateId: 0 }),
    order({
      ...elinNorr,
      ...approved,
      id: ORDER_IDS.approved,
      stateId: 2,
      courseOpportunityId: ORDER_IDS.firstOccasion,
    }),
    order({ ...elinNorr, ...approved, id: ORDER_IDS.awaitingPayment, stateId: 3 }),
    order({ ...saraNorr, ...approved, id: ORDER_IDS.paid, stateId: 4 }),
    order({ ...saraNorr, ...approved, id: ORDER_IDS.commissioned, stateId: 5 }),
    order({ ...elinNorr, id: ORDER_IDS.standby, stateId: 6 }),
  ]
}

function occasions(today: string) {
  const occasion = (id: number, name: string, start: number, weeks: number, place: string | null) => ({
    id,
    providerId: ORDER_IDS.providerWithOccasions,
    name,
    startDate: addDays(today, start),
    endDate: addDays(today, start + weeks * 7),
    place,
  })
  return [
    occasion(ORDER_IDS.startedOccasion, 'Hösttermin, distans', -30, 20, null),
    occasion(ORDER_IDS.firstOccasion, 'Vintertermin, distans', 20, 20, 'Webbaserad'),
    occasion(ORDER_IDS.secondOccasion, 'Vårtermin med träff i Umeå', 60, 20, 'Umeå'),
  ]
}

const EXTENSIONS = [
  {
    id: ORDER_IDS.extensions.longer,
    providerId: 1,
    name: 'Förlängd studietid, 3 månader',
    description: 'Tillgång till kursen i ytterligare tre månader.',
    price: 2400,
  },
  {
    id: ORDER_IDS.extensions.tutoring,
    providerId: 1,
    name: 'Extra handledning',
    description: 'Fyra extra handledningstillfällen med lärare.',
    price: 900,
  },
  {
    id: ORDER_IDS.extensions.distansbyggLonger,
    providerId: 2,
    name: 'Förlängning 6 månader',
    description: 'Tillgång till kursen i ytterligare sex månader.',
    price: 3600,
  },
]

const EXTENSION_ORDERS = [
  {
    id: ORDER_IDS.extensionOrder,
    distanceOrderId: ORDER_IDS.approved,
    companyId: COMPANY_NORR.id,
    stateId: 1,
    extensionIds: [ORDER_IDS.extensions.longer],
    educationExtensionId: ORDER_IDS.educationExtension,
    netAmount: 2400,
    amount: 3000,
    createdAt: '2026-11-02T09:00:00.000Z',
    createdById: P.bg.id,
    purchaseTermsAcceptedAt: null,
    approvedAt: null,
    approvedById: null,
  },
]

const EDUCATION_EXTENSIONS = [
  {
    id: ORDER_IDS.educationExtension,
    distanceOrderId: ORDER_IDS.approved,
    months: 3,
    motivation: 'Sjukskrivning under hösten; teorin behöver mer tid.',
    createdAt: '2026-11-02T09:00:00.000Z',
    createdById: P.bg.id,
    updatedAt: null,
  },
]

const FREE = { rule: 'first', payer: 'person', net: 0, vat: 0, total: 0, shown: 0, includesVat: true } as const
function card(
  seed: Pick<PrintOrderRecord, 'id' | 'type' | 'personId' | 'professionId' | 'machineIds' | 'status'> &
    Partial<PrintOrderRecord>,
): PrintOrderRecord {
  return {
    companyId: null,
    educationId: null,
    reason: 'firstCard',
    price: FREE,
    orderedAt: '2025-05-12T08:00:00.000Z',
    orderedById: seed.personId,
    deliveryAddress: { attention: null, address1: 'Maskinvägen 4', address2: null, zip: '941 33', city: 'Piteå' },
    invoiceAddress: null,
    termsAcceptedAt: null,
    ...seed,
  }
}

const PRINT_ORDERS: PrintOrderRecord[] = [
  card({
    id: ORDER_IDS.johanTradeCard,
    type: 'tradeCertificate',
    personId: P.instructor.id,
    professionId: PROFESSION_SCAFFOLDING,
    machineIds: [],
    status: 'delivered',
    orderedAt: '2009-01-20T08:00:00.000Z',
  }),
  card({
    id: ORDER_IDS.johanMachineCard,
    type: 'machineCard',
    personId: P.instructor.id,
    professionId: PROFESSION_MACHINE,
    machineIds: [1],
    status: 'delivered',
    orderedAt: '2018-04-03T08:00:00.000Z',
  }),
  card({
    id: ORDER_IDS.oskarCard,
    type: 'machineCard',
    personId: ORDER_IDS.oskar.id,
    professionId: PROFESSION_MACHINE,
    educationId: ORDER_IDS.oskar.educationId,
    machineIds: [1, 2],
    status: 'delivered',
  }),
  card({
    id: ORDER_IDS.ivarOngoingCard,
    type: 'machineCard',
    personId: ORDER_IDS.ivar.id,
    professionId: PROFESSION_MACHINE,
    educationId: ORDER_IDS.ivar.educationId,
    machineIds: [1],
    status: 'printed',
    orderedAt: '2026-11-10T08:00:00.000Z',
  }),
]

export async function seedOrders(target: Db): Promise<void> {
  const today = isoDay(now())
  await createAll(target.persons, PERSONS)
  await createAll(target.educations, EDUCATIONS)
  await createAll(target.distanceProviders, PROVIDERS)
  await createAll(target.courseOpportunities, occasions(today))
  await createAll(target.providerExtensions, EXTENSIONS)
  await createAll(target.distanceOrders, distanceOrders(today))
  await createAll(target.extensionOrders, EXTENSION_ORDERS)
  await createAll(target.educationExtensions, EDUCATION_EXTENSIONS)
  await createAll(target.printOrders, PRINT_ORDERS)
}
