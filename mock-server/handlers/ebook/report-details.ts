/** Report details (§7 report-details): one rated element part of a report each. */
import { ReportDetailSchema } from '../../../src/api/ebook/ebook.schemas'
import { db } from '../../db'
import { ok, rows, wire } from '../-support'
import { ebookRoute, loadReport, readableBook } from './-ebook-support'

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
