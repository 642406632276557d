/**
 * The apprentice's reports (§4 E-book, §5 periods and report saving, §8): a draft is created,
 * rated and saved for good; drafts can be deleted; the period rules; levels 1 to 4; closed
 * elements; only the book's own apprentice while reporting is open. A refused write stores nothing.
 */
import { describe, expect, it } from 'vitest'
import { getBook } from '../../../src/api/ebook/books'
import {
  createReport,
  createReportDetail,
  deleteReport,
  deleteReportDetail,
  getReport,
  listReports,
  updateReport,
  updateReportDetail,
} from '../../../src/api/ebook/reports'
import { isoDay } from '../../../src/domain/dates'
import { db } from '../../db'
import { ACTIVE_BOOK_EMPLOYMENT_DATE, ACTIVE_BOOK_PAUSE, ACTIVE_BOOK_START, EBOOK_IDS as B, PERSONAS } from '../../seed'
import { failureOf, withSimulatedBackend, type Failure } from '../../test-kit'
import { addDays } from './-ebook-support'

const api = withSimulatedBackend()

const today = () => isoDay(new Date())
const yesterday = () => addDays(today(), -1)
const reason = (failure: Failure) => (failure.body?.data as { reason?: string } | undefined)?.reason
const fields = (failure: Failure) => failure.body?.errors?.map((e) => e.field)

async function newDraft(fromDate = yesterday(), toDate = fromDate) {
  return createReport({ bookId: B.active, fromDate, toDate })
}

async function setStatus(bookId: number, status: 'active' | 'inactive' | 'extended' | 'issued' | 'approved' | null) {
  await db().books.update((q) => q.where({ id: bookId }), {
    data(draft) {
      draft.status = status
    },
  })
}

describe('a report from draft to saved', () => {
  it('creates a draft, rates a part, saves it, and then it never changes', async () => {
    api.as('apprentice')
    const draft = await newDraft()
    expect(draft).toMatchObject({
      bookId: B.active,
      state: 'draft',
      fromDate: yesterday(),
      toDate: yesterday(),
      savedAt: null,
      details: [],
      date: today(),
    })

    const detail = await createReportDetail(B.active, draft.id, {
      partId: B.openPart,
      level: 2,
      comment: 'Konsoler på tegelfasad.',
    })
    expect(detail).toMatchObject({
      reportId: draft.id,
      partId: B.openPart,
      elementId: 84804,
      level: 2,
      instructorLevel: null,
    })
    expect((await updateReportDetail(B.active, draft.id, detail.id, { level: 3 })).level).toBe(3)
    // A draft does not count towards the achieved level.
    expect(
      (await getBook(B.active)).elements.flatMap((e) => e.parts).find((p) => p.id === B.openPart)?.achievedLevel,
    ).toBeNull()

    const saved = await updateReport(B.active, draft.id, { place: 'Kv. Lärkan', comment: 'Bra dag.', save: true })
    expect(saved).toMatchObject({ state: 'saved', place: 'Kv. Lärkan', comment: 'Bra dag.' })
    expect(saved.savedAt).not.toBeNull()
    expect(
      (await getBook(B.active)).elements.flatMap((e) => e.parts).find((p) => p.id === B.openPart)?.achievedLevel,
    ).toBe(3)

    for (const call of [
      updateReport(B.active, draft.id, { comment: 'Ändrad' }),
      updateReport(B.active, draft.id, { save: true }),
      deleteReport(B.active, draft.id),
      createReportDetail(B.active, draft.id, { partId: B.draftPart, level: 1 }),
      updateReportDetail(B.active, draft.id, detail.id, { level: 4 }),
      deleteReportDetail(B.active, draft.id, detail.id),
    ]) {
      const failure = await failureOf(call)
      expect(failure.status).toBe(422)
      expect(failure.body?.message).toBe('En sparad rapport kan inte ändras.')
      expect(reason(failure)).toBe('saved')
    }
    expect(await getReport(B.active, draft.id)).toEqual(saved)
  })

  it('refuses to save a report without a rated part', async () => {
    api.as('apprentice')
    const draft = await newDraft()
    const failure = await failureOf(updateReport(B.active, draft.id, { save: true }))
    expect(failure.status).toBe(422)
    expect(reason(failure)).toBe('noDetails')
    expect((await getReport(B.active, draft.id)).state).toBe('draft')
  })

  it('deletes a draft with its details, irreversibly', async () => {
    api.as('apprentice')
    expect(await deleteReport(B.active, B.activeDraftReport)).toEqual({ ok: true })
    expect((await failureOf(getReport(B.active, B.activeDraftReport))).status).toBe(404)
    expect(db().reportDetails.findMany((q) => q.where({ reportId: B.activeDraftReport }))).toEqual([])
    expect((await failureOf(deleteReport(B.active, B.activeDraftReport))).status).toBe(404)
  })

  it('deletes a detail of the draft and changes its period', async () => {
    api.as('apprentice')
    expect(await deleteReportDetail(B.active, B.activeDraftReport, B.activeDraftDetail)).toEqual({ ok: true })
    expect((await getReport(B.active, B.activeDraftReport)).details).toHaveLength(1)
    const moved = await updateReport(B.active, B.activeDraftReport, { fromDate: '2026-11-10', toDate: '2026-11-12' })
    expect([moved.fromDate, moved.toDate]).toEqual(['2026-11-10', '2026-11-12'])
  })
})

