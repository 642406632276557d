/**
 * The orders contract's answers (issue 20), by type where the scenario's clock moves them (dates,
 * days left) and by value where the portal branches on them (state, warning, prices).
 */
import { expect } from 'vitest'
import { MatchersV3, type PactV3 } from '@pact-foundation/pact'
import { API, JSON_ANSWER, bearer, useMockServer } from '../support/pact'
import { isoDate } from '../support/bodies'
import { day, personNameBody, withJson } from '../support/ebook'

const { boolean, eachLike, integer, string } = MatchersV3

export const NORR = 1
export const SYD = 2
export const ORDERS = {
  pastDeadline: 12001,
  nearDeadline: 50501,
  noOccasions: 50601,
  approved: 50503,
  firstOccasion: 16002,
  extensionOrder: 13501,
  educationExtension: 14001,
  oskarEducation: 6601,
  noraEducation: 6602,
  ivarEducation: 6603,
  noahEducation: 6604,
  johanTradeCard: 15001,
  oskarCard: 15003,
} as const
export const OSKAR_TOKEN = 'orders-test-1601'
export const IVAR_TOKEN = 'orders-test-1603'

const address = {
  attention: string('Maria Lindqvist'),
  address1: string('Hamngatan 10'),
  address2: null,
  zip: string('972 31'),
  city: string('Luleå'),
}

export const occasionBody = {
  id: integer(ORDERS.firstOccasion),
  name: string('Vintertermin, distans'),
  startDate: day('2026-12-17'),
  endDate: day('2027-05-06'),
  place: string('Webbaserad'),
}

/** Sara's order near its deadline, as Maria (an administrator: the protected name shown) reads it. */
export function distanceOrderBody(over: Record<string, unknown> = {}) {
  return {
    id: integer(ORDERS.nearDeadline),
    companyId: integer(NORR),
    departmentId: null,
    departmentName: null,
    stateId: 1,
    latestApprovalDate: day('2026-12-07'),
    extendedApprovalDate: null,
    professionId: integer(101),
    professionName: string('Träarbetare'),
    apprentice: personNameBody(1009, 'Sara', 'Holm'),
    apprenticeshipId: integer(3005),
    providerId: integer(1),
    number: string('DO-50501'),
    orderedAt: isoDate('2026-11-07T08:00:00.000Z'),
    reference: null,
    type: string('Distansutbildning teori'),
    description: string('Teoridelen av lärlingsutbildningen på distans (yrkesteori och arbetsmiljö).'),
    netAmount: integer(8400),
    amount: integer(10500),
    options: eachLike(string('Tryckt kursmaterial')),
    costCentre: null,
    attestation: null,
    deliveryAddress: address,
    invoiceAddress: address,
    recipientAttention: null,
    recipientPhone: null,
    courseOpportunity: null,
    bookPackages: eachLike({ kind: string('base'), deliverTo: string('apprentice') }),
    webStudent: boolean(true),
    purchaseTermsAcceptedAt: null,
    approvedAt: null,
    approvedBy: null,
    deadline: {
      deadline: day('2026-12-07'),
      daysLeft: integer(10),
      allowanceDays: integer(30),
      warning: true,
      deactivatesBook: false,
    },
    ...over,
  }
}

/** A row of a list of orders awaiting the company: the warning by type (not every order is near its date). */
export const awaitingRowBody = () =>
  distanceOrderBody({
    deadline: {
      deadline: day('2026-12-07'),
      daysLeft: integer(10),
      allowanceDays: integer(30),
      warning: boolean(true),
      deactivatesBook: false,
    },
  })

/** The same order once Maria approved it with Hermods' first occasion. */
export const approvedOrderBody = distanceOrderBody({
  stateId: 2,
  courseOpportunity: occasionBody,
  purchaseTermsAcceptedAt: isoDate('2026-11-27T10:00:00.000Z'),
  approvedAt: isoDate('2026-11-27T10:00:00.000Z'),
  approvedBy: personNameBody(1003, 'Maria', 'Lindqvist'),
  deadline: {
    deadline: day('2026-12-07'),
    daysLeft: integer(10),
    allowanceDays: integer(30),
    warning: false,
    deactivatesBook: false,
  },
})

