/**
 * Card orders (issue 20): §9 prices from the person's earlier cards (the server's, a price in the body
 * is ignored), §4 one ongoing order per person and card type, §6 a person for themselves and company
 * staff for an employee of their company and departments, §9 reasons, terms and address; nothing
 * stored by a refusal or a preview.
 */
import { describe, expect, it } from 'vitest'
import {
  getPrintOrder,
  listCardStaff,
  listPrintOrders,
  orderMachineCard,
  orderTradeCertificateCard,
  quoteMachineCard,
  quoteTradeCertificateCard,
} from '../../../src/api/orders/cards'
import { requestTradeCertificate } from '../../../src/api/shell/persons'
import { db } from '../../db'
import { COMPANY_NORR, COMPANY_STAFF, COMPANY_SYD, ORDER_IDS as O, PERSONAS, PROFESSION_SCAFFOLDING } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'
import { sessionFor } from './-orders-test-kit'

const api = withSimulatedBackend()
const failure = async (call: Promise<unknown>) => {
  const f = await failureOf(call)
  return { status: f.status, fields: f.body?.errors?.map((e) => e.field), data: f.body?.data }
}
const address = { attention: null, address1: 'Maskinvägen 4', zip: '941 33', city: 'Piteå' }
const order = { reason: 'lostOrStolen' as const, deliveryAddress: address, acceptTerms: true }
const printOrders = () => db().printOrders.all().length
const as = async (personId: number) => api.token(await sessionFor(personId))

describe('machine card prices (§9), quoted by the server', () => {
  it('Oskar had [1, 2]: the same combination costs 150 kr incl. VAT, another is free; Nora’s first is free', async () => {
    await as(O.oskar.id)
    const before = printOrders()
    expect((await quoteMachineCard(O.oskar.educationId, { ...order, machineIds: [2, 1] })).price).toMatchObject({
      rule: 'later',
      total: 150,
      shown: 150,
      includesVat: true,
    })
    expect(
      (await quoteMachineCard(O.oskar.educationId, { ...order, reason: 'firstCard', machineIds: [3] })).price,
    ).toMatchObject({ rule: 'first', total: 0 })
    expect(printOrders()).toBe(before)
    await as(O.nora.id)
    expect((await quoteMachineCard(O.nora.educationId, { reason: 'firstCard', machineIds: [1] })).price.total).toBe(0)
  })

  it('orders a paid card (awaiting payment) and then refuses a second while it is ongoing (§4)', async () => {
    await as(O.oskar.id)
    const placed = await orderMachineCard(O.oskar.educationId, { ...order, machineIds: [1, 2] })
    expect(placed).toMatchObject({
      status: 'awaitingPayment',
      ongoing: true,
      companyId: null,
      machines: [{ id: 1 }, { id: 2 }],
      price: { total: 150 },
    })
    expect(await getPrintOrder(placed.id)).toEqual(placed)
    const again = await failure(
      orderMachineCard(O.oskar.educationId, { ...order, machineIds: [3], reason: 'firstCard' }),
    )
    expect(again).toMatchObject({ status: 422, fields: ['machineIds'], data: { reason: 'ongoing' } })
    await as(O.ivar.id)
    expect((await failure(quoteMachineCard(O.ivar.educationId, { ...order, machineIds: [2] }))).data).toEqual({
      reason: 'ongoing',
    })
  })

  it('refuses a wrong reason, missing terms or address; nothing stored', async () => {
    await as(O.oskar.id)
    const before = printOrders()
    const e = O.oskar.educationId
    expect((await failure(orderMachineCard(e, { ...order, reason: 'firstCard', machineIds: [1, 2] }))).fields).toEqual([
      'reason',
    ])
    expect((await failure(orderMachineCard(e, { ...order, acceptTerms: false, machineIds: [1, 2] }))).fields).toEqual([
      'acceptTerms',
    ])
    expect((await failure(orderMachineCard(e, { reason: 'other', machineIds: [4] }))).fields).toEqual([
      'deliveryAddress',
    ])
    expect((await failure(orderMachineCard(e, { ...order, machineIds: [99] }))).fields).toEqual(['machineIds'])
    expect(printOrders()).toBe(before)
  })

  it('a free card needs no terms and goes straight to print', async () => {
    await as(O.nora.id)
    const placed = await orderMachineCard(O.nora.educationId, {
      reason: 'firstCard',
      machineIds: [1],
      deliveryAddress: address,
    })
    expect(placed).toMatchObject({ status: 'ordered', price: { total: 0 }, termsAcceptedAt: null })
  })

  it('a price in the body is never read', async () => {
    const token = await sessionFor(O.oskar.id)
    const response = await fetch(
      `http://localhost/api/m/v1/educations/${O.oskar.educationId}/create-machine-certificate`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...order, machineIds: [1, 2], price: { total: -5, net: 0 }, status: 'delivered' }),
      },
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ status: 'awaitingPayment', price: { total: 150 } })
  })

  it('a scaffolding education is no machine education; an unknown one is 404', async () => {
    api.as('apprentice')
    expect((await failure(quoteMachineCard(6002, { ...order, machineIds: [1] }))).fields).toEqual(['machineIds'])
    expect((await failure(quoteMachineCard(99999, { ...order, machineIds: [1] }))).status).toBe(404)
  })
})

