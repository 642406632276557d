/**
 * The application slice's people: instructors at Norr and Syd (each failing one §5 rule or none),
 * apprentices and applicants, their employments and qualifications, and profession courses
 * (companies, departments and workplaces: company.ts).
 *
 * Extra people (ids 1101..1135) are not personas: they are not listed in the test-login panel
 * (listedAsFake false), but anyone can log in as them by personal number. Application ids that a
 * seeded notification names (30501, 30601, 30602, 30701, 30801) are those applications; the others
 * are 31001 and up. The applications' times are relative to the seed day (below), the people's to
 * SCENARIO_BASE_DATE. A test that names an application's date seeds on the base date
 * (`resetScenario(variant, SCENARIO_BASE_DATE)`, `mock.resetOn`); pinning the clock after the seed
 * moves the clock, not the dates.
 */
import { personalNumberCheckDigit } from '../../src/domain/validation'
import { now } from '../clock'
import type { Db, PersonRecord } from '../db'
import { createAll } from './create-all'
import { COMPANY_MITT, COMPANY_NORR, COMPANY_SYD, DEPARTMENT_LUND, DEPARTMENT_MALMO } from './company'
import {
  address,
  HOUR,
  NO_DEPT_ROLES,
  NO_ROLES,
  PROFESSION_MACHINE,
  PROFESSION_SCAFFOLDING,
  SCENARIO_BASE_DATE,
  type Address,
} from './shell'

const DAY = 24
const DAY_MS = DAY * HOUR

/**
 * The applications' seed day: the last 09:00 UTC (the base date's hour) at or before the scenario
 * clock when the scenario is seeded. On a clock pinned at SCENARIO_BASE_DATE it is that date, and
 * the data is what the tests name; on the real clock it moves with the day, so what the scenario
 * promises about an application's age holds on any date: drafts are deleted 14 days after their last
 * change (§4), and dated from the base date, Elin's fresh draft was gone from 2026-11-29 on (ADR 0020, "The
 * applications follow the day of the reset").
 */
function seedDay(): number {
  const base = Date.parse(SCENARIO_BASE_DATE)
  return base + Math.floor((now().getTime() - base) / DAY_MS) * DAY_MS
}

/** `days` before the applications' seed day, as an ISO timestamp. */
export type DaysBefore = (days: number) => string

/** The applications' times of one seed: the clock is read once, so every record has the same seed day. */
export function daysBeforeSeedDay(): DaysBefore {
  const day = seedDay()
  return (days) => new Date(day - days * DAY_MS).toISOString()
}

/** A valid 12-digit personal number for a birth date and a 3-digit serial (last digit odd: man, even: woman). */
export function pn(yyyymmdd: string, serial: string): string {
  return `${yyyymmdd}${serial}${personalNumberCheckDigit(yyyymmdd.slice(2) + serial)}`
}

export interface ExtraPerson {
  id: number
  firstName: string
  lastName: string
  personalNumber: string
  email: string | null
  mobilephone: string | null
  address: Address
  readInstructionsOn?: string | null
}

