/**
 * The reports group of §7: the book's reports (newest period first, paged), one report with its
 * details, and the apprentice's drafts: create, change, save (for good, §4) and delete.
 *
 * Only the book's own apprentice writes, and only while reporting is open (422 naming the closed
 * reason otherwise). Period rules: src/domain/ebook.ts checkReportPeriod (§5).
 */
import { ReportCreateBodySchema, ReportListBodySchema, ReportListRowSchema, ReportUpdateBodySchema } from '../../../src/api/ebook/ebook.schemas'
import { dayOf } from '../../../src/domain/dates'
import { nowIso } from '../../clock'
import { db, nextId, type ReportRecord } from '../../db'
import { fail, ok, rows, type Auth, type Ctx } from '../-support'
import {
  bookAccess,
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

export const reportReadHandlers = [
  ebookRoute('patch', '/reports/list', async (ctx, auth) => {
    const { bookId, startAt = 0, pageSize = PAGE_SIZE } = await ctx.body(ReportListBodySchema)
    const access = readableBook(ctx, auth, bookId)
    const d = db()
    const reports = d.reports
      .findMany((q) => q.where({ bookId: access.book.id }))
      .filter((r) => r.state === 'saved' || access.own)
      .sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id)
    const page = reports.slice(startAt, startAt + pageSize).map((r) => ({ ...r, detailCount: d.reportDetails.findMany((q) => q.where({ reportId: r.id })).length }))
    return ok(rows(ReportListRowSchema, page, reports.length))
  }),

  ebookRoute('get', '/books/:bookId/reports/:reportId/get', (ctx, auth) => {
    const bookId = ctx.id('bookId')
    const reportId = ctx.id('reportId')
    const access = readableBook(ctx, auth, bookId)
    return ok(reportView(loadReport(ctx, access, reportId)))
  }),
]

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
    if (body.date !== undefined && dayOf(body.date) !== body.date) ctx.invalid('date', 'periodInvalidDate')
    const d = db()
    if (body.save === true && d.reportDetails.findMany((q) => q.where({ reportId: report.id })).length === 0) {
      fail(422, { message: ctx.t('reportNeedsDetail'), errors: [{ field: 'save', message: ctx.t('reportNeedsDetail') }], data: { reason: 'noDetails' } })
    }
    const updated = await d.reports.update((q) => q.where({ id: report.id }), {
      data(draft) {
        draft.fromDate = period.fromDate
        draft.toDate = period.toDate
        if (body.workplaceId !== undefined) draft.workplaceId = body.workplaceId
        if (body.instructorId !== undefined) draft.instructorId = body.instructorId
        if (body.place !== undefined) draft.place = body.place
        if (body.comment !== undefined) draft.comment = body.comment
        if (body.date !== undefined) draft.date = body.date
        if (body.save === true) {
          draft.state = 'saved'
          draft.savedAt = nowIso()
        }
      },
    })
    if (!updated) throw new Error(`report ${report.id} vanished during an update`)
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
