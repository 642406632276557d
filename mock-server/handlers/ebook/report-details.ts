/**
 * Report details (§7 report-details): one rated element part of a report each. Written only by the
 * book's apprentice, only on a draft, only while reporting is open; the part must be in the book's
 * catalogue, its element still open (§4), and once per report.
 */
import { ReportDetailCreateBodySchema, ReportDetailSchema, ReportDetailUpdateBodySchema } from '../../../src/api/ebook/ebook.schemas'
import { db, nextId, type ReportDetailRecord } from '../../db'
import { fail, ok, rows, wire, type Auth, type Ctx } from '../-support'
import { bookAccess, ebookRoute, loadBook, loadReport, openPartOf, readableBook, requireApprentice, requireDraft, requireReportingOpen } from './-ebook-support'

const BASE = '/books/:bookId/reports/:reportId/report-details'

export const reportDetailReadHandlers = [
  ebookRoute('get', `${BASE}/list`, (ctx, auth) => {
    const bookId = ctx.id('bookId')
    const reportId = ctx.id('reportId')
    const report = loadReport(ctx, readableBook(ctx, auth, bookId), reportId)
    const details = db()
      .reportDetails.findMany((q) => q.where({ reportId: report.id }))
      .sort((a, b) => a.id - b.id)
    return ok(rows(ReportDetailSchema, details))
  }),

  ebookRoute('get', `${BASE}/:id/get`, (ctx, auth) => {
    const bookId = ctx.id('bookId')
    const reportId = ctx.id('reportId')
    const id = ctx.id()
    const report = loadReport(ctx, readableBook(ctx, auth, bookId), reportId)
    const detail = db().reportDetails.findFirst((q) => q.where({ id, reportId: report.id })) ?? ctx.notFound()
    return ok(wire(ReportDetailSchema, detail))
  }),
]

/** The path's book, report and (with `withDetail`) detail for a write: 404 unknown, 403 unless the apprentice. */
function writable(ctx: Ctx, auth: Auth, withDetail: boolean) {
  const bookId = ctx.id('bookId')
  const reportId = ctx.id('reportId')
  const detailId = withDetail ? ctx.id() : null
  const access = bookAccess(auth, loadBook(ctx, bookId))
  if (!access.reader) ctx.forbidden()
  const report = loadReport(ctx, access, reportId)
  const detail = detailId === null ? null : (db().reportDetails.findFirst((q) => q.where({ id: detailId, reportId: report.id })) ?? ctx.notFound())
  requireApprentice(ctx, access)
  return { book: access.book, report, detail }
}

/** 422 on a saved report or a closed book, in that order. */
function requireWritable(ctx: Ctx, target: ReturnType<typeof writable>): void {
  requireDraft(ctx, target.report)
  requireReportingOpen(ctx, target.book)
}

export const reportDetailWriteHandlers = [
  ebookRoute('post', `${BASE}/create`, async (ctx, auth) => {
    const target = writable(ctx, auth, false)
    const body = await ctx.body(ReportDetailCreateBodySchema)
    requireWritable(ctx, target)
    const { elementId } = openPartOf(ctx, target.book, body.partId)
    const d = db()
    if (d.reportDetails.findFirst((q) => q.where({ reportId: target.report.id, partId: body.partId }))) {
      fail(422, { message: ctx.t('partAlreadyInReport'), errors: [{ field: 'partId', message: ctx.t('partAlreadyInReport') }], data: { reason: 'duplicatePart' } })
    }
    const detail: ReportDetailRecord = {
      id: nextId(d.reportDetails.all(), 1),
      reportId: target.report.id,
      elementId,
      partId: body.partId,
      level: body.level,
      comment: body.comment ?? '',
      instructorLevel: null,
      instructorComment: null,
      approvedAt: null,
    }
    await d.reportDetails.create(detail)
    return ok(wire(ReportDetailSchema, detail))
  }),

  ebookRoute('patch', `${BASE}/:id/update`, async (ctx, auth) => {
    const target = writable(ctx, auth, true)
    const body = await ctx.body(ReportDetailUpdateBodySchema)
    requireWritable(ctx, target)
    const detail = target.detail as ReportDetailRecord
    openPartOf(ctx, target.book, detail.partId)
    const updated = await db().reportDetails.update((q) => q.where({ id: detail.id }), {
      data(draft) {
        if (body.level !== undefined) draft.level = body.level
        if (body.comment !== undefined) draft.comment = body.comment
      },
    })
    if (!updated) throw new Error(`report detail ${detail.id} vanished during an update`)
    return ok(wire(ReportDetailSchema, updated))
  }),

  ebookRoute('delete', `${BASE}/:id/delete`, (ctx, auth) => {
    const target = writable(ctx, auth, true)
    requireWritable(ctx, target)
    db().reportDetails.delete((q) => q.where({ id: (target.detail as ReportDetailRecord).id }))
    return ok({ ok: true })
  }),
]
