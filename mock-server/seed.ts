/**
 * The scenario: the only way data is made. Deterministic (no randomness, no reading of the clock):
 * every date is fixed, relative to SCENARIO_BASE_DATE, so two resets give identical data and the
 * browser, Vitest, Playwright and the Pact provider states all see the same world.
 */
import { personalNumberCheckDigit } from '../src/domain/validation'
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

// ---------------------------------------------------------------------------------------------
// Applications, companies' workplaces and staff, profession courses (issue 3)
//
// Extra people (ids 1101..1135) are not personas: they are not listed in the test-login panel
// (listedAsFake false), but anyone can log in as them by personal number. Application ids that a
// seeded notification names (30501, 30601, 30602, 30701, 30801) are those applications; the others
// are 31001 and up. Every time is relative to SCENARIO_BASE_DATE; the draft rules (14 days after
// the last change) run on the scenario clock, so pin the clock near the base date when a test
// relies on the seeded drafts.

const DAY = 24
function daysBefore(days: number): string {
  return beforeBase(days * DAY)
}

/** A valid 12-digit personal number for a birth date and a 3-digit serial (last digit odd: man, even: woman). */
function pn(yyyymmdd: string, serial: string): string {
  return `${yyyymmdd}${serial}${personalNumberCheckDigit(yyyymmdd.slice(2) + serial)}`
}

interface ExtraPerson {
  id: number
  firstName: string
  lastName: string
  personalNumber: string
  email: string | null
  mobilephone: string | null
  address: Address
  readInstructionsOn?: string | null
}

function extraPersonRecord(p: ExtraPerson): PersonRecord {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    personalNumber: p.personalNumber,
    email: p.email,
    mobilephone: p.mobilephone,
    phoneVerified: p.mobilephone !== null,
    emailVerified: p.email !== null,
    firstLogin: false,
    readInstructionsOn: p.readInstructionsOn ?? null,
    ...p.address,
    language: 'sv',
    emailNotifications: true,
    protectedIdentity: false,
    password: null,
    isAdmin: false,
    listedAsFake: false,
    registeredAddress: p.personalNumber === '' ? null : p.address,
    personaKey: null,
  }
}

const READ_CURRENT = '2026-06-10T07:45:00.000Z'

/** Instructors at Norr (no departments) and Syd (departments), each failing one §5 rule or none. */
export const STAFF = {
  /** Eligible for 848, 101, 102 and 120 (machines 1 and 2). */
  anders: { id: 1101, employmentId: 2101, firstName: 'Anders', lastName: 'Vikström', personalNumber: pn('19800312', '153'), email: 'anders.vikstrom@example.com', mobilephone: '070-223 11 01', address: address('Hamngatan 3', '972 31', 'Luleå'), readInstructionsOn: READ_CURRENT },
  /** noCertificateOrExemption for 848 (only a pending exemption) and 101. */
  mikael: { id: 1102, employmentId: 2102, firstName: 'Mikael', lastName: 'Olsson', personalNumber: pn('19750620', '271'), email: 'mikael.olsson@example.com', mobilephone: '070-223 11 02', address: address('Sjögatan 9', '972 34', 'Luleå'), readInstructionsOn: READ_CURRENT },
  /** noMachineQualification for 120. */
  per: { id: 1103, employmentId: 2103, firstName: 'Per', lastName: 'Hedlund', personalNumber: pn('19690905', '393'), email: 'per.hedlund@example.com', mobilephone: '070-223 11 03', address: address('Bodenvägen 14', '961 35', 'Boden'), readInstructionsOn: READ_CURRENT },
  /** noEmail. */
  nils: { id: 1104, employmentId: 2104, firstName: 'Nils', lastName: 'Engström', personalNumber: pn('19821127', '415'), email: null, mobilephone: '070-223 11 04', address: address('Malmvägen 2', '981 32', 'Kiruna'), readInstructionsOn: READ_CURRENT },
  /** instructionsNotRead (read before the instructions of 2026-05-04). */
  jonas: { id: 1105, employmentId: 2105, firstName: 'Jonas', lastName: 'Wikström', personalNumber: pn('19880214', '537'), email: 'jonas.wikstrom@example.com', mobilephone: '070-223 11 05', address: address('Älvgatan 21', '941 33', 'Piteå'), readInstructionsOn: '2026-01-15T09:00:00.000Z' },
  /** scaffoldingMax: three scaffolding apprentices. */
  karl: { id: 1106, employmentId: 2106, firstName: 'Karl', lastName: 'Sundberg', personalNumber: pn('19770501', '659'), email: 'karl.sundberg@example.com', mobilephone: '070-223 11 06', address: address('Granvägen 7', '972 45', 'Luleå'), readInstructionsOn: READ_CURRENT },
  /** scaffoldingMissingBasicEducation: a scaffolding apprentice without the certificate. */
  erik: { id: 1107, employmentId: 2107, firstName: 'Erik', lastName: 'Lundgren', personalNumber: pn('19850818', '771'), email: 'erik.lundgren@example.com', mobilephone: '070-223 11 07', address: address('Tallvägen 5', '972 46', 'Luleå'), readInstructionsOn: READ_CURRENT },
  /** noOwnAccount: no Swedish personal number and no password. */
  piotr: { id: 1108, employmentId: 2108, firstName: 'Piotr', lastName: 'Nowak', personalNumber: '', email: 'piotr.nowak@example.com', mobilephone: '+48 602 345 678', address: address('Stationsgatan 1', '972 38', 'Luleå'), readInstructionsOn: READ_CURRENT },
  /** Syd, Malmö: eligible for 848. */
  sofia: { id: 1109, employmentId: 2109, firstName: 'Sofia', lastName: 'Berggren', personalNumber: pn('19910402', '882'), email: 'sofia.berggren@example.com', mobilephone: '070-223 11 09', address: address('Amiralsgatan 30', '211 55', 'Malmö'), readInstructionsOn: READ_CURRENT },
  /** Syd, Lund: eligible for 848. */
  ola: { id: 1110, employmentId: 2110, firstName: 'Ola', lastName: 'Dahlberg', personalNumber: pn('19830715', '915'), email: 'ola.dahlberg@example.com', mobilephone: '070-223 11 10', address: address('Clemenstorget 4', '222 21', 'Lund'), readInstructionsOn: READ_CURRENT },
} satisfies Record<string, ExtraPerson & { employmentId: number }>

