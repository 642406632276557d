/**
 * The company staff slice of the scenario (issue 19): who works where in which role beyond the
 * personas and the application slice's instructors (application-people.ts STAFF, one failing each
 * §5 rule), so every role exists at both companies. Syd (departments Malmö and Lund) gets a company
 * administrator, a department administrator for Lund, an education responsible for Malmö, a distance
 * administrator for Lund, a person without an own account and an apprentice without an e-book (the
 * one that may be deleted); Norr a protected-identity employee. None of them is an instructor, so
 * the instructor lists the application wizards read stay as they were. Elin's apprenticeship at Norr
 * (3002, her book 7001 with its pause 2026-07-06 – 2026-08-02) and Tomasz's at Lund (3004) carry
 * employment rate periods.
 *
 * Ids: people 1501.., employments 2501.., department employments 5501.., apprenticeships 3501..,
 * links 4501.., educations 6501.., rate periods 11001..; the 'many-employees' variant: people
 * 100001.., employments 200001.. (2 000 at Norr, for the staff list at size in `npm run bench`).
 */
import { personalNumberCheckDigit } from '../../src/domain/validation'
import type { Db, PersonRecord } from '../db'
import { createAll } from './create-all'
import { COMPANY_NORR, COMPANY_SYD, DEPARTMENT_LUND, DEPARTMENT_MALMO } from './company'
import { NO_DEPT_ROLES, NO_ROLES, PROFESSION_SCAFFOLDING } from './shell'

function pn(yyyymmdd: string, serial: string): string {
  return `${yyyymmdd}${serial}${personalNumberCheckDigit(yyyymmdd.slice(2) + serial)}`
}

interface StaffSeed {
  id: number
  employmentId: number
  firstName: string
  lastName: string
  /** '' for someone without a Swedish personal number (and no password: no own account, §6). */
  personalNumber: string
  companyId: number
  departmentId: number | null
  protectedIdentity?: boolean
  /** A mobile phone already verified: the person has registered and goes straight to the start page. */
  verifiedPhone?: string
}

