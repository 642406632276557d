/**
 * Qualifying times (issue 21): §6 who lists and reads (department scope, the supervising instructor,
 * the apprentice's own), protected-identity masking, §4 states on the scenario clock, the published
 * hours, the menu badge's count and its reset, and the company's approval with its refusals (§8 Y4+Y5,
 * not finished, closed, already approved, two at once).
 */
import { describe, expect, it } from 'vitest'
import {
  approveQualifyingTime,
  countFinishedQualifyingTimes,
  getQualifyingTime,
  listQualifyingTimes,
} from '../../../src/api/qualifying-time/qualifying-time'
import { getQualificationTime } from '../../../src/api/shell/persons'
import { db } from '../../db'
import { PERSONAS, QUALIFYING_TIME_IDS as Q, type PersonaKey } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'
import { mariaAdministersSyd } from '../orders/-orders-test-kit'

const api = withSimulatedBackend()

const NORR = 1
const SYD = 2
const status = async (call: Promise<unknown>) => (await failureOf(call)).status
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort()
const NORR_TIMES = [
  Q.paused,
  Q.protectedFinished,
  Q.certificateIssued,
  Q.blockedByY4Y5,
  Q.finishedNorr,
  Q.approvedByCompany,
  Q.approvedByRegion,
  Q.stoppedDetached,
  Q.stoppedAborted,
  Q.ongoing,
].sort()

describe('who lists a company’s qualifying times (§2, §6)', () => {
  it.each<[PersonaKey, number[] | number]>([
    ['companyAdmin', NORR_TIMES],
    ['yua', NORR_TIMES],
    ['bg', NORR_TIMES],
    // An instructor only: the apprentices he supervises (Elin, Sara) and his own.
    ['instructor', [Q.paused, Q.protectedFinished, Q.certificateIssued].sort()],
    ['apprentice', 403],
    ['departmentAdmin', 403],
  ])('%s at Norr: %j', async (persona, expected) => {
    api.as(persona)
    if (typeof expected === 'number') expect(await status(listQualifyingTimes({ companyId: NORR }))).toBe(expected)
    else expect(ids(await listQualifyingTimes({ companyId: NORR }))).toEqual(expected)
  })

  it('a department administrator lists only her departments (Lena: Malmö, not Lund)', async () => {
    api.as('departmentAdmin')
    expect(ids(await listQualifyingTimes({ companyId: SYD }))).toEqual([Q.finishedMalmo])
    expect(await status(getQualifyingTime(Q.finishedLund))).toBe(403)
    expect(await status(getQualifyingTime(Q.extensionAwaiting))).toBe(403)
  })

  it('an administrator of Syd lists every department, and filters by department', async () => {
    await mariaAdministersSyd()
    api.as('companyAdmin')
    expect(ids(await listQualifyingTimes({ companyId: SYD }))).toEqual(
      [Q.extensionAwaiting, Q.finishedMalmo, Q.finishedLund].sort(),
    )
    expect(ids(await listQualifyingTimes({ companyId: SYD, departmentId: 22 }))).toEqual(
      [Q.extensionAwaiting, Q.finishedLund].sort(),
    )
  })

  it('lists finished ones first; finishedOnly and states filter', async () => {
    api.as('companyAdmin')
    const rows = await listQualifyingTimes({ companyId: NORR })
    expect(rows.slice(0, 3).every((r) => r.finished)).toBe(true)
    expect(rows.slice(3).some((r) => r.finished)).toBe(false)
    expect(ids(await listQualifyingTimes({ companyId: NORR, finishedOnly: true }))).toEqual(
      [...Q.finishedAtNorr].sort(),
    )
    expect(ids(await listQualifyingTimes({ companyId: NORR, states: ['stopped'] }))).toEqual(
      [Q.stoppedDetached, Q.stoppedAborted].sort(),
    )
  })

  it('an unknown company is 404, no session 401', async () => {
    api.as('companyAdmin')
    expect(await status(listQualifyingTimes({ companyId: 999 }))).toBe(404)
    api.token(null)
    expect(await status(listQualifyingTimes({ companyId: NORR }))).toBe(401)
    expect(await status(getQualifyingTime(Q.paused))).toBe(401)
    expect(await status(countFinishedQualifyingTimes())).toBe(401)
    expect(await status(approveQualifyingTime(Q.finishedNorr))).toBe(401)
  })

  it('an apprentice lists her own (no body) and may not ask for someone else’s', async () => {
    api.as('apprentice')
    expect(ids(await listQualifyingTimes())).toEqual([Q.cancelled, Q.paused])
    expect(await status(listQualifyingTimes({ personId: PERSONAS.protectedIdentity.id }))).toBe(403)
    expect(await status(getQualifyingTime(Q.protectedFinished))).toBe(404)
    api.as('protectedIdentity')
    const [own] = await listQualifyingTimes()
    expect(own).toMatchObject({ id: Q.protectedFinished, apprentice: { firstName: 'Sara', lastName: 'Holm' } })
  })

  it('an instructor reads whom he supervises, not the company’s others (403); an unknown id is 404', async () => {
    api.as('instructor')
    expect((await getQualifyingTime(Q.protectedFinished)).id).toBe(Q.protectedFinished)
    expect(await status(getQualifyingTime(Q.finishedNorr))).toBe(403)
    expect(await status(getQualifyingTime(999_999))).toBe(404)
  })
})

