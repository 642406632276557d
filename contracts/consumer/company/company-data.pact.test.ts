/**
 * The company's own data and the ways to it (issue 19): companies/update/{id}, companies/list,
 * check-admin and PATCH /companies (connect a company). Success and each refusal: 403 (company data
 * is the administrator's), 404, 422 (§8's two connect-company errors).
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  checkCompanyAdmin,
  connectCompany,
  listCompaniesByNumber,
  updateCompany,
} from '../../../src/api/company/company-data'
import { errorBody, errorStatus } from '../../../src/api/client'
import { API, JSON_ANSWER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'
import { withJson } from '../support/ebook'
import { isoDate } from '../support/bodies'
import { expectRefusal } from './-refusals'

const { boolean, integer, like, string } = MatchersV3
const pact = newPact()

const APPRENTICE = personaToken('apprentice')
const COMPANY_ADMIN = personaToken('companyAdmin')
const DEPARTMENT_ADMIN = personaToken('departmentAdmin')
const NORR = 1
const SYD = 2
/** Valid (check digit right) but no company has it; a sole trader's (a person's) number. */
const NEW_COMPANY = '559900-1236'
const SOLE_TRADER = '840315-8424'
const MALMO_ADMIN = 'the department administrator of Malmö is logged in and Lund has staff of its own'

const addressBody = {
  attention: string('Ekonomi'),
  address1: string('Box 9'),
  address2: null,
  zip: string('971 04'),
  city: string('Luleå'),
}

describe('company data and connecting a company', () => {
  it('companies/list: a company found by its organisation number', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a company list by organisation number')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/list`,
        ...withJson(APPRENTICE, { organizationalNumber: '556677-8899' }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: [
            {
              id: integer(NORR),
              name: string('Byggbolaget i Norr AB'),
              organizationalNumber: '556677-8899',
              regionId: integer(1),
            },
          ],
        },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect((await listCompaniesByNumber('556677-8899', { silent: true }))[0].id).toBe(NORR)
    })
  })

  it('companies/list: an organisation number with a wrong check digit is a 422 on organizationalNumber', () =>
    expectRefusal(pact, {
      given: 'the apprentice is logged in',
      description: 'a company list by an organisation number with a wrong check digit',
      method: 'PATCH',
      path: '/companies/list',
      body: { organizationalNumber: '556677-8898' },
      token: APPRENTICE,
      status: 422,
      field: 'organizationalNumber',
      message: 'Organisationsnumret ska ha tio siffror i formen NNNNNN-NNNN.',
      call: () => listCompaniesByNumber('556677-8898', { silent: true }),
    }))

  it('check-admin: whether the company has an administrator and the caller is one', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a check whether the company has an administrator')
      .withRequest({ method: 'GET', path: `${API}/companies/${NORR}/check-admin`, headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { hasAdministrator: true, isAdministrator: false } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await checkCompanyAdmin(NORR, { silent: true })).toEqual({
        hasAdministrator: true,
        isAdministrator: false,
      })
    })
  })

  it('check-admin: an unknown company is 404', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a check-admin of a company that does not exist')
      .withRequest({ method: 'GET', path: `${API}/companies/999999/check-admin`, headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: { message: like('Företaget finns inte.') } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => checkCompanyAdmin(999999, { silent: true })))).toBe(404)
    })
  })

  it('companies/update/{id}: the administrator changes the invoice address', async () => {
    const change = {
      invoiceAddress: {
        attention: 'Ekonomi',
        address1: 'Box 9',
        zip: '971 04',
        city: 'Luleå',
        email: 'ek@norr.example.se',
      },
    }
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a change of the company’s invoice address')
      .withRequest({ method: 'PATCH', path: `${API}/companies/update/${NORR}`, ...withJson(COMPANY_ADMIN, change) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          id: integer(NORR),
          name: string('Byggbolaget i Norr AB'),
          organizationalNumber: string('556677-8899'),
          hasDepartments: boolean(false),
          headOfficeWorkplaceId: integer(101),
          deliveryAddress: {
            ...addressBody,
            attention: string('Maria Lindqvist'),
            address1: string('Hamngatan 10'),
            zip: string('972 31'),
          },
          invoiceAddress: { ...addressBody, email: string('ek@norr.example.se') },
        },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect((await updateCompany(NORR, change, { silent: true })).invoiceAddress.email).toBe('ek@norr.example.se')
    })
  })

  it('companies/update/{id}: a department administrator may not change the company’s data (403)', async () => {
    pact
      .given(MALMO_ADMIN)
      .uponReceiving('a change of the company’s name by a department administrator')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/update/${SYD}`,
        ...withJson(DEPARTMENT_ADMIN, { name: 'X AB' }),
      })
      .willRespondWith({
        status: 403,
        headers: JSON_ANSWER,
        body: { message: string('Du saknar behörighet att spara eller ta bort detta.') },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      expect(errorStatus(await rejectionOf(() => updateCompany(SYD, { name: 'X AB' }, { silent: true })))).toBe(403)
    })
  })

  it('PATCH /companies: the e-mail application goes to the chosen region', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request to connect a company')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies`,
        ...withJson(APPRENTICE, { regionId: 5, organizationalNumber: NEW_COMPANY }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          regionId: 5,
          regionName: string('BYN Syd'),
          to: string('syd@byn.example.se'),
          organizationalNumber: NEW_COMPANY,
          sentAt: isoDate('2026-11-16T08:00:00.000Z'),
        },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect((await connectCompany({ regionId: 5, organizationalNumber: NEW_COMPANY }, { silent: true })).to).toBe(
        'syd@byn.example.se',
      )
    })
  })

  it('PATCH /companies: an unusable organisation number is a 422 pointing to the regional body (§8)', async () => {
    const text =
      'Organisationsnumret kan inte användas för att ansluta ett företag. Kontakta din regionala byggnadsnämnd.'
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request to connect a company with a sole trader’s number')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies`,
        ...withJson(APPRENTICE, { regionId: 1, organizationalNumber: SOLE_TRADER }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: {
          message: string(text),
          errors: [{ field: 'organizationalNumber', message: string(text) }],
          data: { reason: 'organisationNumberUnusable' },
        },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() =>
        connectCompany({ regionId: 1, organizationalNumber: SOLE_TRADER }, { silent: true }),
      )
      expect(errorBody(error)?.data).toEqual({ reason: 'organisationNumberUnusable' })
    })
  })

  it('PATCH /companies: an e-mail that could not be created is a 422 pointing to the regional body (§8)', async () => {
    const text = 'E-postansökan kunde inte skapas. Kontakta din regionala byggnadsnämnd.'
    pact
      .given('the minor without an e-mail address is logged in')
      .uponReceiving('a request to connect a company by someone without an e-mail address')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies`,
        ...withJson(personaToken('minor'), { regionId: 1, organizationalNumber: NEW_COMPANY }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: {
          message: string(text),
          errors: [{ field: 'regionId', message: string(text) }],
          data: { reason: 'emailNotCreated' },
        },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, personaToken('minor'))
      const error = await rejectionOf(() =>
        connectCompany({ regionId: 1, organizationalNumber: NEW_COMPANY }, { silent: true }),
      )
      expect(errorBody(error)?.data).toEqual({ reason: 'emailNotCreated' })
    })
  })
})
