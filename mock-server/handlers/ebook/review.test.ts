/**
 * The instructor's review of a rated part (issue 10, ADR 0009) through the real client functions:
 * who may adjust, comment and approve (the supervising instructor in person; YUA, administrators and
 * BG read), the §5 rule that only the instructor a report names approves its parts, an approval that
 * records who and when and is final, the book read-only once approved, the notification to the
 * apprentice, the report counted as read, and bad input answered 422 naming the field.
 */
import { describe, expect, it } from 'vitest'
import { approveBook, getBook } from '../../../src/api/ebook/books'
import { getReport, reviewReportDetail, updateReportDetail } from '../../../src/api/ebook/reports'
import { nextId, db } from '../../db'
import { EBOOK_IDS as B, INSTRUCTOR_IDS as I, PERSONAS } from '../../seed'
import { failureOf, withSimulatedBackend, type Failure } from '../../test-kit'

const api = withSimulatedBackend()

const reason = (failure: Failure) => (failure.body?.data as { reason?: string } | undefined)?.reason
const fields = (failure: Failure) => failure.body?.errors?.map((e) => e.field)
const detailRecord = (id: number) => db().reportDetails.findFirst((q) => q.where({ id }))
const partOf = (book: Awaited<ReturnType<typeof getBook>>, partId: number) =>
  book.elements.flatMap((e) => e.parts).find((p) => p.id === partId)
const JOHAN = { id: PERSONAS.instructor.id, firstName: 'Johan', lastName: 'Berg' }

/** 7001's newest saved report (unread, Johan's) and its first rated part (Förankra mot fasad, level 2). */
const SAVED = { book: B.active, report: B.savedReport, detail: B.savedReport * 100 + 1 }
const WAITING = { book: I.waitingBook, report: I.waitingReports[0], detail: I.waitingDetail }

/** A session of the global administrator acting as Johan (the seeded one acts as Elin). */
async function imitateJohan(): Promise<void> {
  const sessions = db().sessions
  await sessions.create({
    id: nextId(sessions.all()),
    token: 'token-admin-as-johan',
    personId: PERSONAS.imitatingAdmin.id,
    imitatedPersonId: PERSONAS.instructor.id,
    revoked: false,
    createdAt: new Date().toISOString(),
  })
  api.token('token-admin-as-johan')
}