export function extraPersonRecord(p: ExtraPerson): PersonRecord {
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
  anders: {
    id: 1101,
    employmentId: 2101,
    firstName: 'Anders',
    lastName: 'Vikström',
    personalNumber: pn('19800312', '153'),
    email: 'anders.vikstrom@example.com',
    mobilephone: '070-223 11 01',
    address: address('Hamngatan 3', '972 31', 'Luleå'),
    readInstructionsOn: READ_CURRENT,
  },
  /** noCertificateOrExemption for 848 (only a pending exemption) and 101. */
  mikael: {
    id: 1102,
    employmentId: 2102,
    firstName: 'Mikael',
    lastName: 'Olsson',
    personalNumber: pn('19750620', '271'),
    email: 'mikael.olsson@example.com',
    mobilephone: '070-223 11 02',
    address: address('Sjögatan 9', '972 34', 'Luleå'),
    readInstructionsOn: READ_CURRENT,
  },
  /** noMachineQualification for 120. */
  per: {
    id: 1103,
    employmentId: 2103,
    firstName: 'Per',
    lastName: 'Hedlund',
    personalNumber: pn('19690905', '393'),
    email: 'per.hedlund@example.com',
    mobilephone: '070-223 11 03',
    address: address('Bodenvägen 14', '961 35', 'Boden'),
    readInstructionsOn: READ_CURRENT,
  },
  /** noEmail. */
  nils: {
    id: 1104,
    employmentId: 2104,
    firstName: 'Nils',
    lastName: 'Engström',
    personalNumber: pn('19821127', '415'),
    email: null,
    mobilephone: '070-223 11 04',
    address: address('Malmvägen 2', '981 32', 'Kiruna'),
    readInstructionsOn: READ_CURRENT,
  },
  /** instructionsNotRead (read before the instructions of 2026-05-04). */
  jonas: {
    id: 1105,
    employmentId: 2105,
    firstName: 'Jonas',
    lastName: 'Wikström',
    personalNumber: pn('19880214', '537'),
    email: 'jonas.wikstrom@example.com',
    mobilephone: '070-223 11 05',
    address: address('Älvgatan 21', '941 33', 'Piteå'),
    readInstructionsOn: '2026-01-15T09:00:00.000Z',
  },
  /** scaffoldingMax: three scaffolding apprentices. */
  karl: {
    id: 1106,
    employmentId: 2106,
    firstName: 'Karl',
    lastName: 'Sundberg',
    personalNumber: pn('19770501', '659'),
    email: 'karl.sundberg@example.com',
    mobilephone: '070-223 11 06',
    address: address('Granvägen 7', '972 45', 'Luleå'),
    readInstructionsOn: READ_CURRENT,
  },
  /** scaffoldingMissingBasicEducation: a scaffolding apprentice without the certificate. */
  erik: {
    id: 1107,
    employmentId: 2107,
    firstName: 'Erik',
    lastName: 'Lundgren',
    personalNumber: pn('19850818', '771'),
    email: 'erik.lundgren@example.com',
    mobilephone: '070-223 11 07',
    address: address('Tallvägen 5', '972 46', 'Luleå'),
    readInstructionsOn: READ_CURRENT,
  },
  /** noOwnAccount: no Swedish personal number and no password. */
  piotr: {
    id: 1108,
    employmentId: 2108,
    firstName: 'Piotr',
    lastName: 'Nowak',
    personalNumber: '',
    email: 'piotr.nowak@example.com',
    mobilephone: '+48 602 345 678',
    address: address('Stationsgatan 1', '972 38', 'Luleå'),
    readInstructionsOn: READ_CURRENT,
  },
  /** Syd, Malmö: eligible for 848. */
  sofia: {
    id: 1109,
    employmentId: 2109,
    firstName: 'Sofia',
    lastName: 'Berggren',
    personalNumber: pn('19910402', '882'),
    email: 'sofia.berggren@example.com',
    mobilephone: '070-223 11 09',
    address: address('Amiralsgatan 30', '211 55', 'Malmö'),
    readInstructionsOn: READ_CURRENT,
  },
  /** Syd, Lund: eligible for 848. */
  ola: {
    id: 1110,
    employmentId: 2110,
    firstName: 'Ola',
    lastName: 'Dahlberg',
    personalNumber: pn('19830715', '915'),
    email: 'ola.dahlberg@example.com',
    mobilephone: '070-223 11 10',
    address: address('Clemenstorget 4', '222 21', 'Lund'),
    readInstructionsOn: READ_CURRENT,
  },
} satisfies Record<string, ExtraPerson & { employmentId: number }>

/**
 * Theo Axelsson, Karl's apprentice at Norr (848, basic education done): his e-book 7007 is switched off
 * by his distance order 12002 past its approval date and on again by its approval (ebook.ts, orders.ts).
 */
export const THEO: ExtraPerson = {
  id: 1111,
  firstName: 'Theo',
  lastName: 'Axelsson',
  personalNumber: pn('20050203', '135'),
  email: 'theo.axelsson@example.com',
  mobilephone: '070-323 11 11',
  address: address('Skeppsbrogatan 2', '972 31', 'Luleå'),
}

