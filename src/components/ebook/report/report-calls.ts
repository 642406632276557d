import { fromPromise } from 'xstate'
import { isHTTPError } from 'ky'
import type { ebookReportMachine } from '../../../../machines/ebook/ebook-report.machine'
import type { ReportFailure } from '../../../../machines/ebook/ebook-report.rules'
import type { DetailCreateInput, DetailDeleteInput, DetailUpdateInput, ReportRef, ReportSaveInput } from '../../../../machines/ebook/ebook-report.steps'
import { getBook, listBookPauses } from '../../../api/ebook/books'
import type { ReportCreateBody } from '../../../api/ebook/ebook.schemas'
import { createReport, createReportDetail, deleteReport, deleteReportDetail, getReport, listReports, updateReport, updateReportDetail } from '../../../api/ebook/reports'
import { message, serverText, toFailure, type ErrorMessage, type FailureKey, type FieldErrors } from '../../../api/failure'

/**
 * The report flow's calls as the machine's actors, each failure turned into the flow's
 * `ReportFailure` (the machine knows no HTTP): the employment-date refusal (§5, §8 "report create or
 * update fails, check the employment date"), a refused period (422 naming fromDate/toDate: the
 * server's own words beside the field, or the flow's text for a reason it names), and the shared
 * reasons of src/api/failure.ts. Calls are silent: the flow shows its failures itself (no toast).
 */

export type ReportCallKind = 'load' | 'report' | 'create' | 'detail' | 'remove' | 'save' | 'delete'

const FALLBACK: Record<ReportCallKind, FailureKey> = {
  load: 'couldNotLoad',
  report: 'couldNotLoad',
  create: 'couldNotSave',
  detail: 'couldNotSave',
  remove: 'removeFailed',
  save: 'couldNotSave',
  delete: 'couldNotDelete',
}

/** The period reasons the server may name (data.reason or an item's reason) that the flow has texts for. */
const PERIOD_REASONS = new Set(['overlapsReport', 'overlapsPause', 'outsidePermitted', 'endBeforeStart', 'inFuture', 'invalidDate', 'required'])
const PERIOD_FIELDS = ['fromDate', 'toDate'] as const

interface RawItem {
  field?: unknown
  message?: unknown
  msg?: unknown
  reason?: unknown
}

/** The raw answer (its items may carry a `reason` the common schema leaves out). */
function rawBody(error: unknown): { items: RawItem[]; reason: string | null } {
  if (!isHTTPError(error)) return { items: [], reason: null }
  const data = error.data as { errors?: unknown; data?: { reason?: unknown } } | undefined
  const items = Array.isArray(data?.errors) ? (data.errors.filter((i) => typeof i === 'object' && i !== null) as RawItem[]) : []
  const reason = typeof data?.data?.reason === 'string' ? data.data.reason : null
  return { items, reason }
}

/** What a failed call of the report flow means. */
export function reportFailureOf(error: unknown, kind: ReportCallKind): ReportFailure {
  const toFailureOf = toFailure(error, FALLBACK[kind], { byStatus: { 403: 'noPermission' } })
  // §8 "adding a report part or sub-element failed" is the rating's own message.
  const base: ReportFailure = kind === 'detail' && toFailureOf.key === FALLBACK[kind] ? { key: 'partFailed' } : toFailureOf
  if (!isHTTPError(error) || error.response.status !== 422) {
    return kind === 'report' && isHTTPError(error) && error.response.status === 404 ? { key: 'notFound' } : base
  }
  const { items, reason } = rawBody(error)
  const employment = reason === 'employmentDate' || items.some((i) => i.reason === 'employmentDate')
  const fieldErrors: FieldErrors = {}
  for (const field of PERIOD_FIELDS) {
    const item = items.find((i) => i.field === field)
    if (!item) continue
    const itemReason = typeof item.reason === 'string' ? item.reason : items.length === 1 ? reason : null
    const text = typeof item.message === 'string' ? item.message : typeof item.msg === 'string' ? item.msg : null
    const shown: ErrorMessage | null = itemReason === 'employmentDate' ? null : itemReason && PERIOD_REASONS.has(itemReason) ? message(itemReason) : text ? serverText(text) : null
    if (shown) fieldErrors[field] = shown
  }
  if (employment) return { key: 'employmentDate', ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}) }
  if (Object.keys(fieldErrors).length > 0) return { key: 'periodRefused', fieldErrors }
  return base
}

/** Runs an api call for a machine actor: a failure rejects with the flow's failure. */
export async function asReportCall<T>(kind: ReportCallKind, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (import.meta.env?.DEV) console.info(`[ebook-report] ${kind} failed`, error)
    throw reportFailureOf(error, kind)
  }
}

const SILENT = { silent: true }

/** The book, its reports (the other periods) and its pauses. */
async function loadBook(bookId: number) {
  const [book, reports, pauses] = await Promise.all([
    getBook(bookId, SILENT),
    listReports(bookId, { pageSize: 1000 }),
    // The pauses only sharpen the period check before the server's; a reader who may not list them
    // still reports (the server refuses a period in a pause anyway).
    listBookPauses(bookId).catch(() => []),
  ])
  return { book, reports: reports.rows.filter((r) => r.bookId === bookId), pauses }
}

/** The report machine's calls (books/get, reports/*, report-details/*, book-pauses/list). */
export const reportActors = {
  loadBook: fromPromise(({ input }: { input: { bookId: number } }) => asReportCall('load', () => loadBook(input.bookId))),
  getReport: fromPromise(({ input }: { input: ReportRef }) => asReportCall('report', () => getReport(input.bookId, input.reportId, SILENT))),
  createReport: fromPromise(({ input }: { input: ReportCreateBody }) => asReportCall('create', () => createReport(input, SILENT))),
  createDetail: fromPromise(({ input }: { input: DetailCreateInput }) =>
    asReportCall('detail', () => createReportDetail(input.bookId, input.reportId, { partId: input.partId, level: input.level, ...(input.comment ? { comment: input.comment } : {}) }, SILENT)),
  ),
  updateDetail: fromPromise(({ input }: { input: DetailUpdateInput }) =>
    asReportCall('detail', () => updateReportDetail(input.bookId, input.reportId, input.detailId, { level: input.level, comment: input.comment }, SILENT)),
  ),
  deleteDetail: fromPromise(({ input }: { input: DetailDeleteInput }) => asReportCall('remove', () => deleteReportDetail(input.bookId, input.reportId, input.detailId, SILENT))),
  saveReport: fromPromise(({ input }: { input: ReportSaveInput }) => asReportCall('save', () => updateReport(input.bookId, input.reportId, input.body, SILENT))),
  deleteReport: fromPromise(({ input }: { input: ReportRef }) => asReportCall('delete', () => deleteReport(input.bookId, input.reportId, SILENT))),
} satisfies Parameters<typeof ebookReportMachine.provide>[0]['actors']