describe('who reviews', () => {
  it('refuses everyone but the supervising instructor (403): YUA, the administrator, BG, strangers; 401 without a session', async () => {
    for (const key of ['yua', 'companyAdmin', 'bg', 'departmentAdmin', 'unregistered'] as const) {
      api.as(key)
      expect(
        (await failureOf(reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, { instructorLevel: 3 }))).status,
        key,
      ).toBe(403)
    }
    api.token(null)
    expect(
      (await failureOf(reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, { instructorLevel: 3 }))).status,
    ).toBe(401)
    expect(detailRecord(SAVED.detail)).toMatchObject({ instructorLevel: null, approvedAt: null })
  })

  it('refuses an administrator imitating the instructor: an approval records who approved', async () => {
    await imitateJohan()
    expect(
      (await failureOf(reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, { approve: true }))).status,
    ).toBe(403)
    expect((await failureOf(approveBook(I.readyBook))).status).toBe(403)
    // Reading as him does not mark his report read.
    expect((await getReport(SAVED.book, SAVED.report)).readByInstructorAt).toBeNull()
    expect((await getBook(SAVED.book)).viewer).toMatchObject({ mayReview: false, mayApprove: false })
  })

  it("keeps each side to its fields: the instructor's level from the apprentice, her level from the instructor (422 notYourField)", async () => {
    api.as('apprentice')
    const hers = await failureOf(
      reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, { instructorLevel: 4, approve: true }),
    )
    expect(hers.status).toBe(422)
    expect(reason(hers)).toBe('notYourField')
    expect(fields(hers)).toEqual(['instructorLevel', 'approve'])
    // Her own draft too: the instructor's fields are never hers.
    const draft = await failureOf(
      reviewReportDetail(B.active, B.activeDraftReport, B.activeDraftDetail, { instructorComment: 'Bra!' }),
    )
    expect([draft.status, reason(draft), fields(draft)]).toEqual([422, 'notYourField', ['instructorComment']])
    api.as('instructor')
    const his = await failureOf(
      updateReportDetail(SAVED.book, SAVED.report, SAVED.detail, { level: 4, comment: 'Ändrat' }),
    )
    expect([his.status, reason(his), fields(his)]).toEqual([422, 'notYourField', ['level', 'comment']])
    expect(detailRecord(SAVED.detail)).toMatchObject({
      level: 2,
      comment: 'Förankrade i betongfasad.',
      instructorLevel: null,
    })
  })

  it("answers 404 for a draft's part (drafts are the apprentice's own) and for unknown ids, 422 for a bad path id", async () => {
    api.as('instructor')
    expect(
      (
        await failureOf(
          reviewReportDetail(I.waitingBook, I.waitingDraft, I.waitingDraft * 100 + 1, { instructorLevel: 2 }),
        )
      ).status,
    ).toBe(404)
    expect(
      (await failureOf(reviewReportDetail(SAVED.book, SAVED.report, 999_999, { instructorLevel: 2 }))).status,
    ).toBe(404)
    expect(
      (await failureOf(reviewReportDetail(SAVED.book, I.waitingReports[0], WAITING.detail, { instructorLevel: 2 })))
        .status,
    ).toBe(404)
    expect(
      (await failureOf(reviewReportDetail(999_999, SAVED.report, SAVED.detail, { instructorLevel: 2 }))).status,
    ).toBe(404)
    expect(fields(await failureOf(reviewReportDetail(-1, SAVED.report, SAVED.detail, { instructorLevel: 2 })))).toEqual(
      ['bookId'],
    )
  })

  it('refuses bad values with the field named: a level beyond 1–4, approve other than true, a comment too long', async () => {
    api.as('instructor')
    expect(
      fields(await failureOf(reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, { instructorLevel: 5 }))),
    ).toEqual(['instructorLevel'])
    expect(
      fields(
        await failureOf(
          reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, { approve: false as unknown as true }),
        ),
      ),
    ).toEqual(['approve'])
    expect(
      fields(
        await failureOf(
          reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, { instructorComment: 'x'.repeat(2001) }),
        ),
      ),
    ).toEqual(['instructorComment'])
    expect(detailRecord(SAVED.detail)).toMatchObject({ instructorLevel: null, instructorComment: null })
    expect((await getBook(SAVED.book)).elements.length).toBeGreaterThan(0)
  })
})

