/**
 * The scenario: the only way data is made. Deterministic (no randomness, no reading of the clock):
 * every date is fixed, relative to SCENARIO_BASE_DATE, so two resets give identical data and the
 * browser, Vitest, Playwright and the Pact provider states all see the same world.
 */
import { db, type Db, type PersonRecord } from './db'
import type { RoleAbbreviation } from './views'

/** The scenario's "today" for the data it contains (not the clock: see clock.ts). */
export const SCENARIO_BASE_DATE = '2026-11-16T09:00:00.000Z'

const HOUR = 3_600_000
function beforeBase(hours: number): string {
  return new Date(Date.parse(SCENARIO_BASE_DATE) - hours * HOUR).toISOString()
}

export type PersonaKey =
  | 'apprentice'
  | 'instructor'
  | 'companyAdmin'
  | 'yua'
  | 'bg'
  | 'departmentAdmin'
  | 'minor'
  | 'passwordUser'
  | 'protectedIdentity'
  | 'imitatingAdmin'
  | 'unregistered'

export interface Persona {
  key: PersonaKey
  id: number
  firstName: string
  lastName: string
  /** 12 digits; '' for the person without a Swedish personal number. */
  personalNumber: string
  email: string | null
  mobilephone: string | null
  /** Password login (passwordUser only). */
  password: string | null
  /** The role abbreviations the data gives this persona (checked by a test). */
  roles: RoleAbbreviation[]
  /** Companies the persona works or trains at, for the README. */
  companies: string[]
  /** Whom the persona's seeded session and login hash act as (imitation). */
  imitates: PersonaKey | null
  note: string
}

export const COMPANY_NORR = { id: 1, name: 'Byggbolaget i Norr AB', organizationalNumber: '556677-8899', hasDepartments: false, regionId: 1 }
export const COMPANY_SYD = { id: 2, name: 'Ställningspartner Syd AB', organizationalNumber: '556812-3458', hasDepartments: true, regionId: 5 }
export const COMPANY_MITT = { id: 3, name: 'Takmästarna Mitt AB', organizationalNumber: '556934-5670', hasDepartments: false, regionId: 2 }
export const DEPARTMENT_MALMO = { id: 21, companyId: 2, name: 'Malmö' }
export const DEPARTMENT_LUND = { id: 22, companyId: 2, name: 'Lund' }

/** Profession 848 is scaffolding (§3). */
export const PROFESSION_SCAFFOLDING = 848
export const PROFESSION_MACHINE = 120

