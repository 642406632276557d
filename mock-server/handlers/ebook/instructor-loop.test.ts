/**
 * The instructor's loop (issue 17 §3, ADR 0012) through the real client functions: a saved report
 * rings the instructor's bell and leads to that report; the queue keeps a report until its parts are
 * approved (reading it is not assessing it); an approval hands the book to its company's region (an
 * e-mail in the outbox and a record the e-book answers); an administrator imitating someone writes
 * nothing in their e-book.
 */
import { describe, expect, it } from 'vitest'
import { approveBook, createBookPause, getBook, listBooks } from '../../../src/api/ebook/books'
import {
  createReport,
  createReportDetail,
  getReport,
  listReviewReports,
  reviewReportDetail,
  updateReport,
} from '../../../src/api/ebook/reports'
import { listNotifications } from '../../../src/api/shell/notifications'
import { isoDay } from '../../../src/domain/dates'
import { notificationTarget } from '../../../src/domain/notification-navigation'
import { db } from '../../db'
import { findPerson, personView } from '../../views'
import { EBOOK_IDS as B, INSTRUCTOR_IDS as I, PERSONAS } from '../../seed'
import { failureOf, withSimulatedBackend, type Failure } from '../../test-kit'
import { addDays } from './-ebook-support'
import { instructorsToNotify } from './instructor-loop'

const api = withSimulatedBackend()

const reason = (failure: Failure) => (failure.body?.data as { reason?: string } | undefined)?.reason
const yesterday = () => addDays(isoDay(new Date()), -1)
const JOHAN = PERSONAS.instructor.id

/** Elin saves a one-part report in her active book 7001 (naming Johan unless told otherwise). */
async function elinSavesReport(instructorId: number | null = JOHAN) {
  api.as('apprentice')
  const draft = await createReport({ bookId: B.active, fromDate: yesterday(), toDate: yesterday(), instructorId })
  await createReportDetail(B.active, draft.id, { partId: B.openPart, level: 2 })
  return updateReport(B.active, draft.id, { save: true })
}

const bookNotificationsOf = (personId: number) =>
  db().notifications.findMany((q) => q.where((n) => n.personId === personId && n.type === 'Book'))

describe('a saved report rings the instructor', () => {
  it('notifies the instructor it names (type Book, the report), and the bell leads him to that report on InstructorApprenticesReport', async () => {
    const before = bookNotificationsOf(JOHAN).length
    const saved = await elinSavesReport()
    api.as('instructor')
    const bell = (await listNotifications()).find((n) => n.additionalInfo?.reportId === saved.id)
    expect(bell).toMatchObject({
      type: 'Book',
      concernId: B.active,
      readTime: null,
      additionalInfo: { reportId: saved.id, belongsToPersonId: PERSONAS.apprentice.id },
    })
    expect(bell?.subject).toBe(`Elin Andersson har sparat en rapport ${saved.fromDate}–${saved.toDate} att bedöma`)
    expect(bookNotificationsOf(JOHAN)).toHaveLength(before + 1)
    const johan = findPerson(JOHAN)
    if (!bell || !johan) throw new Error('the bell rang for Johan')
    expect(notificationTarget(bell, personView(johan, null), '/')?.path).toBe(
      `/instructor/${JOHAN}/apprentices-report?bookId=${B.active}&reportId=${saved.id}`,
    )
  })

  it('a draft rings nobody; a report naming no instructor (or a former one) rings every supervising instructor', async () => {
    api.as('apprentice')
    const before = db().notifications.all().length
    await createReport({ bookId: B.active, fromDate: yesterday(), toDate: yesterday() })
    expect(db().notifications.all()).toHaveLength(before)
    const book = db().books.findFirst((q) => q.where({ id: B.active }))
    if (!book) throw new Error('7001 exists')
    const everyone = instructorsToNotify(book, { instructorId: null })
    expect(everyone).toContain(JOHAN)
    expect(instructorsToNotify(book, { instructorId: 999_999 })).toEqual(everyone)
    expect(instructorsToNotify(book, { instructorId: JOHAN })).toEqual([JOHAN])
  })
})