describe('adjust, comment, approve', () => {
  it("adjusts the level with a comment: the §8 difference shows, the book's part takes the level, the report is read, the apprentice is told", async () => {
    api.as('instructor')
    const reviewed = await reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, {
      instructorLevel: 3,
      instructorComment: 'Bättre än du skriver.',
    })
    expect(reviewed).toMatchObject({
      level: 2,
      instructorLevel: 3,
      instructorComment: 'Bättre än du skriver.',
      approvedAt: null,
      approvedBy: null,
    })
    expect((await getReport(SAVED.book, SAVED.report)).readByInstructorAt).not.toBeNull()
    const part = partOf(await getBook(SAVED.book), B.draftPart)
    expect(part).toMatchObject({ achievedLevel: 2, instructorLevel: 3, approvedAt: null })
    const notices = () =>
      db().notifications.findMany((q) =>
        q.where((n) => n.personId === PERSONAS.apprentice.id && n.additionalInfo?.reportId === SAVED.report),
      )
    expect(notices()).toHaveLength(1)
    expect(notices()[0]).toMatchObject({
      type: 'Book',
      concernType: 'Book',
      concernId: SAVED.book,
      readTime: null,
      subject: 'Johan Berg har granskat din rapport 2026-10-19–2026-10-23',
    })
    // A second review renews the unread notification instead of adding one; an empty comment clears it.
    const cleared = await reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, { instructorComment: '  ' })
    expect(cleared.instructorComment).toBeNull()
    expect(notices()).toHaveLength(1)
  })

  it('approves a part: who and when on the part and on the book; the approval is final', async () => {
    api.as('instructor')
    const approved = await reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, {
      instructorLevel: 3,
      approve: true,
    })
    expect(approved).toMatchObject({ instructorLevel: 3, approvedBy: JOHAN })
    expect(approved.approvedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(partOf(await getBook(SAVED.book), B.draftPart)).toMatchObject({
      instructorLevel: 3,
      approvedAt: approved.approvedAt,
      approvedBy: JOHAN,
    })
    const again = await failureOf(
      reviewReportDetail(SAVED.book, SAVED.report, SAVED.detail, { instructorComment: 'Ändrar mig' }),
    )
    expect([again.status, reason(again), fields(again)]).toEqual([422, 'detailApproved', ['id']])
    // The apprentice reads who approved it.
    api.as('apprentice')
    expect((await getReport(SAVED.book, SAVED.report)).details[0].approvedBy).toEqual(JOHAN)
  })

  it("approves at the apprentice's level when the instructor gives none", async () => {
    api.as('instructor')
    expect(await reviewReportDetail(WAITING.book, WAITING.report, WAITING.detail, { approve: true })).toMatchObject({
      level: 2,
      instructorLevel: 2,
      approvedBy: JOHAN,
    })
  })

  it('lets only the instructor the report names approve (§5): Johan comments on Anders’s report but may not approve it', async () => {
    api.as('instructor')
    const { otherInstructorsReport: report, otherInstructorsDetail: detail } = I
    expect(
      await reviewReportDetail(I.divergentBook, report, detail, { instructorComment: 'Håller med Anders.' }),
    ).toMatchObject({ instructorLevel: 2, approvedAt: null })
    const refused = await failureOf(reviewReportDetail(I.divergentBook, report, detail, { approve: true }))
    expect(refused.status).toBe(422)
    expect(reason(refused)).toBe('notSupervising')
    expect(refused.body?.errors).toEqual([
      {
        field: 'approve',
        message: 'Du kan inte godkänna delmomentet: rapporten anger Anders Vikström som handledare.',
      },
    ])
    expect(detailRecord(detail)?.approvedAt).toBeNull()
    // A report that names no instructor: any supervising instructor approves.
    expect(
      (await reviewReportDetail(I.waitingBook, I.noInstructorReport, I.noInstructorDetail, { approve: true }))
        .approvedBy,
    ).toEqual(JOHAN)
  })

  it('keeps an approved book read-only (422 approved) and never lowers an approved part', async () => {
    api.as('instructor')
    const approvedBookDetail = await failureOf(
      reviewReportDetail(B.approvedProtected, 21201, 2120101, { instructorLevel: 1 }),
    )
    expect([approvedBookDetail.status, reason(approvedBookDetail), fields(approvedBookDetail)]).toEqual([
      422,
      'approved',
      ['bookId'],
    ])
    // 7012's part Stomresning 2 is approved at 3 in 22202; nothing in the book lowers it.
    const book = await getBook(I.divergentBook)
    const stom2 = book.elements[1].parts[1]
    expect(stom2).toMatchObject({ achievedLevel: 2, instructorLevel: 3, approvedBy: JOHAN })
  })
})

describe('the book once every part is approved', () => {
  it('7011 is ready: Johan may approve it; after approval it is read-only, with approver and date', async () => {
    api.as('instructor')
    expect((await getBook(I.readyBook)).viewer).toEqual({
      mayReport: false,
      mayManagePauses: false,
      mayReview: true,
      mayApprove: true,
    })
    const approved = await approveBook(I.readyBook)
    expect(approved.approval?.approvedBy).toEqual(JOHAN)
    expect(approved.viewer).toMatchObject({ mayReview: false, mayApprove: false })
    const refused = await failureOf(reviewReportDetail(I.readyBook, 22105, 2210501, { instructorComment: 'Efterhand' }))
    expect(reason(refused)).toBe('approved')
    expect(db().notifications.findFirst((q) => q.where({ personId: I.hanna, concernId: I.readyBook }))?.subject).toBe(
      'Din e-bok har godkänts av Johan Berg',
    )
  })

  it('YUA sees the ready book but cannot approve it; the administrator neither', async () => {
    for (const key of ['yua', 'companyAdmin'] as const) {
      api.as(key)
      expect((await getBook(I.readyBook)).viewer.mayApprove, key).toBe(false)
      expect((await failureOf(approveBook(I.readyBook))).status, key).toBe(403)
    }
  })
})
