/**
 * Card orders (issue 20): the machine card (quote and order), the trade-certificate card, the print
 * orders. Success and each refusal (403 for another person's education or an employee of another
 * company, 404, 422 for an ongoing order of the card type, a trade certificate not held).
 */
import { describe, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  getPrintOrder,
  listCardStaff,
  listPrintOrders,
  orderMachineCard,
  orderTradeCertificateCard,
  quoteMachineCard,
  quoteTradeCertificateCard,
} from '../../../src/api/orders/cards'
import { newPact } from '../support/pact'
import { personaToken } from '../support/personas'
import { personNameBody } from '../support/ebook'
import { isoDate } from '../support/bodies'
import { expectRefusal } from '../company/-refusals'
import { CARD_ADDRESS, IVAR_TOKEN, NORR, ORDERS, OSKAR_TOKEN, expectAnswer, priceBody, printOrderBody } from './-bodies'

const { atLeastLike, eachLike, integer, string } = MatchersV3
const pact = newPact()
const OSKAR = 'Oskar, who had a machine card for excavator and wheel loader, is logged in'
const INSTRUCTOR = personaToken('instructor')
const DEPARTMENT_ADMIN = personaToken('departmentAdmin')
const paidCard = {
  reason: 'lostOrStolen' as const,
  machineIds: [1, 2],
  deliveryAddress: CARD_ADDRESS,
  acceptTerms: true,
}

describe('machine cards (§9: first per combination free, later 120 kr excl. VAT)', () => {
  it('educations/{id}/create-machine-certificate with preview: the server’s price, nothing stored', () =>
    expectAnswer(pact, {
      given: OSKAR,
      description: 'a quote for a machine card of a combination held before',
      token: OSKAR_TOKEN,
      method: 'POST',
      path: `/educations/${ORDERS.oskarEducation}/create-machine-certificate`,
      body: { reason: 'lostOrStolen', machineIds: [1, 2], preview: true },
      status: 200,
      answer: { preview: true, type: 'machineCard', price: priceBody('later', 'person', 120, 30, true) },
      call: () =>
        quoteMachineCard(ORDERS.oskarEducation, { reason: 'lostOrStolen', machineIds: [1, 2] }, { silent: true }),
    }))

  it('educations/{id}/create-machine-certificate: the order, awaiting the advance invoice', () =>
    expectAnswer(pact, {
      given: OSKAR,
      description: 'a paid machine card order',
      token: OSKAR_TOKEN,
      method: 'POST',
      path: `/educations/${ORDERS.oskarEducation}/create-machine-certificate`,
      body: { ...paidCard, preview: false },
      status: 201,
      answer: printOrderBody({
        id: integer(15005),
        reason: 'lostOrStolen',
        status: 'awaitingPayment',
        ongoing: true,
        price: priceBody('later', 'person', 120, 30, true),
        orderedAt: isoDate('2026-11-27T10:00:00.000Z'),
        termsAcceptedAt: isoDate('2026-11-27T10:00:00.000Z'),
      }),
      call: () => orderMachineCard(ORDERS.oskarEducation, paidCard, { silent: true }),
    }))

  it('an ongoing order of the card type: 422 on machineIds (§4)', () =>
    expectRefusal(pact, {
      given: 'Ivar, who has a machine card order on its way, is logged in',
      description: 'a machine card order while one is on its way',
      method: 'POST',
      path: `/educations/${ORDERS.ivarEducation}/create-machine-certificate`,
      token: IVAR_TOKEN,
      body: { ...paidCard, machineIds: [2], preview: false },
      status: 422,
      field: 'machineIds',
      message: 'Det finns redan en pågående beställning av det här kortet. En ny kan göras när den är levererad.',
      call: () => orderMachineCard(ORDERS.ivarEducation, { ...paidCard, machineIds: [2] }, { silent: true }),
    }))

  it('another person’s education: 403', () =>
    expectRefusal(pact, {
      given: OSKAR,
      description: 'a machine card order for another person’s education',
      method: 'POST',
      path: `/educations/${ORDERS.noraEducation}/create-machine-certificate`,
      token: OSKAR_TOKEN,
      body: { ...paidCard, preview: false },
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => orderMachineCard(ORDERS.noraEducation, paidCard, { silent: true }),
    }))

  it('company staff for an employee of their department: the company pays (§6)', () =>
    expectAnswer(pact, {
      given: 'the department administrator of Malmö is logged in and Lund has staff of its own',
      description: 'a machine card order by the company for an employee',
      token: DEPARTMENT_ADMIN,
      method: 'POST',
      path: `/educations/${ORDERS.noahEducation}/create-machine-certificate`,
      body: { reason: 'firstCard', machineIds: [1], companyId: 2, deliveryAddress: CARD_ADDRESS, preview: false },
      status: 201,
      answer: printOrderBody({
        id: integer(15005),
        person: personNameBody(1507, 'Noah', 'Lindberg'),
        companyId: 2,
        educationId: integer(ORDERS.noahEducation),
        status: 'ordered',
        ongoing: true,
        price: priceBody('first', 'company', 0, 0, false),
        orderedAt: isoDate('2026-11-27T10:00:00.000Z'),
        orderedBy: personNameBody(1006, 'Lena', 'Persson'),
      }),
      call: () =>
        orderMachineCard(
          ORDERS.noahEducation,
          { reason: 'firstCard', machineIds: [1], companyId: 2, deliveryAddress: CARD_ADDRESS },
          { silent: true },
        ),
    }))

  it('an employee of another company: 403', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'a machine card order by a company for a person it does not employ',
      method: 'POST',
      path: `/educations/${ORDERS.noahEducation}/create-machine-certificate`,
      token: personaToken('companyAdmin'),
      body: { reason: 'firstCard', machineIds: [1], companyId: 1, deliveryAddress: CARD_ADDRESS, preview: false },
      status: 403,
      message: 'Personen är inte anställd i företaget.',
      call: () =>
        orderMachineCard(
          ORDERS.noahEducation,
          { reason: 'firstCard', machineIds: [1], companyId: 1, deliveryAddress: CARD_ADDRESS },
          { silent: true },
        ),
    }))
})