/** Scaffolding apprentices at Norr: Karl's three (with basic education) and Erik's one (without). */
const SCAFFOLDING_APPRENTICES: ExtraPerson[] = [
  THEO,
  {
    id: 1112,
    firstName: 'Alva',
    lastName: 'Mattsson',
    personalNumber: pn('20040917', '246'),
    email: 'alva.mattsson@example.com',
    mobilephone: '070-323 11 12',
    address: address('Rådstugatan 8', '972 33', 'Luleå'),
  },
  {
    id: 1113,
    firstName: 'Isak',
    lastName: 'Norberg',
    personalNumber: pn('20060111', '357'),
    email: 'isak.norberg@example.com',
    mobilephone: '070-323 11 13',
    address: address('Köpmansgatan 5', '972 32', 'Luleå'),
  },
  {
    id: 1114,
    firstName: 'Leo',
    lastName: 'Falk',
    personalNumber: pn('20070322', '479'),
    email: 'leo.falk@example.com',
    mobilephone: '070-323 11 14',
    address: address('Varvsgatan 11', '972 35', 'Luleå'),
  },
]

/** A current apprentice at Takmästarna (101, since 2025-09-01) asking Norr to take over: the transfer case. */
export const TRANSFER_APPRENTICE: ExtraPerson = {
  id: 1120,
  firstName: 'Filip',
  lastName: 'Strand',
  personalNumber: pn('20030508', '591'),
  email: 'filip.strand@example.com',
  mobilephone: '070-323 11 20',
  address: address('Esplanaden 12', '852 30', 'Sundsvall'),
}

/** People who applied (or were registered by a company); no apprenticeship yet. */
const APPLICANT_LIST: ExtraPerson[] = [
  {
    id: 1121,
    firstName: 'Emma',
    lastName: 'Svensson',
    personalNumber: pn('20050611', '462'),
    email: 'emma.svensson@example.com',
    mobilephone: '070-423 11 21',
    address: address('Nygatan 4', '972 31', 'Luleå'),
  },
  {
    id: 1122,
    firstName: 'Ali',
    lastName: 'Karimi',
    personalNumber: pn('20040129', '515'),
    email: 'ali.karimi@example.com',
    mobilephone: '070-423 11 22',
    address: address('Stationsvägen 18', '903 27', 'Umeå'),
  },
  {
    id: 1123,
    firstName: 'Noah',
    lastName: 'Lindberg',
    personalNumber: pn('20060802', '637'),
    email: 'noah.lindberg@example.com',
    mobilephone: '070-423 11 23',
    address: address('Kungsgatan 40', '903 25', 'Umeå'),
  },
  {
    id: 1124,
    firstName: 'Wilma',
    lastName: 'Forsberg',
    personalNumber: pn('20070415', '748'),
    email: 'wilma.forsberg@example.com',
    mobilephone: '070-423 11 24',
    address: address('Skolgatan 61', '903 30', 'Umeå'),
  },
  {
    id: 1125,
    firstName: 'Oskar',
    lastName: 'Nyström',
    personalNumber: pn('20030930', '851'),
    email: 'oskar.nystrom@example.com',
    mobilephone: '070-423 11 25',
    address: address('Storgatan 70', '931 31', 'Skellefteå'),
  },
  {
    id: 1126,
    firstName: 'Lucas',
    lastName: 'Öberg',
    personalNumber: pn('20050124', '973'),
    email: 'lucas.oberg@example.com',
    mobilephone: '070-423 11 26',
    address: address('Kanalgatan 3', '931 32', 'Skellefteå'),
  },
  {
    id: 1127,
    firstName: 'Alice',
    lastName: 'Sandberg',
    personalNumber: pn('20041106', '284'),
    email: 'alice.sandberg@example.com',
    mobilephone: '070-423 11 27',
    address: address('Norra Järnvägsgatan 9', '931 30', 'Skellefteå'),
  },
  {
    id: 1128,
    firstName: 'Maja',
    lastName: 'Lindgren',
    personalNumber: pn('20020722', '326'),
    email: 'maja.lindgren@example.com',
    mobilephone: '070-423 11 28',
    address: address('Smedjegatan 15', '972 38', 'Luleå'),
  },
  {
    id: 1129,
    firstName: 'Viktor',
    lastName: 'Åberg',
    personalNumber: pn('20021013', '417'),
    email: 'viktor.aberg@example.com',
    mobilephone: '070-423 11 29',
    address: address('Björkskataleden 20', '972 52', 'Luleå'),
  },
  {
    id: 1130,
    firstName: 'Elsa',
    lastName: 'Berglund',
    personalNumber: pn('20010304', '528'),
    email: 'elsa.berglund@example.com',
    mobilephone: '070-423 11 30',
    address: address('Hertsövägen 6', '973 31', 'Luleå'),
  },
  {
    id: 1131,
    firstName: 'Hampus',
    lastName: 'Dahl',
    personalNumber: pn('20010819', '639'),
    email: 'hampus.dahl@example.com',
    mobilephone: '070-423 11 31',
    address: address('Porsövägen 12', '977 54', 'Luleå'),
  },
  {
    id: 1132,
    firstName: 'Hugo',
    lastName: 'Blom',
    personalNumber: pn('20050505', '713'),
    email: 'hugo.blom@example.com',
    mobilephone: '070-423 11 32',
    address: address('Bergsgatan 22', '211 54', 'Malmö'),
  },
  {
    id: 1133,
    firstName: 'Saga',
    lastName: 'Nordin',
    personalNumber: pn('20060227', '824'),
    email: 'saga.nordin@example.com',
    mobilephone: '070-423 11 33',
    address: address('Karl XI:s gata 7', '222 20', 'Lund'),
  },
  {
    id: 1134,
    firstName: 'Ebba',
    lastName: 'Sjögren',
    personalNumber: pn('20070109', '946'),
    email: 'ebba.sjogren@example.com',
    mobilephone: '070-423 11 34',
    address: address('Rörsjögatan 18', '211 37', 'Malmö'),
  },
  {
    id: 1135,
    firstName: 'Liam',
    lastName: 'Ström',
    personalNumber: pn('20040620', '191'),
    email: 'liam.strom@example.com',
    mobilephone: '070-423 11 35',
    address: address('Föreningsgatan 25', '211 52', 'Malmö'),
  },
]
export const APPLICANTS_BY_NAME = Object.fromEntries(
  APPLICANT_LIST.map((a) => [a.firstName.toLowerCase(), a]),
) as Record<string, ExtraPerson>

