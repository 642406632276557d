/**
 * Modifications of a qualifying time (issue 21): extension requests (§4: none while one awaits the
 * region; who may ask, §6; closed times; the total maximum; two at once), their list, and the length
 * with the approved extensions and the scheme's published hours by group and route.
 */
import { describe, expect, it } from 'vitest'
import {
  getQualifyingTime,
  getQualifyingTimeLength,
  listModifications,
  requestExtension,
} from '../../../src/api/qualifying-time/qualifying-time'
import { db } from '../../db'
import { QUALIFYING_TIME_IDS as Q, type PersonaKey } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'
import { mariaAdministersSyd } from '../orders/-orders-test-kit'

const api = withSimulatedBackend()

/** Alva Nordmark at Syd / Lund (scenario/qualifying-time.ts). */
const ALVA_EDUCATION = 6714
const status = async (call: Promise<unknown>) => (await failureOf(call)).status
const ask = (qualificationTimeId: number, months = 2, motivation = 'Sjukskrivning i tre veckor.') =>
  requestExtension({ qualificationTimeId, months, motivation })
const modificationCount = () => db().qualificationTimeModifications.all().length

describe('an extension request (§4)', () => {
  it('is sent to the region, listed, and blocks a second one while it waits', async () => {
    api.as('companyAdmin')
    const made = await ask(Q.ongoing, 2)
    expect(made).toMatchObject({ status: 'awaitingRegion', months: 2, kind: 'extension', decidedAt: null })
    expect(made.createdBy).toMatchObject({ firstName: 'Maria' })
    expect((await listModifications(Q.ongoingEducation)).map((m) => m.id)).toEqual([made.id])
    expect((await getQualifyingTime(Q.ongoing)).extensionAwaitingRegion).toMatchObject({ id: made.id })
    const second = await failureOf(ask(Q.ongoing, 1))
    expect(second.status).toBe(422)
    expect(second.body?.data).toEqual({ reason: 'extensionAwaitingRegion' })
    expect(second.body?.errors?.[0]?.field).toBe('qualificationTimeId')
  })

  it('Tomasz’s waits already: his instructor cannot send another', async () => {
    api.as('instructor')
    const before = modificationCount()
    const refused = await failureOf(ask(Q.extensionAwaiting))
    expect(refused.status).toBe(422)
    expect(refused.body?.data).toEqual({ reason: 'extensionAwaitingRegion' })
    expect(modificationCount()).toBe(before)
  })

  it('of two requests at once one is stored, the other is 422', async () => {
    api.as('companyAdmin')
    const results = await Promise.allSettled([ask(Q.ongoing), ask(Q.ongoing)])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(
      db().qualificationTimeModifications.findMany((q) => q.where({ qualificationTimeId: Q.ongoing })),
    ).toHaveLength(1)
  })

  it('keeps the total of extensions within the maximum (Elin has 2 approved months of 12)', async () => {
    api.as('companyAdmin')
    const over = await failureOf(ask(Q.paused, 11))
    expect(over.status).toBe(422)
    expect(over.body?.errors?.[0]?.field).toBe('months')
    expect((await ask(Q.paused, 10)).months).toBe(10)
  })

  it.each([Q.stoppedAborted, Q.stoppedDetached, Q.approvedByCompany, Q.approvedByRegion, Q.certificateIssued])(
    'is refused for closed or approved time %i (422 closed)',
    async (id) => {
      api.as('companyAdmin')
      const refused = await failureOf(ask(id))
      expect(refused.status).toBe(422)
      expect(refused.body?.data).toEqual({ reason: 'closed' })
    },
  )

  it('may be sent for a finished time not yet approved', async () => {
    api.as('companyAdmin')
    expect((await ask(Q.finishedNorr, 1)).status).toBe('awaitingRegion')
  })

  it.each<[PersonaKey, number, number]>([
    ['bg', Q.ongoing, 403],
    ['apprentice', Q.paused, 403],
    ['instructor', Q.ongoing, 403],
    ['departmentAdmin', Q.finishedLund, 403],
    ['apprentice', Q.ongoing, 404],
  ])('%s may not ask for %i: %i, nothing stored', async (persona, id, expected) => {
    api.as(persona)
    const before = modificationCount()
    expect(await status(ask(id))).toBe(expected)
    expect(modificationCount()).toBe(before)
  })

  it('the education responsible and the department administrator (own department) may ask', async () => {
    api.as('yua')
    expect((await ask(Q.ongoing)).status).toBe('awaitingRegion')
    api.as('departmentAdmin')
    expect((await ask(Q.finishedMalmo)).status).toBe('awaitingRegion')
  })

  it.each([
    [{ qualificationTimeId: Q.ongoing, months: 0, motivation: 'x' }, 'months'],
    [{ qualificationTimeId: Q.ongoing, months: 13, motivation: 'x' }, 'months'],
    [{ qualificationTimeId: Q.ongoing, months: 2, motivation: '   ' }, 'motivation'],
    [{ qualificationTimeId: Q.ongoing, months: 2 }, 'motivation'],
    [{ months: 2, motivation: 'x' }, 'qualificationTimeId'],
  ])('a bad body is 422 on its field: %j', async (body, field) => {
    api.as('companyAdmin')
    const refused = await failureOf(requestExtension(body as Parameters<typeof requestExtension>[0]))
    expect(refused.status).toBe(422)
    expect(refused.body?.errors?.map((e) => e.field)).toContain(field)
  })

  it('an unknown qualifying time is 404; no session 401', async () => {
    api.as('companyAdmin')
    expect(await status(ask(999_999))).toBe(404)
    api.token(null)
    expect(await status(ask(Q.ongoing))).toBe(401)
    expect(await status(listModifications(Q.pausedEducation))).toBe(401)
    expect(await status(getQualifyingTimeLength(Q.pausedEducation))).toBe(401)
  })
})

