/** The shell slice's base lists (§7 lists) and settings: fixed reference data. */
import type { Db } from '../db'
import { createAll } from './create-all'
import { PROFESSION_MACHINE, PROFESSION_SCAFFOLDING } from './shell'

/** §4 application states, ids 1..11 in the order the spec lists them. */
export const APPLICATION_STATES = [
  { id: 1, state: 'draft', name: 'Utkast', initiatedByCompany: false },
  { id: 2, state: 'confirmedByCompany', name: 'Bekräftad av företaget', initiatedByCompany: false },
  { id: 3, state: 'confirmedByApprentice', name: 'Bekräftad av lärlingen', initiatedByCompany: true },
  { id: 4, state: 'confirmedByStudent', name: 'Bekräftad av sökande', initiatedByCompany: false },
  {
    id: 5,
    state: 'confirmedAndApprovedByCompany',
    name: 'Bekräftad och godkänd av företaget',
    initiatedByCompany: false,
  },
  { id: 6, state: 'approved', name: 'Godkänd', initiatedByCompany: false },
  { id: 7, state: 'ordered', name: 'Beställd', initiatedByCompany: false },
  { id: 8, state: 'closed', name: 'Avslutad', initiatedByCompany: false },
  { id: 9, state: 'paid', name: 'Betald', initiatedByCompany: false },
  {
    id: 10,
    state: 'basicEducationCertificateIssued',
    name: 'Grundutbildningsintyg utfärdat',
    initiatedByCompany: false,
  },
  {
    id: 11,
    state: 'basicEducationCertificateApproved',
    name: 'Grundutbildningsintyg godkänt',
    initiatedByCompany: false,
  },
]

const MACHINES = [
  { id: 1, name: 'Grävmaskin' },
  { id: 2, name: 'Hjullastare' },
  { id: 3, name: 'Dumper' },
  { id: 4, name: 'Väghyvel' },
]

export const PROFESSIONS = [
  {
    id: 101,
    name: 'Träarbetare',
    icon: 'hammer',
    machineOrientations: [],
    isMachineProfession: false,
    newInstructionsAt: null,
    daysUntilOrderApproval: 30,
  },
  {
    id: 102,
    name: 'Betongarbetare',
    icon: 'concrete',
    machineOrientations: [],
    isMachineProfession: false,
    newInstructionsAt: null,
    daysUntilOrderApproval: 30,
  },
  {
    id: 103,
    name: 'Murare',
    icon: 'bricks',
    machineOrientations: [],
    isMachineProfession: false,
    newInstructionsAt: null,
    daysUntilOrderApproval: 30,
  },
  {
    id: 104,
    name: 'Plattsättare',
    icon: 'tiles',
    machineOrientations: [],
    isMachineProfession: false,
    newInstructionsAt: null,
    daysUntilOrderApproval: null,
  },
  {
    id: PROFESSION_MACHINE,
    name: 'Anläggningsmaskinförare',
    icon: 'excavator',
    machineOrientations: MACHINES,
    isMachineProfession: true,
    newInstructionsAt: null,
    daysUntilOrderApproval: 14,
  },
  {
    id: 130,
    name: 'Takläggare',
    icon: null,
    machineOrientations: [],
    isMachineProfession: false,
    newInstructionsAt: null,
    daysUntilOrderApproval: 0,
  },
  {
    id: PROFESSION_SCAFFOLDING,
    name: 'Ställningsbyggare',
    icon: 'scaffolding',
    machineOrientations: [],
    isMachineProfession: false,
    newInstructionsAt: '2026-05-04T07:30:00.000Z',
    daysUntilOrderApproval: 30,
  },
]

export const REGIONS = [
  { id: 1, name: 'BYN Norr', email: 'norr@byn.example.se' },
  { id: 2, name: 'BYN Mitt', email: 'mitt@byn.example.se' },
  { id: 3, name: 'BYN Väst', email: 'vast@byn.example.se' },
  { id: 4, name: 'BYN Öst', email: 'ost@byn.example.se' },
  { id: 5, name: 'BYN Syd', email: 'syd@byn.example.se' },
]

