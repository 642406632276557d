/**
 * The reports group of §7: the book's reports (newest period first, paged), or the saved reports of
 * every book the caller reads (the instructor's review list, ADR 0009); one report with its details
 * (a supervising instructor's opening marks it read); the apprentice's drafts: create, change, save
 * (for good, §4) and delete.
 *
 * Only the book's own apprentice writes, and only while reporting is open (422 naming the closed
 * reason otherwise). Period rules: src/domain/ebook.ts checkReportPeriod (§5).
 */
import {
  ReportCreateBodySchema,
  ReportListBodySchema,
  ReportListRowSchema,
  ReportUpdateBodySchema,
  type ReportListBody,
} from '../../../src/api/ebook/ebook.schemas'
import { checkReportDate, type ReportDateErrorKey } from '../../../src/domain/ebook'
import { compareReports, divergentCount, toAssessCount, unreadByInstructor } from '../../../src/domain/ebook-review'
import { nowIso } from '../../clock'
import { db, nextId, type ReportDetailRecord, type ReportRecord } from '../../db'
import type { MessageKey } from '../../messages'
import { visibleBooks } from '../../views'
import { notifyReportSaved } from './instructor-loop'
import { fail, ok, rows, type Auth, type Ctx } from '../-support'
import {
  bookAccess,
  bookBatch,
  bookPartsOf,
  markReadByInstructor,
  seesProtectedIn,
  type BookAccess,
  checkReportPeriodOf,
  checkReportRefs,
  ebookRoute,
  loadBook,
  loadReport,
  readableBook,
  reportView,
  requireApprentice,
  requireDraft,
  requireReportingOpen,
  today,
} from './-ebook-support'

const PAGE_SIZE = 100

/**
 * The books a report list covers: the one named (404, 403 as for reading it), or without a book
 * every book the caller reads (global administrators: every book).
 */
function listedBooks(
  ctx: Ctx,
  auth: Auth,
  body: ReportListBody,
): Array<Pick<BookAccess, 'book' | 'own' | 'seesProtected'>> {
  if (body.bookId !== undefined) return [readableBook(ctx, auth, body.bookId)]
  const seesProtected = seesProtectedIn(auth)
  return (auth.person.isAdmin ? db().books.all() : visibleBooks(auth.person.id)).map((book) => ({
    book,
    own: book.personId === auth.person.id,
    seesProtected: seesProtected(book),
  }))
}

export const reportReadHandlers = [
  // One book's reports (drafts only for the apprentice), or without a book the saved reports of every
  // book the caller reads: narrowed to the books `instructorId` supervises, to one apprentice, to the
  // unread or the read; newest period first, or the unread first (ADR 0009). Paged, with the total.
  ebookRoute('patch', '/reports/list', async (ctx, auth) => {
    const body = await ctx.body(ReportListBodySchema)
    const { startAt = 0, pageSize = PAGE_SIZE, instructorId, personId, unread, toAssess, order } = body
    const listed = listedBooks(ctx, auth, body).filter(
      ({ book }) => personId === undefined || book.personId === personId,
    )
    const batch = bookBatch(listed.map(({ book }) => book))
    const books = listed.filter(
      ({ book }) => instructorId === undefined || batch.instructorsOf(book).includes(instructorId),
    )
    const d = db()
    const byId = new Map(books.map((access) => [access.book.id, access]))
    const listedReports = d.reports
      .findMany((q) => q.where((r) => byId.has(r.bookId)))
      // Drafts are the apprentice's own, and only in her own book's list.
      .filter((r) => r.state === 'saved' || (body.bookId !== undefined && byId.get(r.bookId)?.own === true))
      .filter((r) => unread === undefined || unreadByInstructor(r) === unread)
    // The rated parts of every listed report: what is still to assess orders and filters the queue (ADR 0012).
    const listedIds = new Set(listedReports.map((r) => r.id))
    const details = new Map<number, ReportDetailRecord[]>()
    for (const detail of d.reportDetails.findMany((q) => q.where((x) => listedIds.has(x.reportId)))) {
      details.set(detail.reportId, [...(details.get(detail.reportId) ?? []), detail])
    }
    const bookPart = bookPartsOf(new Set(byId.keys()))
    const pending = (r: ReportRecord) =>
      r.state === 'saved'
        ? toAssessCount(
            details.get(r.id) ?? [],
            (partId) => bookPart(r.bookId, partId),
            byId.get(r.bookId)?.book.status ?? null,
          )
        : 0
    const reports = listedReports
      .filter((r) => toAssess === undefined || pending(r) > 0 === toAssess)
      .map((r) => ({ ...r, toAssessCount: pending(r) }))
      .sort(compareReports(order))
    const page = reports.slice(startAt, startAt + pageSize)
    const rowsOfPage = page.map((r) => {
      const access = byId.get(r.bookId) as Pick<BookAccess, 'book' | 'seesProtected'>
      const rated = details.get(r.id) ?? []
      return {
        ...r,
        detailCount: rated.length,
        divergentCount: divergentCount(rated),
        apprentice: batch.apprenticeOf(ctx, access.book, access.seesProtected),
      }
    })
    return ok(rows(ReportListRowSchema, rowsOfPage, reports.length))
  }),

  // A supervising instructor's opening of a saved report marks it read (ADR 0009); nobody else's does.
  ebookRoute('get', '/books/:bookId/reports/:reportId/get', async (ctx, auth) => {
    const bookId = ctx.id('bookId')
    const reportId = ctx.id('reportId')
    const access = readableBook(ctx, auth, bookId)
    const report = loadReport(ctx, access, reportId)
    return ok(reportView(access.supervisor && !access.imitated ? await markReadByInstructor(report) : report))
  }),
]

