/**
 * The reports group of §7: a report is created as a draft, its element parts are rated through
 * report details, and `update` with `save: true` saves it for good (§4: a saved report never changes).
 */
import { http, type CallContext } from '../client'
import { OkSchema, rowsOf } from '../common.schemas'
import {
  ReportDetailSchema,
  ReportListRowSchema,
  ReportSchema,
  type Report,
  type ReportCreateBody,
  type ReportDetail,
  type ReportListBody,
  type ReportListRow,
  type ReportUpdateBody,
  type ReviewBody,
} from './ebook.schemas'

export async function createReport(body: ReportCreateBody, options: CallContext = {}): Promise<Report> {
  return http()
    .post('reports/create', { json: body, context: { silent: options.silent } })
    .json(ReportSchema)
}

/** The book's reports, newest period first (or the unread first, ADR 0009). */
export async function listReports(
  bookId: number,
  page: Omit<ReportListBody, 'bookId'> = {},
  options: CallContext = {},
): Promise<{ rows: ReportListRow[]; total?: number }> {
  return http()
    .patch('reports/list', { json: { bookId, ...page }, context: { silent: options.silent } })
    .json(rowsOf(ReportListRowSchema))
}

/**
 * The saved reports of every book the caller reads (no book named): the instructor's review list,
 * narrowed to the books `instructorId` supervises, one apprentice, the unread; unread first on request.
 */
export async function listReviewReports(
  filter: Omit<ReportListBody, 'bookId'> = {},
  options: CallContext = {},
): Promise<{ rows: ReportListRow[]; total?: number }> {
  return http()
    .patch('reports/list', { json: filter, context: { silent: options.silent } })
    .json(rowsOf(ReportListRowSchema))
}

export async function getReport(bookId: number, reportId: number, options: CallContext = {}): Promise<Report> {
  return http()
    .get(`books/${bookId}/reports/${reportId}/get`, { context: { silent: options.silent } })
    .json(ReportSchema)
}

export async function updateReport(
  bookId: number,
  reportId: number,
  body: ReportUpdateBody,
  options: CallContext = {},
): Promise<Report> {
  return http()
    .patch(`books/${bookId}/reports/${reportId}/update`, { json: body, context: { silent: options.silent } })
    .json(ReportSchema)
}

/**
 * A supervising instructor takes over the assessment of a saved report naming a former instructor (or
 * nobody): the report names them from then on and records the take-over (ADR 0011). Answers the report.
 */
export async function takeOverReport(bookId: number, reportId: number, options: CallContext = {}): Promise<Report> {
  return http()
    .patch(`books/${bookId}/reports/${reportId}/take-over`, { json: {}, context: { silent: options.silent } })
    .json(ReportSchema)
}

/** Deletes a draft (irreversible); a saved report answers 422. */
export async function deleteReport(
  bookId: number,
  reportId: number,
  options: CallContext = {},
): Promise<{ ok: boolean }> {
  return http()
    .delete(`books/${bookId}/reports/${reportId}/delete`, { context: { silent: options.silent } })
    .json(OkSchema)
}

const details = (bookId: number, reportId: number) => `books/${bookId}/reports/${reportId}/report-details`

export async function createReportDetail(
  bookId: number,
  reportId: number,
  body: { partId: number; level: number; comment?: string },
  options: CallContext = {},
): Promise<ReportDetail> {
  return http()
    .post(`${details(bookId, reportId)}/create`, { json: body, context: { silent: options.silent } })
    .json(ReportDetailSchema)
}

export async function getReportDetail(bookId: number, reportId: number, id: number): Promise<ReportDetail> {
  return http()
    .get(`${details(bookId, reportId)}/${id}/get`)
    .json(ReportDetailSchema)
}

export async function updateReportDetail(
  bookId: number,
  reportId: number,
  id: number,
  body: { level?: number; comment?: string },
  options: CallContext = {},
): Promise<ReportDetail> {
  return http()
    .patch(`${details(bookId, reportId)}/${id}/update`, { json: body, context: { silent: options.silent } })
    .json(ReportDetailSchema)
}

/**
 * A supervising instructor's review of a rated part of a saved report (ADR 0009): the instructor's
 * level and comment, and `approve: true` (final). 422 with data.reason `notSupervising` (the report
 * names another instructor, §5), `detailApproved`, `approved`/`issued` (the book is read-only),
 * `notYourField` (an apprentice's field).
 */
export async function reviewReportDetail(
  bookId: number,
  reportId: number,
  id: number,
  body: ReviewBody,
  options: CallContext = {},
): Promise<ReportDetail> {
  return http()
    .patch(`${details(bookId, reportId)}/${id}/update`, { json: body, context: { silent: options.silent } })
    .json(ReportDetailSchema)
}

export async function deleteReportDetail(
  bookId: number,
  reportId: number,
  id: number,
  options: CallContext = {},
): Promise<{ ok: boolean }> {
  return http()
    .delete(`${details(bookId, reportId)}/${id}/delete`, { context: { silent: options.silent } })
    .json(OkSchema)
}

export async function listReportDetails(bookId: number, reportId: number): Promise<ReportDetail[]> {
  const answer = await http()
    .get(`${details(bookId, reportId)}/list`)
    .json(rowsOf(ReportDetailSchema))
  return answer.rows
}