export const PERSONAS: Record<PersonaKey, Persona> = {
  apprentice: {
    key: 'apprentice', id: 1001, firstName: 'Elin', lastName: 'Andersson', personalNumber: '200403152382',
    email: 'elin.andersson@example.com', mobilephone: '070-123 45 01', password: null, roles: ['LÄR'],
    companies: [COMPANY_NORR.name, `${COMPANY_SYD.name} (Malmö)`], imitates: null,
    note: 'Two active apprenticeships (Syd from 2026-03-02, Norr from 2025-08-18) and an ended one at Takmästarna; books active, none, none.',
  },
  instructor: {
    key: 'instructor', id: 1002, firstName: 'Johan', lastName: 'Berg', personalNumber: '197809024578',
    email: 'johan.berg@example.com', mobilephone: '070-123 45 02', password: null, roles: ['HL'],
    companies: [COMPANY_NORR.name, `${COMPANY_SYD.name} (Malmö, Lund)`], imitates: null,
    note: 'Active instructor of 4 apprenticeships; trade certificates 848 and 101; read the instructions before the latest ones; first login (tour).',
  },
  companyAdmin: {
    key: 'companyAdmin', id: 1003, firstName: 'Maria', lastName: 'Lindqvist', personalNumber: '198306113260',
    email: 'maria.lindqvist@example.com', mobilephone: '070-123 45 03', password: null, roles: ['FTGADM', 'BG'],
    companies: [COMPANY_NORR.name], imitates: null,
    note: 'Administrator and distance-education administrator; 160 notifications of every type.',
  },
  yua: {
    key: 'yua', id: 1004, firstName: 'Ahmed', lastName: 'Hassan', personalNumber: '199001287813',
    email: 'ahmed.hassan@example.com', mobilephone: '070-123 45 04', password: null, roles: ['YUA'],
    companies: [COMPANY_NORR.name], imitates: null,
    note: 'Education responsible; an approved instructor exemption for 848; a former (inactive) instructor link.',
  },
  bg: {
    key: 'bg', id: 1005, firstName: 'Karin', lastName: 'Nilsson', personalNumber: '198607045229',
    email: 'karin.nilsson@example.com', mobilephone: '070-123 45 05', password: null, roles: ['BG'],
    companies: [COMPANY_NORR.name], imitates: null,
    note: 'Distance-education administrator (approves distance orders).',
  },
  departmentAdmin: {
    key: 'departmentAdmin', id: 1006, firstName: 'Lena', lastName: 'Persson', personalNumber: '197502196343',
    email: 'lena.persson@example.com', mobilephone: '070-123 45 06', password: null, roles: ['AVDADM'],
    companies: [`${COMPANY_SYD.name} (Malmö)`], imitates: null,
    note: 'Department administrator of Malmö in the company with departments; first login (tour).',
  },
  minor: {
    key: 'minor', id: 1007, firstName: 'Olivia', lastName: 'Ek', personalNumber: '201104221583',
    email: null, mobilephone: null, password: null, roles: [],
    companies: [], imitates: null,
    note: 'Born 2011-04-22 (under 18); not registered.',
  },
  passwordUser: {
    key: 'passwordUser', id: 1008, firstName: 'Tomasz', lastName: 'Kowalski', personalNumber: '',
    email: 'tomasz.kowalski@example.com', mobilephone: '+48 601 234 567', password: 'Losen!2026', roles: ['LÄR'],
    companies: [`${COMPANY_SYD.name} (Lund)`], imitates: null,
    note: 'No Swedish personal number: logs in with e-mail and password; Polish phone; language pl.',
  },
  protectedIdentity: {
    key: 'protectedIdentity', id: 1009, firstName: 'Sara', lastName: 'Holm', personalNumber: '199208173402',
    email: 'sara.holm@example.com', mobilephone: '070-123 45 09', password: null, roles: ['LÄR'],
    companies: [COMPANY_NORR.name], imitates: null,
    note: 'Protected identity (no register address); qualifying time ended 2026-09-30, not approved; approved book.',
  },
  imitatingAdmin: {
    key: 'imitatingAdmin', id: 1010, firstName: 'Agneta', lastName: 'Sjöberg', personalNumber: '196903058623',
    email: 'agneta.sjoberg@example.com', mobilephone: '070-123 45 10', password: null, roles: [],
    companies: [], imitates: 'apprentice',
    note: 'Global administrator. Her token and hash act as Elin Andersson (imitatingUser set); an e-ID login gives herself.',
  },
  unregistered: {
    key: 'unregistered', id: 1011, firstName: 'Erik', lastName: 'Johansson', personalNumber: '199711304197',
    email: 'erik.johansson@example.com', mobilephone: '070-123 45 11', password: null, roles: [],
    companies: [], imitates: null,
    note: 'Adult; phone and e-mail given but not verified.',
  },
}

export const PERSONA_KEYS = Object.keys(PERSONAS) as PersonaKey[]

/** The seeded, always valid session token of a persona (Pact provider states rely on it). */
export function personaToken(key: PersonaKey): string {
  return `token-${key}`
}

/** A revoked session: every call with it answers 406. */
export const REVOKED_TOKEN = 'token-revoked'
export const EXPIRED_HASH = 'hash-expired'
export function personaHash(key: PersonaKey): string {
  return `hash-${key}`
}

type Address = Pick<PersonRecord, 'address1' | 'address2' | 'zip' | 'city' | 'country'>
const noAddress: Address = { address1: null, address2: null, zip: null, city: null, country: null }
function address(address1: string, zip: string, city: string, address2: string | null = null): Address {
  return { address1, address2, zip, city, country: 'Sverige' }
}

interface PersonExtras {
  address: Address
  registeredAddress: Address | null
  phoneVerified: boolean
  emailVerified: boolean
  firstLogin?: boolean
  readInstructionsOn?: string | null
  language?: 'sv' | 'en' | 'pl'
  protectedIdentity?: boolean
  isAdmin?: boolean
}

