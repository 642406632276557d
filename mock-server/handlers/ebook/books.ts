/**
 * The books group of §7: the e-book and the book list (readers); create, update (status) and delete
 * (global administrators); approve (the supervising instructor, §1, §6). Pauses: book-pauses.ts.
 */
import * as v from 'valibot'
import {
  BookCreateBodySchema,
  BookListBodySchema,
  BookListRowSchema,
  BookUpdateBodySchema,
  type BookStatus,
} from '../../../src/api/ebook/ebook.schemas'
import { missingForApproval } from '../../../src/domain/ebook'
import { nowIso } from '../../clock'
import { db, nextId, type BookRecord } from '../../db'
import { bookState } from '../../ebook-clock'
import { message } from '../../messages'
import { findPerson, visibleBooks } from '../../views'
import { fail, ok, rows } from '../-support'
import { compareBooks } from '../../../src/domain/ebook-review'
import { handOffToRegion } from './instructor-loop'
import {
  addDays,
  bookAccess,
  bookBatch,
  bookElements,
  bookListRow,
  bookTheory,
  ebookRoute,
  ebookView,
  loadBook,
  readableBook,
  seesProtectedIn,
} from './-ebook-support'

export const bookReadHandlers = [
  ebookRoute('get', '/books/get/:id', (ctx, auth) => ok(ebookView(ctx, readableBook(ctx, auth, ctx.id())))),

  // The books the caller may open (ADR 0009): personId narrows to one apprentice, instructorId to the
  // books that person supervises, companyId to one company, displayState to one state; search matches
  // the apprentice's name (as the caller may see it), the profession or the company. Newest first, or
  // with order 'unreadFirst' the books with unread reports first.
  ebookRoute('patch', '/books/list', async (ctx, auth) => {
    const { personId, search, instructorId, companyId, displayState, order } = await ctx.body(BookListBodySchema)
    const readable = (auth.person.isAdmin ? db().books.all() : visibleBooks(auth.person.id))
      .filter((book) => personId === undefined || book.personId === personId)
      .filter((book) => companyId === undefined || book.companyId === companyId)
    const batch = bookBatch(readable)
    const books = readable
      .filter((book) => instructorId === undefined || batch.instructorsOf(book).includes(instructorId))
      .filter((book) => displayState === undefined || batch.stateOf(book).displayState === displayState)
    const seesProtected = seesProtectedIn(auth)
    const needle = (search ?? '').trim().toLowerCase()
    const list = books
      .map((book) => bookListRow(ctx, { book, seesProtected: seesProtected(book) }, batch))
      .filter((row) => {
        if (needle === '') return true
        const haystack = [
          `${row.apprentice.firstName} ${row.apprentice.lastName}`,
          `${row.apprentice.lastName} ${row.apprentice.firstName}`,
          row.professionName,
          row.companyName,
        ]
        return haystack.some((text) => text.toLowerCase().includes(needle))
      })
      .sort(compareBooks(order))
    return ok(rows(BookListRowSchema, list, list.length))
  }),
]

/**
 * Status changes an administrator may make (the spec names only inactive → extended). Approval
 * has its own call; the region issues an approved book; inactive and extended go back and forth.
 */
const STATUS_CHANGES: Record<string, readonly BookStatus[]> = {
  none: ['active', 'inactive'],
  active: ['inactive'],
  inactive: ['extended', 'active'],
  extended: ['inactive'],
  approved: ['issued'],
  issued: [],
}
const statusName = (status: BookStatus) => status ?? '–'
const PLANNED_YEARS = 3

/** 422 `field` with one message. */
function refuse(field: string, text: string, reason: string): never {
  return fail(422, { message: text, errors: [{ field, message: text }], data: { reason } })
}

