import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  getCompany,
  getCompanyByNumber,
  listEmployments,
  listProfessionCourses,
  listPublicDepartments,
  listWorkplaces,
} from '../../../src/api/company/companies'
import { errorBody, errorStatus, validationMessage } from '../../../src/api/client'
import {
  API,
  JSON_ANSWER,
  LOCALE_HEADER,
  bearer,
  newPact,
  recordApiEvents,
  rejectionOf,
  useMockServer,
} from '../support/pact'
import { personaToken } from '../support/personas'
import { isoDate, zeroOrMore } from '../support/bodies'
import { expectRefusal } from './-refusals'

const { arrayContaining, boolean, eachLike, integer, regex, string } = MatchersV3
const pact = newPact()

const APPRENTICE = personaToken('apprentice')
const COMPANY_ADMIN = personaToken('companyAdmin')

/** Byggbolaget i Norr has no departments; Ställningspartner Syd has Malmö and Lund (scenario). */
const NORR = { id: 1, organizationalNumber: '556677-8899' }
const SYD_ID = 2
/** Valid (check digit right) but no company has it. */
const UNKNOWN_ORGANISATION_NUMBER = '559123-4561'
/** A typo: the check digit does not hold. */
const INVALID_ORGANISATION_NUMBER = '556677-8898'

const withBody = (token: string | null, body: unknown) => ({
  headers: { ...(token ? bearer(token) : LOCALE_HEADER), 'Content-Type': 'application/json' },
  body,
})
const ORGANISATION_NUMBER = '^\\d{6}-\\d{4}$'

/** hasDepartments decides whether the wizard asks for a department (§5): matched by value. */
const norrSummaryBody = {
  id: integer(NORR.id),
  name: string('Byggbolaget i Norr AB'),
  organizationalNumber: regex(ORGANISATION_NUMBER, NORR.organizationalNumber),
  hasDepartments: false,
  departments: [],
}
const departmentBody = { id: integer(21), name: string('Malmö') }

/**
 * Instructor rows carry what the §5 instructor rules read. Rows differ in which fields are empty (an
 * instructor without e-mail, without machine qualifications), so the list holds one variant each.
 */
const eligibleInstructorBody = {
  id: integer(2101),
  person: {
    id: integer(1101),
    firstName: string('Anders'),
    lastName: string('Vikström'),
    email: string('anders.vikstrom@example.com'),
    readInstructionsOn: isoDate('2026-06-10T07:45:00.000Z'),
    hasOwnAccount: boolean(true),
    tradeCertificates: eachLike({ id: integer(8101), professionId: integer(848) }),
    machinequalifications: eachLike({ id: integer(9111), machineId: integer(1) }),
    instructorExemptions: zeroOrMore({ id: integer(9011), professionId: integer(848), status: string('approved') }),
  },
  apprentices: zeroOrMore({
    personId: integer(1111),
    professionId: integer(848),
    hasBasicEducationCertificate: boolean(true),
  }),
  instructorDepartmentIds: zeroOrMore(integer(21)),
}
const instructorWithoutEmailBody = {
  ...eligibleInstructorBody,
  id: integer(2104),
  person: {
    ...eligibleInstructorBody.person,
    id: integer(1104),
    firstName: string('Nils'),
    lastName: string('Engström'),
    // No e-mail: the registration shows him disabled with the reason (§5).
    email: null,
    machinequalifications: zeroOrMore({ id: integer(9111), machineId: integer(1) }),
  },
}