const PERSON_EXTRAS: Record<PersonaKey, PersonExtras> = {
  apprentice: {
    address: address('Storgatan 12', '972 31', 'Luleå'),
    registeredAddress: address('Storgatan 12', '972 31', 'Luleå', 'Lgh 1102'),
    phoneVerified: true, emailVerified: true,
  },
  instructor: {
    address: address('Skolgatan 4', '931 30', 'Skellefteå'),
    registeredAddress: address('Skolgatan 4', '931 30', 'Skellefteå'),
    phoneVerified: true, emailVerified: true, firstLogin: true, readInstructionsOn: '2026-03-10T08:12:00.000Z',
  },
  companyAdmin: {
    address: address('Norra Strandgatan 8', '903 27', 'Umeå'),
    registeredAddress: address('Norra Strandgatan 8', '903 27', 'Umeå'),
    phoneVerified: true, emailVerified: true,
  },
  yua: {
    address: address('Västra Esplanaden 3', '903 26', 'Umeå'),
    registeredAddress: address('Västra Esplanaden 3', '903 26', 'Umeå'),
    phoneVerified: true, emailVerified: true, readInstructionsOn: '2026-06-01T10:00:00.000Z',
  },
  bg: {
    address: address('Kyrkgatan 20', '972 32', 'Luleå'),
    registeredAddress: address('Kyrkgatan 20', '972 32', 'Luleå'),
    phoneVerified: true, emailVerified: true,
  },
  departmentAdmin: {
    address: address('Södra Förstadsgatan 40', '211 43', 'Malmö'),
    registeredAddress: address('Södra Förstadsgatan 40', '211 43', 'Malmö'),
    phoneVerified: true, emailVerified: true, firstLogin: true,
  },
  minor: {
    address: noAddress,
    registeredAddress: address('Ringvägen 7', '224 60', 'Lund'),
    phoneVerified: false, emailVerified: false,
  },
  passwordUser: {
    address: address('Bangatan 3', '222 21', 'Lund'),
    registeredAddress: null,
    phoneVerified: true, emailVerified: true, language: 'pl',
  },
  protectedIdentity: {
    address: noAddress,
    registeredAddress: null,
    phoneVerified: true, emailVerified: true, protectedIdentity: true,
  },
  imitatingAdmin: {
    address: address('Drottninggatan 50', '111 21', 'Stockholm'),
    registeredAddress: address('Drottninggatan 50', '111 21', 'Stockholm'),
    phoneVerified: true, emailVerified: true, isAdmin: true,
  },
  unregistered: {
    address: noAddress,
    registeredAddress: address('Kungsgatan 5', '411 19', 'Göteborg'),
    phoneVerified: false, emailVerified: false,
  },
}

function personRecord(persona: Persona): PersonRecord {
  const extras = PERSON_EXTRAS[persona.key]
  return {
    id: persona.id,
    firstName: persona.firstName,
    lastName: persona.lastName,
    personalNumber: persona.personalNumber,
    email: persona.email,
    mobilephone: persona.mobilephone,
    phoneVerified: extras.phoneVerified,
    emailVerified: extras.emailVerified,
    firstLogin: extras.firstLogin ?? false,
    readInstructionsOn: extras.readInstructionsOn ?? null,
    ...extras.address,
    language: extras.language ?? 'sv',
    emailNotifications: true,
    protectedIdentity: extras.protectedIdentity ?? false,
    password: persona.password,
    isAdmin: extras.isAdmin ?? false,
    // Everyone with a personal number can be picked in the test-login panel.
    listedAsFake: persona.personalNumber !== '',
    registeredAddress: extras.registeredAddress,
    personaKey: persona.key,
  }
}

const P = PERSONAS
const NO_DEPT_ROLES = {
  isDepartmentEducationResponsible: false,
  isDepartmentInstructor: false,
  isDepartmentDistanceEducationAdministrator: false,
  isDepartmentAdministrator: false,
}
const NO_ROLES = { Administrator: false, CompanyEducationResponsible: false, DistanceEducationAdministrator: false, Instructor: false }

const EMPLOYMENTS = [
  { id: 2001, personId: P.apprentice.id, companyId: 1, fromDate: '2025-08-18', endDate: null },
  { id: 2002, personId: P.apprentice.id, companyId: 2, fromDate: '2026-03-02', endDate: null },
  { id: 2003, personId: P.apprentice.id, companyId: 3, fromDate: '2024-08-19', endDate: '2025-06-30' },
  { id: 2004, personId: P.instructor.id, companyId: 1, fromDate: '2012-04-01', endDate: null },
  { id: 2005, personId: P.instructor.id, companyId: 2, fromDate: '2019-09-01', endDate: null },
  { id: 2006, personId: P.companyAdmin.id, companyId: 1, fromDate: '2015-02-01', endDate: null },
  { id: 2007, personId: P.yua.id, companyId: 1, fromDate: '2018-01-08', endDate: null },
  { id: 2008, personId: P.bg.id, companyId: 1, fromDate: '2016-05-16', endDate: null },
  { id: 2009, personId: P.departmentAdmin.id, companyId: 2, fromDate: '2014-03-03', endDate: null },
  { id: 2010, personId: P.passwordUser.id, companyId: 2, fromDate: '2025-01-13', endDate: null },
  { id: 2011, personId: P.protectedIdentity.id, companyId: 1, fromDate: '2023-10-02', endDate: null },
]

