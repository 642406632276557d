/** The reports group of §7: the book's reports (newest period first, paged) and one report with its details. */
import { ReportListBodySchema, ReportListRowSchema } from '../../../src/api/ebook/ebook.schemas'
import { db } from '../../db'
import { ok, rows } from '../-support'
import { ebookRoute, loadReport, readableBook, reportView } from './-ebook-support'

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
