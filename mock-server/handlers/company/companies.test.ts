import { describe, expect, it } from 'vitest'
import {
  getCompany,
  getCompanyByNumber,
  listEmployments,
  listProfessionCourses,
  listPublicDepartments,
  listWorkplaces,
} from '../../../src/api/company/companies'
import type { InstructorEmployment } from '../../../src/api/company/company.schemas'
import { instructorProblems } from '../../../src/domain/application'
import { luhnCheckDigit } from '../../../src/domain/validation'
import { PERSONAS, PROFESSIONS, REVOKED_TOKEN, SETTINGS, STAFF } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

/** A valid organisation number no seeded company has. */
const UNKNOWN_ORG = (() => {
  const nine = '559900123'
  return `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`
})()

function problemsFor(row: InstructorEmployment, professionId: number) {
  const profession = PROFESSIONS.find((p) => p.id === professionId) ?? null
  return instructorProblems(row, { professionId, profession, newInstructionsAt: SETTINGS.newInstructionsAt })
}

describe('companies/get-by-number', () => {
  it('finds the company with or without the hyphen, with its departments', async () => {
    api.as('apprentice')
    expect(await getCompanyByNumber('556677-8899')).toEqual({
      id: 1,
      name: 'Byggbolaget i Norr AB',
      organizationalNumber: '556677-8899',
      hasDepartments: false,
      departments: [],
    })
    const syd = await getCompanyByNumber('5568123458')
    expect(syd.hasDepartments).toBe(true)
    expect(syd.departments).toEqual([
      { id: 21, name: 'Malmö' },
      { id: 22, name: 'Lund' },
    ])
  })

  it('answers 422 for a malformed number in the caller’s language and 404 for an unknown one', async () => {
    api.as('apprentice')
    const malformed = await failureOf(getCompanyByNumber('556677-8898'))
    expect(malformed.status).toBe(422)
    expect(malformed.body?.errors).toEqual([
      { field: 'organizationalNumber', message: 'Organisationsnumret ska ha tio siffror i formen NNNNNN-NNNN.' },
    ])
    api.locale('pl')
    expect((await failureOf(getCompanyByNumber('12345'))).body?.errors?.[0].message).toBe(
      'Numer organizacji musi mieć dziesięć cyfr w formacie NNNNNN-NNNN.',
    )
    api.locale('en')
    const unknown = await failureOf(getCompanyByNumber(UNKNOWN_ORG))
    expect(unknown).toEqual({ status: 404, body: { message: 'There is no company with that organisation number.' } })
  })

  it('needs a session (401) that is not revoked (406)', async () => {
    expect((await failureOf(getCompanyByNumber('556677-8899'))).status).toBe(401)
    api.token(REVOKED_TOKEN)
    expect((await failureOf(getCompanyByNumber('556677-8899'))).status).toBe(406)
  })
})

describe('companies/get/{id} and departments/public-list', () => {
  it('reads a company and the departments anyone applying may pick', async () => {
    api.as('apprentice')
    expect((await getCompany(3)).name).toBe('Takmästarna Mitt AB')
    expect((await failureOf(getCompany(999))).status).toBe(404)
    expect((await listPublicDepartments(2)).map((d) => d.name)).toEqual(['Malmö', 'Lund'])
    expect(await listPublicDepartments(1)).toEqual([])
    expect((await failureOf(listPublicDepartments(999))).status).toBe(404)
  })
})

describe('companies/{id}/workplaces', () => {
  it('lists a company’s workplaces to its company users, departmental users their departments’ only', async () => {
    api.as('companyAdmin')
    expect((await listWorkplaces(1)).map((w) => w.name)).toEqual([
      'Huvudkontor Luleå',
      'Kvarteret Lärkan, Umeå',
      'Campusbygget Skellefteå',
    ])
    api.as('departmentAdmin')
    const malmo = await listWorkplaces(2)
    expect(malmo.map((w) => w.id)).toEqual([201, 202, 204])
    expect(malmo.every((w) => w.departmentIds.includes(21))).toBe(true)
    api.as('instructor')
    expect((await listWorkplaces(2)).map((w) => w.id)).toEqual([201, 202, 203, 204])
  })

  it('answers 403 to people without a role at the company and 404 for unknown companies', async () => {
    api.as('apprentice')
    expect((await failureOf(listWorkplaces(1))).status).toBe(403)
    api.as('departmentAdmin')
    expect((await failureOf(listWorkplaces(1))).status).toBe(403)
    expect((await failureOf(listWorkplaces(999))).status).toBe(404)
  })
})