describe('who orders (§6)', () => {
  const noah = { ...order, reason: 'firstCard' as const, machineIds: [1], companyId: 2 }

  it('a person only for themselves', async () => {
    await as(O.oskar.id)
    expect((await failure(quoteMachineCard(O.nora.educationId, { ...order, machineIds: [1] }))).status).toBe(403)
  })

  it('Malmö’s department administrator for Noah (Malmö): the company pays and sees the price excl. VAT', async () => {
    api.as('departmentAdmin')
    const placed = await orderMachineCard(O.noahEducation, noah)
    expect(placed).toMatchObject({
      companyId: 2,
      price: { payer: 'company', total: 0 },
      orderedBy: { firstName: 'Lena' },
    })
    expect((await listPrintOrders({ companyId: 2 })).map((p) => p.id)).toEqual([placed.id])
  })

  it('refuses an employee of another company, a company without the role, a department not the caller’s', async () => {
    const before = printOrders()
    api.as('companyAdmin')
    expect(await failure(orderMachineCard(O.noahEducation, { ...noah, companyId: 1 }))).toMatchObject({ status: 403 })
    expect((await failure(orderMachineCard(O.noahEducation, noah))).status).toBe(403)
    api.as('yua')
    expect((await failure(orderMachineCard(O.noahEducation, { ...noah, companyId: 1 }))).status).toBe(403)
    await as(COMPANY_STAFF.lundBg.id)
    expect((await failure(orderMachineCard(O.noahEducation, noah))).status).toBe(403)
    expect((await failure(listPrintOrders({ companyId: 1 }))).status).toBe(403)
    expect(printOrders()).toBe(before)
  })
})