/** Scaffolding apprentices at Norr: Karl's three (with basic education) and Erik's one (without). */
const SCAFFOLDING_APPRENTICES: ExtraPerson[] = [
  { id: 1111, firstName: 'Theo', lastName: 'Axelsson', personalNumber: pn('20050203', '135'), email: 'theo.axelsson@example.com', mobilephone: '070-323 11 11', address: address('Skeppsbrogatan 2', '972 31', 'Luleå') },
  { id: 1112, firstName: 'Alva', lastName: 'Mattsson', personalNumber: pn('20040917', '246'), email: 'alva.mattsson@example.com', mobilephone: '070-323 11 12', address: address('Rådstugatan 8', '972 33', 'Luleå') },
  { id: 1113, firstName: 'Isak', lastName: 'Norberg', personalNumber: pn('20060111', '357'), email: 'isak.norberg@example.com', mobilephone: '070-323 11 13', address: address('Köpmansgatan 5', '972 32', 'Luleå') },
  { id: 1114, firstName: 'Leo', lastName: 'Falk', personalNumber: pn('20070322', '479'), email: 'leo.falk@example.com', mobilephone: '070-323 11 14', address: address('Varvsgatan 11', '972 35', 'Luleå') },
]

/** A current apprentice at Takmästarna (101, since 2025-09-01) asking Norr to take over: the transfer case. */
export const TRANSFER_APPRENTICE: ExtraPerson = {
  id: 1120, firstName: 'Filip', lastName: 'Strand', personalNumber: pn('20030508', '591'), email: 'filip.strand@example.com',
  mobilephone: '070-323 11 20', address: address('Esplanaden 12', '852 30', 'Sundsvall'),
}