const DEPARTMENT_EMPLOYMENTS = [
  { id: 5001, employmentId: 2002, departmentId: DEPARTMENT_MALMO.id, ...NO_DEPT_ROLES },
  { id: 5002, employmentId: 2005, departmentId: DEPARTMENT_MALMO.id, ...NO_DEPT_ROLES, isDepartmentInstructor: true },
  { id: 5003, employmentId: 2005, departmentId: DEPARTMENT_LUND.id, ...NO_DEPT_ROLES, isDepartmentInstructor: true },
  { id: 5004, employmentId: 2009, departmentId: DEPARTMENT_MALMO.id, ...NO_DEPT_ROLES, isDepartmentAdministrator: true },
  { id: 5005, employmentId: 2010, departmentId: DEPARTMENT_LUND.id, ...NO_DEPT_ROLES },
]

// Stored oldest first on purpose: the start page must sort active apprenticeships newest first.
const APPRENTICESHIPS = [
  { id: 3001, personId: P.apprentice.id, companyId: 3, employmentId: 2003, professionId: 101, fromDate: '2024-08-19', manuallyEndedDate: '2025-06-30' },
  { id: 3002, personId: P.apprentice.id, companyId: 1, employmentId: 2001, professionId: PROFESSION_SCAFFOLDING, fromDate: '2025-08-18', manuallyEndedDate: null },
  { id: 3003, personId: P.apprentice.id, companyId: 2, employmentId: 2002, professionId: PROFESSION_SCAFFOLDING, fromDate: '2026-03-02', manuallyEndedDate: null },
  { id: 3004, personId: P.passwordUser.id, companyId: 2, employmentId: 2010, professionId: PROFESSION_SCAFFOLDING, fromDate: '2025-01-13', manuallyEndedDate: null },
  { id: 3005, personId: P.protectedIdentity.id, companyId: 1, employmentId: 2011, professionId: 101, fromDate: '2023-10-02', manuallyEndedDate: null },
]

const APPRENTICESHIP_INSTRUCTORS = [
  { id: 4001, employmentId: 2004, apprenticeshipId: 3002, isActive: true },
  { id: 4002, employmentId: 2005, apprenticeshipId: 3003, isActive: true },
  { id: 4003, employmentId: 2004, apprenticeshipId: 3005, isActive: true },
  { id: 4004, employmentId: 2005, apprenticeshipId: 3004, isActive: true },
  // The education responsible supervised Elin before Johan took over.
  { id: 4005, employmentId: 2007, apprenticeshipId: 3002, isActive: false },
]

// With departments, the company role mirrors the department flags (AVDADM has no company flag).
const COMPANY_ROLES = [
  { personId: P.instructor.id, companyId: 1, ...NO_ROLES, Instructor: true },
  { personId: P.instructor.id, companyId: 2, ...NO_ROLES, Instructor: true },
  { personId: P.companyAdmin.id, companyId: 1, ...NO_ROLES, Administrator: true, DistanceEducationAdministrator: true },
  { personId: P.yua.id, companyId: 1, ...NO_ROLES, CompanyEducationResponsible: true },
  { personId: P.bg.id, companyId: 1, ...NO_ROLES, DistanceEducationAdministrator: true },
  { personId: P.departmentAdmin.id, companyId: 2, ...NO_ROLES },
]

const EDUCATIONS = [
  {
    id: 6001, personId: P.apprentice.id, professionId: 101, basicEducationCertificate: true,
    qualificationTime: { fromDate: '2024-08-19', toDate: '2025-06-30', isCancelled: true, doAbort: false, isApprovedByInstructor: false },
  },
  {
    id: 6002, personId: P.apprentice.id, professionId: PROFESSION_SCAFFOLDING, basicEducationCertificate: true,
    qualificationTime: { fromDate: '2025-08-18', toDate: '2027-08-17', isCancelled: false, doAbort: false, isApprovedByInstructor: false },
  },
  {
    id: 6003, personId: P.passwordUser.id, professionId: PROFESSION_SCAFFOLDING, basicEducationCertificate: false,
    qualificationTime: { fromDate: '2025-01-13', toDate: '2027-01-12', isCancelled: false, doAbort: false, isApprovedByInstructor: false },
  },
  {
    // Finished (§4): end date passed, not approved by the instructor, neither aborted nor cancelled.
    id: 6004, personId: P.protectedIdentity.id, professionId: 101, basicEducationCertificate: true,
    qualificationTime: { fromDate: '2023-10-02', toDate: '2026-09-30', isCancelled: false, doAbort: false, isApprovedByInstructor: false },
  },
  { id: 6005, personId: P.minor.id, professionId: PROFESSION_SCAFFOLDING, basicEducationCertificate: false, qualificationTime: null },
  {
    id: 6006, personId: P.instructor.id, professionId: PROFESSION_SCAFFOLDING, basicEducationCertificate: true,
    qualificationTime: { fromDate: '2005-08-15', toDate: '2008-08-14', isCancelled: false, doAbort: false, isApprovedByInstructor: true },
  },
]

