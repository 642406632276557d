/**
 * Distance orders (issue 20): §6 who reads and approves (administrators, department administrators
 * and distance-order approvers of the company, department-scoped), §4 states, deadline, warning and
 * the e-book's deactivation on the scenario clock, §5 purchase terms, §8 no course occasions, and
 * tampered input refused with nothing stored.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { getBook } from '../../../src/api/ebook/books'
import {
  approveDistanceOrder,
  getDistanceEducationProvider,
  getDistanceOrder,
  listCourseOpportunities,
  listDistanceOrders,
  searchCompanyOrders,
} from '../../../src/api/orders/distance-orders'
import { isoDay } from '../../../src/domain/dates'
import { addDays } from '../../../src/domain/orders'
import { now, setClock } from '../../clock'
import { db } from '../../db'
import { EBOOK_IDS, ORDER_IDS as O, personaToken, type PersonaKey } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'
import { mariaAdministersSyd } from './-orders-test-kit'

const api = withSimulatedBackend()
afterEach(() => setClock(null))

const NORR = 1
const SYD = 2
const approve = { acceptPurchaseTerms: true, courseOpportunityId: O.firstOccasion }
const status = async (call: Promise<unknown>) => (await failureOf(call)).status
const stored = (id: number) => db().distanceOrders.findFirst((q) => q.where({ id }))
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort()

describe('who reads a company’s distance orders (§6)', () => {
  it.each<[PersonaKey, number | 'ok']>([
    ['companyAdmin', 'ok'],
    ['bg', 'ok'],
    ['yua', 403],
    ['instructor', 403],
    ['apprentice', 403],
    ['departmentAdmin', 403],
  ])('%s at Norr: %s', async (persona, expected) => {
    api.as(persona)
    if (expected === 'ok')
      expect(ids(await listDistanceOrders(NORR))).toEqual([12002, 12006, 12007, 12008, 12009, 50501, 50502, 50503])
    else {
      expect(await status(listDistanceOrders(NORR))).toBe(expected)
      expect(await status(searchCompanyOrders(NORR))).toBe(expected)
      expect(await status(approveDistanceOrder(NORR, O.nearDeadline, approve))).toBe(expected)
    }
  })

  it('401 without a session; 404 for an unknown company', async () => {
    expect(await status(listDistanceOrders(NORR))).toBe(401)
    api.as('companyAdmin')
    expect(await status(listDistanceOrders(999))).toBe(404)
  })

  it('a created order is not yet the company’s: not listed, 404 by id', async () => {
    api.as('companyAdmin')
    expect(await status(getDistanceOrder(NORR, O.created))).toBe(404)
  })

  it('the department administrator of Malmö sees Malmö’s order, not Lund’s (403 by id and to approve)', async () => {
    api.as('departmentAdmin')
    expect(ids(await listDistanceOrders(SYD))).toEqual([O.noOccasions])
    expect(await status(getDistanceOrder(SYD, O.pastDeadline))).toBe(403)
    expect(await status(approveDistanceOrder(SYD, O.pastDeadline, approve))).toBe(403)
    expect(await status(listCourseOpportunities(O.pastDeadline))).toBe(403)
    expect(stored(O.pastDeadline)?.stateId).toBe(1)
  })
})

describe('the lists (§2: by state, by department, unhandled or previous)', () => {
  it('stateIds, the toggle and the search narrow the list; rows carry the department for grouping', async () => {
    api.as('companyAdmin')
    const awaiting = [O.reactivates, O.nearDeadline, O.secondAwaiting]
    expect(ids(await listDistanceOrders(NORR, [1]))).toEqual(awaiting)
    expect(ids(await searchCompanyOrders(NORR, { advSearch: { show: 'unhandled' } }))).toEqual(awaiting)
    expect(ids(await searchCompanyOrders(NORR, { advSearch: { show: 'previous' } }))).toEqual([
      12006, 12007, 12008, 12009, 50503,
    ])
    expect(ids(await searchCompanyOrders(NORR, { advSearch: { stateId: 4 } }))).toEqual([O.paid])
    expect(ids(await searchCompanyOrders(NORR, { search: 'sara holm' }))).toEqual([12007, 12008, 50501, 50502])
    await mariaAdministersSyd()
    const syd = await searchCompanyOrders(SYD, { advSearch: { departmentId: 22 } })
    expect(syd.map((o) => [o.id, o.departmentName])).toEqual([[O.pastDeadline, 'Lund']])
  })

  it('a filter sent as an array is refused on advSearch, not read as no filter', async () => {
    api.as('companyAdmin')
    const failure = await failureOf(searchCompanyOrders(NORR, { advSearch: [] as unknown as { show: 'unhandled' } }))
    expect(failure.status).toBe(422)
    expect(failure.body?.errors?.map((e) => e.field)).toEqual(['advSearch'])
  })

  it('a bad stateIds is 422 on stateIds', async () => {
    api.as('companyAdmin')
    const response = await fetch('http://localhost/api/m/v1/companies/1/distance-orders?stateIds=1,x', {
      headers: { Authorization: `Bearer ${personaToken('companyAdmin')}` },
    })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { errors: Array<{ field: string }> }).errors[0].field).toBe('stateIds')
  })

  it('a protected identity’s name only for administrators (§6): Karin (BG) gets the mask, Maria the name', async () => {
    api.as('bg')
    expect((await getDistanceOrder(NORR, O.nearDeadline)).apprentice.firstName).toBe('Skyddad identitet')
    expect(await searchCompanyOrders(NORR, { search: 'sara' })).toEqual([])
    api.as('companyAdmin')
    expect((await getDistanceOrder(NORR, O.nearDeadline)).apprentice).toMatchObject({
      firstName: 'Sara',
      lastName: 'Holm',
    })
  })
})

describe('the deadline on the scenario clock (§4)', () => {
  it('10 of 30 days left: the warning; an extended deadline counts instead of the passed one', async () => {
    api.as('companyAdmin')
    expect((await getDistanceOrder(NORR, O.nearDeadline)).deadline).toMatchObject({
      daysLeft: 10,
      allowanceDays: 30,
      warning: true,
      deactivatesBook: false,
    })
    await mariaAdministersSyd()
    expect((await getDistanceOrder(SYD, O.noOccasions)).deadline).toMatchObject({ daysLeft: 25, warning: false })
  })

  it('past its date the order switches the apprentice’s e-book off; approval switches it on again', async () => {
    api.as('passwordUser')
    expect(await getBook(EBOOK_IDS.distanceOrder)).toMatchObject({
      displayState: 'notYetActive',
      closedReason: 'distanceOrder',
    })
    await mariaAdministersSyd()
    api.as('companyAdmin')
    expect((await getDistanceOrder(SYD, O.pastDeadline)).deadline).toMatchObject({
      deactivatesBook: true,
      warning: true,
    })
    await approveDistanceOrder(SYD, O.pastDeadline, approve)
    api.as('passwordUser')
    // Switched on again, the book follows its own rules: Tomasz's basic education is past its 12 months.
    expect(await getBook(EBOOK_IDS.distanceOrder)).toMatchObject({ displayState: 'inactive', closedReason: 'inactive' })
  })

  it('Theo’s order past its date switches his e-book off; approval makes it active (basic education done)', async () => {
    api.as('companyAdmin')
    expect(await getBook(EBOOK_IDS.reactivated)).toMatchObject({
      displayState: 'notYetActive',
      closedReason: 'distanceOrder',
    })
    expect((await getDistanceOrder(NORR, O.reactivates)).deadline).toMatchObject({ deactivatesBook: true })
    await approveDistanceOrder(NORR, O.reactivates, approve)
    expect(await getBook(EBOOK_IDS.reactivated)).toMatchObject({ displayState: 'active', closedReason: null })
  })

  it('the same order before its date leaves the book on; the near one switches off the day after its date', async () => {
    const deadline = stored(O.pastDeadline)?.latestApprovalDate ?? ''
    setClock(`${deadline}T12:00:00Z`)
    api.as('passwordUser')
    expect((await getBook(EBOOK_IDS.distanceOrder)).closedReason).toBe('inactive')
    setClock(`${addDays(isoDay(now()), 1)}T12:00:00Z`)
    expect((await getBook(EBOOK_IDS.distanceOrder)).closedReason).toBe('distanceOrder')
    setClock(`${addDays(stored(O.nearDeadline)?.latestApprovalDate ?? '', 1)}T12:00:00Z`)
    api.as('companyAdmin')
    expect((await getDistanceOrder(NORR, O.nearDeadline)).deadline).toMatchObject({
      daysLeft: -1,
      deactivatesBook: true,
    })
  })
})

describe('approval (§5 terms, §8 course occasions, once)', () => {
  it('approves state 1 → 2 with the terms, the occasion and who approved', async () => {
    api.as('companyAdmin')
    const order = await approveDistanceOrder(NORR, O.nearDeadline, {
      ...approve,
      reference: ' Ref 7 ',
      costCentre: 'K12',
    })
    expect(order).toMatchObject({
      stateId: 2,
      reference: 'Ref 7',
      costCentre: 'K12',
      courseOpportunity: { id: O.firstOccasion },
      approvedBy: { firstName: 'Maria' },
      deadline: { warning: false },
    })
    expect(order.purchaseTermsAcceptedAt).not.toBeNull()
  })

  it('refuses without the terms, without an occasion, with a started one; nothing stored', async () => {
    api.as('bg')
    const fields = async (body: Parameters<typeof approveDistanceOrder>[2]) =>
      (await failureOf(approveDistanceOrder(NORR, O.nearDeadline, body))).body?.errors?.map((e) => e.field)
    expect(await fields({ ...approve, acceptPurchaseTerms: false })).toEqual(['acceptPurchaseTerms'])
    expect(await fields({ acceptPurchaseTerms: true })).toEqual(['courseOpportunityId'])
    expect(await fields({ acceptPurchaseTerms: true, courseOpportunityId: O.startedOccasion })).toEqual([
      'courseOpportunityId',
    ])
    expect(stored(O.nearDeadline)).toMatchObject({ stateId: 1, approvedAt: null, purchaseTermsAcceptedAt: null })
  })

  it('a provider without course occasions blocks ordering with §8’s text', async () => {
    api.as('departmentAdmin')
    expect(await listCourseOpportunities(O.noOccasions)).toEqual([])
    const failure = await failureOf(approveDistanceOrder(SYD, O.noOccasions, { acceptPurchaseTerms: true }))
    expect(failure.status).toBe(422)
    expect(failure.body?.errors?.[0]).toMatchObject({ field: 'courseOpportunityId' })
    expect(failure.body?.errors?.[0].message).toContain('kalender')
  })

  it('a second approval, in turn or at once, is 422 closed', async () => {
    api.as('companyAdmin')
    const [first, second] = await Promise.allSettled([
      approveDistanceOrder(NORR, O.nearDeadline, approve),
      approveDistanceOrder(NORR, O.nearDeadline, approve),
    ])
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected'])
    const again = await failureOf(approveDistanceOrder(NORR, O.nearDeadline, approve))
    expect(again.status).toBe(422)
    expect(again.body?.data).toEqual({ reason: 'closed' })
    expect(await status(approveDistanceOrder(NORR, O.paid, approve))).toBe(422)
  })

  it('tampering: another company’s order id is 404, a price in the body is ignored', async () => {
    api.as('companyAdmin')
    expect(await status(approveDistanceOrder(NORR, O.pastDeadline, approve))).toBe(404)
    expect(stored(O.pastDeadline)?.stateId).toBe(1)
    const response = await fetch(`http://localhost/api/m/v1/companies/1/approve-distance-order/${O.nearDeadline}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${personaToken('companyAdmin')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...approve, amount: -100, netAmount: 1, stateId: 5 }),
    })
    expect(response.status).toBe(200)
    expect(stored(O.nearDeadline)).toMatchObject({ stateId: 2, amount: 10500, netAmount: 8400 })
  })
})

describe('providers and course occasions', () => {
  it('the provider for any session; occasions not yet started, soonest first', async () => {
    api.as('apprentice')
    expect((await getDistanceEducationProvider(O.providerWithOccasions)).name).toBe('Hermods distansutbildning')
    expect(await status(getDistanceEducationProvider(99))).toBe(404)
    expect(await status(listCourseOpportunities(O.nearDeadline))).toBe(403)
    api.as('companyAdmin')
    const occasions = await listCourseOpportunities(O.nearDeadline)
    expect(occasions.map((o) => o.id)).toEqual([O.firstOccasion, O.secondOccasion])
    expect(occasions[0].startDate > isoDay(now())).toBe(true)
    expect(await status(listCourseOpportunities(99999))).toBe(404)
  })
})
