/**
 * The instructor's lists (issue 10, ADR 0009): every book the instructor supervises with filters by
 * display state and apprentice, unread reports first; the same lists read-only for the company users
 * of §6 (department-scoped); the saved reports across books with the unread first; what reading a
 * report does; and the 'many-books' variant's 200 more books.
 */
import { describe, expect, it } from 'vitest'
import { getBook, listBooks } from '../../../src/api/ebook/books'
import { getReport, listReports, listReviewReports } from '../../../src/api/ebook/reports'
import { resetScenario } from '../../scenario'
import { EBOOK_IDS as B, INSTRUCTOR_IDS as I, PERSONAS } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const JOHAN = PERSONAS.instructor.id
const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((r) => r.id)

describe('books/list for the instructor', () => {
  it('lists every book Johan supervises, books with unread reports first (each newest first), with the counts', async () => {
    api.as('instructor')
    const rows = await listBooks({ instructorId: JOHAN, order: 'unreadFirst' })
    // 7006, Elin's book not yet begun, is on the apprenticeship of 7001: Johan supervises it too.
    expect(ids(rows)).toEqual([
      I.waitingBook,
      I.divergentBook,
      B.active,
      B.notYetActive,
      B.paused,
      I.readyBook,
      B.distanceOrder,
      B.approvedProtected,
    ])
    const row = (id: number) => rows.find((r) => r.id === id)
    expect(row(I.waitingBook)).toMatchObject({ unreadReportCount: 3, divergentCount: 0, readyForApproval: false })
    expect(row(I.divergentBook)).toMatchObject({
      unreadReportCount: 1,
      divergentCount: 3,
      readyForApproval: false,
      apprentice: { firstName: 'Oliver', lastName: 'Bergström' },
    })
    expect(row(B.active)).toMatchObject({ unreadReportCount: 1, divergentCount: 1 })
    expect(row(I.readyBook)).toMatchObject({ unreadReportCount: 0, divergentCount: 1, readyForApproval: true })
    expect(row(B.approvedProtected)).toMatchObject({
      readyForApproval: false,
      apprentice: { firstName: 'Skyddad identitet' },
    })
    // Without the order: newest first, as before.
    expect(ids(await listBooks({ instructorId: JOHAN }))).toEqual([
      B.notYetActive,
      B.paused,
      I.waitingBook,
      I.divergentBook,
      I.readyBook,
      B.active,
      B.distanceOrder,
      B.approvedProtected,
    ])
  })

  it('filters by display state, apprentice and company', async () => {
    api.as('instructor')
    expect(ids(await listBooks({ instructorId: JOHAN, displayState: 'paused' }))).toEqual([B.paused])
    expect(ids(await listBooks({ instructorId: JOHAN, displayState: 'approved' }))).toEqual([B.approvedProtected])
    expect(ids(await listBooks({ instructorId: JOHAN, personId: I.oliver }))).toEqual([I.divergentBook])
    expect(ids(await listBooks({ instructorId: JOHAN, companyId: 2 }))).toEqual([B.paused, B.distanceOrder])
    expect(await listBooks({ instructorId: PERSONAS.yua.id })).toEqual([])
  })

  it('refuses a display state it does not know (422 naming it)', async () => {
    api.as('instructor')
    const refused = await failureOf(listBooks({ displayState: 'finished' as never }))
    expect(refused.status).toBe(422)
    expect(refused.body?.errors?.map((e) => e.field)).toEqual(['displayState'])
  })
})

describe('the same lists for the company users of §6 (read-only)', () => {
  it("shows Norr's administrator and YUA Johan's Norr books only, and Malmö's department administrator his Malmö book only", async () => {
    api.as('companyAdmin')
    expect(ids(await listBooks({ instructorId: JOHAN, order: 'unreadFirst' }))).toEqual([
      I.waitingBook,
      I.divergentBook,
      B.active,
      B.notYetActive,
      I.readyBook,
      B.approvedProtected,
    ])
    api.as('yua')
    expect(ids(await listBooks({ instructorId: JOHAN })).sort()).toEqual(
      [B.active, B.approvedProtected, B.notYetActive, I.readyBook, I.divergentBook, I.waitingBook].sort(),
    )
    expect((await getBook(I.divergentBook)).viewer).toEqual({
      mayReport: false,
      mayManagePauses: true,
      mayReview: false,
      mayApprove: false,
    })
    api.as('departmentAdmin')
    expect(ids(await listBooks({ instructorId: JOHAN }))).toEqual([B.paused])
    expect((await failureOf(getBook(I.waitingBook))).status).toBe(403)
    expect((await listReviewReports({ instructorId: JOHAN })).rows.every((r) => r.bookId === B.paused)).toBe(true)
  })
})