const BOOKS = [
  { id: 7001, personId: P.apprentice.id, apprenticeshipId: 3002, createdAt: '2025-08-20T07:15:00.000Z', status: 'active' },
  { id: 7002, personId: P.apprentice.id, apprenticeshipId: 3003, createdAt: '2026-03-03T07:00:00.000Z', status: null },
  { id: 7003, personId: P.protectedIdentity.id, apprenticeshipId: 3005, createdAt: '2023-10-03T08:30:00.000Z', status: 'approved' },
  { id: 7004, personId: P.passwordUser.id, apprenticeshipId: 3004, createdAt: '2025-01-14T09:00:00.000Z', status: 'active' },
  { id: 7005, personId: P.apprentice.id, apprenticeshipId: 3001, createdAt: '2024-08-20T08:00:00.000Z', status: null },
]

const TRADE_CERTIFICATES = [
  { id: 8001, personId: P.instructor.id, professionId: PROFESSION_SCAFFOLDING, readInstructionsOn: '2026-03-10T08:12:00.000Z' },
  { id: 8002, personId: P.instructor.id, professionId: 101, readInstructionsOn: null },
  { id: 8003, personId: P.yua.id, professionId: 101, readInstructionsOn: '2026-06-01T10:00:00.000Z' },
]

const INSTRUCTOR_EXEMPTIONS = [
  { id: 9001, personId: P.yua.id, professionId: PROFESSION_SCAFFOLDING, status: 'approved' },
  { id: 9002, personId: P.departmentAdmin.id, professionId: 101, status: 'pending' },
]

const MACHINE_QUALIFICATIONS = [{ id: 9101, personId: P.instructor.id, machineId: 1 }]

// ---------------------------------------------------------------------------------------------
// Base lists

/** §4 application states, ids 1..11 in the order the spec lists them. */
export const APPLICATION_STATES = [
  { id: 1, state: 'draft', name: 'Utkast', initiatedByCompany: false },
  { id: 2, state: 'confirmedByCompany', name: 'Bekräftad av företaget', initiatedByCompany: false },
  { id: 3, state: 'confirmedByApprentice', name: 'Bekräftad av lärlingen', initiatedByCompany: true },
  { id: 4, state: 'confirmedByStudent', name: 'Bekräftad av sökande', initiatedByCompany: false },
  { id: 5, state: 'confirmedAndApprovedByCompany', name: 'Bekräftad och godkänd av företaget', initiatedByCompany: false },
  { id: 6, state: 'approved', name: 'Godkänd', initiatedByCompany: false },
  { id: 7, state: 'ordered', name: 'Beställd', initiatedByCompany: false },
  { id: 8, state: 'closed', name: 'Avslutad', initiatedByCompany: false },
  { id: 9, state: 'paid', name: 'Betald', initiatedByCompany: false },
  { id: 10, state: 'basicEducationCertificateIssued', name: 'Grundutbildningsintyg utfärdat', initiatedByCompany: false },
  { id: 11, state: 'basicEducationCertificateApproved', name: 'Grundutbildningsintyg godkänt', initiatedByCompany: false },
]

const MACHINES = [
  { id: 1, name: 'Grävmaskin' },
  { id: 2, name: 'Hjullastare' },
  { id: 3, name: 'Dumper' },
  { id: 4, name: 'Väghyvel' },
]

export const PROFESSIONS = [
  { id: 101, name: 'Träarbetare', icon: 'hammer', machineOrientations: [], isMachineProfession: false, newInstructionsAt: null, daysUntilOrderApproval: 30 },
  { id: 102, name: 'Betongarbetare', icon: 'concrete', machineOrientations: [], isMachineProfession: false, newInstructionsAt: null, daysUntilOrderApproval: 30 },
  { id: 103, name: 'Murare', icon: 'bricks', machineOrientations: [], isMachineProfession: false, newInstructionsAt: null, daysUntilOrderApproval: 30 },
  { id: 104, name: 'Plattsättare', icon: 'tiles', machineOrientations: [], isMachineProfession: false, newInstructionsAt: null, daysUntilOrderApproval: null },
  { id: PROFESSION_MACHINE, name: 'Anläggningsmaskinförare', icon: 'excavator', machineOrientations: MACHINES, isMachineProfession: true, newInstructionsAt: null, daysUntilOrderApproval: 14 },
  { id: 130, name: 'Takläggare', icon: null, machineOrientations: [], isMachineProfession: false, newInstructionsAt: null, daysUntilOrderApproval: 0 },
  { id: PROFESSION_SCAFFOLDING, name: 'Ställningsbyggare', icon: 'scaffolding', machineOrientations: [], isMachineProfession: false, newInstructionsAt: '2026-05-04T07:30:00.000Z', daysUntilOrderApproval: 30 },
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
  apiVersion: '3.8.2',
}

