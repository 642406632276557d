/**
 * The company's staff calls (issue 19): the staff list, one employment, its change (roles), adding,
 * ending and disconnecting. Success and each refusal: 403 department scoping and role rights, 404,
 * 422 rules (§5, §8). Ids are the scenario's (contracts/provider/states/company.ts checks them).
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  createEmployment,
  deleteEmployment,
  endEmployment,
  getEmployment,
  listStaff,
  updateEmployment,
} from '../../../src/api/company/employments'
import { API, JSON_ANSWER, bearer, newPact, useMockServer } from '../support/pact'
import { withJson } from '../support/ebook'
import { expectRefusal, LINK_WITH_BOOK } from './-refusals'
import { BG, COMPANY_ADMIN, DEPARTMENT_ADMIN, JOHAN_AT_NORR, MALMO, NORR, YUA } from './staff-support'
import { isoDate, PERSONAL_NUMBER } from '../support/bodies'

const { boolean, eachLike, integer, regex, string } = MatchersV3
const pact = newPact()

/** Employments of the scenario: Karin (BG, Norr), Maria (FTGADM), Elin's at Norr, Johan's at Norr (sole instructor). */
const KARIN = 2008
const ELIN_AT_NORR = 2001
/** Syd: Amra Kovač (YUA Malmö), Henrik Strand (AVDADM Lund). */
const MALMO_YUA = 2503
const LUND_ADMIN = 2502
/** Erik Johansson, unregistered, not employed anywhere. */
const UNREGISTERED_PN = '199711304197'
const AHMED_PN = '199001287813'

const roles = (administrator: boolean, yua: boolean, bg: boolean, instructor: boolean) => ({
  Administrator: administrator,
  CompanyEducationResponsible: yua,
  DistanceEducationAdministrator: bg,
  Instructor: instructor,
})

const staffBody = (over: {
  id: number
  firstName: string
  lastName: string
  personalNumber: string
  roles: ReturnType<typeof roles>
  abbreviations: string[]
  departments?: unknown
  endDate?: unknown
}) => ({
  id: integer(over.id),
  companyId: integer(NORR),
  person: {
    id: integer(1004),
    firstName: string(over.firstName),
    lastName: string(over.lastName),
    email: string(`${over.firstName.toLowerCase()}@example.com`),
    personalNumber: regex(PERSONAL_NUMBER, over.personalNumber),
    hasOwnAccount: boolean(true),
    protectedIdentity: false,
  },
  fromDate: isoDate('2016-05-16'),
  endDate: over.endDate ?? null,
  roles: over.roles,
  departmentEmployments: over.departments ?? [],
  // Matched by value: the list shows exactly these (§6).
  roleAbbreviations: over.abbreviations,
})

const karin = (r = roles(false, false, true, false), abbreviations = ['BG']) =>
  staffBody({
    id: KARIN,
    firstName: 'Karin',
    lastName: 'Nilsson',
    personalNumber: '198607045229',
    roles: r,
    abbreviations,
  })

describe('the staff list and one employment', () => {
  it('companies/{id}/employments view staff: the administrator searches the staff, roles per person', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a staff list search at a company without departments')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${NORR}/employments`,
        ...withJson(COMPANY_ADMIN, { search: 'Nilsson', view: 'staff' }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(karin()) } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const rows = await listStaff(NORR, { search: 'Nilsson' })
      expect(rows.map((r) => [r.id, r.roleAbbreviations])).toEqual([[KARIN, ['BG']]])
    })
  })

  it('companies/{id}/employments view staff is refused to the distance administrator (403)', () =>
    expectRefusal(pact, {
      given: 'the distance administrator is logged in',
      description: 'a staff list request by the distance administrator',
      method: 'PATCH',
      path: `/companies/${NORR}/employments`,
      token: BG,
      body: { view: 'staff' },
      status: 403,
      message: 'Du har inte behörighet.',
      call: () => listStaff(NORR, {}, { silent: true }),
    }))

  it('employments/get/{id}: the department administrator reads a Malmö employee with the department flags', async () => {
    pact
      .given('the department administrator of Malmö is logged in and Lund has staff of its own')
      .uponReceiving('a request for an employment in the department administrator’s department')
      .withRequest({ method: 'GET', path: `${API}/employments/get/${MALMO_YUA}`, headers: bearer(DEPARTMENT_ADMIN) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...staffBody({
            id: MALMO_YUA,
            firstName: 'Amra',
            lastName: 'Kovač',
            personalNumber: '198703044287',
            roles: roles(false, false, false, false),
            abbreviations: ['YUA'],
            departments: eachLike({
              departmentId: integer(MALMO),
              name: string('Malmö'),
              isDepartmentEducationResponsible: true,
              isDepartmentInstructor: boolean(false),
              isDepartmentDistanceEducationAdministrator: boolean(false),
              isDepartmentAdministrator: boolean(false),
            }),
          }),
          companyId: integer(2),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      const amra = await getEmployment(MALMO_YUA)
      expect(amra.departmentEmployments[0].isDepartmentEducationResponsible).toBe(true)
    })
  })

  it('employments/get/{id} of a Lund employee is refused to Malmö’s department administrator (403)', () =>
    expectRefusal(pact, {
      given: 'the department administrator of Malmö is logged in and Lund has staff of its own',
      description: 'a request for an employment outside the department administrator’s departments',
      method: 'GET',
      path: `/employments/get/${LUND_ADMIN}`,
      token: DEPARTMENT_ADMIN,
      status: 403,
      message: 'Du har inte behörighet.',
      call: () => getEmployment(LUND_ADMIN, { silent: true }),
    }))

  it('employments/get/{id} of an unknown employment is a 404', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'a request for an employment that does not exist',
      method: 'GET',
      path: '/employments/get/999999',
      token: COMPANY_ADMIN,
      status: 404,
      message: 'Anställningen finns inte.',
      call: () => getEmployment(999999, { silent: true }),
    }))
})