/** People who applied (or were registered by a company); no apprenticeship yet. */
const APPLICANT_LIST: ExtraPerson[] = [
  { id: 1121, firstName: 'Emma', lastName: 'Svensson', personalNumber: pn('20050611', '462'), email: 'emma.svensson@example.com', mobilephone: '070-423 11 21', address: address('Nygatan 4', '972 31', 'Luleå') },
  { id: 1122, firstName: 'Ali', lastName: 'Karimi', personalNumber: pn('20040129', '515'), email: 'ali.karimi@example.com', mobilephone: '070-423 11 22', address: address('Stationsvägen 18', '903 27', 'Umeå') },
  { id: 1123, firstName: 'Noah', lastName: 'Lindberg', personalNumber: pn('20060802', '637'), email: 'noah.lindberg@example.com', mobilephone: '070-423 11 23', address: address('Kungsgatan 40', '903 25', 'Umeå') },
  { id: 1124, firstName: 'Wilma', lastName: 'Forsberg', personalNumber: pn('20070415', '748'), email: 'wilma.forsberg@example.com', mobilephone: '070-423 11 24', address: address('Skolgatan 61', '903 30', 'Umeå') },
  { id: 1125, firstName: 'Oskar', lastName: 'Nyström', personalNumber: pn('20030930', '851'), email: 'oskar.nystrom@example.com', mobilephone: '070-423 11 25', address: address('Storgatan 70', '931 31', 'Skellefteå') },
  { id: 1126, firstName: 'Lucas', lastName: 'Öberg', personalNumber: pn('20050124', '973'), email: 'lucas.oberg@example.com', mobilephone: '070-423 11 26', address: address('Kanalgatan 3', '931 32', 'Skellefteå') },
  { id: 1127, firstName: 'Alice', lastName: 'Sandberg', personalNumber: pn('20041106', '284'), email: 'alice.sandberg@example.com', mobilephone: '070-423 11 27', address: address('Norra Järnvägsgatan 9', '931 30', 'Skellefteå') },
  { id: 1128, firstName: 'Maja', lastName: 'Lindgren', personalNumber: pn('20020722', '326'), email: 'maja.lindgren@example.com', mobilephone: '070-423 11 28', address: address('Smedjegatan 15', '972 38', 'Luleå') },
  { id: 1129, firstName: 'Viktor', lastName: 'Åberg', personalNumber: pn('20021013', '417'), email: 'viktor.aberg@example.com', mobilephone: '070-423 11 29', address: address('Björkskataleden 20', '972 52', 'Luleå') },
  { id: 1130, firstName: 'Elsa', lastName: 'Berglund', personalNumber: pn('20010304', '528'), email: 'elsa.berglund@example.com', mobilephone: '070-423 11 30', address: address('Hertsövägen 6', '973 31', 'Luleå') },
  { id: 1131, firstName: 'Hampus', lastName: 'Dahl', personalNumber: pn('20010819', '639'), email: 'hampus.dahl@example.com', mobilephone: '070-423 11 31', address: address('Porsövägen 12', '977 54', 'Luleå') },
  { id: 1132, firstName: 'Hugo', lastName: 'Blom', personalNumber: pn('20050505', '713'), email: 'hugo.blom@example.com', mobilephone: '070-423 11 32', address: address('Bergsgatan 22', '211 54', 'Malmö') },
  { id: 1133, firstName: 'Saga', lastName: 'Nordin', personalNumber: pn('20060227', '824'), email: 'saga.nordin@example.com', mobilephone: '070-423 11 33', address: address('Karl XI:s gata 7', '222 20', 'Lund') },
  { id: 1134, firstName: 'Ebba', lastName: 'Sjögren', personalNumber: pn('20070109', '946'), email: 'ebba.sjogren@example.com', mobilephone: '070-423 11 34', address: address('Rörsjögatan 18', '211 37', 'Malmö') },
  { id: 1135, firstName: 'Liam', lastName: 'Ström', personalNumber: pn('20040620', '191'), email: 'liam.strom@example.com', mobilephone: '070-423 11 35', address: address('Föreningsgatan 25', '211 52', 'Malmö') },
]
export const APPLICANTS_BY_NAME = Object.fromEntries(APPLICANT_LIST.map((a) => [a.firstName.toLowerCase(), a])) as Record<string, ExtraPerson>

const STAFF_LIST: ExtraPerson[] = Object.values(STAFF)

const EXTRA_EMPLOYMENTS = [
  ...Object.values(STAFF).map((s) => ({
    id: s.employmentId, personId: s.id, companyId: s === STAFF.sofia || s === STAFF.ola ? COMPANY_SYD.id : COMPANY_NORR.id,
    fromDate: '2018-03-01', endDate: null,
  })),
  ...SCAFFOLDING_APPRENTICES.map((a, i) => ({ id: 2111 + i, personId: a.id, companyId: COMPANY_NORR.id, fromDate: '2026-01-12', endDate: null })),
  { id: 2120, personId: TRANSFER_APPRENTICE.id, companyId: COMPANY_MITT.id, fromDate: '2025-09-01', endDate: null },
]

const EXTRA_DEPARTMENT_EMPLOYMENTS = [
  { id: 5101, employmentId: STAFF.sofia.employmentId, departmentId: DEPARTMENT_MALMO.id, ...NO_DEPT_ROLES, isDepartmentInstructor: true },
  { id: 5102, employmentId: STAFF.ola.employmentId, departmentId: DEPARTMENT_LUND.id, ...NO_DEPT_ROLES, isDepartmentInstructor: true },
]

const EXTRA_APPRENTICESHIPS = [
  ...SCAFFOLDING_APPRENTICES.map((a, i) => ({
    id: 3111 + i, personId: a.id, companyId: COMPANY_NORR.id, employmentId: 2111 + i, professionId: PROFESSION_SCAFFOLDING, fromDate: '2026-01-12', manuallyEndedDate: null,
  })),
  { id: 3120, personId: TRANSFER_APPRENTICE.id, companyId: COMPANY_MITT.id, employmentId: 2120, professionId: 101, fromDate: '2025-09-01', manuallyEndedDate: null },
]