const DATE_MESSAGES: Record<ReportDateErrorKey, MessageKey> = {
  required: 'fieldRequired',
  invalidDate: 'periodInvalidDate',
  inFuture: 'reportDateInFuture',
  beforePeriodEnd: 'reportDateBeforePeriodEnd',
}

/**
 * The report's own date after an update (ADR 0011): the one sent, checked (not before the period's
 * last day, not in the future; 422 on `date`, data.reason the rule); without one, the stored date,
 * moved up to the period's last day when a changed period now ends after it.
 */
function reportDate(ctx: Ctx, report: ReportRecord, period: { toDate: string }, sent: string | undefined): string {
  if (sent === undefined) return report.date < period.toDate ? period.toDate : report.date
  const problem = checkReportDate(sent, { toDate: period.toDate, today: today() })
  if (problem === null) return sent
  const text = ctx.t(DATE_MESSAGES[problem], { field: 'date', date: problem === 'inFuture' ? today() : period.toDate })
  return fail(422, { message: text, errors: [{ field: 'date', message: text }], data: { reason: problem } })
}

/** The book and report of the path for a write: 404 unknown, 403 unless the book's own apprentice. */
function writableReport(ctx: Ctx, auth: Auth) {
  const bookId = ctx.id('bookId')
  const reportId = ctx.id('reportId')
  const access = bookAccess(auth, loadBook(ctx, bookId))
  if (!access.reader) ctx.forbidden()
  const report = loadReport(ctx, access, reportId)
  requireApprentice(ctx, access)
  return { access, report }
}

export const reportWriteHandlers = [
  // A new draft: the period first (§5), place and comment come with update.
  ebookRoute('post', '/reports/create', async (ctx, auth) => {
    const body = await ctx.body(ReportCreateBodySchema)
    const access = bookAccess(auth, loadBook(ctx, body.bookId))
    requireApprentice(ctx, access)
    const book = access.book
    requireReportingOpen(ctx, book)
    checkReportPeriodOf(ctx, book, body, null)
    checkReportRefs(ctx, book, body)
    const d = db()
    const at = nowIso()
    const report: ReportRecord = {
      id: nextId(d.reports.all(), 1),
      bookId: book.id,
      state: 'draft',
      fromDate: body.fromDate,
      toDate: body.toDate,
      workplaceId: body.workplaceId ?? null,
      instructorId: body.instructorId ?? null,
      place: '',
      comment: '',
      date: today(),
      createdAt: at,
      savedAt: null,
      readByInstructorAt: null,
    }
    await d.reports.create(report)
    return ok(reportView(report))
  }),

  // Changes to a draft; `save: true` saves it for good (it needs at least one rated part).
  ebookRoute('patch', '/books/:bookId/reports/:reportId/update', async (ctx, auth) => {
    const { access, report } = writableReport(ctx, auth)
    const body = await ctx.body(ReportUpdateBodySchema)
    requireDraft(ctx, report)
    const book = access.book
    requireReportingOpen(ctx, book)
    const period = { fromDate: body.fromDate ?? report.fromDate, toDate: body.toDate ?? report.toDate }
    checkReportPeriodOf(ctx, book, period, report.id)
    checkReportRefs(ctx, book, body)
    const date = reportDate(ctx, report, period, body.date)
    const d = db()
    if (body.save === true && d.reportDetails.findMany((q) => q.where({ reportId: report.id })).length === 0) {
      fail(422, {
        message: ctx.t('reportNeedsDetail'),
        errors: [{ field: 'save', message: ctx.t('reportNeedsDetail') }],
        data: { reason: 'noDetails' },
      })
    }
    const updated = await d.reports.update((q) => q.where({ id: report.id }), {
      data(draft) {
        draft.fromDate = period.fromDate
        draft.toDate = period.toDate
        if (body.workplaceId !== undefined) draft.workplaceId = body.workplaceId
        if (body.instructorId !== undefined) draft.instructorId = body.instructorId
        if (body.place !== undefined) draft.place = body.place
        if (body.comment !== undefined) draft.comment = body.comment
        draft.date = date
        if (body.save === true) {
          draft.state = 'saved'
          draft.savedAt = nowIso()
        }
      },
    })
    if (!updated) throw new Error(`report ${report.id} vanished during an update`)
    // Saved for good: the instructor who assesses it is told (ADR 0012).
    if (body.save === true && updated.savedAt !== null) await notifyReportSaved(book, updated, updated.savedAt)
    return ok(reportView(updated))
  }),

  // Deleting a draft is irreversible (§4); a saved report answers 422.
  ebookRoute('delete', '/books/:bookId/reports/:reportId/delete', async (ctx, auth) => {
    const { access, report } = writableReport(ctx, auth)
    requireDraft(ctx, report)
    requireReportingOpen(ctx, access.book)
    const d = db()
    d.reportDetails.deleteMany((q) => q.where({ reportId: report.id }))
    d.reports.delete((q) => q.where({ id: report.id }))
    return ok({ ok: true })
  }),
]