describe("the instructor's queue: parts still to assess, not only unread", () => {
  it('keeps an opened report in the queue until its parts are approved; the book counts it', async () => {
    api.as('instructor')
    const [waiting] = I.waitingReports
    const queue = async () => (await listReviewReports({ instructorId: JOHAN, toAssess: true })).rows.map((r) => r.id)
    expect(await queue()).toContain(waiting)
    const row = async () => (await listReviewReports({ instructorId: JOHAN })).rows.find((r) => r.id === waiting)
    expect(await row()).toMatchObject({ readByInstructorAt: null, toAssessCount: 2 })

    // Opening it reads it, and it stays to assess (ADR 0009's unread flag is no longer the queue).
    await getReport(I.waitingBook, waiting)
    expect(await row()).toMatchObject({ readByInstructorAt: expect.any(String), toAssessCount: 2 })
    expect(await queue()).toContain(waiting)
    const book = async () => (await listBooks({ instructorId: JOHAN })).find((b) => b.id === I.waitingBook)
    expect(await book()).toMatchObject({ unreadReportCount: 2, toAssessReportCount: 3 })
    // Hanna's complete book: 22101's older self-ratings are covered by the parts' later approvals at higher levels.
    expect((await listBooks({ instructorId: JOHAN })).find((b) => b.id === I.readyBook)).toMatchObject({
      unreadReportCount: 0,
      toAssessReportCount: 0,
    })

    // Commenting is not assessing; approving the part is.
    await reviewReportDetail(I.waitingBook, waiting, I.waitingDetail, { instructorComment: 'Bra.' })
    expect(await queue()).toContain(waiting)
    await reviewReportDetail(I.waitingBook, waiting, I.waitingDetail, { approve: true })
    expect(await queue()).toContain(waiting)
    expect((await row())?.toAssessCount).toBe(1)
    const other = db().reportDetails.findFirst((q) =>
      q.where((d) => d.reportId === waiting && d.id !== I.waitingDetail),
    )
    await reviewReportDetail(I.waitingBook, waiting, other?.id ?? 0, { approve: true })
    expect(await queue()).not.toContain(waiting)
    expect((await row())?.toAssessCount).toBe(0)
    expect(await book()).toMatchObject({ toAssessReportCount: 2 })
    expect((await listReviewReports({ instructorId: JOHAN, toAssess: false })).rows.map((r) => r.id)).toContain(waiting)
  })

  it("orders the queue 'toAssessFirst': unread, then read with parts to assess, then done (each newest first)", async () => {
    api.as('instructor')
    const [oldest, middle] = I.waitingReports
    await getReport(I.waitingBook, middle)
    const ids = (await listReviewReports({ instructorId: JOHAN, order: 'toAssessFirst' })).rows
    const rank = (r: (typeof ids)[number]) => (r.readByInstructorAt === null ? 0 : (r.toAssessCount ?? 0) > 0 ? 1 : 2)
    expect(ids.map(rank)).toEqual([...ids.map(rank)].sort())
    expect(ids.findIndex((r) => r.id === middle)).toBeGreaterThan(ids.findIndex((r) => r.id === oldest))
    const books = await listBooks({ instructorId: JOHAN, order: 'toAssessFirst' })
    const bookRank = (b: (typeof books)[number]) =>
      b.unreadReportCount > 0 ? 0 : (b.toAssessReportCount ?? 0) > 0 ? 1 : 2
    expect(books.map(bookRank)).toEqual([...books.map(bookRank)].sort())
  })
})

describe("an approval hands the book to its company's region", () => {
  it('e-mails the region of the company (the outbox) and records the hand-off, which the e-book answers', async () => {
    api.as('instructor')
    expect((await getBook(I.readyBook)).handOff ?? null).toBeNull()
    const approved = await approveBook(I.readyBook)
    const mail = db().outbox.findFirst((q) => q.where((m) => m.to === 'norr@byn.example.se'))
    expect(mail).toMatchObject({ kind: 'email' })
    expect(mail?.text).toMatch(
      /^E-bok 7011 för Hanna Lundqvist \(Träarbetare, Byggbolaget i Norr AB\) har godkänts av handledaren Johan Berg den \d{4}-\d{2}-\d{2}\./,
    )
    expect(approved.handOff).toEqual({
      region: { id: 1, name: 'BYN Norr' },
      to: 'norr@byn.example.se',
      sentAt: approved.approval?.approvedAt,
    })
    expect(db().certificateHandOffs.findMany((q) => q.where({ bookId: I.readyBook }))).toEqual([
      expect.objectContaining({
        regionId: 1,
        approvedById: JOHAN,
        outboxId: mail?.id,
        sentAt: approved.approval?.approvedAt,
      }),
    ])
  })

  it('a refused approval hands off nothing', async () => {
    api.as('instructor')
    const outbox = db().outbox.all().length
    expect((await failureOf(approveBook(I.waitingBook))).status).toBe(422)
    expect(db().outbox.all()).toHaveLength(outbox)
    expect(db().certificateHandOffs.all()).toEqual([])
  })
})

describe('an administrator imitating someone writes nothing for them (ADR 0012)', () => {
  it("reads Elin's book but may not report in it: 403 imitated, nothing stored; the book offers no reporting or pauses", async () => {
    api.as('imitatingAdmin')
    const book = await getBook(B.active)
    expect(book.viewer).toMatchObject({ mayReport: false, mayManagePauses: false })
    const reports = db().reports.all().length
    const refused = await failureOf(createReport({ bookId: B.active, fromDate: yesterday(), toDate: yesterday() }))
    expect(refused.status).toBe(403)
    expect(reason(refused)).toBe('imitated')
    expect(refused.body?.message).toMatch(/kan du läsa men inte skriva/)
    expect(db().reports.all()).toHaveLength(reports)
    // A draft of hers: the administrator may not change or save it either.
    api.as('apprentice')
    const draft = await createReport({ bookId: B.active, fromDate: yesterday(), toDate: yesterday() })
    api.as('imitatingAdmin')
    expect(reason(await failureOf(updateReport(B.active, draft.id, { comment: 'x' })))).toBe('imitated')
    expect(reason(await failureOf(createReportDetail(B.active, draft.id, { partId: B.openPart, level: 2 })))).toBe(
      'imitated',
    )
    expect(
      (await failureOf(createBookPause({ bookId: B.active, fromDate: yesterday(), toDate: yesterday(), reason: 'x' })))
        .status,
    ).toBe(403)
  })
})