// ---------------------------------------------------------------------------------------------
// Notifications

type NotificationSeed = {
  id: number
  personId: number
  subject: string
  sentTime: string
  readTime: string | null
  type: 'Book' | 'Application' | 'TradeCertificate' | 'DistanceOrder'
  concernType: string
  concernId: number
  additionalInfo: { reportId?: number | null; companyId?: number | null; belongsToPersonId?: number | null } | null
}

/** How many notifications the companyAdmin persona gets (at least 150 of every type, §9 screen loads 1000). */
export const COMPANY_ADMIN_NOTIFICATIONS = 160

const APPLICANTS = ['Ali Karimi', 'Emma Svensson', 'Noah Lindberg', 'Wilma Forsberg', 'Lucas Öberg', 'Alice Sandberg']

/** The companyAdmin's notifications: every type, newest first by id, spread over about six months. */
function companyAdminNotifications(): NotificationSeed[] {
  const apprentices = [
    { person: P.apprentice, bookId: 7001, educationId: 6002 },
    { person: P.protectedIdentity, bookId: 7003, educationId: 6004 },
  ]
  const rows: NotificationSeed[] = []
  for (let i = 0; i < COMPANY_ADMIN_NOTIFICATIONS; i++) {
    const { person, bookId, educationId } = apprentices[Math.floor(i / 5) % 2]
    const name = `${person.firstName} ${person.lastName}`
    const sentTime = beforeBase(i * 27 + (i % 5) * 0.25)
    const unread = i < 8 || i % 6 === 3
    const readTime = unread ? null : new Date(Date.parse(sentTime) + (2 + (i % 4)) * HOUR).toISOString()
    const base = { id: 10001 + i, personId: P.companyAdmin.id, sentTime, readTime }
    switch (i % 5) {
      case 0:
        rows.push({
          ...base, type: 'Book', concernType: 'Book', concernId: bookId,
          subject: `Ny rapport att granska i e-boken för ${name}`,
          additionalInfo: { reportId: 20001 + i, companyId: COMPANY_NORR.id, belongsToPersonId: person.id },
        })
        break
      case 1:
        rows.push(
          i % 2 === 0
            ? {
                ...base, type: 'Book', concernType: 'Book', concernId: bookId,
                subject: `E-boken för ${name} har uppdaterats`,
                additionalInfo: { companyId: COMPANY_NORR.id, belongsToPersonId: person.id },
              }
            : {
                ...base, type: 'Book', concernType: 'QualificationTime', concernId: educationId,
                subject: `Kvalifikationstiden för ${name} behöver ses över`,
                additionalInfo: { reportId: null, companyId: COMPANY_NORR.id, belongsToPersonId: person.id },
              },
        )
        break
      case 2:
        rows.push({
          ...base, type: 'Application', concernType: 'Application', concernId: 30001 + i,
          subject: `Ny lärlingsansökan från ${APPLICANTS[Math.floor(i / 5) % APPLICANTS.length]} väntar på godkännande`,
          additionalInfo: { companyId: COMPANY_NORR.id },
        })
        break
      case 3:
        rows.push({
          ...base, type: 'TradeCertificate', concernType: 'TradeCertificate', concernId: 40001 + i,
          subject: `Yrkesbevis har utfärdats för ${name}`,
          additionalInfo: { belongsToPersonId: person.id },
        })
        break
      default:
        rows.push({
          ...base, type: 'DistanceOrder', concernType: 'DistanceOrder', concernId: 50001 + i,
          subject: `Distansbeställning ${50001 + i} väntar på ert godkännande`,
          additionalInfo: { companyId: COMPANY_NORR.id },
        })
    }
  }
  return rows
}

