/**
 * Report details (§7 report-details): one rated element part of a report each. The apprentice adds,
 * changes and removes them only on her draft, only while reporting is open; the part must be in the
 * book's catalogue, its element still open (§4), and once per report.
 *
 * `update` has a second side (ADR 0009): a supervising instructor adjusts the level, comments and
 * approves a rated part of a saved report (review.ts). Each side's fields are refused from the other.
 */
import {
  ReportDetailCreateBodySchema,
  ReportDetailSchema,
  ReportDetailUpdateBodySchema,
} from '../../../src/api/ebook/ebook.schemas'
import { db, nextId, type ReportDetailRecord } from '../../db'
import { fail, ok, rows, type Auth, type Ctx } from '../-support'
import {
  bookAccess,
  detailView,
  ebookRoute,
  loadBook,
  loadReport,
  openPartOf,
  readableBook,
  refuseForeignFields,
  requireApprentice,
  requireDraft,
  requireReportingOpen,
} from './-ebook-support'
import { reviewDetail } from './review'

const BASE = '/books/:bookId/reports/:reportId/report-details'

export const reportDetailReadHandlers = [
  ebookRoute('get', `${BASE}/list`, (ctx, auth) => {
    const bookId = ctx.id('bookId')
    const reportId = ctx.id('reportId')
    const report = loadReport(ctx, readableBook(ctx, auth, bookId), reportId)
    const details = db()
      .reportDetails.findMany((q) => q.where({ reportId: report.id }))
      .sort((a, b) => a.id - b.id)
    return ok(rows(ReportDetailSchema, details.map(detailView)))
  }),

  ebookRoute('get', `${BASE}/:id/get`, (ctx, auth) => {
    const bookId = ctx.id('bookId')
    const reportId = ctx.id('reportId')
    const id = ctx.id()
    const report = loadReport(ctx, readableBook(ctx, auth, bookId), reportId)
    const detail = db().reportDetails.findFirst((q) => q.where({ id, reportId: report.id })) ?? ctx.notFound()
    return ok(detailView(detail))
  }),
]

/** The path's book, report and (with `withDetail`) detail: 404 unknown (a draft of someone else's too), 403 for a non-reader. */
function target(ctx: Ctx, auth: Auth, withDetail: boolean) {
  const bookId = ctx.id('bookId')
  const reportId = ctx.id('reportId')
  const detailId = withDetail ? ctx.id() : null
  const access = bookAccess(auth, loadBook(ctx, bookId))
  if (!access.reader) ctx.forbidden()
  const report = loadReport(ctx, access, reportId)
  const detail =
    detailId === null
      ? null
      : (db().reportDetails.findFirst((q) => q.where({ id: detailId, reportId: report.id })) ?? ctx.notFound())
  return { access, book: access.book, report, detail }
}

/** The apprentice's write: 403 unless the book's own apprentice. */
function writable(ctx: Ctx, auth: Auth, withDetail: boolean) {
  const found = target(ctx, auth, withDetail)
  requireApprentice(ctx, found.access)
  return found
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
      fail(422, {
        message: ctx.t('partAlreadyInReport'),
        errors: [{ field: 'partId', message: ctx.t('partAlreadyInReport') }],
        data: { reason: 'duplicatePart' },
      })
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
      approvedById: null,
    }
    await d.reportDetails.create(detail)
    return ok(detailView(detail))
  }),

  // Two sides (ADR 0009): the apprentice on her draft, a supervising instructor on a saved report.
  ebookRoute('patch', `${BASE}/:id/update`, async (ctx, auth) => {
    const found = target(ctx, auth, true)
    const detail = found.detail as ReportDetailRecord
    if (!found.access.own) return ok(await reviewDetail(ctx, auth, { ...found, detail }))
    const body = await ctx.body(ReportDetailUpdateBodySchema)
    refuseForeignFields(ctx, body, 'apprentice')
    requireWritable(ctx, found)
    openPartOf(ctx, found.book, detail.partId)
    const updated = await db().reportDetails.update((q) => q.where({ id: detail.id }), {
      data(draft) {
        if (body.level !== undefined) draft.level = body.level
        if (body.comment !== undefined) draft.comment = body.comment
      },
    })
    if (!updated) throw new Error(`report detail ${detail.id} vanished during an update`)
    return ok(detailView(updated))
  }),

  ebookRoute('delete', `${BASE}/:id/delete`, (ctx, auth) => {
    const target = writable(ctx, auth, true)
    requireWritable(ctx, target)
    db().reportDetails.delete((q) => q.where({ id: (target.detail as ReportDetailRecord).id }))
    return ok({ ok: true })
  }),
]