describe('companies/{id}/employments', () => {
  it('gives the instructor rows the §5 rules need: one instructor failing each rule, and eligible ones', async () => {
    api.as('companyAdmin')
    const rows = await listEmployments(1, { instructorsOnly: true })
    const byName = Object.fromEntries(rows.map((r) => [r.person.firstName, r]))
    expect(Object.keys(byName).sort()).toEqual([
      'Anders',
      'Erik',
      'Johan',
      'Jonas',
      'Karl',
      'Mikael',
      'Nils',
      'Per',
      'Piotr',
    ])
    expect(problemsFor(byName.Anders, 848)).toEqual([])
    expect(problemsFor(byName.Anders, 101)).toEqual([])
    expect(problemsFor(byName.Anders, 120)).toEqual([])
    expect(problemsFor(byName.Mikael, 848)).toEqual(['noCertificateOrExemption'])
    expect(problemsFor(byName.Per, 120)).toEqual(['noMachineQualification'])
    expect(problemsFor(byName.Nils, 848)).toEqual(['noEmail'])
    expect(problemsFor(byName.Jonas, 848)).toEqual(['instructionsNotRead'])
    expect(problemsFor(byName.Karl, 848)).toEqual(['scaffoldingMax'])
    expect(problemsFor(byName.Erik, 848)).toEqual(['scaffoldingMissingBasicEducation'])
    expect(problemsFor(byName.Piotr, 848)).toEqual(['noOwnAccount'])
    // The persona instructor read before the latest instructions; one of his apprentices (at Syd) lacks basic education.
    expect(problemsFor(byName.Johan, 848)).toEqual(['instructionsNotRead', 'scaffoldingMissingBasicEducation'])
    expect(byName.Karl.apprentices).toHaveLength(3)
    expect(byName.Piotr.person.hasOwnAccount).toBe(false)
    expect(byName.Anders.id).toBe(STAFF.anders.employmentId)
  })

  it('lists everyone without instructorsOnly, e.g. the education responsible with an approved exemption', async () => {
    api.as('yua')
    const all = await listEmployments(1)
    const ahmed = all.find((r) => r.person.id === PERSONAS.yua.id)
    expect(ahmed && problemsFor(ahmed, 848)).toEqual([])
    expect(all.length).toBeGreaterThan((await listEmployments(1, { instructorsOnly: true })).length)
    expect((await listEmployments(1, { search: 'SUND' })).map((r) => r.person.lastName)).toEqual(['Sundberg'])
  })

  it('keeps departmental users to their departments and filters by department', async () => {
    api.as('departmentAdmin')
    const malmo = await listEmployments(2, { instructorsOnly: true })
    expect(malmo.map((r) => r.person.firstName).sort()).toEqual(['Johan', 'Sofia'])
    expect(malmo.find((r) => r.person.firstName === 'Sofia')?.instructorDepartmentIds).toEqual([21])
    api.as('instructor')
    expect(
      (await listEmployments(2, { instructorsOnly: true, departmentId: 22 })).map((r) => r.person.firstName).sort(),
    ).toEqual(['Johan', 'Ola'])
    const otherCompanysDepartment = await failureOf(listEmployments(1, { departmentId: 21 }))
    expect(otherCompanysDepartment.status).toBe(422)
    expect(otherCompanysDepartment.body?.errors?.[0].field).toBe('departmentId')
  })

  it('answers 403 to people who are not company users there', async () => {
    api.as('apprentice')
    expect((await failureOf(listEmployments(1))).status).toBe(403)
    api.as('companyAdmin')
    expect((await failureOf(listEmployments(2))).status).toBe(403)
  })
})

describe('professions/{id}/courses', () => {
  it('lists a profession’s courses (public reference data), 404 for unknown professions', async () => {
    const scaffolding = await listProfessionCourses(848)
    expect(scaffolding.map((c) => [c.id, c.mandatory])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, true],
    ])
    api.as('apprentice')
    expect((await listProfessionCourses(120)).map((c) => c.name)).toEqual(['Maskinsäkerhet', 'Markarbete och schakt'])
    expect((await failureOf(listProfessionCourses(9999))).status).toBe(404)
  })
})