describe('companies: find the company', () => {
  it('companies/get-by-number: the apprentice finds her company by organisation number', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a company search by organisation number')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/get-by-number`,
        ...withBody(APPRENTICE, { organizationalNumber: NORR.organizationalNumber }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: norrSummaryBody })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await getCompanyByNumber(NORR.organizationalNumber, { silent: true })).toEqual({
        id: NORR.id,
        name: 'Byggbolaget i Norr AB',
        organizationalNumber: NORR.organizationalNumber,
        hasDepartments: false,
        departments: [],
      })
    })
  })

  it('companies/get-by-number of a number no company has is a 404 the step shows (no toast)', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a company search by an organisation number no company has')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/get-by-number`,
        ...withBody(APPRENTICE, { organizationalNumber: UNKNOWN_ORGANISATION_NUMBER }),
      })
      .willRespondWith({
        status: 404,
        headers: JSON_ANSWER,
        body: { message: string('Det finns inget företag med det organisationsnumret.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => getCompanyByNumber(UNKNOWN_ORGANISATION_NUMBER, { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(404)
      expect(errorBody(error)?.message).toBe('Det finns inget företag med det organisationsnumret.')
      expect(events).toEqual([])
    })
  })

  it('companies/get-by-number of an invalid organisation number is a 422 the step shows (no toast)', async () => {
    const invalid = 'Organisationsnumret ska ha tio siffror i formen NNNNNN-NNNN.'
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a company search by an invalid organisation number')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/get-by-number`,
        ...withBody(APPRENTICE, { organizationalNumber: INVALID_ORGANISATION_NUMBER }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: {
          message: string('Formuläret är inte korrekt ifyllt.'),
          errors: eachLike({ field: string('organizationalNumber'), message: string(invalid) }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => getCompanyByNumber(INVALID_ORGANISATION_NUMBER, { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([])
      expect(validationMessage(errorBody(error))).toBe(invalid)
    })
  })

  it('companies/get-by-number without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a company search by organisation number without a token')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/get-by-number`,
        ...withBody(null, { organizationalNumber: NORR.organizationalNumber }),
      })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(
        errorStatus(await rejectionOf(() => getCompanyByNumber(NORR.organizationalNumber, { silent: true }))),
      ).toBe(401)
    })
  })

  it('companies/get/{id}: a company with departments lists them', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for a company with departments')
      .withRequest({ method: 'GET', path: `${API}/companies/get/${SYD_ID}`, headers: bearer(APPRENTICE) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          id: integer(SYD_ID),
          name: string('Ställningspartner Syd AB'),
          organizationalNumber: regex(ORGANISATION_NUMBER, '556812-3458'),
          hasDepartments: true,
          departments: eachLike(departmentBody),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const company = await getCompany(SYD_ID)
      expect(company).toMatchObject({ id: SYD_ID, hasDepartments: true })
      expect(company.departments).toEqual([{ id: 21, name: 'Malmö' }])
    })
  })

  it('companies/get/{id} of an unknown company is a 404', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for a company that does not exist')
      .withRequest({ method: 'GET', path: `${API}/companies/get/999999`, headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: { message: string('Företaget finns inte.') } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => getCompany(999999)))).toBe(404)
    })
  })

  it('companies/{id}/departments/public-list: the departments an applicant picks from', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for the public department list of a company with departments')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${SYD_ID}/departments/public-list`,
        ...withBody(APPRENTICE, {}),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(departmentBody) } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await listPublicDepartments(SYD_ID)).toEqual([{ id: 21, name: 'Malmö' }])
    })
  })

  it('companies/{id}/departments/public-list of an unknown company is a 404', () =>
    expectRefusal(pact, {
      given: 'the apprentice is logged in',
      description: 'a request for the public department list of an unknown company',
      method: 'PATCH',
      path: '/companies/999999/departments/public-list',
      body: {},
      token: APPRENTICE,
      status: 404,
      message: 'Företaget finns inte.',
      call: () => listPublicDepartments(999999),
    }))
})

describe('companies: the registration’s workplace and instructor', () => {
  it('companies/{id}/workplaces of a company the user does not work at is a 403', () =>
    expectRefusal(pact, {
      given: 'the apprentice is logged in',
      description: 'a request for the workplaces of a company the apprentice is not a company user of',
      method: 'GET',
      path: `/companies/${SYD_ID}/workplaces`,
      token: APPRENTICE,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => listWorkplaces(SYD_ID, { silent: true }),
    }))

  it('companies/{id}/workplaces: a company user reads the company’s workplaces', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a request for the workplaces of a company without departments')
      .withRequest({ method: 'GET', path: `${API}/companies/${NORR.id}/workplaces`, headers: bearer(COMPANY_ADMIN) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: eachLike({
            id: integer(101),
            name: string('Huvudkontor Luleå'),
            // No departments at this company, so no workplace belongs to one.
            departmentIds: [],
            address1: string('Hamngatan 10'),
            zip: string('972 31'),
            city: string('Luleå'),
            isHeadOffice: boolean(true),
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(await listWorkplaces(NORR.id)).toEqual([
        {
          id: 101,
          name: 'Huvudkontor Luleå',
          departmentIds: [],
          address1: 'Hamngatan 10',
          zip: '972 31',
          city: 'Luleå',
          isHeadOffice: true,
        },
      ])
    })
  })

  it('companies/{id}/employments instructorsOnly: the instructors with what the §5 rules read', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a request for the instructors of a company')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${NORR.id}/employments`,
        ...withBody(COMPANY_ADMIN, { instructorsOnly: true }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { rows: arrayContaining(eligibleInstructorBody, instructorWithoutEmailBody) },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const rows = await listEmployments(NORR.id, { instructorsOnly: true })
      expect(rows.map((r) => [r.id, r.person.lastName, r.person.email])).toEqual([
        [2101, 'Vikström', 'anders.vikstrom@example.com'],
        [2104, 'Engström', null],
      ])
      expect(rows[0]?.person.tradeCertificates).toEqual([{ id: 8101, professionId: 848 }])
    })
  })

  it('companies/{id}/employments of a company the user does not work at is a 403', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request by the apprentice for the instructors of a company')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${NORR.id}/employments`,
        ...withBody(APPRENTICE, { instructorsOnly: true }),
      })
      .willRespondWith({
        status: 403,
        headers: JSON_ANSWER,
        body: { message: string('Du saknar behörighet för detta.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => listEmployments(NORR.id, { instructorsOnly: true })))).toBe(403)
    })
  })
})

describe('professions', () => {
  it('professions/{id}/courses: the courses the apprentice confirms', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for the courses of scaffolding')
      .withRequest({ method: 'GET', path: `${API}/professions/848/courses`, headers: bearer(APPRENTICE) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: eachLike({
            id: integer(1),
            name: string('Ställningsbyggnad grundkurs (Y1)'),
            mandatory: boolean(true),
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await listProfessionCourses(848)).toEqual([
        { id: 1, name: 'Ställningsbyggnad grundkurs (Y1)', mandatory: true },
      ])
    })
  })

  it('professions/{id}/courses of an unknown profession is a 404', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for the courses of a profession that does not exist')
      .withRequest({ method: 'GET', path: `${API}/professions/999999/courses`, headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: { message: string('Yrket finns inte.') } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => listProfessionCourses(999999)))).toBe(404)
    })
  })
})
