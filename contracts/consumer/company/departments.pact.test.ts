/**
 * A company's departments (issue 19): list, get, create, update, delete. Success and each refusal:
 * 403 department scoping and role rights, 404, 422 (unique name, §8 department deletion failed).
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  updateDepartment,
} from '../../../src/api/company/departments'
import { errorBody, errorStatus } from '../../../src/api/client'
import { API, JSON_ANSWER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'
import { withJson } from '../support/ebook'
import { expectBodilessRefusal, expectRefusal } from './-refusals'
import { fieldRefusal } from '../support/errors'

const { boolean, eachLike, integer, string } = MatchersV3
const pact = newPact()

const COMPANY_ADMIN = personaToken('companyAdmin')
const DEPARTMENT_ADMIN = personaToken('departmentAdmin')
const SYD = 2
const MALMO = 21
const LUND = 22
const MALMO_ADMIN = 'the department administrator of Malmö is logged in and Lund has staff of its own'
const SYD_ADMINISTRATOR = 'the company administrator also administers Ställningspartner Syd'
/** Ystad: the provider state adds it to Syd, without staff, workplaces or roles. */
const UNUSED_DEPARTMENT = 23

/** Malmö as departments/{did}/get and /update answer it: staff with their department roles, workplaces. */
const malmoBody = (name: string) => ({
  id: MALMO,
  name: string(name),
  staff: eachLike({
    employmentId: integer(2009),
    personId: integer(1006),
    firstName: string('Lena'),
    lastName: string('Persson'),
    isDepartmentAdministrator: boolean(true),
    isDepartmentEducationResponsible: boolean(false),
    isDepartmentDistanceEducationAdministrator: boolean(false),
    isDepartmentInstructor: boolean(false),
  }),
  workplaces: eachLike({ id: integer(201), name: string('Huvudkontor Malmö') }),
})

