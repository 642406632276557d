import type { Application } from '../api/application/application.schemas'
import type { CompanySummary, InstructorEmployment, Workplace } from '../api/company/company.schemas'
import type { Profession } from '../api/shell/baselists.schemas'
import {
  COMPANY_NORR,
  COMPANY_SYD,
  DEPARTMENT_LUND,
  DEPARTMENT_MALMO,
  PERSONAS,
  PROFESSIONS,
  PROFESSION_MACHINE,
  PROFESSION_SCAFFOLDING,
} from '../../mock-server/seed'

/**
 * Sample data of the application machines' tests and path generation (xstate/graph). Test data: no
 * production module imports it. Companies, departments, professions and the apprentice come from
 * the scenario (mock-server/seed.ts), so a replay in the browser meets the same world.
 */

const company = (c: typeof COMPANY_NORR, departments: Array<{ id: number; name: string }>): CompanySummary => ({
  id: c.id,
  name: c.name,
  organizationalNumber: c.organizationalNumber,
  hasDepartments: c.hasDepartments,
  departments,
})

export const SAMPLE_COMPANY_WITHOUT_DEPARTMENTS = company(COMPANY_NORR, [])
export const SAMPLE_COMPANY_WITH_DEPARTMENTS = company(
  COMPANY_SYD,
  [DEPARTMENT_MALMO, DEPARTMENT_LUND].map((d) => ({ id: d.id, name: d.name })),
)

/** Träarbetare (101), the machine profession with orientations (120) and scaffolding (848). */
export const SAMPLE_PROFESSIONS: Profession[] = PROFESSIONS.filter((p) =>
  [101, PROFESSION_MACHINE, PROFESSION_SCAFFOLDING].includes(p.id),
).map((p) => ({
  ...p,
  machineOrientations: [...p.machineOrientations],
}))

const elin = PERSONAS.apprentice

/** A complete application answer as the API sends it; override what a case needs. */
export function sampleApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 7001,
    stateId: 1,
    initiatedByCompany: false,
    firstName: elin.firstName,
    lastName: elin.lastName,
    email: elin.email,
    personalNumber: elin.personalNumber,
    createdByPersonalNumber: elin.personalNumber,
    address1: 'Storgatan 1',
    address2: null,
    zip: '123 45',
    city: 'Umeå',
    country: 'Sverige',
    mobilephone: elin.mobilephone,
    instructorId: null,
    professionId: 101,
    professionOrientations: [],
    companyId: null,
    departmentId: null,
    workplace: null,
    employmentTypeId: null,
    employmentDate: null,
    hasApprovedCourses: null,
    confirmedCourseIds: [],
    messageToBoard: null,
    denyMotivation: null,
    documents: [],
    privacyAccepted: true,
    honestyDeclaration: false,
    transferRequest: false,
    prefilledBy: 'apprentice',
    createdAt: '2026-11-02T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    savedByCompanyAt: null,
    ...overrides,
  }
}

/** Workplaces of company 2 (departments Malmö 21 and Lund 22) plus its head office serving both. */
export const SAMPLE_WORKPLACES: Workplace[] = [
  {
    id: 31,
    name: 'Verkstaden Malmö',
    departmentIds: [21],
    address1: 'Industrigatan 4',
    zip: '212 14',
    city: 'Malmö',
    isHeadOffice: false,
  },
  {
    id: 32,
    name: 'Lagret Lund',
    departmentIds: [22],
    address1: 'Åkervägen 9',
    zip: '224 78',
    city: 'Lund',
    isHeadOffice: false,
  },
  {
    id: 33,
    name: 'Huvudkontoret',
    departmentIds: [],
    address1: 'Stortorget 1',
    zip: '211 22',
    city: 'Malmö',
    isHeadOffice: true,
  },
]

/**
 * An instructor employment that passes every §5 rule for scaffolding (848); each override makes one
 * rule fail (see SAMPLE_INSTRUCTORS).
 */
export function sampleInstructor(
  id: number,
  firstName: string,
  overrides: {
    person?: Partial<InstructorEmployment['person']>
    apprentices?: InstructorEmployment['apprentices']
  } = {},
): InstructorEmployment {
  return {
    id,
    person: {
      id: id + 1000,
      firstName,
      lastName: 'Handledare',
      email: `${firstName.toLowerCase()}@example.com`,
      readInstructionsOn: '2026-06-01T10:00:00.000Z',
      hasOwnAccount: true,
      tradeCertificates: [
        { id: id * 10, professionId: 848 },
        { id: id * 10 + 1, professionId: 120 },
      ],
      machinequalifications: [{ id: id * 10, machineId: 1 }],
      instructorExemptions: [],
      ...overrides.person,
    },
    apprentices: overrides.apprentices ?? [{ personId: 5001, professionId: 848, hasBasicEducationCertificate: true }],
    instructorDepartmentIds: [21],
  }
}

const scaffolder = (personId: number, hasBasicEducationCertificate = true) => ({
  personId,
  professionId: 848,
  hasBasicEducationCertificate,
})

/** One instructor who may take the apprentice and one failing each §5 rule (for scaffolding, 848; machine rule for 120). */
export const SAMPLE_INSTRUCTORS: InstructorEmployment[] = [
  sampleInstructor(2101, 'Johan'),
  sampleInstructor(2102, 'Karin', { person: { tradeCertificates: [] } }),
  sampleInstructor(2103, 'Lars', { person: { machinequalifications: [] } }),
  sampleInstructor(2104, 'Maja', { person: { email: null } }),
  sampleInstructor(2105, 'Nils', { person: { readInstructionsOn: '2026-01-15T10:00:00.000Z' } }),
  sampleInstructor(2106, 'Olle', { apprentices: [scaffolder(5001), scaffolder(5002), scaffolder(5003)] }),
  sampleInstructor(2107, 'Petra', { apprentices: [scaffolder(5004, false)] }),
  sampleInstructor(2108, 'Rut', { person: { hasOwnAccount: false } }),
]