const EXTRA_APPRENTICESHIP_INSTRUCTORS = [
  { id: 4111, employmentId: STAFF.karl.employmentId, apprenticeshipId: 3111, isActive: true },
  { id: 4112, employmentId: STAFF.karl.employmentId, apprenticeshipId: 3112, isActive: true },
  { id: 4113, employmentId: STAFF.karl.employmentId, apprenticeshipId: 3113, isActive: true },
  { id: 4114, employmentId: STAFF.erik.employmentId, apprenticeshipId: 3114, isActive: true },
]

// With departments, the company role mirrors the department flags (as for Johan Berg).
const EXTRA_COMPANY_ROLES = Object.values(STAFF).map((s) => ({
  personId: s.id, companyId: s === STAFF.sofia || s === STAFF.ola ? COMPANY_SYD.id : COMPANY_NORR.id, ...NO_ROLES, Instructor: true,
}))

const EXTRA_EDUCATIONS = [
  ...SCAFFOLDING_APPRENTICES.map((a, i) => ({
    id: 6111 + i, personId: a.id, professionId: PROFESSION_SCAFFOLDING, basicEducationCertificate: a.id !== 1114, qualificationTime: null,
  })),
  {
    id: 6120, personId: TRANSFER_APPRENTICE.id, professionId: 101, basicEducationCertificate: true,
    qualificationTime: { fromDate: '2025-09-01', toDate: '2028-08-31', isCancelled: false, doAbort: false, isApprovedByInstructor: false },
  },
]

const EXTRA_TRADE_CERTIFICATES = [
  ...[PROFESSION_SCAFFOLDING, 101, 102, PROFESSION_MACHINE].map((professionId, i) => ({ id: 8101 + i, personId: STAFF.anders.id, professionId, readInstructionsOn: READ_CURRENT })),
  { id: 8111, personId: STAFF.mikael.id, professionId: 102, readInstructionsOn: READ_CURRENT },
  { id: 8112, personId: STAFF.per.id, professionId: PROFESSION_MACHINE, readInstructionsOn: READ_CURRENT },
  ...[STAFF.nils, STAFF.jonas, STAFF.karl, STAFF.erik, STAFF.piotr, STAFF.sofia, STAFF.ola].map((s, i) => ({
    id: 8113 + i, personId: s.id, professionId: PROFESSION_SCAFFOLDING, readInstructionsOn: s.readInstructionsOn,
  })),
]

const EXTRA_INSTRUCTOR_EXEMPTIONS = [{ id: 9011, personId: STAFF.mikael.id, professionId: PROFESSION_SCAFFOLDING, status: 'pending' }]

const EXTRA_MACHINE_QUALIFICATIONS = [
  { id: 9111, personId: STAFF.anders.id, machineId: 1 },
  { id: 9112, personId: STAFF.anders.id, machineId: 2 },
]

export const WORKPLACES = [
  { id: 101, companyId: COMPANY_NORR.id, name: 'Huvudkontor Luleå', departmentIds: [], address1: 'Hamngatan 10', zip: '972 31', city: 'Luleå', isHeadOffice: true },
  { id: 102, companyId: COMPANY_NORR.id, name: 'Kvarteret Lärkan, Umeå', departmentIds: [], address1: 'Lärkvägen 2', zip: '903 36', city: 'Umeå', isHeadOffice: false },
  { id: 103, companyId: COMPANY_NORR.id, name: 'Campusbygget Skellefteå', departmentIds: [], address1: 'Kanalgatan 59', zip: '931 31', city: 'Skellefteå', isHeadOffice: false },
  { id: 201, companyId: COMPANY_SYD.id, name: 'Huvudkontor Malmö', departmentIds: [DEPARTMENT_MALMO.id], address1: 'Stora Varvsgatan 11', zip: '211 19', city: 'Malmö', isHeadOffice: true },
  { id: 202, companyId: COMPANY_SYD.id, name: 'Depå Hyllie', departmentIds: [DEPARTMENT_MALMO.id], address1: 'Hyllie Boulevard 34', zip: '215 32', city: 'Malmö', isHeadOffice: false },
  { id: 203, companyId: COMPANY_SYD.id, name: 'Brunnshög, Lund', departmentIds: [DEPARTMENT_LUND.id], address1: 'Brunnshögsgatan 1', zip: '224 84', city: 'Lund', isHeadOffice: false },
  { id: 204, companyId: COMPANY_SYD.id, name: 'Regionlager Syd', departmentIds: [DEPARTMENT_MALMO.id, DEPARTMENT_LUND.id], address1: 'Industrigatan 4', zip: '232 37', city: 'Arlöv', isHeadOffice: false },
  { id: 301, companyId: COMPANY_MITT.id, name: 'Huvudkontor Sundsvall', departmentIds: [], address1: 'Storgatan 30', zip: '852 30', city: 'Sundsvall', isHeadOffice: true },
]