export const providerExtensionBody = {
  id: integer(17001),
  providerId: integer(1),
  name: string('Förlängd studietid, 3 månader'),
  description: string('Tillgång till kursen i ytterligare tre månader.'),
  price: integer(2400),
}

export function extensionOrderBody(over: Record<string, unknown> = {}) {
  return {
    id: integer(ORDERS.extensionOrder),
    distanceOrderId: integer(ORDERS.approved),
    companyId: integer(NORR),
    departmentId: null,
    apprentice: personNameBody(1001, 'Elin', 'Andersson'),
    stateId: 1,
    extensions: eachLike(providerExtensionBody),
    educationExtensionId: integer(ORDERS.educationExtension),
    netAmount: integer(2400),
    amount: integer(3000),
    createdAt: isoDate('2026-11-02T09:00:00.000Z'),
    createdBy: personNameBody(1005, 'Karin', 'Nilsson'),
    purchaseTermsAcceptedAt: null,
    approvedAt: null,
    approvedBy: null,
    ...over,
  }
}

export function educationExtensionBody(over: Record<string, unknown> = {}) {
  return {
    id: integer(ORDERS.educationExtension),
    distanceOrderId: integer(ORDERS.approved),
    months: integer(3),
    motivation: string('Sjukskrivning under hösten; teorin behöver mer tid.'),
    createdAt: isoDate('2026-11-02T09:00:00.000Z'),
    createdBy: personNameBody(1005, 'Karin', 'Nilsson'),
    updatedAt: null,
    ...over,
  }
}

/** A price by value where the rule decides it. */
export const priceBody = (rule: string, payer: string, net: number, vat: number, includesVat: boolean) => ({
  rule,
  payer,
  net,
  vat,
  total: net + vat,
  shown: includesVat ? net + vat : net,
  includesVat,
})

const cardAddress = {
  attention: null,
  address1: string('Maskinvägen 4'),
  address2: null,
  zip: string('941 33'),
  city: string('Piteå'),
}

export function printOrderBody(over: Record<string, unknown> = {}) {
  return {
    id: integer(ORDERS.oskarCard),
    type: 'machineCard',
    person: personNameBody(1601, 'Oskar', 'Grävare'),
    companyId: null,
    professionId: integer(120),
    educationId: integer(ORDERS.oskarEducation),
    machines: eachLike({ id: integer(1), name: string('Grävmaskin') }),
    reason: string('firstCard'),
    status: string('delivered'),
    ongoing: boolean(false),
    price: priceBody('first', 'person', 0, 0, true),
    orderedAt: isoDate('2025-05-12T08:00:00.000Z'),
    orderedBy: personNameBody(1601, 'Oskar', 'Grävare'),
    deliveryAddress: cardAddress,
    invoiceAddress: null,
    termsAcceptedAt: null,
    ...over,
  }
}

export const CARD_ADDRESS = { attention: null, address1: 'Maskinvägen 4', zip: '941 33', city: 'Piteå' }

/** One successful call: the request (a JSON body, or none for GET), its answer, and that the client takes it. */
export async function expectAnswer(
  pact: PactV3,
  r: {
    given: string
    description: string
    token: string
    method: 'GET' | 'POST' | 'PATCH'
    path: string
    body?: unknown
    status: 200 | 201
    answer: unknown
    call: () => Promise<unknown>
    check?: (result: unknown) => void
  },
): Promise<void> {
  const request = r.body === undefined ? { headers: bearer(r.token) } : withJson(r.token, r.body)
  pact
    .given(r.given)
    .uponReceiving(r.description)
    .withRequest({ method: r.method, path: `${API}${r.path}`, ...request })
    .willRespondWith({ status: r.status, headers: JSON_ANSWER, body: r.answer })
  await pact.executeTest(async (mockServer) => {
    useMockServer(mockServer, r.token)
    const result = await r.call()
    expect(result).toBeTruthy()
    r.check?.(result)
  })
}