describe('the period rules (§5)', () => {
  const refused = async (fromDate: string, toDate: string) => {
    api.as('apprentice')
    const before = db().reports.all().length
    const failure = await failureOf(newDraft(fromDate, toDate))
    expect(failure.status).toBe(422)
    expect(db().reports.all().length).toBe(before)
    return failure
  }

  it('refuses a period overlapping another report (a draft counts) or a pause', async () => {
    expect(reason(await refused('2026-10-22', '2026-10-26'))).toBe('overlapsReport')
    expect(reason(await refused('2026-11-13', '2026-11-14'))).toBe('overlapsReport')
    const pause = await refused(addDays(ACTIVE_BOOK_PAUSE.fromDate, -2), ACTIVE_BOOK_PAUSE.fromDate)
    expect(reason(pause)).toBe('overlapsPause')
    expect(pause.body?.errors?.[0]).toEqual({ field: 'fromDate', message: 'Perioden krockar med ett uppehåll.' })
  })

  it('refuses a period before the permitted period, in the future, or ending before it starts', async () => {
    const outside = await refused(addDays(ACTIVE_BOOK_START, -3), addDays(ACTIVE_BOOK_START, -1))
    expect(reason(outside)).toBe('outsidePermitted')
    expect(fields(outside)).toContain('fromDate')
    const future = await refused(today(), addDays(today(), 1))
    expect(reason(future)).toBe('inFuture')
    expect(fields(future)).toEqual(['toDate'])
    const backwards = await refused(yesterday(), addDays(yesterday(), -1))
    expect(reason(backwards)).toBe('endBeforeStart')
    expect(fields(backwards)).toEqual(['toDate'])
  })

  it('says "check the employment date" for a period inside the permitted period but before the employment (§8)', async () => {
    api.locale('en')
    const failure = await refused(ACTIVE_BOOK_START, addDays(ACTIVE_BOOK_EMPLOYMENT_DATE, -1))
    expect(reason(failure)).toBe('employmentDate')
    expect(failure.body?.errors).toEqual([
      {
        field: 'fromDate',
        message: `The report could not be saved. Check the employment date (${ACTIVE_BOOK_EMPLOYMENT_DATE}).`,
      },
    ])
  })

  it('refuses missing and impossible dates', async () => {
    expect(reason(await refused('', yesterday()))).toBe('required')
    expect(reason(await refused('2026-02-30', '2026-02-30'))).toBe('invalidDate')
    expect(fields(await refused('igår', yesterday()))).toEqual(['fromDate'])
  })

  it('applies the rules to a changed period too, without counting the report itself', async () => {
    api.as('apprentice')
    expect((await updateReport(B.active, B.activeDraftReport, { toDate: '2026-11-14' })).toDate).toBe('2026-11-14')
    const failure = await failureOf(updateReport(B.active, B.activeDraftReport, { fromDate: '2026-10-20' }))
    expect(reason(failure)).toBe('overlapsReport')
    expect((await getReport(B.active, B.activeDraftReport)).fromDate).toBe('2026-11-09')
  })

  it('refuses a workplace of another company and an instructor who does not supervise her', async () => {
    api.as('apprentice')
    expect(
      fields(
        await failureOf(
          createReport({ bookId: B.active, fromDate: yesterday(), toDate: yesterday(), workplaceId: 201 }),
        ),
      ),
    ).toEqual(['workplaceId'])
    expect(
      fields(
        await failureOf(
          createReport({ bookId: B.active, fromDate: yesterday(), toDate: yesterday(), instructorId: PERSONAS.yua.id }),
        ),
      ),
    ).toEqual(['instructorId'])
    const ok = await createReport({
      bookId: B.active,
      fromDate: yesterday(),
      toDate: yesterday(),
      workplaceId: 102,
      instructorId: PERSONAS.instructor.id,
    })
    expect([ok.workplaceId, ok.instructorId]).toEqual([102, PERSONAS.instructor.id])
  })
})