/** Course ids agree with the GUG course results of persons/fetch-gug-courses for 848, 101 and 120. */
export const PROFESSION_COURSES = [
  { id: 1, professionId: PROFESSION_SCAFFOLDING, name: 'Ställningsbyggnad grundkurs (Y1)', mandatory: true },
  { id: 2, professionId: PROFESSION_SCAFFOLDING, name: 'Väderskydd (Y2)', mandatory: false },
  { id: 3, professionId: PROFESSION_SCAFFOLDING, name: 'Särskild ställningsutbildning (Y3)', mandatory: true },
  { id: 4, professionId: PROFESSION_SCAFFOLDING, name: 'Arbetsmiljö och säkerhet (Y4+Y5)', mandatory: true },
  { id: 11, professionId: 101, name: 'Träbyggnad grundkurs', mandatory: true },
  { id: 12, professionId: 101, name: 'Byggmaterial och verktyg', mandatory: false },
  { id: 13, professionId: 101, name: 'Arbetsmiljö och säkerhet', mandatory: true },
  { id: 21, professionId: PROFESSION_MACHINE, name: 'Maskinsäkerhet', mandatory: true },
  { id: 22, professionId: PROFESSION_MACHINE, name: 'Markarbete och schakt', mandatory: true },
  { id: 31, professionId: 102, name: 'Betonggjutning grundkurs', mandatory: true },
  { id: 32, professionId: 102, name: 'Armering', mandatory: false },
  { id: 41, professionId: 103, name: 'Murning grundkurs', mandatory: true },
  { id: 51, professionId: 104, name: 'Plattsättning grundkurs', mandatory: true },
  { id: 52, professionId: 104, name: 'Tätskikt i våtrum', mandatory: true },
  { id: 61, professionId: 130, name: 'Takläggning grundkurs', mandatory: true },
  { id: 62, professionId: 130, name: 'Fallskydd', mandatory: true },
]

// Documents: small but valid files (a one-page PDF and a 1×1 PNG).

