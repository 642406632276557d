/**
 * A company's workplaces (issue 19): read one, create, update, delete. Success and each refusal:
 * 403 department scoping (Malmö's administrator and Lund's workplace) and role rights (§8 no
 * permission to save or delete), 404, 422 (§5 department required, head office not deleted).
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { createWorkplace, deleteWorkplace, getWorkplace, updateWorkplace } from '../../../src/api/company/workplaces'
import { errorBody } from '../../../src/api/client'
import { API, JSON_ANSWER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'
import { withJson } from '../support/ebook'
import { expectBodilessRefusal } from './-refusals'
import { fieldRefusal } from '../support/errors'

const { boolean, integer, string } = MatchersV3
const pact = newPact()

const COMPANY_ADMIN = personaToken('companyAdmin')
const YUA = personaToken('yua')
const DEPARTMENT_ADMIN = personaToken('departmentAdmin')
const NORR = 1
const SYD = 2
const MALMO = 21
const NORR_HEAD_OFFICE = 101
const LUND_WORKPLACE = 203
/** Förråd Boden: the provider state adds it to Norr, used by nothing. */
const UNUSED_WORKPLACE = 109
const MALMO_ADMIN = 'the department administrator of Malmö is logged in and Lund has staff of its own'
const FORBIDDEN = 'Du saknar behörighet för detta.'
const NO_PERMISSION = 'Du saknar behörighet att spara eller ta bort detta.'

const workplaceBody = {
  id: integer(NORR_HEAD_OFFICE),
  name: string('Huvudkontor Luleå'),
  departmentIds: [],
  address1: string('Hamngatan 10'),
  zip: string('972 31'),
  city: string('Luleå'),
  isHeadOffice: boolean(true),
  address2: null,
  contact: string('Maria Lindqvist'),
  phone: string('0920-12 34 50'),
  web: string('https://byggbolaget-norr.example.se'),
  isDeliveryDefault: boolean(true),
  isInvoiceDefault: boolean(true),
}
const newWorkplace = {
  name: 'Depå Limhamn',
  departmentIds: [MALMO],
  address1: 'Limhamnsvägen 1',
  zip: '216 12',
  city: 'Malmö',
}