export const EMPLOYMENT_TYPES = [
  { id: 1, name: 'Provanställning' },
  { id: 2, name: 'Tillsvidareanställning' },
]

/** §4 distance-order states. Ids start at 0 so that state 1 is the one awaiting the company (§4 deadline rule). */
export const DISTANCE_ORDER_STATES = [
  { id: 0, state: 'created', name: 'Skapad' },
  { id: 1, state: 'sentToCompanyForApproval', name: 'Skickad till företaget för godkännande' },
  { id: 2, state: 'approvedByCompany', name: 'Godkänd av företaget' },
  { id: 3, state: 'awaitingPayment', name: 'Väntar på betalning' },
  { id: 4, state: 'paid', name: 'Betald' },
  { id: 5, state: 'commissioned', name: 'Beställd hos utbildaren' },
  { id: 6, state: 'standby', name: 'Vilande' },
]

/** Not named by the spec; the same numbering as distance orders. */
export const EXTENSION_ORDER_STATES = [
  { id: 0, state: 'created', name: 'Skapad' },
  { id: 1, state: 'sentToCompanyForApproval', name: 'Skickad till företaget för godkännande' },
  { id: 2, state: 'approvedByCompany', name: 'Godkänd av företaget' },
  { id: 3, state: 'approvedByRegion', name: 'Godkänd av regionen' },
  { id: 4, state: 'rejected', name: 'Avslagen' },
]

export const EDUCATION_TYPES = [
  { id: 1, name: 'Grundutbildning' },
  { id: 2, name: 'Gymnasieutbildning' },
  { id: 3, name: 'Yrkesvux' },
  { id: 4, name: 'Distansutbildning' },
  { id: 5, name: 'Arbetsmarknadsutbildning' },
]

export const SCHOOLS = [
  { id: 1, name: 'Hermods distansutbildning', municipality: null },
  { id: 2, name: 'Luleå gymnasieskola', municipality: 'Luleå' },
  { id: 3, name: 'Malmö tekniska gymnasium', municipality: 'Malmö' },
  { id: 4, name: 'Lunds byggnadsgymnasium', municipality: 'Lund' },
  { id: 5, name: 'Umeå byggprogram', municipality: 'Umeå' },
  { id: 6, name: 'Göteborgs byggcollege', municipality: 'Göteborg' },
]

export const SETTINGS = {
  newInstructionsAt: '2026-05-04T07:30:00.000Z',
  committedAt: '2026-05-04T07:30:00.000Z',
  title: 'Instruktioner för handledare, maj 2026',
  sections: [
    {
      heading: 'Ditt uppdrag som handledare',
      text: 'Du leder lärlingen i det dagliga arbetet, går igenom varje sparad rapport i e-boken och bedömer nivån på varje delmoment (1–4). Skiljer sig din bedömning från lärlingens, kommentera varför.',
    },
    {
      heading: 'Godkännande',
      text: 'Du godkänner bara delmoment i rapporter där du står som handledare. E-boken godkänns när alla arbetsmoment och all teori är klara; därefter kan den inte ändras och regionen utfärdar yrkesbeviset.',
    },
    {
      heading: 'Nytt sedan förra versionen',
      text: 'Säkerhetskraven vid förankring av fasadställningar har skärpts: kontrollera förankringen tillsammans med lärlingen innan du godkänner delmomentet.',
    },
  ],
  apiVersion: '3.8.2',
}

export async function seedShellLists(target: Db): Promise<void> {
  await createAll(target.applicationStates, APPLICATION_STATES)
  await createAll(target.professions, PROFESSIONS)
  await createAll(target.regions, REGIONS)
  await createAll(target.employmentTypes, EMPLOYMENT_TYPES)
  await createAll(target.distanceOrderStates, DISTANCE_ORDER_STATES)
  await createAll(target.extensionOrderStates, EXTENSION_ORDER_STATES)
  await createAll(target.educationTypes, EDUCATION_TYPES)
  await createAll(target.schools, SCHOOLS)
  await target.settings.create(SETTINGS)
}