function personRecord(p: StaffSeed): PersonRecord {
  const email = `${p.firstName}.${p.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com'
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    personalNumber: p.personalNumber,
    email,
    mobilephone: p.verifiedPhone ?? null,
    phoneVerified: p.verifiedPhone !== undefined,
    emailVerified: true,
    firstLogin: false,
    readInstructionsOn: null,
    address1: null,
    address2: null,
    zip: null,
    city: null,
    country: null,
    language: 'sv',
    emailNotifications: true,
    protectedIdentity: p.protectedIdentity ?? false,
    password: null,
    isAdmin: false,
    listedAsFake: false,
    registeredAddress: null,
    personaKey: null,
  }
}

/** The named people of this slice (tests, Pact states and e2e take ids from here). */
export const COMPANY_STAFF = {
  /** Syd's company administrator (FTGADM): every department. */
  sydAdmin: {
    id: 1501,
    employmentId: 2501,
    firstName: 'Gunilla',
    lastName: 'Ek',
    personalNumber: pn('19700611', '246'),
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_MALMO.id,
    // Registered: e2e/company/departments.spec.ts logs her in by her personal number.
    verifiedPhone: '070-123 45 51',
  },
  /** Lund's department administrator (AVDADM Lund). */
  lundAdmin: {
    id: 1502,
    employmentId: 2502,
    firstName: 'Henrik',
    lastName: 'Strand',
    personalNumber: pn('19790923', '315'),
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_LUND.id,
  },
  /** Malmö's education responsible (YUA Malmö). */
  malmoYua: {
    id: 1503,
    employmentId: 2503,
    firstName: 'Amra',
    lastName: 'Kovač',
    personalNumber: pn('19870304', '428'),
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_MALMO.id,
  },
  /** Lund's distance administrator (BG Lund). */
  lundBg: {
    id: 1504,
    employmentId: 2504,
    firstName: 'Stina',
    lastName: 'Falk',
    personalNumber: pn('19920115', '544'),
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_LUND.id,
  },
  /** Malmö, no Swedish personal number and no password: no own account, greyed out (§6). */
  noAccount: {
    id: 1505,
    employmentId: 2505,
    firstName: 'Andrzej',
    lastName: 'Wiśniewski',
    personalNumber: '',
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_MALMO.id,
  },
  /** Norr, protected identity (§6: name, e-mail and personal number only for administrators). */
  protectedEmployee: {
    id: 1506,
    employmentId: 2506,
    firstName: 'Maja',
    lastName: 'Dold',
    personalNumber: pn('19890528', '662'),
    companyId: COMPANY_NORR.id,
    departmentId: null,
    protectedIdentity: true,
  },
  /** Malmö apprentice in scaffolding without an e-book, supervised by Sofia Berggren: may be deleted. */
  bookless: {
    id: 1507,
    employmentId: 2507,
    firstName: 'Noah',
    lastName: 'Lindberg',
    personalNumber: pn('20050809', '771'),
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_MALMO.id,
  },
} satisfies Record<string, StaffSeed>

/** Sofia Berggren's employment at Syd (application-people.ts STAFF.sofia). */
const SOFIA_AT_SYD = 2109

export const STAFF_IDS = {
  booklessApprenticeship: 3507,
  /** Elin's apprenticeship at Norr (her active book 7001 and its pause) and Tomasz's at Lund. */
  elinAtNorr: 3002,
  tomasAtLund: 3004,
  elinRates: [11001, 11002],
  /** The 'many-employees' variant. */
  manyEmployeesCount: 2000,
  manyEmployeesFirstPerson: 100001,
  manyEmployeesFirstEmployment: 200001,
} as const

const SEEDS: StaffSeed[] = Object.values(COMPANY_STAFF)

const DEPARTMENT_FLAGS: Record<number, Partial<typeof NO_DEPT_ROLES>> = {
  [COMPANY_STAFF.lundAdmin.id]: { isDepartmentAdministrator: true },
  [COMPANY_STAFF.malmoYua.id]: { isDepartmentEducationResponsible: true },
  [COMPANY_STAFF.lundBg.id]: { isDepartmentDistanceEducationAdministrator: true },
}

const COMPANY_ROLES = [
  { personId: COMPANY_STAFF.sydAdmin.id, companyId: COMPANY_SYD.id, ...NO_ROLES, Administrator: true },
  {
    personId: COMPANY_STAFF.protectedEmployee.id,
    companyId: COMPANY_NORR.id,
    ...NO_ROLES,
    CompanyEducationResponsible: true,
  },
]

const RATES = [
  // Elin at Norr: 75 % before her pause, 50 % after it.
  {
    id: 11001,
    apprenticeshipId: 3002,
    percent: 75,
    originalPercent: 100,
    fromDate: '2026-01-05',
    toDate: '2026-03-29',
  },
  {
    id: 11002,
    apprenticeshipId: 3002,
    percent: 50,
    originalPercent: 100,
    fromDate: '2026-09-01',
    toDate: '2026-10-30',
  },
  {
    id: 11003,
    apprenticeshipId: 3004,
    percent: 80,
    originalPercent: 100,
    fromDate: '2025-09-01',
    toDate: '2025-12-19',
  },
]

function manyEmployees() {
  const n = STAFF_IDS.manyEmployeesCount
  const first = ['Alva', 'Bo', 'Cecilia', 'David', 'Ebba', 'Filip', 'Greta', 'Hugo', 'Ines', 'Jon']
  const last = ['Ahlberg', 'Björk', 'Claesson', 'Dahl', 'Ek', 'Fors', 'Gran', 'Holm', 'Isaksson', 'Jarl']
  return Array.from({ length: n }, (_, i) => ({
    id: STAFF_IDS.manyEmployeesFirstPerson + i,
    employmentId: STAFF_IDS.manyEmployeesFirstEmployment + i,
    firstName: first[i % 10],
    lastName: `${last[Math.floor(i / 10) % 10]} ${i + 1}`,
    personalNumber: '',
    companyId: COMPANY_NORR.id,
    departmentId: null,
  }))
}

export async function seedCompanyStaff(target: Db, options: { manyEmployees?: boolean } = {}): Promise<void> {
  const seeds = options.manyEmployees ? [...SEEDS, ...manyEmployees()] : SEEDS
  await createAll(target.persons, seeds.map(personRecord))
  await createAll(
    target.employments,
    seeds.map((s) => ({
      id: s.employmentId,
      personId: s.id,
      companyId: s.companyId,
      fromDate: '2024-02-01',
      endDate: null,
    })),
  )
  await createAll(
    target.departmentEmployments,
    seeds.flatMap((s, i) =>
      s.departmentId === null
        ? []
        : [
            {
              id: 5501 + i,
              employmentId: s.employmentId,
              departmentId: s.departmentId,
              ...NO_DEPT_ROLES,
              ...DEPARTMENT_FLAGS[s.id],
            },
          ],
    ),
  )
  await createAll(target.companyRoles, COMPANY_ROLES)
  const b = COMPANY_STAFF.bookless
  await createAll(target.apprenticeships, [
    {
      id: STAFF_IDS.booklessApprenticeship,
      personId: b.id,
      companyId: b.companyId,
      employmentId: b.employmentId,
      professionId: PROFESSION_SCAFFOLDING,
      fromDate: '2026-08-17',
      manuallyEndedDate: null,
    },
  ])
  await createAll(target.apprenticeshipInstructors, [
    { id: 4501, employmentId: SOFIA_AT_SYD, apprenticeshipId: STAFF_IDS.booklessApprenticeship, isActive: true },
  ])
  // With the basic education certificate, so Sofia stays eligible for further scaffolding apprentices (§5).
  await createAll(target.educations, [
    {
      id: 6501,
      personId: b.id,
      professionId: PROFESSION_SCAFFOLDING,
      basicEducationCertificate: true,
      qualificationTime: null,
    },
  ])
  await createAll(target.employmentRates, RATES)
}
