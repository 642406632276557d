/**
 * The books group's writes: create, update (status) and delete for global administrators; approve
 * for the supervising instructor only, once the book is complete (§1, §4, §6).
 */
import { describe, expect, it } from 'vitest'
import { approveBook, createBook, deleteBook, getBook, updateBook } from '../../../src/api/ebook/books'
import { createReport } from '../../../src/api/ebook/reports'
import { isoDay } from '../../../src/domain/dates'
import { validUntil } from '../../../src/domain/ebook'
import { db } from '../../db'
import { EBOOK_IDS as B, EBOOK_PARTS, PERSONAS } from '../../seed'
import { failureOf, withSimulatedBackend, type Failure } from '../../test-kit'
import { addDays } from './-ebook-support'

const api = withSimulatedBackend()

const reason = (failure: Failure) => (failure.body?.data as { reason?: string } | undefined)?.reason
const yesterday = () => addDays(isoDay(new Date()), -1)

/** Makes 7001 complete: a saved report with level 4 on every part, every part and theory module approved. */
async function completeActiveBook() {
  const d = db()
  const parts = EBOOK_PARTS.filter((p) => Math.floor(p.elementId / 100) === 848)
  await d.reports.create({
    id: 99_001,
    bookId: B.active,
    state: 'saved',
    fromDate: '2025-09-15',
    toDate: '2025-09-15',
    workplaceId: null,
    instructorId: null,
    place: '',
    comment: '',
    date: '2025-09-15',
    createdAt: '2025-09-15T15:00:00.000Z',
    savedAt: '2025-09-15T15:00:00.000Z',
    readByInstructorAt: null,
  })
  for (const [i, part] of parts.entries()) {
    await d.reportDetails.create({
      id: 99_001_00 + i,
      reportId: 99_001,
      elementId: part.elementId,
      partId: part.id,
      level: 4,
      comment: '',
      instructorLevel: null,
      instructorComment: null,
      approvedAt: null,
      approvedById: null,
    })
    await d.bookPartProgress.deleteMany((q) => q.where({ bookId: B.active, partId: part.id }))
    await d.bookPartProgress.create({
      id: 99_000 + i,
      bookId: B.active,
      partId: part.id,
      instructorLevel: 4,
      approvedAt: '2026-11-01',
      approvedById: PERSONAS.instructor.id,
    })
  }
  await d.theoryModules.updateMany((q) => q.where({ bookId: B.active }), {
    data(draft) {
      draft.approvedAt = '2026-11-02'
    },
  })
}

describe('books/{id}/approve', () => {
  it('refuses everyone but the supervising instructor (403): the apprentice, administrators, YUA (a former instructor), BG', async () => {
    for (const key of ['apprentice', 'companyAdmin', 'yua', 'bg', 'departmentAdmin', 'imitatingAdmin'] as const) {
      api.as(key)
      expect((await failureOf(approveBook(B.active))).status, key).toBe(403)
    }
    api.as('instructor')
    expect((await failureOf(approveBook(999_999))).status).toBe(404)
  })

  it('refuses an incomplete book (422) and lists what is missing', async () => {
    api.as('instructor')
    const failure = await failureOf(approveBook(B.active))
    expect(failure.status).toBe(422)
    expect(reason(failure)).toBe('incomplete')
    expect(failure.body?.message).toMatch(
      /^E-boken kan inte godkännas ännu\. Det saknas: arbetsmoment Fasadställning, Väderskydd, Konsolställning, Arbetsmiljö och dokumentation; teori Särskild ställningsutbildning \(Y3\), Arbetsmiljö och säkerhet \(Y4\+Y5\)\.$/,
    )
    expect((failure.body?.data as { elementIds: number[] }).elementIds).not.toContain(B.closedElement)
    expect((await getBook(B.active)).status).toBe('active')
  })

  it('approves a complete book: status approved, who and when, a notification to the apprentice; reporting ends', async () => {
    await completeActiveBook()
    api.as('instructor')
    const approved = await approveBook(B.active)
    expect(approved).toMatchObject({ status: 'approved', displayState: 'approved', closedReason: 'approved' })
    expect(approved.approval?.approvedBy).toEqual({ id: PERSONAS.instructor.id, firstName: 'Johan', lastName: 'Berg' })
    expect(approved.validUntil).toBe(validUntil(approved.approval?.approvedAt ?? ''))
    const notice = db().notifications.findFirst((q) =>
      q.where({
        personId: PERSONAS.apprentice.id,
        concernId: B.active,
        subject: (s) => s.includes('godkänts av Johan Berg'),
      }),
    )
    expect(notice).toMatchObject({ type: 'Book', concernType: 'Book', readTime: null })
    expect(reason(await failureOf(approveBook(B.active)))).toBe('approved')
    api.as('apprentice')
    expect(
      reason(await failureOf(createReport({ bookId: B.active, fromDate: yesterday(), toDate: yesterday() }))),
    ).toBe('approved')
  })
})

