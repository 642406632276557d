/**
 * Distance orders (issue 20): the company's lists, one order, approval, the provider and its course
 * occasions. Success and each refusal: 403 for a role or a department not the caller's, 404 for
 * another company's order, 422 for terms not accepted, a closed order, a provider without occasions.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  approveDistanceOrder,
  getDistanceEducationProvider,
  getDistanceOrder,
  listCourseOpportunities,
  listDistanceOrders,
  searchCompanyOrders,
} from '../../../src/api/orders/distance-orders'
import { API, JSON_ANSWER, bearer, newPact, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'
import { withJson } from '../support/ebook'
import { expectRefusal } from '../company/-refusals'
import { NORR, ORDERS, SYD, approvedOrderBody, awaitingRowBody, distanceOrderBody, occasionBody } from './-bodies'

const { eachLike, integer, string } = MatchersV3
const pact = newPact()
const COMPANY_ADMIN = personaToken('companyAdmin')
const DEPARTMENT_ADMIN = personaToken('departmentAdmin')
const ADMIN = 'the company administrator is logged in'
const MALMO_ADMIN = 'the department administrator of Malmö is logged in and Lund has staff of its own'
const approve = { acceptPurchaseTerms: true, courseOpportunityId: ORDERS.firstOccasion }

describe('distance orders: reading', () => {
  it('companies/{id}/distance-orders?stateIds=1: the orders awaiting the company, with their deadline', async () => {
    pact
      .given(ADMIN)
      .uponReceiving('a list of the company’s distance orders awaiting approval')
      .withRequest({
        method: 'GET',
        path: `${API}/companies/${NORR}/distance-orders`,
        query: { stateIds: '1' },
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(awaitingRowBody()) } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const rows = await listDistanceOrders(NORR, [1], { silent: true })
      expect(rows[0].stateId).toBe(1)
    })
  })

  it('companies/{id}/distance-orders/{orderId}: one order with the days-left warning', async () => {
    pact
      .given(ADMIN)
      .uponReceiving('a request for a distance order near its deadline')
      .withRequest({
        method: 'GET',
        path: `${API}/companies/${NORR}/distance-orders/${ORDERS.nearDeadline}`,
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: distanceOrderBody() })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect((await getDistanceOrder(NORR, ORDERS.nearDeadline, { silent: true })).apprentice.firstName).toBe('Sara')
    })
  })

  it('companies/{id}/orders: the unhandled orders (§2 toggle)', async () => {
    pact
      .given(ADMIN)
      .uponReceiving('a search of the company’s unhandled orders')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${NORR}/orders`,
        ...withJson(COMPANY_ADMIN, { advSearch: { show: 'unhandled' } }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(awaitingRowBody()) } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const rows = await searchCompanyOrders(NORR, { advSearch: { show: 'unhandled' } }, { silent: true })
      expect(rows[0].stateId).toBe(1)
    })
  })

  it('companies/{id}/distance-orders: the education responsible may not list them (403, §6)', () =>
    expectRefusal(pact, {
      given: 'the education responsible is logged in',
      description: 'a list of the company’s distance orders by the education responsible',
      method: 'GET',
      path: `/companies/${NORR}/distance-orders`,
      query: { stateIds: '1' },
      token: personaToken('yua'),
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => listDistanceOrders(NORR, [1], { silent: true }),
    }))

  it('companies/{id}/orders: the education responsible may not (403, §6)', () =>
    expectRefusal(pact, {
      given: 'the education responsible is logged in',
      description: 'a search of the company’s orders by the education responsible',
      method: 'PATCH',
      path: `/companies/${NORR}/orders`,
      token: personaToken('yua'),
      body: {},
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => searchCompanyOrders(NORR, {}, { silent: true }),
    }))

  it('a Lund order is 403 to Malmö’s department administrator', () =>
    expectRefusal(pact, {
      given: MALMO_ADMIN,
      description: 'a request for a Lund apprentice’s distance order by Malmö’s department administrator',
      method: 'GET',
      path: `/companies/${SYD}/distance-orders/${ORDERS.pastDeadline}`,
      token: DEPARTMENT_ADMIN,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => getDistanceOrder(SYD, ORDERS.pastDeadline, { silent: true }),
    }))
})

describe('distance orders: approval', () => {
  it('companies/{id}/approve-distance-order/{orderId}: approved with the terms and a course occasion', async () => {
    pact
      .given(ADMIN)
      .uponReceiving('an approval of a distance order with the purchase terms accepted')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${NORR}/approve-distance-order/${ORDERS.nearDeadline}`,
        ...withJson(COMPANY_ADMIN, approve),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: approvedOrderBody })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const order = await approveDistanceOrder(NORR, ORDERS.nearDeadline, approve, { silent: true })
      expect(order.stateId).toBe(2)
    })
  })

  it('the purchase terms not accepted: 422 on acceptPurchaseTerms (§5)', () =>
    expectRefusal(pact, {
      given: ADMIN,
      description: 'an approval of a distance order without the purchase terms',
      method: 'PATCH',
      path: `/companies/${NORR}/approve-distance-order/${ORDERS.nearDeadline}`,
      token: COMPANY_ADMIN,
      body: { ...approve, acceptPurchaseTerms: false },
      status: 422,
      field: 'acceptPurchaseTerms',
      message: 'Du måste godkänna köpvillkoren för att godkänna beställningen.',
      call: () =>
        approveDistanceOrder(NORR, ORDERS.nearDeadline, { ...approve, acceptPurchaseTerms: false }, { silent: true }),
    }))

  it('an order approved already is closed: 422 on stateId', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in and Sara’s distance order is approved',
      description: 'a second approval of a distance order',
      method: 'PATCH',
      path: `/companies/${NORR}/approve-distance-order/${ORDERS.nearDeadline}`,
      token: COMPANY_ADMIN,
      body: approve,
      status: 422,
      field: 'stateId',
      message: 'Beställningen är stängd och kan inte sparas: den väntar inte längre på företagets godkännande.',
      call: () => approveDistanceOrder(NORR, ORDERS.nearDeadline, approve, { silent: true }),
    }))

  it('a provider without course occasions blocks the approval (§8): 422 on courseOpportunityId', () =>
    expectRefusal(pact, {
      given: MALMO_ADMIN,
      description: 'an approval of an order whose provider has no course occasions',
      method: 'PATCH',
      path: `/companies/${SYD}/approve-distance-order/${ORDERS.noOccasions}`,
      token: DEPARTMENT_ADMIN,
      body: { acceptPurchaseTerms: true },
      status: 422,
      field: 'courseOpportunityId',
      message:
        'Distansutbildaren har inga kurstillfällen att välja. Beställningen kan inte godkännas förrän utbildaren har uppdaterat sin kalender.',
      call: () => approveDistanceOrder(SYD, ORDERS.noOccasions, { acceptPurchaseTerms: true }, { silent: true }),
    }))

  it('a Lund order is 403 to approve for Malmö’s department administrator', () =>
    expectRefusal(pact, {
      given: MALMO_ADMIN,
      description: 'an approval of a Lund apprentice’s order by Malmö’s department administrator',
      method: 'PATCH',
      path: `/companies/${SYD}/approve-distance-order/${ORDERS.pastDeadline}`,
      token: DEPARTMENT_ADMIN,
      body: approve,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => approveDistanceOrder(SYD, ORDERS.pastDeadline, approve, { silent: true }),
    }))

  it('another company’s order id is 404', () =>
    expectRefusal(pact, {
      given: ADMIN,
      description: 'an approval of another company’s distance order',
      method: 'PATCH',
      path: `/companies/${NORR}/approve-distance-order/${ORDERS.pastDeadline}`,
      token: COMPANY_ADMIN,
      body: approve,
      status: 404,
      message: 'Beställningen finns inte.',
      call: () => approveDistanceOrder(NORR, ORDERS.pastDeadline, approve, { silent: true }),
    }))
})

describe('providers and course occasions', () => {
  it('distance-education-providers/get/{id}', async () => {
    pact
      .given(ADMIN)
      .uponReceiving('a request for a distance-education provider')
      .withRequest({ method: 'GET', path: `${API}/distance-education-providers/get/1`, headers: bearer(COMPANY_ADMIN) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          id: integer(1),
          name: string('Hermods distansutbildning'),
          email: string('bygg@hermods.example.se'),
          phone: string('08-123 456 00'),
          web: string('https://hermods.example.se'),
        },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect((await getDistanceEducationProvider(1, { silent: true })).name).toBe('Hermods distansutbildning')
    })
  })

  it('an unknown provider is 404', () =>
    expectRefusal(pact, {
      given: ADMIN,
      description: 'a request for an unknown distance-education provider',
      method: 'GET',
      path: '/distance-education-providers/get/99',
      token: COMPANY_ADMIN,
      status: 404,
      message: 'Utbildaren finns inte.',
      call: () => getDistanceEducationProvider(99, { silent: true }),
    }))

  it('distance-orders/{id}/available-course-opportunities: the occasions not yet started', async () => {
    pact
      .given(ADMIN)
      .uponReceiving('a request for the course occasions of an order’s provider')
      .withRequest({
        method: 'GET',
        path: `${API}/distance-orders/${ORDERS.nearDeadline}/available-course-opportunities`,
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(occasionBody) } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect((await listCourseOpportunities(ORDERS.nearDeadline, { silent: true }))[0].id).toBe(ORDERS.firstOccasion)
    })
  })

  it('the course occasions of a Lund order are 403 to Malmö’s department administrator', () =>
    expectRefusal(pact, {
      given: MALMO_ADMIN,
      description: 'a request for the course occasions of a Lund order by Malmö’s department administrator',
      method: 'GET',
      path: `/distance-orders/${ORDERS.pastDeadline}/available-course-opportunities`,
      token: DEPARTMENT_ADMIN,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => listCourseOpportunities(ORDERS.pastDeadline, { silent: true }),
    }))

  it('a provider without occasions answers none', async () => {
    pact
      .given(MALMO_ADMIN)
      .uponReceiving('a request for the course occasions of a provider that has none')
      .withRequest({
        method: 'GET',
        path: `${API}/distance-orders/${ORDERS.noOccasions}/available-course-opportunities`,
        headers: bearer(DEPARTMENT_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: [] } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      expect(await listCourseOpportunities(ORDERS.noOccasions, { silent: true })).toEqual([])
    })
  })
})