describe('protected identity (§6, ADR 0016)', () => {
  it('Sara’s name only for administrators; a hidden name cannot be searched for', async () => {
    api.as('companyAdmin')
    expect((await getQualifyingTime(Q.protectedFinished)).apprentice).toMatchObject({
      firstName: 'Sara',
      lastName: 'Holm',
      protectedIdentity: true,
    })
    expect(ids(await listQualifyingTimes({ companyId: NORR, search: 'sara holm' }))).toEqual([Q.protectedFinished])
    for (const persona of ['yua', 'bg', 'instructor'] as const) {
      api.as(persona)
      const sara = await getQualifyingTime(Q.protectedFinished)
      expect(sara.apprentice.lastName).toBe('')
      expect(sara.apprentice.firstName).not.toContain('Sara')
      expect(await listQualifyingTimes({ companyId: NORR, search: 'sara holm' })).toEqual([])
    }
  })
})

describe('§4 states, the forecast’s facts and the published hours', () => {
  it('answers each state by the scenario', async () => {
    await mariaAdministersSyd()
    api.as('companyAdmin')
    const byId = new Map(
      [...(await listQualifyingTimes({ companyId: NORR })), ...(await listQualifyingTimes({ companyId: SYD }))].map(
        (r) => [r.id, r],
      ),
    )
    expect(
      Object.fromEntries(
        [
          Q.paused,
          Q.extensionAwaiting,
          Q.protectedFinished,
          Q.certificateIssued,
          Q.blockedByY4Y5,
          Q.approvedByCompany,
          Q.approvedByRegion,
          Q.stoppedDetached,
          Q.stoppedAborted,
          Q.ongoing,
        ].map((id) => [id, byId.get(id)?.state]),
      ),
    ).toEqual({
      [Q.paused]: 'paused',
      [Q.extensionAwaiting]: 'ongoing',
      [Q.protectedFinished]: 'readyForApproval',
      [Q.certificateIssued]: 'certificateIssued',
      [Q.blockedByY4Y5]: 'readyForApproval',
      [Q.approvedByCompany]: 'approvedByCompany',
      [Q.approvedByRegion]: 'approvedByRegion',
      [Q.stoppedDetached]: 'stopped',
      [Q.stoppedAborted]: 'stopped',
      [Q.ongoing]: 'ongoing',
    })
    api.as('apprentice')
    expect((await listQualifyingTimes()).find((r) => r.id === Q.cancelled)?.state).toBe('cancelled')
  })

  it('Elin’s paused time carries its pause, rates, approved extension and the scaffolding hours', async () => {
    api.as('apprentice')
    const elin = await getQualifyingTime(Q.paused)
    expect(elin.currentPause).toMatchObject({ reason: 'Föräldraledighet' })
    expect(elin.pauses.length).toBeGreaterThanOrEqual(2)
    expect(elin.employmentRates.map((r) => r.percent)).toEqual([75, 50])
    expect(elin.approvedExtensions).toEqual([expect.objectContaining({ months: 2 })])
    expect(elin).toMatchObject({
      professionGroup: 'machinesScaffolding',
      basicEducationRoute: 'upperSecondary',
      requiredHours: 4800,
    })
    // The apprentice neither approves nor asks for an extension.
    expect(elin).toMatchObject({ mayApprove: false, mayRequestExtension: false })
  })

  it('an extension awaiting the region is named on the time (§4: no second one)', async () => {
    api.as('instructor')
    const tomasz = await getQualifyingTime(Q.extensionAwaiting)
    expect(tomasz.extensionAwaitingRegion).toMatchObject({ id: Q.awaitingModification, months: 3 })
    expect(tomasz.mayRequestExtension).toBe(false)
    expect(tomasz.requiredHours).toBe(4200)
  })

  it('the person’s qualification-time rows name their qualifying time and state', async () => {
    api.as('apprentice')
    const rows = await getQualificationTime(PERSONAS.apprentice.id)
    expect(rows.map((r) => [r.educationId, r.qualificationTimeId, r.state]).sort()).toEqual([
      [6001, Q.cancelled, 'cancelled'],
      [6002, Q.paused, 'paused'],
    ])
  })
})