describe('books/create, update, delete (global administrators)', () => {
  it('refuses everyone but a global administrator (403), and a missing session (401)', async () => {
    const books = db().books.all().length
    for (const key of ['apprentice', 'instructor', 'companyAdmin', 'yua'] as const) {
      api.as(key)
      expect(
        (await failureOf(createBook({ personId: PERSONAS.passwordUser.id, apprenticeshipId: 3004, professionId: 101 })))
          .status,
        key,
      ).toBe(403)
      expect((await failureOf(updateBook(B.active, { status: 'inactive' }))).status, key).toBe(403)
      expect((await failureOf(deleteBook(B.notYetActive))).status, key).toBe(403)
    }
    api.token(null)
    expect((await failureOf(deleteBook(B.notYetActive))).status).toBe(401)
    expect(db().books.all()).toHaveLength(books)
  })

  it('creates a book for an apprenticeship and profession, with the profession’s theory; not twice', async () => {
    api.as('imitatingAdmin')
    const book = await createBook({ personId: PERSONAS.passwordUser.id, apprenticeshipId: 3004, professionId: 101 })
    expect(book).toMatchObject({
      personId: PERSONAS.passwordUser.id,
      status: 'active',
      companyId: 2,
      professionName: 'Träarbetare',
      employmentDate: '2025-01-13',
    })
    expect(book.theory.map((t) => t.courseName)).toEqual([
      'Träbyggnad grundkurs',
      'Byggmaterial och verktyg',
      'Arbetsmiljö och säkerhet',
    ])
    expect(book.elements.map((e) => e.name)).toContain('Formbyggnad')
    expect(
      reason(
        await failureOf(createBook({ personId: PERSONAS.passwordUser.id, apprenticeshipId: 3004, professionId: 848 })),
      ),
    ).toBe('bookExists')
    const unknown = await failureOf(createBook({ personId: 999_999, apprenticeshipId: 3002, professionId: 1 }))
    expect(unknown.body?.errors?.map((e) => e.field)).toEqual(['personId', 'apprenticeshipId', 'professionId'])
  })

  it('changes the status: inactive closes reporting, extended opens it again; approval only by approving', async () => {
    api.as('imitatingAdmin')
    expect(await updateBook(B.active, { status: 'inactive' })).toMatchObject({
      displayState: 'inactive',
      closedReason: 'inactive',
    })
    expect(await updateBook(B.active, { status: 'extended' })).toMatchObject({
      displayState: 'extended',
      closedReason: null,
    })
    const refused = await failureOf(updateBook(B.active, { status: 'approved' }))
    expect(refused.status).toBe(422)
    expect(refused.body?.errors?.[0].field).toBe('status')
    expect((await getBook(B.active)).status).toBe('extended')
    // The region issues an approved book; validity counts from the issue.
    const issued = await updateBook(B.approved, { status: 'issued' })
    expect(issued.displayState).toBe('issued')
    expect(issued.validUntil).toBe(validUntil(isoDay(new Date())))
    expect(reason(await failureOf(updateBook(B.approved, { status: 'active' })))).toBe('statusChange')
  })

  it('deletes a book with everything in it, but never an approved one', async () => {
    api.as('imitatingAdmin')
    expect(await deleteBook(B.notYetActive)).toEqual({ ok: true })
    expect((await failureOf(getBook(B.notYetActive))).status).toBe(404)
    expect(db().theoryModules.findMany((q) => q.where({ bookId: B.notYetActive }))).toEqual([])
    expect(await deleteBook(B.paused)).toEqual({ ok: true })
    expect(db().reports.findMany((q) => q.where({ bookId: B.paused }))).toEqual([])
    expect(db().bookPauses.findMany((q) => q.where({ bookId: B.paused }))).toEqual([])
    expect(reason(await failureOf(deleteBook(B.approved)))).toBe('approved')
    expect(db().reports.findMany((q) => q.where({ bookId: B.approved }))).toHaveLength(B.approvedReportCount)
  })
})