describe('trade-certificate cards (§9: first free, replacement 450 kr incl. tax)', () => {
  it('persons/{id}/request-trade-certificate with a reason and preview: a replacement costs 450', () =>
    expectAnswer(pact, {
      given: 'the instructor is logged in',
      description: 'a quote for a replacement trade-certificate card',
      token: INSTRUCTOR,
      method: 'POST',
      path: '/persons/1002/request-trade-certificate',
      body: { professionId: 848, reason: 'lostOrStolen', preview: true },
      status: 200,
      answer: { preview: true, type: 'tradeCertificate', price: priceBody('replacement', 'person', 360, 90, true) },
      call: () => quoteTradeCertificateCard(1002, { professionId: 848, reason: 'lostOrStolen' }, { silent: true }),
    }))

  it('persons/{id}/request-trade-certificate with a reason: the first card of a profession, free', () =>
    expectAnswer(pact, {
      given: 'the instructor is logged in',
      description: 'a first trade-certificate card order',
      token: INSTRUCTOR,
      method: 'POST',
      path: '/persons/1002/request-trade-certificate',
      body: { professionId: 101, reason: 'firstCard', deliveryAddress: CARD_ADDRESS, preview: false },
      status: 201,
      answer: printOrderBody({
        id: integer(15005),
        type: 'tradeCertificate',
        person: personNameBody(1002, 'Johan', 'Berg'),
        professionId: integer(101),
        educationId: null,
        machines: [],
        status: 'ordered',
        ongoing: true,
        orderedAt: isoDate('2026-11-27T10:00:00.000Z'),
        orderedBy: personNameBody(1002, 'Johan', 'Berg'),
      }),
      call: () =>
        orderTradeCertificateCard(
          1002,
          { professionId: 101, reason: 'firstCard', deliveryAddress: CARD_ADDRESS },
          { silent: true },
        ),
    }))

  it('without the trade certificate: 422 on professionId', () =>
    expectRefusal(pact, {
      given: 'the apprentice is logged in',
      description: 'a trade-certificate card order by someone without the certificate',
      method: 'POST',
      path: '/persons/1001/request-trade-certificate',
      token: personaToken('apprentice'),
      body: { professionId: 848, reason: 'firstCard', preview: false },
      status: 422,
      field: 'professionId',
      message: 'Ett yrkesbeviskort beställs av den som har yrkesbeviset i yrket.',
      call: () => orderTradeCertificateCard(1001, { professionId: 848, reason: 'firstCard' }, { silent: true }),
    }))
})

