/**
 * Extension orders and education extensions (issue 20): §6 approvers of the order's company only,
 * a running order only, one open extension order per distance order, the provider's extensions at
 * the provider's prices (a price in a body is ignored), approval with the terms once.
 */
import { describe, expect, it } from 'vitest'
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
import { db } from '../../db'
import { COMPANY_NORR, ORDER_IDS as O, personaToken, type PersonaKey } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()
const status = async (call: Promise<unknown>) => (await failureOf(call)).status
const fields = async (call: Promise<unknown>) => (await failureOf(call)).body?.errors?.map((e) => e.field)
const X = O.extensions

describe('who (§6 order approval)', () => {
  it.each<[PersonaKey, number | 'ok']>([
    ['companyAdmin', 'ok'],
    ['bg', 'ok'],
    ['yua', 403],
    ['departmentAdmin', 403],
    ['apprentice', 403],
  ])('%s reads Norr’s extension order and education extension: %s', async (persona, expected) => {
    api.as(persona)
    if (expected === 'ok') {
      expect(await getExtensionOrder(O.extensionOrder)).toMatchObject({
        stateId: 1,
        netAmount: 2400,
        amount: 3000,
        extensions: [{ id: X.longer }],
        createdBy: { firstName: 'Karin' },
      })
      expect((await getEducationExtension(O.educationExtension)).months).toBe(3)
    } else {
      expect(await status(getExtensionOrder(O.extensionOrder))).toBe(expected)
      expect(await status(getEducationExtension(O.educationExtension))).toBe(expected)
      expect(await status(approveExtensionOrder({ id: O.extensionOrder, acceptPurchaseTerms: true }))).toBe(expected)
    }
  })

  it('401 without a session, 404 for unknown ids', async () => {
    expect(await status(getExtensionOrder(O.extensionOrder))).toBe(401)
    api.as('companyAdmin')
    expect(await status(getExtensionOrder(1))).toBe(404)
    expect(await status(getEducationExtension(1))).toBe(404)
    expect(await status(listProviderExtensions(99))).toBe(404)
    expect(await status(createExtensionOrder({ distanceOrderId: 1, extensionIds: [X.longer] }))).toBe(404)
  })
})

describe('extension orders', () => {
  it('the provider’s extensions', async () => {
    api.as('bg')
    expect((await listProviderExtensions(O.providerWithOccasions)).map((e) => [e.id, e.price])).toEqual([
      [X.longer, 2400],
      [X.tutoring, 900],
    ])
  })

  it('approve: terms required, then 1 → 2 once (a second is 422 closed)', async () => {
    api.as('companyAdmin')
    expect(await fields(approveExtensionOrder({ id: O.extensionOrder, acceptPurchaseTerms: false }))).toEqual([
      'acceptPurchaseTerms',
    ])
    const approved = await approveExtensionOrder({ id: O.extensionOrder, acceptPurchaseTerms: true })
    expect(approved).toMatchObject({ stateId: 2, approvedBy: { firstName: 'Maria' } })
    const again = await failureOf(approveExtensionOrder({ id: O.extensionOrder, acceptPurchaseTerms: true }))
    expect([again.status, again.body?.data]).toEqual([422, { reason: 'closed' }])
  })

  it('create: one open per order, a running order, the provider’s own extensions; priced by the server', async () => {
    api.as('companyAdmin')
    const body = { distanceOrderId: O.approved, extensionIds: [X.longer, X.tutoring] }
    expect(await fields(createExtensionOrder(body))).toEqual(['distanceOrderId'])
    await approveExtensionOrder({ id: O.extensionOrder, acceptPurchaseTerms: true })
    expect(await fields(createExtensionOrder({ ...body, extensionIds: [X.distansbyggLonger] }))).toEqual([
      'extensionIds',
    ])
    expect(await fields(createExtensionOrder({ ...body, distanceOrderId: O.nearDeadline }))).toEqual([
      'distanceOrderId',
    ])
    const count = db().extensionOrders.all().length
    // A price in the body is never read.
    const response = await fetch('http://localhost/api/m/v1/extension-orders/create', {
      method: 'POST',
      headers: { Authorization: `Bearer ${personaToken('companyAdmin')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, amount: 1, netAmount: -5, stateId: 2 }),
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ stateId: 1, netAmount: 3300, amount: 4125 })
    expect(db().extensionOrders.all()).toHaveLength(count + 1)
  })
})

describe('education extensions', () => {
  it('create and update within 1–12 months; locked once its extension order is approved', async () => {
    api.as('bg')
    const created = await createEducationExtension({
      distanceOrderId: O.approved,
      months: 2,
      motivation: 'Föräldraledig',
    })
    expect(created).toMatchObject({ months: 2, createdBy: { firstName: 'Karin' } })
    expect(
      await fields(createEducationExtension({ distanceOrderId: O.approved, months: 13, motivation: 'x' })),
    ).toEqual(['months'])
    expect(await fields(createEducationExtension({ distanceOrderId: O.standby, months: 2, motivation: 'x' }))).toEqual([
      'distanceOrderId',
    ])
    const updated = await updateEducationExtension({
      id: O.educationExtension,
      months: 4,
      motivation: 'Längre sjukskrivning',
    })
    expect(updated).toMatchObject({ months: 4, motivation: 'Längre sjukskrivning' })
    expect(updated.updatedAt).not.toBeNull()
    await approveExtensionOrder({ id: O.extensionOrder, acceptPurchaseTerms: true })
    expect(await status(updateEducationExtension({ id: O.educationExtension, months: 5, motivation: 'x' }))).toBe(422)
    expect(db().educationExtensions.findFirst((q) => q.where({ id: O.educationExtension }))?.months).toBe(4)
  })
})

describe('the distance order names its extensions (no list call in §7)', () => {
  it('its extension orders’ and education extensions’ ids, a new one included; none on another order', async () => {
    api.as('companyAdmin')
    const before = await getDistanceOrder(COMPANY_NORR.id, O.approved)
    expect([before.extensionOrderIds, before.educationExtensionIds]).toEqual([
      [O.extensionOrder],
      [O.educationExtension],
    ])
    const created = await createEducationExtension({ distanceOrderId: O.approved, months: 1, motivation: 'Mer tid' })
    expect((await getDistanceOrder(COMPANY_NORR.id, O.approved)).educationExtensionIds).toEqual([
      O.educationExtension,
      created.id,
    ])
    expect((await getDistanceOrder(COMPANY_NORR.id, O.nearDeadline)).extensionOrderIds).toEqual([])
  })
})