export const bookAdminHandlers = [
  // A book for an apprenticeship and profession (the region does it when an apprenticeship starts).
  ebookRoute('post', '/books/create', async (ctx) => {
    const auth = ctx.admin()
    const body = await ctx.body(BookCreateBodySchema)
    const d = db()
    const errors = ctx.errors()
    const person = findPerson(body.personId)
    const apprenticeship = d.apprenticeships.findFirst((q) =>
      q.where({ id: body.apprenticeshipId, personId: body.personId }),
    )
    if (!person) errors.add('personId', 'personUnknown')
    if (!apprenticeship) errors.add('apprenticeshipId', 'bookApprenticeshipUnknown')
    if (!d.professions.findFirst((q) => q.where({ id: body.professionId })))
      errors.add('professionId', 'professionUnknown')
    errors.throwIfAny()
    if (!apprenticeship) return ctx.notFound()
    if (d.books.findFirst((q) => q.where({ apprenticeshipId: apprenticeship.id, professionId: body.professionId }))) {
      return refuse('apprenticeshipId', ctx.t('bookExists'), 'bookExists')
    }
    const employment = d.employments.findFirst((q) => q.where({ id: apprenticeship.employmentId }))
    const education = d.educations.findFirst((q) =>
      q.where({ personId: body.personId, professionId: body.professionId }),
    )
    const start = apprenticeship.fromDate.slice(0, 10)
    const book: BookRecord = {
      id: nextId(d.books.all(), 7001),
      createdAt: nowIso(),
      personId: body.personId,
      status: 'active',
      apprenticeshipId: apprenticeship.id,
      companyId: apprenticeship.companyId,
      professionId: body.professionId,
      educationStartDate: start,
      educationEndDate: education?.qualificationTime?.toDate.slice(0, 10) ?? addDays(start, PLANNED_YEARS * 365),
      employmentDate: (employment?.fromDate ?? start).slice(0, 10),
      issuedAt: null,
      approvedById: null,
      approvedAt: null,
    }
    await d.books.create(book)
    const courses = d.professionCourses.findMany((q) => q.where({ professionId: body.professionId }))
    for (const [i, course] of courses.entries()) {
      await d.theoryModules.create({
        id: book.id * 100 + i + 1,
        bookId: book.id,
        courseName: course.name,
        approvedAt: null,
        teacher: null,
        materialSentAt: null,
        courseOpportunity: null,
      })
    }
    return ok(ebookView(ctx, bookAccess(auth, book)))
  }),

  ebookRoute('patch', '/books/:id/update', async (ctx) => {
    const auth = ctx.admin()
    const book = loadBook(ctx, ctx.id())
    const { status } = await ctx.body(BookUpdateBodySchema)
    if (status !== book.status) {
      // A book the clock has made inactive (basic education not finished, ADR 0011) changes as an inactive one: the region extends it.
      const from = bookState(book).closedReason === 'inactive' ? 'inactive' : (book.status ?? 'none')
      const allowed = STATUS_CHANGES[from] ?? []
      if (!allowed.includes(status)) {
        refuse(
          'status',
          ctx.t('bookStatusChangeRefused', { from: statusName(book.status), to: statusName(status) }),
          'statusChange',
        )
      }
    }
    const updated = await db().books.update((q) => q.where({ id: book.id }), {
      data(draft) {
        draft.status = status
        if (status === 'issued' && book.status !== 'issued') draft.issuedAt = nowIso()
      },
    })
    if (!updated) throw new Error(`book ${book.id} vanished during an update`)
    return ok(ebookView(ctx, bookAccess(auth, updated)))
  }),

  // An approved or issued book is a record of the approval and stays.
  ebookRoute('delete', '/books/delete/:id', (ctx) => {
    ctx.admin()
    const book = loadBook(ctx, ctx.id())
    if (book.status === 'approved' || book.status === 'issued') refuse('id', ctx.t('bookDeleteApproved'), book.status)
    const d = db()
    for (const report of d.reports.findMany((q) => q.where({ bookId: book.id })))
      d.reportDetails.deleteMany((q) => q.where({ reportId: report.id }))
    d.reports.deleteMany((q) => q.where({ bookId: book.id }))
    d.bookPauses.deleteMany((q) => q.where({ bookId: book.id }))
    d.theoryModules.deleteMany((q) => q.where({ bookId: book.id }))
    d.bookPartProgress.deleteMany((q) => q.where({ bookId: book.id }))
    d.books.delete((q) => q.where({ id: book.id }))
    return ok({ ok: true })
  }),

  // §1: the supervising instructor approves a complete book; approval records who and when, the
  // book is handed to its company's region, which issues the trade certificate (e-mail and record,
  // ADR 0012), and the apprentice is notified.
  ebookRoute('patch', '/books/:id/approve', async (ctx, auth) => {
    const access = bookAccess(auth, loadBook(ctx, ctx.id()))
    // The supervising instructor in person: administrators, YUA and BG read, an imitation never approves.
    if (!access.supervisor || access.imitated) ctx.forbidden()
    await ctx.body(v.object({}))
    const book = access.book
    if (book.status === 'approved' || book.status === 'issued') refuse('id', ctx.t('bookAlreadyApproved'), book.status)
    const missing = missingForApproval({ elements: bookElements(book), theory: bookTheory(book.id) })
    if (missing.elements.length > 0 || missing.theory.length > 0) {
      const parts = [
        ...(missing.elements.length > 0
          ? [ctx.t('bookMissingElements', { names: missing.elements.map((e) => e.name).join(', ') })]
          : []),
        ...(missing.theory.length > 0
          ? [ctx.t('bookMissingTheory', { names: missing.theory.map((t) => t.courseName).join(', ') })]
          : []),
      ]
      const text = ctx.t('bookNotReadyForApproval', { missing: parts.join('; ') })
      fail(422, {
        message: text,
        errors: [{ field: 'id', message: text }],
        data: {
          reason: 'incomplete',
          elementIds: missing.elements.map((e) => e.id),
          theoryIds: missing.theory.map((t) => t.id),
        },
      })
    }
    const at = nowIso()
    const d = db()
    const updated = await d.books.update((q) => q.where({ id: book.id }), {
      data(draft) {
        draft.status = 'approved'
        draft.approvedById = auth.person.id
        draft.approvedAt = at
      },
    })
    if (!updated) throw new Error(`book ${book.id} vanished during an approval`)
    await handOffToRegion(updated, auth.person, at)
    const apprentice = findPerson(book.personId)
    await d.notifications.create({
      id: nextId(d.notifications.all(), 1),
      personId: book.personId,
      subject: message(apprentice?.language ?? 'sv', 'bookApprovedNotification', {
        name: `${auth.person.firstName} ${auth.person.lastName}`,
      }),
      sentTime: at,
      readTime: null,
      type: 'Book',
      concernType: 'Book',
      concernId: book.id,
      additionalInfo: { companyId: book.companyId, belongsToPersonId: book.personId },
    })
    return ok(ebookView(ctx, { ...access, book: updated }))
  }),
]