describe('the list of modifications', () => {
  it('the apprentice reads her own; others by §6; unknown or without a qualifying time is 404', async () => {
    api.as('apprentice')
    expect((await listModifications(Q.pausedEducation)).map((m) => [m.months, m.status])).toEqual([[2, 'approved']])
    api.as('departmentAdmin')
    expect(await status(listModifications(Q.extensionAwaitingEducation))).toBe(403)
    expect(await status(listModifications(999_999))).toBe(404)
    api.as('minor')
    expect(await status(listModifications(6005))).toBe(404)
  })
})

describe('the length and the published hours', () => {
  it('Elin: 24 months, 2 approved, a preview of 3 more, scaffolding after upper-secondary school (4 800 h)', async () => {
    api.as('apprentice')
    const length = await getQualifyingTimeLength(Q.pausedEducation)
    expect(length).toMatchObject({
      qualificationTimeId: Q.paused,
      fromDate: '2025-08-18',
      toDate: '2027-08-17',
      lengthMonths: 24,
      approvedExtensionMonths: 2,
      awaitingExtensionMonths: 0,
      endDateWithExtensions: '2027-10-17',
      maxTotalExtensionMonths: 12,
      professionGroup: 'machinesScaffolding',
      basicEducationRoute: 'upperSecondary',
      requiredHours: 4800,
    })
    expect((await getQualifyingTimeLength(Q.pausedEducation, { extensionMonths: 3 })).endDateWithExtensions).toBe(
      '2028-01-17',
    )
    expect(await status(getQualifyingTimeLength(Q.pausedEducation, { extensionMonths: 13 }))).toBe(422)
  })

  it.each([
    ['Tomasz, scaffolding after adult education', 'instructor', Q.extensionAwaitingEducation, 4200],
    ['Sara, carpentry after upper-secondary school', 'companyAdmin', 6004, 6800],
    ['Hanna, masonry after adult education', 'companyAdmin', 6712, 5800],
    ['Ida, roofing after upper-secondary school', 'companyAdmin', 6716, 4800],
  ] as const)('%s: %i h', async (_, persona, educationId, hours) => {
    api.as(persona)
    expect((await getQualifyingTimeLength(educationId)).requiredHours).toBe(hours)
  })

  it('Alva, tiling after adult education: 3 300 h for Syd’s administrator, 403 outside Lena’s departments', async () => {
    api.as('departmentAdmin')
    expect(await status(getQualifyingTimeLength(ALVA_EDUCATION))).toBe(403)
    await mariaAdministersSyd()
    api.as('companyAdmin')
    expect((await getQualifyingTimeLength(ALVA_EDUCATION)).requiredHours).toBe(3300)
  })
})