describe('company departments', () => {
  it('departments/list: Malmö’s administrator sees her department only, with what ties it down', async () => {
    pact
      .given(MALMO_ADMIN)
      .uponReceiving('a department list for Malmö’s department administrator')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${SYD}/departments/list`,
        ...withJson(DEPARTMENT_ADMIN, { search: '' }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { rows: [{ id: MALMO, name: string('Malmö'), staffCount: integer(4), workplaceCount: integer(3) }] },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      expect((await listDepartments(SYD, '', { silent: true })).map((d) => d.id)).toEqual([MALMO])
    })
  })

  it('departments/list: another company’s departments are 403 to Norr’s administrator', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'a department list of a company the administrator does not administer',
      method: 'PATCH',
      path: `/companies/${SYD}/departments/list`,
      body: { search: '' },
      token: COMPANY_ADMIN,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => listDepartments(SYD, '', { silent: true }),
    }))

  it('departments/{did}/get: Malmö with its staff, their department roles and its workplaces', async () => {
    pact
      .given(MALMO_ADMIN)
      .uponReceiving('a request for Malmö by its department administrator')
      .withRequest({
        method: 'GET',
        path: `${API}/companies/${SYD}/departments/${MALMO}/get`,
        headers: bearer(DEPARTMENT_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: malmoBody('Malmö') })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      expect((await getDepartment(SYD, MALMO, { silent: true })).name).toBe('Malmö')
    })
  })

  it('departments/{did}/get: Lund is 403 to Malmö’s department administrator (§6 scoping)', () =>
    expectBodilessRefusal(pact, {
      given: MALMO_ADMIN,
      description: 'a request for Lund by Malmö’s department administrator',
      method: 'GET',
      path: `/companies/${SYD}/departments/${LUND}/get`,
      token: DEPARTMENT_ADMIN,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => getDepartment(SYD, LUND, { silent: true }),
    }))

  it('departments/{did}/get: an unknown department is 404', () =>
    expectBodilessRefusal(pact, {
      given: MALMO_ADMIN,
      description: 'a request for a department the company does not have',
      method: 'GET',
      path: `/companies/${SYD}/departments/999999/get`,
      token: DEPARTMENT_ADMIN,
      status: 404,
      message: 'Avdelningen finns inte.',
      call: () => getDepartment(SYD, 999999, { silent: true }),
    }))

  it('departments/{did}/update: a name another department has is a 422 on name', async () => {
    pact
      .given(MALMO_ADMIN)
      .uponReceiving('renaming Malmö to the name of Lund')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${SYD}/departments/${MALMO}/update`,
        ...withJson(DEPARTMENT_ADMIN, { name: 'Lund' }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: fieldRefusal('name', 'Företaget har redan en avdelning med det namnet.'),
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      const error = await rejectionOf(() => updateDepartment(SYD, MALMO, 'Lund', { silent: true }))
      expect(errorBody(error)?.errors?.[0].field).toBe('name')
    })
  })

  it('departments/{did}/update: Malmö’s department administrator renames Malmö', async () => {
    pact
      .given(MALMO_ADMIN)
      .uponReceiving('renaming Malmö to Malmö hamn')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${SYD}/departments/${MALMO}/update`,
        ...withJson(DEPARTMENT_ADMIN, { name: 'Malmö hamn' }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: malmoBody('Malmö hamn') })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      expect((await updateDepartment(SYD, MALMO, 'Malmö hamn', { silent: true })).name).toBe('Malmö hamn')
    })
  })

  it('departments/create: a department administrator may not create departments (403, §8 no permission)', async () => {
    pact
      .given(MALMO_ADMIN)
      .uponReceiving('a new department by Malmö’s department administrator')
      .withRequest({
        method: 'POST',
        path: `${API}/companies/${SYD}/departments/create`,
        ...withJson(DEPARTMENT_ADMIN, { name: 'Ystad' }),
      })
      .willRespondWith({
        status: 403,
        headers: JSON_ANSWER,
        body: { message: string('Du saknar behörighet att spara eller ta bort detta.') },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      expect(errorStatus(await rejectionOf(() => createDepartment(SYD, 'Ystad', { silent: true })))).toBe(403)
    })
  })

  it('departments/create: the company administrator creates one (201)', async () => {
    pact
      .given(SYD_ADMINISTRATOR)
      .uponReceiving('a new department by the company administrator')
      .withRequest({
        method: 'POST',
        path: `${API}/companies/${SYD}/departments/create`,
        ...withJson(COMPANY_ADMIN, { name: 'Ystad' }),
      })
      .willRespondWith({
        status: 201,
        headers: JSON_ANSWER,
        body: { id: integer(1001), name: string('Ystad'), staff: [], workplaces: [] },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect((await createDepartment(SYD, 'Ystad', { silent: true })).name).toBe('Ystad')
    })
  })

  it('departments/{did}/delete: a department with staff, workplaces or roles is a 422 (§8 deletion failed)', async () => {
    const text = 'Borttagningen av avdelningen misslyckades: den har personal, arbetsplatser eller roller.'
    pact
      .given(SYD_ADMINISTRATOR)
      .uponReceiving('a request to delete Lund, which has staff')
      .withRequest({
        method: 'DELETE',
        path: `${API}/companies/${SYD}/departments/${LUND}/delete`,
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: fieldRefusal('did', text, text) })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const error = await rejectionOf(() => deleteDepartment(SYD, LUND, { silent: true }))
      expect(errorBody(error)?.message).toBe(text)
    })
  })

  it('departments/{did}/delete: the company administrator deletes a department nothing uses', async () => {
    pact
      .given('the company administrator also administers Ställningspartner Syd, which has a department nothing uses')
      .uponReceiving('a request to delete a department nothing uses')
      .withRequest({
        method: 'DELETE',
        path: `${API}/companies/${SYD}/departments/${UNUSED_DEPARTMENT}/delete`,
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { ok: true } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(await deleteDepartment(SYD, UNUSED_DEPARTMENT, { silent: true })).toEqual({ ok: true })
    })
  })
})