describe('rating parts', () => {
  it('refuses levels 0 and 5 (1 to 4, §9)', async () => {
    api.as('apprentice')
    for (const level of [0, 5, 2.5]) {
      const failure = await failureOf(createReportDetail(B.active, B.activeDraftReport, { partId: B.openPart, level }))
      expect(failure.status).toBe(422)
      expect(fields(failure)).toEqual(['level'])
    }
    expect(
      fields(await failureOf(updateReportDetail(B.active, B.activeDraftReport, B.activeDraftDetail, { level: 0 }))),
    ).toEqual(['level'])
    expect((await getReport(B.active, B.activeDraftReport)).details).toHaveLength(2)
  })

  it('refuses a 10 000-character comment and stores nothing', async () => {
    api.as('apprentice')
    const long = 'x'.repeat(10_000)
    expect(
      fields(
        await failureOf(
          createReportDetail(B.active, B.activeDraftReport, { partId: B.openPart, level: 2, comment: long }),
        ),
      ),
    ).toEqual(['comment'])
    expect(fields(await failureOf(updateReport(B.active, B.activeDraftReport, { comment: long })))).toEqual(['comment'])
    expect(
      fields(
        await failureOf(updateReportDetail(B.active, B.activeDraftReport, B.activeDraftDetail, { comment: long })),
      ),
    ).toEqual(['comment'])
    const report = await getReport(B.active, B.activeDraftReport)
    expect(report.comment).toBe('')
    expect(report.details.map((d) => d.comment)).toEqual(['', ''])
  })

  it('refuses a part of a closed element (level 4 on every part, §4)', async () => {
    api.as('apprentice')
    const failure = await failureOf(
      createReportDetail(B.active, B.activeDraftReport, { partId: B.closedPart, level: 4 }),
    )
    expect(failure.status).toBe(422)
    expect(reason(failure)).toBe('elementClosed')
    expect(failure.body?.message).toContain('Rullställning')
  })

  it("refuses a part outside the book's profession, an unknown part, and a part twice in one report", async () => {
    api.as('apprentice')
    for (const partId of [B.foreignPart, 1]) {
      expect(fields(await failureOf(createReportDetail(B.active, B.activeDraftReport, { partId, level: 2 })))).toEqual([
        'partId',
      ])
    }
    const twice = await failureOf(createReportDetail(B.active, B.activeDraftReport, { partId: B.draftPart, level: 2 }))
    expect(reason(twice)).toBe('duplicatePart')
    expect((await getReport(B.active, B.activeDraftReport)).details).toHaveLength(2)
  })
})

describe('who reports, and when', () => {
  it("refuses a report on someone else's book (403) and stores nothing", async () => {
    for (const key of ['passwordUser', 'instructor', 'companyAdmin', 'unregistered'] as const) {
      api.as(key)
      expect((await failureOf(newDraft())).status, key).toBe(403)
      expect((await failureOf(updateReport(B.active, B.savedReport, { comment: 'x' }))).status, key).toBe(403)
    }
    // The draft is the apprentice's: to her readers it does not exist.
    api.as('instructor')
    expect((await failureOf(updateReport(B.active, B.activeDraftReport, { comment: 'x' }))).status).toBe(404)
    expect(
      (await failureOf(createReportDetail(B.active, B.activeDraftReport, { partId: B.openPart, level: 2 }))).status,
    ).toBe(404)
    api.as('apprentice')
    expect((await listReports(B.active)).total).toBe(9)
  })

  it('answers 404 for an unknown book or report, 401 without a session', async () => {
    api.as('apprentice')
    expect(
      (await failureOf(createReport({ bookId: 999_999, fromDate: yesterday(), toDate: yesterday() }))).status,
    ).toBe(404)
    expect((await failureOf(updateReport(B.active, 999_999, {}))).status).toBe(404)
    expect((await failureOf(deleteReportDetail(B.active, B.activeDraftReport, 999_999))).status).toBe(404)
    api.token(null)
    expect((await failureOf(newDraft())).status).toBe(401)
  })

  it.each([
    [B.paused, 'apprentice', 'paused', 'E-boken är pausad. Rapportering är inte möjlig under ett uppehåll.'],
    [
      B.notYetActive,
      'apprentice',
      'notStarted',
      'E-boken är inte aktiv ännu: utbildningen har inte börjat. Rapportering är inte möjlig.',
    ],
    [B.approved, 'apprentice', 'approved', 'E-boken är godkänd. Rapporteringen är avslutad.'],
    [
      B.distanceOrder,
      'passwordUser',
      'distanceOrder',
      'E-boken är inaktiverad tills distansbeställningen har godkänts av företaget. Rapportering är inte möjlig.',
    ],
  ] as const)('refuses reporting in book %i (%s): %s', async (bookId, key, why, text) => {
    api.as(key)
    const failure = await failureOf(createReport({ bookId, fromDate: yesterday(), toDate: yesterday() }))
    expect(failure.status).toBe(422)
    expect(reason(failure)).toBe(why)
    expect(failure.body?.message).toBe(text)
  })

  it('refuses reporting in an inactive or issued book, and reports again once extended', async () => {
    api.as('apprentice')
    for (const status of ['inactive', 'issued'] as const) {
      await setStatus(B.active, status)
      const failure = await failureOf(newDraft())
      expect(reason(failure), status).toBe(status)
      expect(reason(await failureOf(updateReport(B.active, B.activeDraftReport, { comment: 'x' }))), status).toBe(
        status,
      )
      expect(reason(await failureOf(deleteReport(B.active, B.activeDraftReport))), status).toBe(status)
      expect(
        reason(await failureOf(createReportDetail(B.active, B.activeDraftReport, { partId: B.openPart, level: 1 }))),
        status,
      ).toBe(status)
    }
    await setStatus(B.active, 'extended')
    expect((await newDraft()).state).toBe('draft')
  })
})