const STAFF_LIST: ExtraPerson[] = Object.values(STAFF)

const EXTRA_EMPLOYMENTS = [
  ...Object.values(STAFF).map((s) => ({
    id: s.employmentId,
    personId: s.id,
    companyId: s === STAFF.sofia || s === STAFF.ola ? COMPANY_SYD.id : COMPANY_NORR.id,
    fromDate: '2018-03-01',
    endDate: null,
  })),
  ...SCAFFOLDING_APPRENTICES.map((a, i) => ({
    id: 2111 + i,
    personId: a.id,
    companyId: COMPANY_NORR.id,
    fromDate: '2026-01-12',
    endDate: null,
  })),
  { id: 2120, personId: TRANSFER_APPRENTICE.id, companyId: COMPANY_MITT.id, fromDate: '2025-09-01', endDate: null },
]

const EXTRA_DEPARTMENT_EMPLOYMENTS = [
  {
    id: 5101,
    employmentId: STAFF.sofia.employmentId,
    departmentId: DEPARTMENT_MALMO.id,
    ...NO_DEPT_ROLES,
    isDepartmentInstructor: true,
  },
  {
    id: 5102,
    employmentId: STAFF.ola.employmentId,
    departmentId: DEPARTMENT_LUND.id,
    ...NO_DEPT_ROLES,
    isDepartmentInstructor: true,
  },
]

const EXTRA_APPRENTICESHIPS = [
  ...SCAFFOLDING_APPRENTICES.map((a, i) => ({
    id: 3111 + i,
    personId: a.id,
    companyId: COMPANY_NORR.id,
    employmentId: 2111 + i,
    professionId: PROFESSION_SCAFFOLDING,
    fromDate: '2026-01-12',
    manuallyEndedDate: null,
  })),
  {
    id: 3120,
    personId: TRANSFER_APPRENTICE.id,
    companyId: COMPANY_MITT.id,
    employmentId: 2120,
    professionId: 101,
    fromDate: '2025-09-01',
    manuallyEndedDate: null,
  },
]