describe('company workplaces', () => {
  it('workplace/{wid}: a company user reads a workplace with its §3 fields', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a request for a workplace of the company')
      .withRequest({
        method: 'GET',
        path: `${API}/companies/${NORR}/workplace/${NORR_HEAD_OFFICE}`,
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: workplaceBody })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const workplace = await getWorkplace(NORR, NORR_HEAD_OFFICE, { silent: true })
      expect(workplace).toMatchObject({ name: 'Huvudkontor Luleå', isHeadOffice: true, isInvoiceDefault: true })
    })
  })

  it('workplace/{wid}: Lund’s workplace is 403 to Malmö’s department administrator (§6 scoping)', () =>
    expectBodilessRefusal(pact, {
      given: MALMO_ADMIN,
      description: 'a request by Malmö’s department administrator for a workplace of Lund',
      method: 'GET',
      path: `/companies/${SYD}/workplace/${LUND_WORKPLACE}`,
      token: DEPARTMENT_ADMIN,
      status: 403,
      message: FORBIDDEN,
      call: () => getWorkplace(SYD, LUND_WORKPLACE, { silent: true }),
    }))

  it('workplace/{wid}: an unknown workplace is 404', () =>
    expectBodilessRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'a request for a workplace the company does not have',
      method: 'GET',
      path: `/companies/${NORR}/workplace/999999`,
      token: COMPANY_ADMIN,
      status: 404,
      message: 'Arbetsplatsen finns inte.',
      call: () => getWorkplace(NORR, 999999, { silent: true }),
    }))

  it('workplace-create: Malmö’s department administrator creates a workplace of Malmö (201)', async () => {
    pact
      .given('the department administrator of Malmö is logged in and Lund has staff of its own')
      .uponReceiving('a new workplace of Malmö')
      .withRequest({
        method: 'POST',
        path: `${API}/companies/${SYD}/workplace-create`,
        ...withJson(DEPARTMENT_ADMIN, newWorkplace),
      })
      .willRespondWith({
        status: 201,
        headers: JSON_ANSWER,
        body: {
          ...workplaceBody,
          id: integer(1001),
          name: string(newWorkplace.name),
          departmentIds: [MALMO],
          isHeadOffice: boolean(false),
          contact: null,
          phone: null,
          web: null,
          isDeliveryDefault: boolean(false),
          isInvoiceDefault: boolean(false),
          address1: string(newWorkplace.address1),
          zip: string(newWorkplace.zip),
          city: string(newWorkplace.city),
        },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      expect((await createWorkplace(SYD, newWorkplace, { silent: true })).departmentIds).toEqual([MALMO])
    })
  })

  it('workplace-create: without a department in a company with departments is a 422 on departmentIds (§5)', async () => {
    pact
      .given('the department administrator of Malmö is logged in and Lund has staff of its own')
      .uponReceiving('a new workplace of Syd without a department')
      .withRequest({
        method: 'POST',
        path: `${API}/companies/${SYD}/workplace-create`,
        ...withJson(DEPARTMENT_ADMIN, { ...newWorkplace, departmentIds: [] }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: fieldRefusal('departmentIds', 'En avdelning måste väljas.'),
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      const error = await rejectionOf(() =>
        createWorkplace(SYD, { ...newWorkplace, departmentIds: [] }, { silent: true }),
      )
      expect(errorBody(error)?.errors?.[0].field).toBe('departmentIds')
    })
  })

  it('workplace-update: the education responsible may not change workplaces (403, §8 no permission)', async () => {
    pact
      .given('the education responsible is logged in')
      .uponReceiving('a workplace change by the education responsible')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${NORR}/workplace-update/102`,
        ...withJson(YUA, { name: 'X', departmentIds: [] }),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: { message: string(NO_PERMISSION) } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, YUA)
      const error = await rejectionOf(() =>
        updateWorkplace(NORR, 102, { name: 'X', departmentIds: [] }, { silent: true }),
      )
      expect(errorBody(error)?.message).toBe(NO_PERMISSION)
    })
  })

  it('workplace-update: the company administrator renames a workplace', async () => {
    const change = { name: 'Kvarteret Lärkan', departmentIds: [], address1: 'Lärkvägen 2', zip: '903 36', city: 'Umeå' }
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a workplace change by the company administrator')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${NORR}/workplace-update/102`,
        ...withJson(COMPANY_ADMIN, change),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...workplaceBody,
          id: integer(102),
          name: string(change.name),
          isHeadOffice: boolean(false),
          contact: null,
          phone: null,
          web: null,
          isDeliveryDefault: boolean(false),
          isInvoiceDefault: boolean(false),
        },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect((await updateWorkplace(NORR, 102, change, { silent: true })).name).toBe(change.name)
    })
  })

  it('workplace-delete: the head office is not deleted (422 with the §8 text)', async () => {
    const text =
      'Det gick tyvärr inte att ta bort: huvudkontoret kan inte tas bort. Gör en annan arbetsplats till huvudkontor först.'
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a request to delete the head office')
      .withRequest({
        method: 'DELETE',
        path: `${API}/companies/${NORR}/workplace-delete/${NORR_HEAD_OFFICE}`,
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: fieldRefusal('wid', text) })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const error = await rejectionOf(() => deleteWorkplace(NORR, NORR_HEAD_OFFICE, { silent: true }))
      expect(errorBody(error)?.errors?.[0].message).toBe(text)
    })
  })

  it('workplace-delete: the company administrator deletes a workplace nothing uses', async () => {
    pact
      .given('the company administrator is logged in and Norr has a workplace nothing uses')
      .uponReceiving('a request to delete a workplace nothing uses')
      .withRequest({
        method: 'DELETE',
        path: `${API}/companies/${NORR}/workplace-delete/${UNUSED_WORKPLACE}`,
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { ok: true } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(await deleteWorkplace(NORR, UNUSED_WORKPLACE, { silent: true })).toEqual({ ok: true })
    })
  })

  it('workplace-delete: a workplace of Lund is 403 to Malmö’s department administrator', () =>
    expectBodilessRefusal(pact, {
      given: MALMO_ADMIN,
      description: 'a request by Malmö’s department administrator to delete a workplace of Lund',
      method: 'DELETE',
      path: `/companies/${SYD}/workplace-delete/${LUND_WORKPLACE}`,
      token: DEPARTMENT_ADMIN,
      status: 403,
      message: FORBIDDEN,
      call: () => deleteWorkplace(SYD, LUND_WORKPLACE, { silent: true }),
    }))
})