/** A one-page PDF whose page shows `title` (ASCII), with a correct cross-reference table. */
function tinyPdf(title: string): string {
  const text = `BT /F1 18 Tf 72 770 Td (${title.replace(/[()\\]/g, '')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return body
}

export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

type DocumentType = 'grades' | 'certificate' | 'trainingCertificate' | 'photo' | 'providerResults'
function document(id: number, applicationId: number, type: DocumentType, fileName: string, uploadedDaysBefore: number, extra: { schoolName?: string; municipality?: string; schoolRegion?: string; quality?: string } = {}) {
  const png = fileName.endsWith('.png')
  const contentBase64 = png ? TINY_PNG_BASE64 : btoa(tinyPdf(fileName.replace(/\.pdf$/, '')))
  return {
    id, applicationId, type, fileName,
    contentType: png ? 'image/png' : 'application/pdf',
    size: atob(contentBase64).length,
    quality: extra.quality ?? null,
    schoolRegion: extra.schoolRegion ?? null,
    municipality: extra.municipality ?? null,
    schoolName: extra.schoolName ?? null,
    uploadedAt: daysBefore(uploadedDaysBefore),
    contentBase64,
  }
}

// Applications

type ApplicationSeed = ReturnType<typeof applicationRecord>
interface ApplicationInput {
  id: number
  stateId: number
  initiatedByCompany?: boolean
  applicant: ExtraPerson | Persona
  companyId: number | null
  departmentId?: number | null
  professionId: number | null
  professionOrientations?: number[]
  instructorId?: number | null
  workplace?: number | null
  employmentTypeId?: number | null
  employmentDate?: string | null
  /** The company user who created a company-initiated one. */
  createdBy?: Persona
  hasApprovedCourses?: boolean | null
  confirmedCourseIds?: number[]
  messageToBoard?: string | null
  denyMotivation?: string | null
  privacyAccepted?: boolean
  honestyDeclaration?: boolean
  transferRequest?: boolean
  createdAt: string
  updatedAt: string
  savedByCompanyAt?: string | null
}

function personAddress(p: ExtraPerson | Persona): Address {
  return 'address' in p ? p.address : PERSON_EXTRAS[p.key].address
}

function applicationRecord(a: ApplicationInput) {
  const applicantAddress = personAddress(a.applicant)
  const createdBy = a.createdBy
  return {
    id: a.id,
    stateId: a.stateId,
    initiatedByCompany: a.initiatedByCompany ?? false,
    firstName: a.applicant.firstName,
    lastName: a.applicant.lastName,
    email: a.applicant.email,
    personalNumber: a.applicant.personalNumber === '' ? null : a.applicant.personalNumber,
    createdByPersonalNumber: createdBy ? createdBy.personalNumber : a.applicant.personalNumber === '' ? null : a.applicant.personalNumber,
    ...applicantAddress,
    mobilephone: a.applicant.mobilephone,
    instructorId: a.instructorId ?? null,
    professionId: a.professionId,
    professionOrientations: a.professionOrientations ?? [],
    companyId: a.companyId,
    departmentId: a.departmentId ?? null,
    workplace: a.workplace ?? null,
    employmentTypeId: a.employmentTypeId ?? null,
    employmentDate: a.employmentDate ?? null,
    hasApprovedCourses: a.hasApprovedCourses ?? null,
    confirmedCourseIds: a.confirmedCourseIds ?? [],
    messageToBoard: a.messageToBoard ?? null,
    denyMotivation: a.denyMotivation ?? null,
    privacyAccepted: a.privacyAccepted ?? true,
    honestyDeclaration: a.honestyDeclaration ?? a.stateId !== 1,
    transferRequest: a.transferRequest ?? false,
    prefilledBy: createdBy ? ('company' as const) : ('apprentice' as const),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    savedByCompanyAt: a.savedByCompanyAt ?? null,
    applicantPersonId: a.applicant.id,
    createdByPersonId: createdBy ? createdBy.id : a.applicant.id,
  }
}

const A = APPLICANTS_BY_NAME
const COMPLETE = { employmentTypeId: 2, hasApprovedCourses: true }

/** Every seeded application, for the README and tests: id -> [who, company, state]. */
export const SEEDED_APPLICATIONS = {
  // The apprentice persona (Elin Andersson).
  elinFreshDraft: 31001,
  elinExpiredDraft: 31002,
  elinDenied: 31003,
  elinCompanyInitiated: 31004,
  elinConfirmedAtSyd: 30501,
  // Byggbolaget i Norr (companyAdmin, yua, bg review these).
  norrCompanyDraft: 31012,
  norrConfirmedByCompany: 30602,
  norrConfirmedByApprentice: 31011,
  norrConfirmedByStudent: 30601,
  norrTransfer: 31020,
  norrConfirmedAndApproved: 31016,
  norrApproved: 31013,
  norrOrdered: 31014,
  norrClosed: 31015,
  norrPaid: 31017,
  norrCertificateIssued: 31018,
  norrCertificateApproved: 31019,
  // Ställningspartner Syd (departmentAdmin sees Malmö only).
  sydMalmoConfirmedByStudent: 30701,
  sydLundConfirmedByStudent: 31021,
  sydMalmoCompanyDraft: 31022,
  sydMalmoConfirmedByCompany: 31023,
  sydLundApprovedPasswordUser: 30801,
} as const

const APPLICATIONS: ApplicationSeed[] = [
  // --- Elin's own
  applicationRecord({
    id: 31001, stateId: 1, applicant: P.apprentice, companyId: null, professionId: 101, hasApprovedCourses: true, confirmedCourseIds: [11],
    createdAt: daysBefore(3), updatedAt: daysBefore(1),
  }),
  applicationRecord({
    // Last changed 20 days before the base date: deleted on the first applications call.
    id: 31002, stateId: 1, applicant: P.apprentice, companyId: COMPANY_MITT.id, professionId: PROFESSION_MACHINE, professionOrientations: [1, 2],
    createdAt: daysBefore(25), updatedAt: daysBefore(20),
  }),
  applicationRecord({
    id: 31003, stateId: 1, applicant: P.apprentice, companyId: COMPANY_NORR.id, professionId: 101, hasApprovedCourses: false,
    messageToBoard: 'Jag har jobbat två somrar som snickare.',
    denyMotivation: 'Vi saknar ditt slutbetyg från gymnasiet. Ladda upp det och skicka ansökan igen.',
    honestyDeclaration: true, createdAt: daysBefore(10), updatedAt: daysBefore(3),
  }),
  applicationRecord({
    // Registered by the education responsible; waiting for Elin to complete and sign.
    id: 31004, stateId: 1, initiatedByCompany: true, applicant: P.apprentice, createdBy: P.yua, companyId: COMPANY_NORR.id, professionId: 102,
    instructorId: STAFF.anders.employmentId, workplace: 102, employmentTypeId: 1, privacyAccepted: false,
    createdAt: daysBefore(2), updatedAt: daysBefore(2), savedByCompanyAt: daysBefore(2),
  }),
  applicationRecord({
    id: 30501, stateId: 5, applicant: P.apprentice, companyId: COMPANY_SYD.id, departmentId: DEPARTMENT_MALMO.id, professionId: PROFESSION_SCAFFOLDING,
    instructorId: 2005, workplace: 201, employmentDate: '2026-03-02', ...COMPLETE, confirmedCourseIds: [1, 4],
    createdAt: '2026-02-20T10:00:00.000Z', updatedAt: daysBefore(5), savedByCompanyAt: daysBefore(5),
  }),

  // --- Byggbolaget i Norr
  applicationRecord({
    id: 31012, stateId: 1, initiatedByCompany: true, applicant: A.wilma, createdBy: P.companyAdmin, companyId: COMPANY_NORR.id,
    professionId: PROFESSION_SCAFFOLDING, workplace: 101, privacyAccepted: false, createdAt: daysBefore(1), updatedAt: daysBefore(1),
  }),
  applicationRecord({
    // Complete and saved: approvable as it is.
    id: 30602, stateId: 2, initiatedByCompany: true, applicant: A.ali, createdBy: P.companyAdmin, companyId: COMPANY_NORR.id,
    professionId: PROFESSION_SCAFFOLDING, instructorId: STAFF.anders.employmentId, workplace: 102, employmentDate: '2026-11-16', ...COMPLETE,
    confirmedCourseIds: [1], createdAt: daysBefore(12), updatedAt: daysBefore(9), savedByCompanyAt: daysBefore(9),
  }),
  applicationRecord({
    // Noah signed after the company's last save: the company's save confirms it (state 2).
    id: 31011, stateId: 3, initiatedByCompany: true, applicant: A.noah, createdBy: P.yua, companyId: COMPANY_NORR.id, professionId: 101,
    instructorId: STAFF.anders.employmentId, workplace: 101, employmentDate: '2026-11-16', ...COMPLETE,
    createdAt: daysBefore(8), updatedAt: daysBefore(2), savedByCompanyAt: daysBefore(7),
  }),
  applicationRecord({
    // Signed by Emma; the company still has to choose instructor, employment type and start date.
    id: 30601, stateId: 4, applicant: A.emma, companyId: COMPANY_NORR.id, professionId: PROFESSION_SCAFFOLDING, hasApprovedCourses: true,
    confirmedCourseIds: [1, 2], messageToBoard: 'Jag har gått byggprogrammet i Luleå.', createdAt: daysBefore(3), updatedAt: beforeBase(26),
  }),
  applicationRecord({
    // The transfer case: the company has filled in its part but not saved.
    id: 31020, stateId: 4, applicant: TRANSFER_APPRENTICE, companyId: COMPANY_NORR.id, professionId: 101, transferRequest: true,
    instructorId: STAFF.anders.employmentId, workplace: 101, employmentDate: '2026-11-16', ...COMPLETE, confirmedCourseIds: [11, 13],
    messageToBoard: 'Jag flyttar till Luleå och vill fortsätta min lärlingstid här.',
    createdAt: daysBefore(6), updatedAt: daysBefore(1),
  }),
  ...(
    [
      [31016, 5, A.oskar, PROFESSION_SCAFFOLDING, '2026-10-12', 30],
      [31013, 6, A.lucas, 101, '2026-09-01', 75],
      [31014, 7, A.alice, PROFESSION_SCAFFOLDING, '2026-08-17', 90],
      [31015, 8, A.maja, 101, '2025-08-18', 400],
      [31017, 9, A.viktor, PROFESSION_SCAFFOLDING, '2026-06-08', 150],
      [31018, 10, A.elsa, PROFESSION_SCAFFOLDING, '2025-06-02', 500],
      [31019, 11, A.hampus, PROFESSION_SCAFFOLDING, '2025-03-03', 600],
    ] as const
  ).map(([id, stateId, applicant, professionId, employmentDate, age]) =>
    applicationRecord({
      id, stateId, applicant, companyId: COMPANY_NORR.id, professionId, instructorId: STAFF.anders.employmentId, workplace: 101,
      employmentDate, ...COMPLETE, createdAt: daysBefore(age + 14), updatedAt: daysBefore(age), savedByCompanyAt: daysBefore(age + 1),
    }),
  ),

  // --- Ställningspartner Syd (departments)
  applicationRecord({
    id: 30701, stateId: 4, applicant: A.hugo, companyId: COMPANY_SYD.id, departmentId: DEPARTMENT_MALMO.id, professionId: PROFESSION_SCAFFOLDING,
    hasApprovedCourses: false, createdAt: daysBefore(4), updatedAt: beforeBase(50),
  }),
  applicationRecord({
    id: 31021, stateId: 4, applicant: A.saga, companyId: COMPANY_SYD.id, departmentId: DEPARTMENT_LUND.id, professionId: PROFESSION_SCAFFOLDING,
    hasApprovedCourses: true, confirmedCourseIds: [1], createdAt: daysBefore(5), updatedAt: daysBefore(4),
  }),
  applicationRecord({
    id: 31022, stateId: 1, initiatedByCompany: true, applicant: A.ebba, createdBy: P.departmentAdmin, companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_MALMO.id, professionId: PROFESSION_SCAFFOLDING, instructorId: STAFF.sofia.employmentId, workplace: 202,
    employmentTypeId: 1, privacyAccepted: false, createdAt: daysBefore(1), updatedAt: daysBefore(1), savedByCompanyAt: daysBefore(1),
  }),
  applicationRecord({
    id: 31023, stateId: 2, initiatedByCompany: true, applicant: A.liam, createdBy: P.departmentAdmin, companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_MALMO.id, professionId: PROFESSION_SCAFFOLDING, instructorId: STAFF.sofia.employmentId, workplace: 201,
    employmentDate: '2026-11-16', ...COMPLETE, createdAt: daysBefore(6), updatedAt: daysBefore(2), savedByCompanyAt: daysBefore(2),
  }),
  applicationRecord({
    // Tomasz has no Swedish personal number; approved by the board long ago.
    id: 30801, stateId: 6, applicant: P.passwordUser, companyId: COMPANY_SYD.id, departmentId: DEPARTMENT_LUND.id,
    professionId: PROFESSION_SCAFFOLDING, instructorId: 2005, workplace: 203, employmentDate: '2025-01-13', ...COMPLETE,
    createdAt: '2024-12-20T09:00:00.000Z', updatedAt: daysBefore(7), savedByCompanyAt: '2025-01-08T09:00:00.000Z',
  }),
]

const APPLICATION_DOCUMENTS = [
  document(41001, 31001, 'grades', 'slutbetyg-gymnasiet.pdf', 2, { schoolName: 'Luleå gymnasieskola', municipality: 'Luleå', schoolRegion: 'Norrbotten', quality: 'original' }),
  document(41002, 31003, 'photo', 'betyg-foto.png', 9),
  document(41003, 30601, 'grades', 'betyg.pdf', 3, { schoolName: 'Luleå gymnasieskola', municipality: 'Luleå', schoolRegion: 'Norrbotten', quality: 'original' }),
  document(41004, 30601, 'photo', 'kursintyg-foto.png', 3),
  document(41005, 30602, 'certificate', 'arbetsgivarintyg.pdf', 11),
  document(41006, 31011, 'grades', 'slutbetyg.pdf', 2, { schoolName: 'Umeå byggprogram', municipality: 'Umeå', schoolRegion: 'Västerbotten' }),
  document(41007, 31020, 'grades', 'betyg-takmastarna.pdf', 6),
  document(41008, 30701, 'grades', 'betyg-malmo.pdf', 4, { schoolName: 'Malmö tekniska gymnasium', municipality: 'Malmö', schoolRegion: 'Skåne' }),
  document(41009, 31021, 'trainingCertificate', 'utbildningsintyg.pdf', 5),
  document(41010, 31023, 'grades', 'betyg-liam.pdf', 3),
  document(41011, 30501, 'grades', 'betyg-elin.pdf', 260),
]

async function seedApplications(target: Db, createAll: <T>(collection: { create(value: T): Promise<unknown> }, rows: readonly T[]) => Promise<void>) {
  await createAll(target.persons, [...STAFF_LIST, ...SCAFFOLDING_APPRENTICES, TRANSFER_APPRENTICE, ...APPLICANT_LIST].map(extraPersonRecord))
  await createAll(target.employments, EXTRA_EMPLOYMENTS)
  await createAll(target.departmentEmployments, EXTRA_DEPARTMENT_EMPLOYMENTS)
  await createAll(target.apprenticeships, EXTRA_APPRENTICESHIPS)
  await createAll(target.apprenticeshipInstructors, EXTRA_APPRENTICESHIP_INSTRUCTORS)
  await createAll(target.companyRoles, EXTRA_COMPANY_ROLES)
  await createAll(target.educations, EXTRA_EDUCATIONS)
  await createAll(target.tradeCertificates, EXTRA_TRADE_CERTIFICATES)
  await createAll(target.instructorExemptions, EXTRA_INSTRUCTOR_EXEMPTIONS)
  await createAll(target.machineQualifications, EXTRA_MACHINE_QUALIFICATIONS)
  await createAll(target.workplaces, WORKPLACES)
  await createAll(target.professionCourses, PROFESSION_COURSES)
  await createAll(target.applications, APPLICATIONS)
  await createAll(target.applicationDocuments, APPLICATION_DOCUMENTS)
}

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
  await seedApplications(target, createAll)

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