describe('whom the company may order cards for (GET /companies/{id}/card-order-staff, §6)', () => {
  const names = (rows: { person: { firstName: string } }[]) => rows.map((r) => r.person.firstName)

  it('Syd’s administrator sees every department; Lund’s BG only Lund’s staff; each with what to order for', async () => {
    await as(COMPANY_STAFF.sydAdmin.id)
    const all = await listCardStaff(COMPANY_SYD.id)
    expect(all.find((r) => r.person.id === COMPANY_STAFF.bookless.id)).toMatchObject({
      employmentId: COMPANY_STAFF.bookless.employmentId,
      departments: [{ name: 'Malmö' }],
      educations: expect.arrayContaining([{ id: O.noahEducation, professionId: expect.any(Number) }]),
      ongoing: [],
    })
    await as(COMPANY_STAFF.lundBg.id)
    const lund = await listCardStaff(COMPANY_SYD.id)
    expect(names(lund)).toContain('Johan')
    expect(names(lund)).not.toContain('Noah')
    expect(lund.every((r) => r.departments.some((d) => d.name === 'Lund'))).toBe(true)
    expect(lund.length).toBeLessThan(all.length)
  })

  it('the protected identity masked for BG, not for the administrator', async () => {
    const maja = (rows: { person: { id: number; firstName: string } }[]) =>
      rows.find((r) => r.person.id === COMPANY_STAFF.protectedEmployee.id)?.person.firstName
    api.as('bg')
    expect(maja(await listCardStaff(COMPANY_NORR.id))).not.toBe('Maja')
    api.as('companyAdmin')
    expect(maja(await listCardStaff(COMPANY_NORR.id))).toBe('Maja')
  })

  it('refuses YUA, an instructor, another company’s staff (403) and an unknown company (404)', async () => {
    api.as('yua')
    expect((await failure(listCardStaff(COMPANY_NORR.id))).status).toBe(403)
    api.as('instructor')
    expect((await failure(listCardStaff(COMPANY_SYD.id))).status).toBe(403)
    api.as('departmentAdmin')
    expect((await failure(listCardStaff(COMPANY_NORR.id))).status).toBe(403)
    expect((await failure(listCardStaff(99999))).status).toBe(404)
  })

  it('a card ordered by the company is ongoing: the list says so and a second of that type is refused (§4)', async () => {
    api.as('departmentAdmin')
    const noah = { reason: 'firstCard' as const, machineIds: [1], companyId: COMPANY_SYD.id }
    await orderMachineCard(O.noahEducation, { ...noah, deliveryAddress: address })
    const row = (await listCardStaff(COMPANY_SYD.id)).find((r) => r.person.id === COMPANY_STAFF.bookless.id)
    expect(row?.ongoing).toEqual(['machineCard'])
    const before = printOrders()
    expect(await failure(quoteMachineCard(O.noahEducation, { ...noah, machineIds: [2] }))).toMatchObject({
      status: 422,
      fields: ['machineIds'],
      data: { reason: 'ongoing' },
    })
    expect(printOrders()).toBe(before)
  })

  it('the company price of a replacement trade-certificate card is shown excl. VAT (§9 "by a variable")', async () => {
    api.as('companyAdmin')
    const quote = await quoteTradeCertificateCard(PERSONAS.instructor.id, {
      professionId: PROFESSION_SCAFFOLDING,
      reason: 'lostOrStolen',
      companyId: COMPANY_NORR.id,
    })
    expect(quote.price).toMatchObject({ payer: 'company', total: 450, net: 360, shown: 360, includesVat: false })
  })
})

describe('print orders: list and get', () => {
  it('the own cards, ongoing or previous; another’s is 403, an unknown 404', async () => {
    api.as('instructor')
    expect((await listPrintOrders()).map((p) => p.id)).toEqual([O.johanMachineCard, O.johanTradeCard])
    expect(await listPrintOrders({ show: 'ongoing' })).toEqual([])
    expect((await failure(listPrintOrders({ personId: PERSONAS.apprentice.id }))).status).toBe(403)
    expect((await failure(getPrintOrder(O.oskarCard))).status).toBe(403)
    expect((await failure(getPrintOrder(99999))).status).toBe(404)
  })
})

describe('trade-certificate cards (§9: first free, replacement 450 kr incl. tax)', () => {
  it('Johan had a card for 848: a replacement costs 450; his first for 101 is free', async () => {
    api.as('instructor')
    const johan = PERSONAS.instructor.id
    expect(
      (await quoteTradeCertificateCard(johan, { professionId: PROFESSION_SCAFFOLDING, reason: 'lostOrStolen' })).price,
    ).toMatchObject({ rule: 'replacement', total: 450, net: 360 })
    const placed = await orderTradeCertificateCard(johan, {
      professionId: 101,
      reason: 'firstCard',
      deliveryAddress: address,
    })
    expect(placed).toMatchObject({ type: 'tradeCertificate', status: 'ordered', price: { total: 0 } })
    expect(
      (
        await failure(
          orderTradeCertificateCard(johan, { professionId: 101, reason: 'firstCard', deliveryAddress: address }),
        )
      ).data,
    ).toEqual({ reason: 'ongoing' })
  })

  it('only a holder of the trade certificate; the request without a reason stays the request to the region', async () => {
    api.as('apprentice')
    const elin = PERSONAS.apprentice.id
    expect(
      (await failure(orderTradeCertificateCard(elin, { professionId: PROFESSION_SCAFFOLDING, reason: 'firstCard' })))
        .fields,
    ).toEqual(['professionId'])
    expect(await requestTradeCertificate(elin, PROFESSION_SCAFFOLDING)).toEqual({ ok: true })
    expect(db().printOrders.findMany((q) => q.where({ personId: elin }))).toEqual([])
  })
})
