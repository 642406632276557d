/**
 * Small persona fixtures for the table tests of src/domain (test-only; the scenario data of the
 * simulated backend lives in mock-server/seed.ts). Each persona holds exactly what its role needs,
 * so a table row fails when a rule starts to depend on something else.
 */
import type {
  Apprenticeship,
  CompanyRef,
  CompanyRole,
  CurrentUser,
  DepartmentEmployment,
  Education,
  Employment,
} from '../api/shell/user.schemas'
import { personalNumberCheckDigit } from '../domain/validation'

/** The fixed "today" of the domain tests (local time). */
export const TODAY = new Date(2026, 5, 15, 12, 0, 0)

/** A valid 12-digit personal number for a birth date 'YYYYMMDD' and a 3-digit serial. */
export function makePersonalNumber(yyyymmdd: string, serial = '123'): string {
  return `${yyyymmdd}${serial}${personalNumberCheckDigit(yyyymmdd.slice(2) + serial)}`
}

/** A company without departments. */
export const PLAIN_COMPANY: CompanyRef = {
  id: 10,
  name: 'Bygg AB',
  organizationalNumber: '5560000001',
  hasDepartments: false,
}
/** A company with departments 201 and 202. */
export const DEPARTMENT_COMPANY: CompanyRef = {
  id: 20,
  name: 'Stora Bygg AB',
  organizationalNumber: '5560000002',
  hasDepartments: true,
}

let nextId = 1000

export function basePerson(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const id = nextId++
  return {
    id,
    token: `token-${id}`,
    firstName: 'Test',
    lastName: 'Person',
    personalNumber: makePersonalNumber('19900101'),
    phoneVerified: true,
    emailVerified: true,
    email: 'test@example.se',
    mobilephone: '0701234567',
    firstLogin: false,
    readInstructionsOn: null,
    address1: null,
    address2: null,
    zip: null,
    city: null,
    country: null,
    books: [],
    apprenticeships: [],
    companyRoles: [],
    employments: [],
    educations: [],
    tradeCertificates: [],
    instructorExemptions: [],
    machinequalifications: [],
    imitatingUser: null,
    ...overrides,
  }
}

export function companyRole(companyId: number, flags: Partial<Omit<CompanyRole, 'companyId'>>): CompanyRole {
  return {
    companyId,
    Administrator: false,
    CompanyEducationResponsible: false,
    DistanceEducationAdministrator: false,
    Instructor: false,
    ...flags,
  }
}

export function departmentEmployment(
  departmentId: number,
  flags: Partial<
    Pick<
      DepartmentEmployment,
      | 'isDepartmentAdministrator'
      | 'isDepartmentEducationResponsible'
      | 'isDepartmentInstructor'
      | 'isDepartmentDistanceEducationAdministrator'
    >
  >,
): DepartmentEmployment {
  return {
    id: departmentId * 10,
    departmentId,
    department: { id: departmentId, name: `Avdelning ${departmentId}` },
    isDepartmentEducationResponsible: false,
    isDepartmentInstructor: false,
    isDepartmentDistanceEducationAdministrator: false,
    isDepartmentAdministrator: false,
    ...flags,
  }
}

export function employment(
  company: CompanyRef,
  extra: Partial<Pick<Employment, 'apprenticeshipInstructors' | 'departmentEmployments'>> = {},
): Employment {
  return {
    id: nextId++,
    companyId: company.id,
    company,
    apprenticeshipInstructors: [],
    departmentEmployments: [],
    ...extra,
  }
}

export function apprenticeship(
  company: CompanyRef,
  fromDate = '2025-08-01',
  manuallyEndedDate: string | null = null,
): Apprenticeship {
  return { id: nextId++, companyId: company.id, company, professionId: 1, fromDate, manuallyEndedDate }
}

export function education(
  qualificationTime: Education['qualificationTime'],
  basicEducationCertificate = false,
): Education {
  return { id: nextId++, professionId: 1, qualificationTime, basicEducationCertificate }
}

function build() {
  const apprentice = basePerson({
    firstName: 'Alva',
    apprenticeships: [apprenticeship(PLAIN_COMPANY)],
    books: [{ id: 501, createdAt: '2025-08-01', personId: 0, status: 'active' }],
    educations: [
      education({
        fromDate: '2025-08-01',
        toDate: '2028-08-01',
        isCancelled: false,
        doAbort: false,
        isApprovedByInstructor: false,
      }),
    ],
  })
  apprentice.books[0].personId = apprentice.id

  const certificate = { id: 1, professionId: 1, readInstructionsOn: '2026-01-10' }

  const instructor = basePerson({
    firstName: 'Ivar',
    companyRoles: [companyRole(PLAIN_COMPANY.id, { Instructor: true })],
    employments: [employment(PLAIN_COMPANY, { apprenticeshipInstructors: [{ id: 1, isActive: false }] })],
    tradeCertificates: [certificate],
    readInstructionsOn: '2026-01-10',
  })

  const activeInstructor = basePerson({
    firstName: 'Ines',
    companyRoles: [companyRole(PLAIN_COMPANY.id, { Instructor: true })],
    employments: [employment(PLAIN_COMPANY, { apprenticeshipInstructors: [{ id: 2, isActive: true }] })],
    tradeCertificates: [{ ...certificate, id: 2 }],
    readInstructionsOn: '2026-01-10',
    firstLogin: true,
  })

  const companyAdmin = basePerson({
    firstName: 'Freja',
    companyRoles: [companyRole(PLAIN_COMPANY.id, { Administrator: true })],
    employments: [employment(PLAIN_COMPANY)],
    firstLogin: true,
  })

  const yua = basePerson({
    firstName: 'Yngve',
    companyRoles: [companyRole(PLAIN_COMPANY.id, { CompanyEducationResponsible: true })],
    employments: [employment(PLAIN_COMPANY)],
    books: [{ id: 502, createdAt: '2025-09-01', personId: 1, status: 'active' }],
  })

  const bg = basePerson({
    firstName: 'Bengt',
    companyRoles: [companyRole(PLAIN_COMPANY.id, { DistanceEducationAdministrator: true })],
    employments: [employment(PLAIN_COMPANY)],
  })

  const departmentAdmin = basePerson({
    firstName: 'Dana',
    employments: [
      employment(DEPARTMENT_COMPANY, {
        departmentEmployments: [departmentEmployment(201, { isDepartmentAdministrator: true })],
      }),
    ],
    firstLogin: true,
  })

  const minor = basePerson({
    firstName: 'Moa',
    personalNumber: makePersonalNumber('20110301'),
    phoneVerified: false,
    emailVerified: false,
  })

  const tradeCertificateHolder = basePerson({ firstName: 'Tore', tradeCertificates: [{ ...certificate, id: 3 }] })

  /** A global administrator acting as an apprentice. */
  const imitatingAdmin = basePerson({
    firstName: 'Alva',
    apprenticeships: [apprenticeship(PLAIN_COMPANY)],
    imitatingUser: { id: 1, firstName: 'Ada', lastName: 'Admin', userrole: { isAdmin: true } },
  })

  const plainUser = basePerson({ firstName: 'Pelle' })

  return {
    apprentice,
    instructor,
    activeInstructor,
    companyAdmin,
    yua,
    bg,
    departmentAdmin,
    minor,
    tradeCertificateHolder,
    imitatingAdmin,
    plainUser,
  }
}

export const PERSONAS = build()
export type PersonaKey = keyof typeof PERSONAS