const EXTRA_APPRENTICESHIP_INSTRUCTORS = [
  { id: 4111, employmentId: STAFF.karl.employmentId, apprenticeshipId: 3111, isActive: true },
  { id: 4112, employmentId: STAFF.karl.employmentId, apprenticeshipId: 3112, isActive: true },
  { id: 4113, employmentId: STAFF.karl.employmentId, apprenticeshipId: 3113, isActive: true },
  { id: 4114, employmentId: STAFF.erik.employmentId, apprenticeshipId: 3114, isActive: true },
]

// With departments, the company role mirrors the department flags (as for Johan Berg).
const EXTRA_COMPANY_ROLES = Object.values(STAFF).map((s) => ({
  personId: s.id,
  companyId: s === STAFF.sofia || s === STAFF.ola ? COMPANY_SYD.id : COMPANY_NORR.id,
  ...NO_ROLES,
  Instructor: true,
}))

const EXTRA_EDUCATIONS = [
  ...SCAFFOLDING_APPRENTICES.map((a, i) => ({
    id: 6111 + i,
    personId: a.id,
    professionId: PROFESSION_SCAFFOLDING,
    basicEducationCertificate: a.id !== 1114,
    qualificationTime: null,
  })),
  {
    id: 6120,
    personId: TRANSFER_APPRENTICE.id,
    professionId: 101,
    basicEducationCertificate: true,
    qualificationTime: {
      fromDate: '2025-09-01',
      toDate: '2028-08-31',
      isCancelled: false,
      doAbort: false,
      isApprovedByInstructor: false,
    },
  },
]

const EXTRA_TRADE_CERTIFICATES = [
  ...[PROFESSION_SCAFFOLDING, 101, 102, PROFESSION_MACHINE].map((professionId, i) => ({
    id: 8101 + i,
    personId: STAFF.anders.id,
    professionId,
    readInstructionsOn: READ_CURRENT,
  })),
  { id: 8111, personId: STAFF.mikael.id, professionId: 102, readInstructionsOn: READ_CURRENT },
  { id: 8112, personId: STAFF.per.id, professionId: PROFESSION_MACHINE, readInstructionsOn: READ_CURRENT },
  ...[STAFF.nils, STAFF.jonas, STAFF.karl, STAFF.erik, STAFF.piotr, STAFF.sofia, STAFF.ola].map((s, i) => ({
    id: 8113 + i,
    personId: s.id,
    professionId: PROFESSION_SCAFFOLDING,
    readInstructionsOn: s.readInstructionsOn,
  })),
]

const EXTRA_INSTRUCTOR_EXEMPTIONS = [
  { id: 9011, personId: STAFF.mikael.id, professionId: PROFESSION_SCAFFOLDING, status: 'pending' },
]

const EXTRA_MACHINE_QUALIFICATIONS = [
  { id: 9111, personId: STAFF.anders.id, machineId: 1 },
  { id: 9112, personId: STAFF.anders.id, machineId: 2 },
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

export async function seedApplicationPeople(target: Db): Promise<void> {
  await createAll(
    target.persons,
    [...STAFF_LIST, ...SCAFFOLDING_APPRENTICES, TRANSFER_APPRENTICE, ...APPLICANT_LIST].map(extraPersonRecord),
  )
  await createAll(target.employments, EXTRA_EMPLOYMENTS)
  await createAll(target.departmentEmployments, EXTRA_DEPARTMENT_EMPLOYMENTS)
  await createAll(target.apprenticeships, EXTRA_APPRENTICESHIPS)
  await createAll(target.apprenticeshipInstructors, EXTRA_APPRENTICESHIP_INSTRUCTORS)
  await createAll(target.companyRoles, EXTRA_COMPANY_ROLES)
  await createAll(target.educations, EXTRA_EDUCATIONS)
  await createAll(target.tradeCertificates, EXTRA_TRADE_CERTIFICATES)
  await createAll(target.instructorExemptions, EXTRA_INSTRUCTOR_EXEMPTIONS)
  await createAll(target.machineQualifications, EXTRA_MACHINE_QUALIFICATIONS)
  await createAll(target.professionCourses, PROFESSION_COURSES)
}
