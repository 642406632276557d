/**
 * Book pauses (§3, §4 paused, §5 periods, §6 "staff, roles, pauses"): the company's administrator,
 * department administrator (her department only) or education responsible manages them; the
 * apprentice, the instructor and the distance administrator only read. A pause over today pauses
 * the book, which closes reporting.
 */
import { describe, expect, it } from 'vitest'
import {
  createBookPause,
  deleteBookPause,
  getBook,
  listBookPauses,
  updateBookPause,
} from '../../../src/api/ebook/books'
import { createReport } from '../../../src/api/ebook/reports'
import { isoDay } from '../../../src/domain/dates'
import { db } from '../../db'
import { ACTIVE_BOOK_PAUSE, ACTIVE_BOOK_START, EBOOK_IDS as B } from '../../seed'
import { failureOf, withSimulatedBackend, type Failure } from '../../test-kit'
import { addDays } from './-ebook-support'

const api = withSimulatedBackend()

const today = () => isoDay(new Date())
const reason = (failure: Failure) => (failure.body?.data as { reason?: string } | undefined)?.reason
const pauseCount = () => db().bookPauses.all().length

describe('creating a pause', () => {
  it('the company administrator pauses the active book over today: the book is paused and reporting closes', async () => {
    api.as('companyAdmin')
    const pause = await createBookPause({
      bookId: B.active,
      fromDate: addDays(today(), -1),
      toDate: addDays(today(), 20),
      reason: '  Sjukskrivning ',
    })
    expect(pause).toMatchObject({ bookId: B.active, reason: 'Sjukskrivning' })
    expect(await getBook(B.active)).toMatchObject({ displayState: 'paused', closedReason: 'paused' })
    api.as('apprentice')
    expect((await getBook(B.active)).viewer.mayReport).toBe(false)
    const refused = await failureOf(
      createReport({ bookId: B.active, fromDate: addDays(today(), -3), toDate: addDays(today(), -3) }),
    )
    expect(reason(refused)).toBe('paused')
  })

  it('lets the education responsible and the Malmö department administrator (her department) create one', async () => {
    api.as('yua')
    expect(
      (
        await createBookPause({
          bookId: B.active,
          fromDate: addDays(today(), 30),
          toDate: addDays(today(), 40),
          reason: 'Tjänstledighet',
        })
      ).id,
    ).toBeGreaterThan(0)
    api.as('departmentAdmin')
    const after = addDays(today(), 200)
    expect(
      (
        await createBookPause({
          bookId: B.paused,
          fromDate: after,
          toDate: addDays(after, 5),
          reason: 'Tjänstledighet',
        })
      ).bookId,
    ).toBe(B.paused)
  })

  it('refuses the apprentice, the instructor, the distance administrator, a stranger and another department (403), storing nothing', async () => {
    const before = pauseCount()
    for (const [key, bookId] of [
      ['apprentice', B.active],
      ['instructor', B.active],
      ['bg', B.active],
      ['unregistered', B.active],
      ['departmentAdmin', B.distanceOrder],
      ['departmentAdmin', B.active],
    ] as const) {
      api.as(key)
      expect(
        (
          await failureOf(
            createBookPause({ bookId, fromDate: addDays(today(), 30), toDate: addDays(today(), 31), reason: 'x' }),
          )
        ).status,
        `${key} ${bookId}`,
      ).toBe(403)
    }
    expect(pauseCount()).toBe(before)
    api.token(null)
    expect(
      (await failureOf(createBookPause({ bookId: B.active, fromDate: today(), toDate: today(), reason: 'x' }))).status,
    ).toBe(401)
  })

  it('applies the period rules: overlap with a pause or a report, the permitted period, end before start; a reason is required', async () => {
    api.as('companyAdmin')
    const before = pauseCount()
    const refused = async (fromDate: string, toDate: string, text = 'Sjukskrivning') => {
      const failure = await failureOf(createBookPause({ bookId: B.active, fromDate, toDate, reason: text }))
      expect(failure.status).toBe(422)
      return failure
    }
    expect(reason(await refused(ACTIVE_BOOK_PAUSE.toDate, addDays(ACTIVE_BOOK_PAUSE.toDate, 3)))).toBe('overlapsPause')
    expect(reason(await refused('2026-10-20', '2026-10-21'))).toBe('overlapsReport')
    expect(reason(await refused(addDays(ACTIVE_BOOK_START, -10), addDays(ACTIVE_BOOK_START, -5)))).toBe(
      'outsidePermitted',
    )
    expect(reason(await refused(addDays(today(), 10), addDays(today(), 9)))).toBe('endBeforeStart')
    expect(
      (await refused(addDays(today(), 10), addDays(today(), 12), '   ')).body?.errors?.map((e) => e.field),
    ).toEqual(['reason'])
    expect(pauseCount()).toBe(before)
  })

  it('refuses a pause on an approved book', async () => {
    api.as('companyAdmin')
    const failure = await failureOf(
      createBookPause({ bookId: B.approvedProtected, fromDate: '2026-01-05', toDate: '2026-01-09', reason: 'x' }),
    )
    expect(failure.status).toBe(422)
    expect(reason(failure)).toBe('approved')
  })

  it('answers 404 for an unknown book', async () => {
    api.as('companyAdmin')
    expect(
      (await failureOf(createBookPause({ bookId: 999_999, fromDate: today(), toDate: today(), reason: 'x' }))).status,
    ).toBe(404)
  })
})

describe('changing and deleting a pause', () => {
  it("the Malmö department administrator ends Elin's current pause at Syd: the book is active again", async () => {
    api.as('departmentAdmin')
    const changed = await updateBookPause(B.currentPause, {
      toDate: addDays(today(), -1),
      reason: 'Föräldraledighet (avslutad)',
    })
    expect(changed).toMatchObject({ toDate: addDays(today(), -1), reason: 'Föräldraledighet (avslutad)' })
    expect((await getBook(B.paused)).displayState).toBe('active')
    expect(await deleteBookPause(B.currentPause)).toEqual({ ok: true })
    expect((await listBookPauses(B.paused)).map((p) => p.id)).not.toContain(B.currentPause)
  })

  it('checks the changed period against the other pauses and reports, not itself', async () => {
    api.as('companyAdmin')
    expect(
      (await updateBookPause(B.activeBookPause, { fromDate: addDays(ACTIVE_BOOK_PAUSE.fromDate, 1) })).fromDate,
    ).toBe(addDays(ACTIVE_BOOK_PAUSE.fromDate, 1))
    const failure = await failureOf(updateBookPause(B.activeBookPause, { toDate: '2026-09-15' }))
    expect(reason(failure)).toBe('overlapsReport')
    expect(db().bookPauses.findFirst((q) => q.where({ id: B.activeBookPause }))?.toDate).toBe(ACTIVE_BOOK_PAUSE.toDate)
  })

  it('refuses readers who do not manage pauses, and answers 404 for an unknown pause', async () => {
    for (const key of ['apprentice', 'instructor', 'bg', 'departmentAdmin'] as const) {
      api.as(key)
      expect((await failureOf(updateBookPause(B.activeBookPause, { reason: 'x' }))).status, key).toBe(403)
      expect((await failureOf(deleteBookPause(B.activeBookPause))).status, key).toBe(403)
    }
    api.as('companyAdmin')
    expect((await failureOf(updateBookPause(999_999, { reason: 'x' }))).status).toBe(404)
    expect((await failureOf(deleteBookPause(999_999))).status).toBe(404)
    expect(db().bookPauses.findFirst((q) => q.where({ id: B.activeBookPause }))?.reason).toBe('Sjukskrivning')
  })
})