function otherNotifications(): NotificationSeed[] {
  const read = (hoursBefore: number) => beforeBase(hoursBefore - 1)
  let id = 11001
  const n = (row: Omit<NotificationSeed, 'id'>): NotificationSeed => ({ id: id++, ...row })
  return [
    n({ personId: P.apprentice.id, type: 'Book', concernType: 'Book', concernId: 7001, subject: 'Din handledare har kommenterat din rapport',
        sentTime: beforeBase(20), readTime: null, additionalInfo: { reportId: 21001, companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id } }),
    n({ personId: P.apprentice.id, type: 'Application', concernType: 'Application', concernId: 30501, subject: 'Din ansökan har bekräftats av Ställningspartner Syd AB',
        sentTime: beforeBase(5 * 24), readTime: null, additionalInfo: { companyId: COMPANY_SYD.id } }),
    n({ personId: P.apprentice.id, type: 'TradeCertificate', concernType: 'TradeCertificate', concernId: 40501, subject: 'Dags att beställa ditt yrkesbevis-kort',
        sentTime: beforeBase(30 * 24), readTime: read(30 * 24), additionalInfo: null }),
    n({ personId: P.apprentice.id, type: 'Book', concernType: 'QualificationTime', concernId: 6002, subject: 'Din kvalifikationstid har uppdaterats',
        sentTime: beforeBase(45 * 24), readTime: read(45 * 24), additionalInfo: { companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id } }),
    n({ personId: P.apprentice.id, type: 'Book', concernType: 'Book', concernId: 7001, subject: 'Din e-bok har aktiverats',
        sentTime: beforeBase(80 * 24), readTime: read(80 * 24), additionalInfo: { companyId: COMPANY_NORR.id } }),
    n({ personId: P.instructor.id, type: 'Book', concernType: 'Book', concernId: 7001, subject: 'Elin Andersson har skickat in en ny rapport',
        sentTime: beforeBase(2 * 24), readTime: null, additionalInfo: { reportId: 21002, companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id } }),
    n({ personId: P.instructor.id, type: 'Book', concernType: 'Book', concernId: 7004, subject: 'Tomasz Kowalski har skickat in en ny rapport',
        sentTime: beforeBase(3 * 24), readTime: null, additionalInfo: { reportId: 21003, companyId: COMPANY_SYD.id, belongsToPersonId: P.passwordUser.id } }),
    n({ personId: P.instructor.id, type: 'Book', concernType: 'Book', concernId: 7003, subject: 'E-boken för Sara Holm har godkänts',
        sentTime: beforeBase(60 * 24), readTime: read(60 * 24), additionalInfo: { companyId: COMPANY_NORR.id, belongsToPersonId: P.protectedIdentity.id } }),
    n({ personId: P.instructor.id, type: 'TradeCertificate', concernType: 'TradeCertificate', concernId: 8001, subject: 'Nya instruktioner för handledare finns att läsa',
        sentTime: '2026-05-04T08:00:00.000Z', readTime: null, additionalInfo: { belongsToPersonId: P.instructor.id } }),
    n({ personId: P.yua.id, type: 'Application', concernType: 'Application', concernId: 30601, subject: 'Ny lärlingsansökan från Emma Svensson väntar på godkännande',
        sentTime: beforeBase(26), readTime: null, additionalInfo: { companyId: COMPANY_NORR.id } }),
    n({ personId: P.yua.id, type: 'Application', concernType: 'Application', concernId: 30602, subject: 'Ny lärlingsansökan från Ali Karimi väntar på godkännande',
        sentTime: beforeBase(9 * 24), readTime: read(9 * 24), additionalInfo: { companyId: COMPANY_NORR.id } }),
    n({ personId: P.yua.id, type: 'Book', concernType: 'Book', concernId: 7001, subject: 'Ny rapport att granska i e-boken för Elin Andersson',
        sentTime: beforeBase(4 * 24), readTime: null, additionalInfo: { reportId: 21004, companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id } }),
    n({ personId: P.bg.id, type: 'DistanceOrder', concernType: 'DistanceOrder', concernId: 50501, subject: 'Distansbeställning 50501 väntar på ert godkännande',
        sentTime: beforeBase(30), readTime: null, additionalInfo: { companyId: COMPANY_NORR.id } }),
    n({ personId: P.bg.id, type: 'DistanceOrder', concernType: 'DistanceOrder', concernId: 50502, subject: 'Distansbeställning 50502 väntar på ert godkännande',
        sentTime: beforeBase(6 * 24), readTime: null, additionalInfo: { companyId: COMPANY_NORR.id } }),
    n({ personId: P.bg.id, type: 'DistanceOrder', concernType: 'DistanceOrder', concernId: 50503, subject: 'Distansbeställning 50503 har godkänts',
        sentTime: beforeBase(40 * 24), readTime: read(40 * 24), additionalInfo: { companyId: COMPANY_NORR.id } }),
    n({ personId: P.departmentAdmin.id, type: 'Application', concernType: 'Application', concernId: 30701, subject: 'Ny lärlingsansökan till avdelning Malmö',
        sentTime: beforeBase(50), readTime: null, additionalInfo: { companyId: COMPANY_SYD.id } }),
    n({ personId: P.departmentAdmin.id, type: 'DistanceOrder', concernType: 'DistanceOrder', concernId: 50601, subject: 'Distansbeställning 50601 väntar på ert godkännande',
        sentTime: beforeBase(12 * 24), readTime: read(12 * 24), additionalInfo: { companyId: COMPANY_SYD.id } }),
    n({ personId: P.passwordUser.id, type: 'Book', concernType: 'Book', concernId: 7004, subject: 'Din e-bok har aktiverats',
        sentTime: beforeBase(300 * 24), readTime: read(300 * 24), additionalInfo: { companyId: COMPANY_SYD.id } }),
    n({ personId: P.passwordUser.id, type: 'Application', concernType: 'Application', concernId: 30801, subject: 'Din ansökan har godkänts',
        sentTime: beforeBase(7 * 24), readTime: null, additionalInfo: { companyId: COMPANY_SYD.id } }),
    n({ personId: P.protectedIdentity.id, type: 'TradeCertificate', concernType: 'TradeCertificate', concernId: 40601, subject: 'Din e-bok är godkänd – yrkesbeviset beställs',
        sentTime: beforeBase(10 * 24), readTime: null, additionalInfo: { belongsToPersonId: P.protectedIdentity.id } }),
  ]
}

