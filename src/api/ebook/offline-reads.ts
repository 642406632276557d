/**
 * The e-book's reads that stay readable offline (issue 17, ./offline-copies.ts): the book (with its
 * catalogue), a page of its reports and a report, each kept for `reader` (the session's user) when it
 * answers, and answered from the device when there is no connection. Without a reader the calls go to
 * the API only. Silent: the pages say what failed.
 */
import { rowsOf } from '../common.schemas'
import { getBook } from './books'
import {
  EbookSchema,
  ReportListRowSchema,
  ReportSchema,
  type Ebook,
  type Report,
  type ReportListRow,
} from './ebook.schemas'
import { readableOffline, REPORT_READ } from './offline-copies'
import { getReport, listReports } from './reports'

export type Reader = number | null | undefined

const ReportPageSchema = rowsOf(ReportListRowSchema)

export function readBook(bookId: number, reader: Reader): Promise<Ebook> {
  const call = () => getBook(bookId, { silent: true })
  return reader == null ? call() : readableOffline({ owner: reader, bookId, key: 'book' }, EbookSchema, call)
}

export function readReports(
  bookId: number,
  page: { startAt: number; pageSize: number },
  reader: Reader,
): Promise<{ rows: ReportListRow[]; total?: number }> {
  const call = () => listReports(bookId, page, { silent: true })
  return reader == null
    ? call()
    : readableOffline(
        { owner: reader, bookId, key: `reports:${page.startAt}:${page.pageSize}` },
        ReportPageSchema,
        call,
      )
}

export function readReport(bookId: number, reportId: number, reader: Reader): Promise<Report> {
  const call = () => getReport(bookId, reportId, { silent: true })
  return reader == null
    ? call()
    : readableOffline({ owner: reader, bookId, key: `${REPORT_READ}${reportId}` }, ReportSchema, call)
}