describe('reports/list across books', () => {
  it("lists the saved reports of Johan's books, the unread first, with the apprentice and the divergent count", async () => {
    api.as('instructor')
    const unread = await listReviewReports({ instructorId: JOHAN, unread: true, order: 'unreadFirst' })
    expect(ids(unread.rows)).toEqual([
      I.noInstructorReport,
      I.waitingReports[1],
      I.unreadReport,
      B.savedReport,
      I.waitingReports[0],
    ])
    expect(unread.total).toBe(5)
    expect(unread.rows[0]).toMatchObject({
      bookId: I.waitingBook,
      state: 'saved',
      readByInstructorAt: null,
      apprentice: { firstName: 'Amir', lastName: 'Haddad' },
      detailCount: 1,
    })
    const oliver = await listReviewReports({ personId: I.oliver, order: 'unreadFirst' })
    expect(ids(oliver.rows)).toEqual([I.unreadReport, I.divergentReport, I.otherInstructorsReport])
    expect(oliver.rows.map((r) => r.divergentCount)).toEqual([0, 2, 1])
    // Drafts are never in it: Amir's draft stays his.
    const all = await listReviewReports({ instructorId: JOHAN, pageSize: 1000 })
    expect(all.rows.some((r) => r.state === 'draft')).toBe(false)
    expect(ids(all.rows)).not.toContain(I.waitingDraft)
  })

  it("orders one book's reports with the unread first on request; the apprentice's own list keeps her draft", async () => {
    api.as('instructor')
    expect(ids((await listReports(I.divergentBook, { order: 'unreadFirst' })).rows)).toEqual([
      I.unreadReport,
      I.divergentReport,
      I.otherInstructorsReport,
    ])
    expect(ids((await listReports(I.waitingBook, { unread: false })).rows)).toEqual([])
    api.as('apprentice')
    const hers = await listReports(B.active)
    expect(hers.rows[0]).toMatchObject({ id: B.activeDraftReport, state: 'draft', apprentice: { firstName: 'Elin' } })
    // Without a book: her saved reports across her books, no draft.
    expect((await listReviewReports({ pageSize: 1000 })).rows.some((r) => r.state === 'draft')).toBe(false)
  })

  it('marks a report read when its supervising instructor opens it, not when YUA does', async () => {
    api.as('yua')
    expect((await getReport(I.waitingBook, I.waitingReports[1])).readByInstructorAt).toBeNull()
    api.as('instructor')
    const opened = await getReport(I.waitingBook, I.waitingReports[1])
    expect(opened.readByInstructorAt).not.toBeNull()
    expect((await getReport(I.waitingBook, I.waitingReports[1])).readByInstructorAt).toBe(opened.readByInstructorAt)
    expect((await listReviewReports({ instructorId: JOHAN, unread: true })).total).toBe(4)
    expect((await listBooks({ instructorId: JOHAN })).find((r) => r.id === I.waitingBook)?.unreadReportCount).toBe(2)
  })

  it('answers 403 and 404 for a named book as for reading it', async () => {
    api.as('departmentAdmin')
    expect((await failureOf(listReports(I.waitingBook))).status).toBe(403)
    expect((await failureOf(listReports(999_999))).status).toBe(404)
  })
})

describe("the 'many-books' variant", () => {
  it('gives Johan 200 more books, every third with an unread report, listed unread first', async () => {
    await resetScenario('many-books')
    api.as('instructor')
    const started = performance.now()
    const rows = await listBooks({ instructorId: JOHAN, order: 'unreadFirst' })
    const took = performance.now() - started
    expect(rows).toHaveLength(8 + I.manyBooksCount)
    const withUnread = rows.filter((r) => r.unreadReportCount > 0)
    expect(withUnread).toHaveLength(3 + Math.ceil(I.manyBooksCount / 3))
    expect(rows.slice(0, withUnread.length)).toEqual(withUnread)
    // Generous: the list is one pass over reports and details, not a query per book.
    expect(took).toBeLessThan(5000)
  })
})
