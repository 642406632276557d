/**
 * Extension orders and education extensions (issue 20): success and each refusal (403 for a role not
 * the approver's, 404, 422 for terms not accepted, a second open extension order, a closed one, a
 * number of months outside 1–12).
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  approveExtensionOrder,
  createEducationExtension,
  createExtensionOrder,
  getEducationExtension,
  getExtensionOrder,
  listProviderExtensions,
  updateEducationExtension,
} from '../../../src/api/orders/extension-orders'
import { getDistanceOrder } from '../../../src/api/orders/distance-orders'
import { newPact } from '../support/pact'
import { personaToken } from '../support/personas'
import { personNameBody } from '../support/ebook'
import { isoDate } from '../support/bodies'
import { expectRefusal } from '../company/-refusals'
import {
  NORR,
  ORDERS,
  distanceOrderBody,
  educationExtensionBody,
  expectAnswer,
  extensionOrderBody,
  occasionBody,
  providerExtensionBody,
} from './-bodies'

const { eachLike, integer, string } = MatchersV3
const pact = newPact()
const COMPANY_ADMIN = personaToken('companyAdmin')
const ADMIN = 'the company administrator is logged in'
const NONE_OPEN = 'the company administrator is logged in and the waiting extension order is approved'
const approve = { id: ORDERS.extensionOrder, acceptPurchaseTerms: true }
const create = { distanceOrderId: ORDERS.approved, extensionIds: [17001, 17002] }
const approvedBody = extensionOrderBody({
  stateId: 2,
  purchaseTermsAcceptedAt: isoDate('2026-11-27T10:00:00.000Z'),
  approvedAt: isoDate('2026-11-27T10:00:00.000Z'),
  approvedBy: personNameBody(1003, 'Maria', 'Lindqvist'),
})

describe('extension orders', () => {
  it('companies/{id}/distance-orders/{orderId}: a running order names its extension orders and education extensions', () =>
    expectAnswer(pact, {
      token: COMPANY_ADMIN,
      given: ADMIN,
      description: 'a request for a running distance order with its extensions',
      method: 'GET',
      path: `/companies/${NORR}/distance-orders/${ORDERS.approved}`,
      status: 200,
      answer: distanceOrderBody({
        id: integer(ORDERS.approved),
        stateId: 2,
        latestApprovalDate: null,
        professionId: integer(848),
        professionName: string('Ställningsbyggare'),
        apprentice: personNameBody(1001, 'Elin', 'Andersson'),
        apprenticeshipId: integer(3002),
        number: string('DO-50503'),
        orderedAt: isoDate('2026-10-01T08:00:00.000Z'),
        courseOpportunity: occasionBody,
        purchaseTermsAcceptedAt: isoDate('2026-09-10T10:00:00.000Z'),
        approvedAt: isoDate('2026-09-10T10:00:00.000Z'),
        approvedBy: personNameBody(1003, 'Maria', 'Lindqvist'),
        deadline: {
          deadline: null,
          daysLeft: null,
          allowanceDays: integer(30),
          warning: false,
          deactivatesBook: false,
        },
        extensionOrderIds: eachLike(integer(ORDERS.extensionOrder)),
        educationExtensionIds: eachLike(integer(ORDERS.educationExtension)),
      }),
      call: () => getDistanceOrder(NORR, ORDERS.approved, { silent: true }),
      check: (order) =>
        expect((order as { extensionOrderIds?: number[] }).extensionOrderIds).toEqual([ORDERS.extensionOrder]),
    }))

  it('distance-education-provider-extension/{id}/listall: the provider’s extensions and prices', () =>
    expectAnswer(pact, {
      token: COMPANY_ADMIN,
      given: ADMIN,
      description: 'a list of a provider’s extensions',
      method: 'GET',
      path: '/distance-education-provider-extension/1/listall',
      status: 200,
      answer: { rows: eachLike(providerExtensionBody) },
      call: () => listProviderExtensions(1, { silent: true }),
      check: (rows) => expect((rows as Array<{ price: number }>)[0].price).toBe(2400),
    }))

  it('distance-education-provider-extension/{id}/listall: an unknown provider is 404', () =>
    expectRefusal(pact, {
      given: ADMIN,
      description: 'a list of an unknown provider’s extensions',
      method: 'GET',
      path: '/distance-education-provider-extension/99/listall',
      token: COMPANY_ADMIN,
      status: 404,
      message: 'Utbildaren finns inte.',
      call: () => listProviderExtensions(99, { silent: true }),
    }))

  it('extension-orders/get/{id}: the waiting extension order', () =>
    expectAnswer(pact, {
      token: COMPANY_ADMIN,
      given: ADMIN,
      description: 'a request for an extension order',
      method: 'GET',
      path: `/extension-orders/get/${ORDERS.extensionOrder}`,
      status: 200,
      answer: extensionOrderBody(),
      call: () => getExtensionOrder(ORDERS.extensionOrder, { silent: true }),
      check: (order) => expect((order as { stateId: number }).stateId).toBe(1),
    }))

  it('extension-orders/get/{id}: 403 to the education responsible (§6)', () =>
    expectRefusal(pact, {
      given: 'the education responsible is logged in',
      description: 'a request for an extension order by the education responsible',
      method: 'GET',
      path: `/extension-orders/get/${ORDERS.extensionOrder}`,
      token: personaToken('yua'),
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => getExtensionOrder(ORDERS.extensionOrder, { silent: true }),
    }))

  it('extension-orders/get/{id}: an unknown one is 404', () =>
    expectRefusal(pact, {
      given: ADMIN,
      description: 'a request for an unknown extension order',
      method: 'GET',
      path: '/extension-orders/get/1',
      token: COMPANY_ADMIN,
      status: 404,
      message: 'Förlängningsbeställningen finns inte.',
      call: () => getExtensionOrder(1, { silent: true }),
    }))

  it('extension-orders/approve: approved with the purchase terms', () =>
    expectAnswer(pact, {
      token: COMPANY_ADMIN,
      given: ADMIN,
      description: 'an approval of an extension order with the purchase terms accepted',
      method: 'POST',
      path: '/extension-orders/approve',
      body: approve,
      status: 200,
      answer: approvedBody,
      call: () => approveExtensionOrder(approve, { silent: true }),
      check: (order) => expect((order as { stateId: number }).stateId).toBe(2),
    }))

  it('extension-orders/approve: terms not accepted is 422 on acceptPurchaseTerms', () =>
    expectRefusal(pact, {
      given: ADMIN,
      description: 'an approval of an extension order without the purchase terms',
      method: 'POST',
      path: '/extension-orders/approve',
      token: COMPANY_ADMIN,
      body: { ...approve, acceptPurchaseTerms: false },
      status: 422,
      field: 'acceptPurchaseTerms',
      message: 'Du måste godkänna köpvillkoren för att godkänna beställningen.',
      call: () => approveExtensionOrder({ ...approve, acceptPurchaseTerms: false }, { silent: true }),
    }))

  it('extension-orders/approve: an approved one is closed (422 on stateId)', () =>
    expectRefusal(pact, {
      given: NONE_OPEN,
      description: 'a second approval of an extension order',
      method: 'POST',
      path: '/extension-orders/approve',
      token: COMPANY_ADMIN,
      body: approve,
      status: 422,
      field: 'stateId',
      message: 'Beställningen är stängd och kan inte sparas: den väntar inte längre på företagets godkännande.',
      call: () => approveExtensionOrder(approve, { silent: true }),
    }))

  it('extension-orders/create: priced by the server from the provider’s list', () =>
    expectAnswer(pact, {
      token: COMPANY_ADMIN,
      given: NONE_OPEN,
      description: 'an extension order for a running distance order',
      method: 'POST',
      path: '/extension-orders/create',
      body: create,
      status: 201,
      answer: extensionOrderBody({
        id: integer(13502),
        educationExtensionId: null,
        netAmount: 3300,
        amount: 4125,
        createdAt: isoDate('2026-11-27T10:00:00.000Z'),
        createdBy: personNameBody(1003, 'Maria', 'Lindqvist'),
      }),
      call: () => createExtensionOrder(create, { silent: true }),
      check: (order) => expect((order as { netAmount: number }).netAmount).toBe(3300),
    }))

  it('extension-orders/create: a second while one waits is 422 on distanceOrderId', () =>
    expectRefusal(pact, {
      given: ADMIN,
      description: 'an extension order while another waits',
      method: 'POST',
      path: '/extension-orders/create',
      token: COMPANY_ADMIN,
      body: create,
      status: 422,
      field: 'distanceOrderId',
      message: 'Det finns redan en förlängningsbeställning som väntar för den här beställningen.',
      call: () => createExtensionOrder(create, { silent: true }),
    }))
})

describe('education extensions', () => {
  const update = { id: ORDERS.educationExtension, months: 4, motivation: 'Längre sjukskrivning' }

  it('education-extension/{id}/get', () =>
    expectAnswer(pact, {
      token: COMPANY_ADMIN,
      given: ADMIN,
      description: 'a request for an education extension',
      method: 'GET',
      path: `/education-extension/${ORDERS.educationExtension}/get`,
      status: 200,
      answer: educationExtensionBody(),
      call: () => getEducationExtension(ORDERS.educationExtension, { silent: true }),
      check: (e) => expect((e as { months: number }).months).toBe(3),
    }))

  it('education-extension/{id}/get: an unknown one is 404', () =>
    expectRefusal(pact, {
      given: ADMIN,
      description: 'a request for an unknown education extension',
      method: 'GET',
      path: '/education-extension/99999/get',
      token: COMPANY_ADMIN,
      status: 404,
      message: 'Utbildningsförlängningen finns inte.',
      call: () => getEducationExtension(99999, { silent: true }),
    }))

  it('education-extension/create', () =>
    expectAnswer(pact, {
      token: COMPANY_ADMIN,
      given: ADMIN,
      description: 'a new education extension',
      method: 'POST',
      path: '/education-extension/create',
      body: { distanceOrderId: ORDERS.approved, months: 2, motivation: 'Föräldraledig' },
      status: 201,
      answer: educationExtensionBody({
        id: integer(14002),
        months: 2,
        motivation: 'Föräldraledig',
        createdAt: isoDate('2026-11-27T10:00:00.000Z'),
        createdBy: personNameBody(1003, 'Maria', 'Lindqvist'),
      }),
      call: () =>
        createEducationExtension(
          { distanceOrderId: ORDERS.approved, months: 2, motivation: 'Föräldraledig' },
          { silent: true },
        ),
      check: (e) => expect((e as { months: number }).months).toBe(2),
    }))

  it('education-extension/create: 13 months is 422 on months', () =>
    expectRefusal(pact, {
      given: ADMIN,
      description: 'an education extension of 13 months',
      method: 'POST',
      path: '/education-extension/create',
      token: COMPANY_ADMIN,
      body: { distanceOrderId: ORDERS.approved, months: 13, motivation: 'x' },
      status: 422,
      field: 'months',
      message: 'Fältet months har ett ogiltigt värde.',
      call: () =>
        createEducationExtension({ distanceOrderId: ORDERS.approved, months: 13, motivation: 'x' }, { silent: true }),
    }))

  it('education-extension/update', () =>
    expectAnswer(pact, {
      token: COMPANY_ADMIN,
      given: ADMIN,
      description: 'a change of an education extension',
      method: 'PATCH',
      path: '/education-extension/update',
      body: update,
      status: 200,
      answer: educationExtensionBody({
        months: 4,
        motivation: 'Längre sjukskrivning',
        updatedAt: isoDate('2026-11-27T10:00:00.000Z'),
      }),
      call: () => updateEducationExtension(update, { silent: true }),
      check: (e) => expect((e as { months: number }).months).toBe(4),
    }))

  it('education-extension/update: locked once its extension order is approved (422 closed)', () =>
    expectRefusal(pact, {
      given: NONE_OPEN,
      description: 'a change of an education extension whose extension order is approved',
      method: 'PATCH',
      path: '/education-extension/update',
      token: COMPANY_ADMIN,
      body: update,
      status: 422,
      field: 'stateId',
      message: 'Beställningen är stängd och kan inte sparas: den väntar inte längre på företagets godkännande.',
      call: () => updateEducationExtension(update, { silent: true }),
    }))
})