describe('the menu badge (§2: finished, not approved, neither aborted nor cancelled)', () => {
  it('counts what each company user sees, and resets for that user when the screen opens', async () => {
    api.as('companyAdmin')
    expect(await countFinishedQualifyingTimes()).toEqual({ unseen: 3, finished: 3 })
    await listQualifyingTimes({ companyId: NORR, markSeen: true })
    expect(await countFinishedQualifyingTimes()).toEqual({ unseen: 0, finished: 3 })
    // Another user's mark is their own.
    api.as('yua')
    expect(await countFinishedQualifyingTimes()).toEqual({ unseen: 3, finished: 3 })
    api.as('departmentAdmin')
    expect(await countFinishedQualifyingTimes()).toEqual({ unseen: 1, finished: 1 })
    api.as('instructor')
    expect(await countFinishedQualifyingTimes()).toEqual({ unseen: 1, finished: 1 })
    api.as('apprentice')
    expect(await countFinishedQualifyingTimes()).toEqual({ unseen: 0, finished: 0 })
  })

  it('a time that ends after the mark counts again; an approved one leaves the count', async () => {
    api.as('companyAdmin')
    await listQualifyingTimes({ companyId: NORR, markSeen: true })
    await db().educations.update((q) => q.where({ id: Q.ongoingEducation }), {
      data: (draft) => {
        if (draft.qualificationTime) draft.qualificationTime.toDate = '2026-01-31'
      },
    })
    expect(await countFinishedQualifyingTimes()).toEqual({ unseen: 1, finished: 4 })
    await approveQualifyingTime(Q.finishedNorr)
    expect(await countFinishedQualifyingTimes()).toEqual({ unseen: 1, finished: 3 })
  })
})

describe('the company’s approval (§4, §6, §8)', () => {
  it('the supervising instructor approves Sara’s finished time once', async () => {
    api.as('instructor')
    const after = await approveQualifyingTime(Q.protectedFinished)
    expect(after).toMatchObject({ state: 'approvedByCompany', finished: false, mayApprove: false })
    expect(after.approval.companyApprovedAt).not.toBeNull()
    expect(db().educations.findFirst((q) => q.where({ id: 6004 }))?.qualificationTime?.isApprovedByInstructor).toBe(
      true,
    )
    const again = await failureOf(approveQualifyingTime(Q.protectedFinished))
    expect(again.status).toBe(422)
    expect(again.body?.data).toEqual({ reason: 'alreadyApproved' })
  })

  it('of two approvals at once the first wins, the second is 422', async () => {
    api.as('companyAdmin')
    const results = await Promise.allSettled([
      approveQualifyingTime(Q.finishedNorr),
      approveQualifyingTime(Q.finishedNorr),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = results.find((r) => r.status === 'rejected')
    expect(await status(Promise.reject((refused as PromiseRejectedResult).reason))).toBe(422)
  })

  it('is refused with §8’s text while course Y4+Y5 is not approved, and nothing is stored', async () => {
    api.as('companyAdmin')
    api.locale('en')
    const before = await getQualifyingTime(Q.blockedByY4Y5)
    // The administrator's power stands (the page shows the button and its click says why); the block is named.
    expect(before).toMatchObject({ approval: { blockedBy: 'courseY4Y5NotApproved' }, mayApprove: true })
    const refused = await failureOf(approveQualifyingTime(Q.blockedByY4Y5))
    expect(refused.status).toBe(422)
    expect(refused.body?.message).toContain('Y4+Y5')
    expect(refused.body?.errors?.[0]?.field).toBe('courseY4Y5')
    expect((await getQualifyingTime(Q.blockedByY4Y5)).state).toBe('readyForApproval')
  })

  it('answers mayApprove by power alone: the education responsible may not approve, blocked or not (§6)', async () => {
    api.as('yua')
    expect(await getQualifyingTime(Q.blockedByY4Y5)).toMatchObject({ mayApprove: false })
  })

  it.each([
    [Q.ongoing, 'notFinished'],
    [Q.stoppedAborted, 'closed'],
    [Q.stoppedDetached, 'closed'],
    [Q.approvedByCompany, 'alreadyApproved'],
    [Q.approvedByRegion, 'alreadyApproved'],
    [Q.certificateIssued, 'alreadyApproved'],
  ])('qualifying time %i is not ready: 422 %s', async (id, reason) => {
    api.as('companyAdmin')
    const refused = await failureOf(approveQualifyingTime(id))
    expect(refused.status).toBe(422)
    expect(refused.body?.data).toEqual({ reason })
  })

  it.each<[PersonaKey, number, number]>([
    ['yua', Q.finishedNorr, 403],
    ['bg', Q.finishedNorr, 403],
    ['protectedIdentity', Q.protectedFinished, 403],
    ['instructor', Q.finishedNorr, 403],
    ['departmentAdmin', Q.finishedLund, 403],
    ['apprentice', Q.finishedNorr, 404],
  ])('%s may not approve %i: %i', async (persona, id, expected) => {
    api.as(persona)
    expect(await status(approveQualifyingTime(id))).toBe(expected)
  })

  it('a department administrator approves in her department; YUA sees no approve power', async () => {
    api.as('departmentAdmin')
    expect((await approveQualifyingTime(Q.finishedMalmo)).state).toBe('approvedByCompany')
    api.as('yua')
    expect(await getQualifyingTime(Q.finishedNorr)).toMatchObject({ mayApprove: false, mayRequestExtension: true })
  })
})