describe('print orders', () => {
  it('print-orders/list: the caller’s own machine cards', () =>
    expectAnswer(pact, {
      given: 'the instructor is logged in',
      description: 'a list of the caller’s machine card orders',
      token: INSTRUCTOR,
      method: 'PATCH',
      path: '/print-orders/list',
      body: { type: 'machineCard' },
      status: 200,
      answer: {
        rows: eachLike(
          printOrderBody({
            id: integer(15002),
            person: personNameBody(1002, 'Johan', 'Berg'),
            educationId: null,
            orderedBy: personNameBody(1002, 'Johan', 'Berg'),
            orderedAt: isoDate('2018-04-03T08:00:00.000Z'),
          }),
        ),
      },
      call: () => listPrintOrders({ type: 'machineCard' }, { silent: true }),
    }))

  it('print-orders/list: another person’s cards are 403', () =>
    expectRefusal(pact, {
      given: 'the instructor is logged in',
      description: 'a list of another person’s card orders',
      method: 'PATCH',
      path: '/print-orders/list',
      body: { personId: 1601 },
      token: INSTRUCTOR,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => listPrintOrders({ personId: 1601 }, { silent: true }),
    }))

  it('print-orders/{id}/get: the caller’s own card order', () =>
    expectAnswer(pact, {
      given: OSKAR,
      description: 'a request for the caller’s card order',
      token: OSKAR_TOKEN,
      method: 'GET',
      path: `/print-orders/${ORDERS.oskarCard}/get`,
      status: 200,
      answer: printOrderBody(),
      call: () => getPrintOrder(ORDERS.oskarCard, { silent: true }),
    }))

  it('print-orders/{id}/get: another person’s is 403', () =>
    expectRefusal(pact, {
      given: 'the instructor is logged in',
      description: 'a request for another person’s card order',
      method: 'GET',
      path: `/print-orders/${ORDERS.oskarCard}/get`,
      token: INSTRUCTOR,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => getPrintOrder(ORDERS.oskarCard, { silent: true }),
    }))

  it('print-orders/{id}/get: an unknown one is 404', () =>
    expectRefusal(pact, {
      given: 'the instructor is logged in',
      description: 'a request for an unknown card order',
      method: 'GET',
      path: '/print-orders/99999/get',
      token: INSTRUCTOR,
      status: 404,
      message: 'Kortbeställningen finns inte.',
      call: () => getPrintOrder(99999, { silent: true }),
    }))
})

describe('whom the company orders cards for (§6)', () => {
  it('companies/{id}/card-order-staff: the staff, what each holds and the ongoing card types', () =>
    expectAnswer(pact, {
      given: 'the company administrator is logged in',
      description: 'a list of the staff the company may order cards for',
      token: personaToken('companyAdmin'),
      method: 'GET',
      path: `/companies/${NORR}/card-order-staff`,
      status: 200,
      answer: {
        rows: eachLike({
          person: personNameBody(1002, 'Johan', 'Berg'),
          employmentId: integer(2004),
          // Norr has no departments; a person may hold no education or no trade certificate.
          departments: atLeastLike({ id: integer(21), name: string('Malmö') }, 0, 0),
          educations: atLeastLike({ id: integer(6006), professionId: integer(848) }, 0, 1),
          tradeCertificates: atLeastLike({ professionId: integer(848) }, 0, 1),
          ongoing: atLeastLike('machineCard', 0, 0),
        }),
      },
      call: () => listCardStaff(NORR, { silent: true }),
    }))

  it('companies/{id}/card-order-staff: the education responsible may not order staff cards (403)', () =>
    expectRefusal(pact, {
      given: 'the education responsible is logged in',
      description: 'a list of the staff to order cards for, asked by the education responsible',
      method: 'GET',
      path: `/companies/${NORR}/card-order-staff`,
      token: personaToken('yua'),
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => listCardStaff(NORR, { silent: true }),
    }))
})