describe('roles: employments/update/{id}', () => {
  it('the education responsible makes the distance administrator an instructor', async () => {
    pact
      .given('the education responsible is logged in')
      .uponReceiving('a change giving an employee the instructor role')
      .withRequest({
        method: 'PATCH',
        path: `${API}/employments/update/${KARIN}`,
        ...withJson(YUA, { roles: { Instructor: true } }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: karin(roles(false, false, true, true), ['BG', 'HL']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, YUA)
      expect((await updateEmployment(KARIN, { roles: { Instructor: true } })).roleAbbreviations).toEqual(['BG', 'HL'])
    })
  })

  it('the education responsible may not grant Administrator: 403 with §6’s text', () =>
    expectRefusal(pact, {
      given: 'the education responsible is logged in',
      description: 'a change giving an employee the administrator role by the education responsible',
      method: 'PATCH',
      path: `/employments/update/${KARIN}`,
      token: YUA,
      body: { roles: { Administrator: true } },
      status: 403,
      message: 'Du saknar behörighet att tilldela personen roller.',
      data: { reason: 'rolesNotPermitted' },
      call: () => updateEmployment(KARIN, { roles: { Administrator: true } }, { silent: true }),
    }))

  it('withdrawing the instructor role from an apprentice’s only instructor is a 422 (§5)', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'a change withdrawing the instructor role from an apprentice’s only instructor',
      method: 'PATCH',
      path: `/employments/update/${JOHAN_AT_NORR}`,
      token: COMPANY_ADMIN,
      body: { roles: { Instructor: false } },
      status: 422,
      field: 'roles.Instructor',
      message: 'Lärlingen måste ha minst en handledare.',
      call: () => updateEmployment(JOHAN_AT_NORR, { roles: { Instructor: false } }, { silent: true }),
    }))
})

describe('adding, ending and disconnecting', () => {
  it('employments/create/: the administrator adds a person by personal number (201)', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a new employment for a known person')
      .withRequest({
        method: 'POST',
        path: `${API}/employments/create/`,
        ...withJson(COMPANY_ADMIN, { companyId: NORR, personalNumber: UNREGISTERED_PN }),
      })
      .willRespondWith({
        status: 201,
        headers: JSON_ANSWER,
        body: {
          ...staffBody({
            id: 2600,
            firstName: 'Erik',
            lastName: 'Johansson',
            personalNumber: UNREGISTERED_PN,
            roles: roles(false, false, false, false),
            abbreviations: [],
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const added = await createEmployment({ companyId: NORR, personalNumber: UNREGISTERED_PN })
      expect(added.roleAbbreviations).toEqual([])
    })
  })

  it('employments/create/ of someone already linked is a 422 with §8’s text', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'a new employment for a person already employed at the company',
      method: 'POST',
      path: '/employments/create/',
      token: COMPANY_ADMIN,
      body: { companyId: NORR, personalNumber: AHMED_PN },
      status: 422,
      field: 'personalNumber',
      message: 'Personen är redan kopplad till företaget.',
      call: () => createEmployment({ companyId: NORR, personalNumber: AHMED_PN }, { silent: true }),
    }))

  it('employments/end/{id}: the employment ends and its company roles go', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('ending an employment on a given day')
      .withRequest({
        method: 'POST',
        path: `${API}/employments/end/${KARIN}`,
        ...withJson(COMPANY_ADMIN, { endDate: '2026-11-30' }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: staffBody({
          id: KARIN,
          firstName: 'Karin',
          lastName: 'Nilsson',
          personalNumber: '198607045229',
          roles: roles(false, false, false, false),
          abbreviations: [],
          endDate: isoDate('2026-11-30'),
        }),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect((await endEmployment(KARIN, { endDate: '2026-11-30' })).endDate).toBe('2026-11-30')
    })
  })

  it('employments/end/{id}: an end before the employment began is a 422 on endDate', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'ending an employment before the day it began',
      method: 'POST',
      path: `/employments/end/${KARIN}`,
      body: { endDate: '2015-01-31' },
      token: COMPANY_ADMIN,
      status: 422,
      field: 'endDate',
      message: 'Slutdatum kan inte vara före startdatum.',
      call: () => endEmployment(KARIN, { endDate: '2015-01-31' }, { silent: true }),
    }))

  it('employments/delete/{id}: disconnecting a person', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('disconnecting an employee from the company')
      .withRequest({ method: 'DELETE', path: `${API}/employments/delete/${KARIN}`, headers: bearer(COMPANY_ADMIN) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { ok: true } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      await expect(deleteEmployment(KARIN)).resolves.toBeUndefined()
    })
  })

  it('employments/delete/{id} of an apprentice’s employment is a 422 (link cannot be removed)', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'disconnecting an apprentice’s employment',
      method: 'DELETE',
      path: `/employments/delete/${ELIN_AT_NORR}`,
      token: COMPANY_ADMIN,
      status: 422,
      field: 'id',
      message: LINK_WITH_BOOK,
      call: () => deleteEmployment(ELIN_AT_NORR, { silent: true }),
    }))
})
