/**
 * The shell slice of the scenario: the personas and the people, their
 * employments, apprenticeships, educations, books and certificates the start page and the menu
 * are built from. Deterministic (no randomness, no reading of the clock): every date is fixed,
 * relative to SCENARIO_BASE_DATE, so two resets give identical data and the browser, Vitest,
 * Playwright and the Pact provider states all see the same world.
 */
import type { Db, PersonRecord } from '../db'
import type { RoleAbbreviation } from '../views'
import { COMPANY_NORR, COMPANY_SYD, DEPARTMENT_LUND, DEPARTMENT_MALMO } from './company'
import { createAll } from './create-all'

/** The scenario's "today" for the data it contains (not the clock: see clock.ts). */
export const SCENARIO_BASE_DATE = '2026-11-16T09:00:00.000Z'

export const HOUR = 3_600_000
export function beforeBase(hours: number): string {
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

/** Profession 848 is scaffolding (§3). */
export const PROFESSION_SCAFFOLDING = 848
export const PROFESSION_MACHINE = 120

export const PERSONAS: Record<PersonaKey, Persona> = {
  apprentice: {
    key: 'apprentice',
    id: 1001,
    firstName: 'Elin',
    lastName: 'Andersson',
    personalNumber: '200403152382',
    email: 'elin.andersson@example.com',
    mobilephone: '070-123 45 01',
    password: null,
    roles: ['LÄR'],
    companies: [COMPANY_NORR.name, `${COMPANY_SYD.name} (Malmö)`],
    imitates: null,
    note: 'Two active apprenticeships (Syd from 2026-03-02, Norr from 2025-08-18) and an ended one at Takmästarna; e-books 7001 active (Norr), 7002 paused (Syd), 7005 approved (Takmästarna, 300 reports), 7006 not yet active (Norr, 101).',
  },
  instructor: {
    key: 'instructor',
    id: 1002,
    firstName: 'Johan',
    lastName: 'Berg',
    personalNumber: '197809024578',
    email: 'johan.berg@example.com',
    mobilephone: '070-123 45 02',
    password: null,
    roles: ['HL'],
    companies: [COMPANY_NORR.name, `${COMPANY_SYD.name} (Malmö, Lund)`],
    imitates: null,
    note: 'Active instructor of 7 apprenticeships (Elin twice, Tomasz, Sara and three carpentry apprentices at Norr with books to review, scenario/instructor.ts); trade certificates 848 and 101; read the instructions before the latest ones; first login (tour).',
  },
  companyAdmin: {
    key: 'companyAdmin',
    id: 1003,
    firstName: 'Maria',
    lastName: 'Lindqvist',
    personalNumber: '198306113260',
    email: 'maria.lindqvist@example.com',
    mobilephone: '070-123 45 03',
    password: null,
    roles: ['FTGADM', 'BG'],
    companies: [COMPANY_NORR.name],
    imitates: null,
    note: 'Administrator and distance-education administrator; 160 notifications of every type.',
  },
  yua: {
    key: 'yua',
    id: 1004,
    firstName: 'Ahmed',
    lastName: 'Hassan',
    personalNumber: '199001287813',
    email: 'ahmed.hassan@example.com',
    mobilephone: '070-123 45 04',
    password: null,
    roles: ['YUA'],
    companies: [COMPANY_NORR.name],
    imitates: null,
    note: 'Education responsible; an approved instructor exemption for 848; a former (inactive) instructor link.',
  },
  bg: {
    key: 'bg',
    id: 1005,
    firstName: 'Karin',
    lastName: 'Nilsson',
    personalNumber: '198607045229',
    email: 'karin.nilsson@example.com',
    mobilephone: '070-123 45 05',
    password: null,
    roles: ['BG'],
    companies: [COMPANY_NORR.name],
    imitates: null,
    note: 'Distance-education administrator (approves distance orders).',
  },
  departmentAdmin: {
    key: 'departmentAdmin',
    id: 1006,
    firstName: 'Lena',
    lastName: 'Persson',
    personalNumber: '197502196343',
    email: 'lena.persson@example.com',
    mobilephone: '070-123 45 06',
    password: null,
    roles: ['AVDADM'],
    companies: [`${COMPANY_SYD.name} (Malmö)`],
    imitates: null,
    note: 'Department administrator of Malmö in the company with departments; first login (tour).',
  },
  minor: {
    key: 'minor',
    id: 1007,
    firstName: 'Olivia',
    lastName: 'Ek',
    personalNumber: '201104221583',
    email: null,
    mobilephone: null,
    password: null,
    roles: [],
    companies: [],
    imitates: null,
    note: 'Born 2011-04-22 (under 18); not registered.',
  },
  passwordUser: {
    key: 'passwordUser',
    id: 1008,
    firstName: 'Tomasz',
    lastName: 'Kowalski',
    personalNumber: '',
    email: 'tomasz.kowalski@example.com',
    mobilephone: '+48 601 234 567',
    password: 'Losen!2026',
    roles: ['LÄR'],
    companies: [`${COMPANY_SYD.name} (Lund)`],
    imitates: null,
    note: 'No Swedish personal number: logs in with e-mail and password; Polish phone; language pl.',
  },
  protectedIdentity: {
    key: 'protectedIdentity',
    id: 1009,
    firstName: 'Sara',
    lastName: 'Holm',
    personalNumber: '199208173402',
    email: 'sara.holm@example.com',
    mobilephone: '070-123 45 09',
    password: null,
    roles: ['LÄR'],
    companies: [COMPANY_NORR.name],
    imitates: null,
    note: 'Protected identity (no register address); qualifying time ended 2026-09-30, not approved; approved book.',
  },
  imitatingAdmin: {
    key: 'imitatingAdmin',
    id: 1010,
    firstName: 'Agneta',
    lastName: 'Sjöberg',
    personalNumber: '196903058623',
    email: 'agneta.sjoberg@example.com',
    mobilephone: '070-123 45 10',
    password: null,
    roles: [],
    companies: [],
    imitates: 'apprentice',
    note: 'Global administrator. Her token and hash act as Elin Andersson (imitatingUser set); an e-ID login gives herself.',
  },
  unregistered: {
    key: 'unregistered',
    id: 1011,
    firstName: 'Erik',
    lastName: 'Johansson',
    personalNumber: '199711304197',
    email: 'erik.johansson@example.com',
    mobilephone: '070-123 45 11',
    password: null,
    roles: [],
    companies: [],
    imitates: null,
    note: 'Adult; phone and e-mail given but not verified.',
  },
}

export const PERSONA_KEYS = Object.keys(PERSONAS) as PersonaKey[]

export type Address = Pick<PersonRecord, 'address1' | 'address2' | 'zip' | 'city' | 'country'>
const noAddress: Address = { address1: null, address2: null, zip: null, city: null, country: null }
export function address(address1: string, zip: string, city: string, address2: string | null = null): Address {
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

export const PERSON_EXTRAS: Record<PersonaKey, PersonExtras> = {
  apprentice: {
    address: address('Storgatan 12', '972 31', 'Luleå'),
    registeredAddress: address('Storgatan 12', '972 31', 'Luleå', 'Lgh 1102'),
    phoneVerified: true,
    emailVerified: true,
  },
  instructor: {
    address: address('Skolgatan 4', '931 30', 'Skellefteå'),
    registeredAddress: address('Skolgatan 4', '931 30', 'Skellefteå'),
    phoneVerified: true,
    emailVerified: true,
    firstLogin: true,
    readInstructionsOn: '2026-03-10T08:12:00.000Z',
  },
  companyAdmin: {
    address: address('Norra Strandgatan 8', '903 27', 'Umeå'),
    registeredAddress: address('Norra Strandgatan 8', '903 27', 'Umeå'),
    phoneVerified: true,
    emailVerified: true,
  },
  yua: {
    address: address('Västra Esplanaden 3', '903 26', 'Umeå'),
    registeredAddress: address('Västra Esplanaden 3', '903 26', 'Umeå'),
    phoneVerified: true,
    emailVerified: true,
    readInstructionsOn: '2026-06-01T10:00:00.000Z',
  },
  bg: {
    address: address('Kyrkgatan 20', '972 32', 'Luleå'),
    registeredAddress: address('Kyrkgatan 20', '972 32', 'Luleå'),
    phoneVerified: true,
    emailVerified: true,
  },
  departmentAdmin: {
    address: address('Södra Förstadsgatan 40', '211 43', 'Malmö'),
    registeredAddress: address('Södra Förstadsgatan 40', '211 43', 'Malmö'),
    phoneVerified: true,
    emailVerified: true,
    firstLogin: true,
  },
  minor: {
    address: noAddress,
    registeredAddress: address('Ringvägen 7', '224 60', 'Lund'),
    phoneVerified: false,
    emailVerified: false,
  },
  passwordUser: {
    address: address('Bangatan 3', '222 21', 'Lund'),
    registeredAddress: null,
    phoneVerified: true,
    emailVerified: true,
    language: 'pl',
  },
  protectedIdentity: {
    address: noAddress,
    registeredAddress: null,
    phoneVerified: true,
    emailVerified: true,
    protectedIdentity: true,
  },
  imitatingAdmin: {
    address: address('Drottninggatan 50', '111 21', 'Stockholm'),
    registeredAddress: address('Drottninggatan 50', '111 21', 'Stockholm'),
    phoneVerified: true,
    emailVerified: true,
    isAdmin: true,
  },
  unregistered: {
    address: noAddress,
    registeredAddress: address('Kungsgatan 5', '411 19', 'Göteborg'),
    phoneVerified: false,
    emailVerified: false,
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

export const P = PERSONAS
export const NO_DEPT_ROLES = {
  isDepartmentEducationResponsible: false,
  isDepartmentInstructor: false,
  isDepartmentDistanceEducationAdministrator: false,
  isDepartmentAdministrator: false,
}
export const NO_ROLES = {
  Administrator: false,
  CompanyEducationResponsible: false,
  DistanceEducationAdministrator: false,
  Instructor: false,
}

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
  {
    id: 5004,
    employmentId: 2009,
    departmentId: DEPARTMENT_MALMO.id,
    ...NO_DEPT_ROLES,
    isDepartmentAdministrator: true,
  },
  { id: 5005, employmentId: 2010, departmentId: DEPARTMENT_LUND.id, ...NO_DEPT_ROLES },
]

// Stored oldest first on purpose: the start page must sort active apprenticeships newest first.
const APPRENTICESHIPS = [
  {
    id: 3001,
    personId: P.apprentice.id,
    companyId: 3,
    employmentId: 2003,
    professionId: 101,
    fromDate: '2024-08-19',
    manuallyEndedDate: '2025-06-30',
  },
  {
    id: 3002,
    personId: P.apprentice.id,
    companyId: 1,
    employmentId: 2001,
    professionId: PROFESSION_SCAFFOLDING,
    fromDate: '2025-08-18',
    manuallyEndedDate: null,
  },
  {
    id: 3003,
    personId: P.apprentice.id,
    companyId: 2,
    employmentId: 2002,
    professionId: PROFESSION_SCAFFOLDING,
    fromDate: '2026-03-02',
    manuallyEndedDate: null,
  },
  {
    id: 3004,
    personId: P.passwordUser.id,
    companyId: 2,
    employmentId: 2010,
    professionId: PROFESSION_SCAFFOLDING,
    fromDate: '2025-01-13',
    manuallyEndedDate: null,
  },
  {
    id: 3005,
    personId: P.protectedIdentity.id,
    companyId: 1,
    employmentId: 2011,
    professionId: 101,
    fromDate: '2023-10-02',
    manuallyEndedDate: null,
  },
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
    id: 6001,
    personId: P.apprentice.id,
    professionId: 101,
    basicEducationCertificate: true,
    qualificationTime: {
      fromDate: '2024-08-19',
      toDate: '2025-06-30',
      isCancelled: true,
      doAbort: false,
      isApprovedByInstructor: false,
    },
  },
  {
    id: 6002,
    personId: P.apprentice.id,
    professionId: PROFESSION_SCAFFOLDING,
    basicEducationCertificate: true,
    qualificationTime: {
      fromDate: '2025-08-18',
      toDate: '2027-08-17',
      isCancelled: false,
      doAbort: false,
      isApprovedByInstructor: false,
    },
  },
  {
    id: 6003,
    personId: P.passwordUser.id,
    professionId: PROFESSION_SCAFFOLDING,
    basicEducationCertificate: false,
    qualificationTime: {
      fromDate: '2025-01-13',
      toDate: '2027-01-12',
      isCancelled: false,
      doAbort: false,
      isApprovedByInstructor: false,
    },
  },
  {
    // Finished (§4): end date passed, not approved by the instructor, neither aborted nor cancelled.
    id: 6004,
    personId: P.protectedIdentity.id,
    professionId: 101,
    basicEducationCertificate: true,
    qualificationTime: {
      fromDate: '2023-10-02',
      toDate: '2026-09-30',
      isCancelled: false,
      doAbort: false,
      isApprovedByInstructor: false,
    },
  },
  {
    id: 6005,
    personId: P.minor.id,
    professionId: PROFESSION_SCAFFOLDING,
    basicEducationCertificate: false,
    qualificationTime: null,
  },
  {
    id: 6006,
    personId: P.instructor.id,
    professionId: PROFESSION_SCAFFOLDING,
    basicEducationCertificate: true,
    qualificationTime: {
      fromDate: '2005-08-15',
      toDate: '2008-08-14',
      isCancelled: false,
      doAbort: false,
      isApprovedByInstructor: true,
    },
  },
]

// The books (7001–7006) are the e-book slice's: scenario/ebook.ts.

const TRADE_CERTIFICATES = [
  {
    id: 8001,
    personId: P.instructor.id,
    professionId: PROFESSION_SCAFFOLDING,
    readInstructionsOn: '2026-03-10T08:12:00.000Z',
  },
  { id: 8002, personId: P.instructor.id, professionId: 101, readInstructionsOn: null },
  { id: 8003, personId: P.yua.id, professionId: 101, readInstructionsOn: '2026-06-01T10:00:00.000Z' },
]

const INSTRUCTOR_EXEMPTIONS = [
  { id: 9001, personId: P.yua.id, professionId: PROFESSION_SCAFFOLDING, status: 'approved' },
  { id: 9002, personId: P.departmentAdmin.id, professionId: 101, status: 'pending' },
]

const MACHINE_QUALIFICATIONS = [{ id: 9101, personId: P.instructor.id, machineId: 1 }]

/** The people and their links to companies. */
export async function seedShellPeople(target: Db): Promise<void> {
  await createAll(
    target.persons,
    PERSONA_KEYS.map((key) => personRecord(PERSONAS[key])),
  )
  await createAll(target.employments, EMPLOYMENTS)
  await createAll(target.departmentEmployments, DEPARTMENT_EMPLOYMENTS)
  await createAll(target.apprenticeships, APPRENTICESHIPS)
  await createAll(target.apprenticeshipInstructors, APPRENTICESHIP_INSTRUCTORS)
  await createAll(target.companyRoles, COMPANY_ROLES)
  await createAll(target.educations, EDUCATIONS)
  await createAll(target.tradeCertificates, TRADE_CERTIFICATES)
  await createAll(target.instructorExemptions, INSTRUCTOR_EXEMPTIONS)
  await createAll(target.machineQualifications, MACHINE_QUALIFICATIONS)
}