// ---------------------------------------------------------------------------------------------

/** Fills empty collections with the scenario. Records are created one by one so list order is fixed. */
export async function seedScenario(target: Db = db()): Promise<void> {
  const createAll = async <T>(collection: { create(value: T): Promise<unknown> }, rows: readonly T[]) => {
    for (const row of rows) await collection.create(row)
  }
  await createAll(target.companies, [COMPANY_NORR, COMPANY_SYD, COMPANY_MITT])
  await createAll(target.departments, [DEPARTMENT_MALMO, DEPARTMENT_LUND])
  await createAll(target.persons, PERSONA_KEYS.map((key) => personRecord(PERSONAS[key])))
  await createAll(target.employments, EMPLOYMENTS)
  await createAll(target.departmentEmployments, DEPARTMENT_EMPLOYMENTS)
  await createAll(target.apprenticeships, APPRENTICESHIPS)
  await createAll(target.apprenticeshipInstructors, APPRENTICESHIP_INSTRUCTORS)
  await createAll(target.companyRoles, COMPANY_ROLES)
  await createAll(target.educations, EDUCATIONS)
  await createAll(target.books, BOOKS)
  await createAll(target.tradeCertificates, TRADE_CERTIFICATES)
  await createAll(target.instructorExemptions, INSTRUCTOR_EXEMPTIONS)
  await createAll(target.machineQualifications, MACHINE_QUALIFICATIONS)
  await createAll(target.notifications, [...companyAdminNotifications(), ...otherNotifications()])

  await createAll(target.applicationStates, APPLICATION_STATES)
  await createAll(target.professions, PROFESSIONS)
  await createAll(target.regions, REGIONS)
  await createAll(target.employmentTypes, EMPLOYMENT_TYPES)
  await createAll(target.distanceOrderStates, DISTANCE_ORDER_STATES)
  await createAll(target.extensionOrderStates, EXTENSION_ORDER_STATES)
  await createAll(target.educationTypes, EDUCATION_TYPES)
  await createAll(target.schools, SCHOOLS)
  await target.settings.create(SETTINGS)

  let sessionId = 1
  await createAll(
    target.sessions,
    PERSONA_KEYS.map((key) => {
      const imitates = PERSONAS[key].imitates
      return {
        id: sessionId++,
        token: personaToken(key),
        personId: PERSONAS[key].id,
        imitatedPersonId: imitates ? PERSONAS[imitates].id : null,
        revoked: false,
        createdAt: SCENARIO_BASE_DATE,
      }
    }),
  )
  await target.sessions.create({
    id: sessionId++, token: REVOKED_TOKEN, personId: P.apprentice.id, imitatedPersonId: null, revoked: true, createdAt: SCENARIO_BASE_DATE,
  })
  await createAll(target.loginHashes, [
    ...PERSONA_KEYS.map((key) => {
      const imitates = PERSONAS[key].imitates
      return { hash: personaHash(key), personId: PERSONAS[key].id, imitatedPersonId: imitates ? PERSONAS[imitates].id : null, expiresAt: null }
    }),
    { hash: EXPIRED_HASH, personId: P.apprentice.id, imitatedPersonId: null, expiresAt: '2025-01-01T00:00:00.000Z' },
  ])
}
