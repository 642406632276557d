import { fromPromise } from 'xstate'
import { isHTTPError } from 'ky'
import type { ebookReportMachine } from '../../../../machines/ebook/ebook-report.machine'
import type { ReportFailure } from '../../../../machines/ebook/ebook-report.rules'
import type { DetailCreateInput, DetailDeleteInput, DetailUpdateInput, ReportRef, ReportSaveInput } from '../../../../machines/ebook/ebook-report.steps'
import { getBook, listBookPauses } from '../../../api/ebook/books'
import type { ReportCreateBody } from '../../../api/ebook/ebook.schemas'
import { createReport, createReportDetail, deleteReport, deleteReportDetail, getReport, listReports, updateReport, updateReportDetail } from '../../../api/ebook/reports'
import { serverText, toFailure, type FailureKey, type FieldErrors } from '../../../api/failure'

/**
 * The report flow's calls as the machine's actors, each failure turned into the flow's
 * `ReportFailure` (the machine knows no HTTP): the employment-date refusal (§5, §8 "report create or
 * update fails, check the employment date"), a refused period (422 naming fromDate/toDate: the
 * server's own words beside the field), any other refusal in the server's words, and the shared
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

const PERIOD_FIELDS = ['fromDate', 'toDate'] as const

interface RawItem {
  field?: unknown
  message?: unknown
  msg?: unknown
  reason?: unknown
}

/** The raw answer: its items (which may carry a `reason` the common schema leaves out), data.reason and the message. */
function rawBody(error: unknown): { items: RawItem[]; reason: string | null; message: string | null } {
  if (!isHTTPError(error)) return { items: [], reason: null, message: null }
  const data = error.data as { errors?: unknown; data?: { reason?: unknown }; message?: unknown } | undefined
  const items = Array.isArray(data?.errors) ? (data.errors.filter((i) => typeof i === 'object' && i !== null) as RawItem[]) : []
  const reason = typeof data?.data?.reason === 'string' ? data.data.reason : null
  return { items, reason, message: typeof data?.message === 'string' && data.message !== '' ? data.message : null }
}

const textOf = (item: RawItem): string | null => (typeof item.message === 'string' ? item.message : typeof item.msg === 'string' ? item.msg : null)

/**
 * What a failed call of the report flow means. A 422 is read by what it names: the employment date
 * (data.reason or an item's reason), the period's fields (the server's words beside them), a saved
 * report; any other refusal is said in the server's words.
 */
export function reportFailureOf(error: unknown, kind: ReportCallKind): ReportFailure {
  const toFailureOf = toFailure(error, FALLBACK[kind], { byStatus: { 403: 'noPermission' } })
  // §8 "adding a report part or sub-element failed" is the rating's own message.
  const base: ReportFailure = kind === 'detail' && toFailureOf.key === FALLBACK[kind] ? { key: 'partFailed' } : toFailureOf
  if (!isHTTPError(error) || error.response.status !== 422) {
    return kind === 'report' && isHTTPError(error) && error.response.status === 404 ? { key: 'notFound' } : base
  }
  const { items, reason, message: text } = rawBody(error)
  const fieldErrors: FieldErrors = {}
  for (const field of PERIOD_FIELDS) {
    const item = items.find((i) => i.field === field)
    const itemText = item ? textOf(item) : null
    if (itemText && item?.reason !== 'employmentDate') fieldErrors[field] = serverText(itemText)
  }
  const withFields = Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}
  if (reason === 'employmentDate' || items.some((i) => i.reason === 'employmentDate')) {
    // Its own message (§8); the field says which date, in the flow's words.
    delete fieldErrors.fromDate
    return { key: 'employmentDate', ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}) }
  }
  if (Object.keys(fieldErrors).length > 0) return { key: 'periodRefused', ...withFields }
  if (reason === 'saved') return { key: 'alreadySaved' }
  const said = items.map(textOf).find((t) => t !== null) ?? text
  return said ? { ...base, text: said } : base
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

/** How long a load the route started waits for the page to take it (a page not shown leaves it unused). */
const STARTED_LOAD_MS = 5_000
const startedLoads = new Map<number, { load: ReturnType<typeof loadBook>; at: number }>()

/**
 * Starts the page's load in the route's loader, which reads its refusal (403: the forbidden page,
 * issue 17); the machine's first load takes it instead of asking again, so the check costs no round trip.
 */
export function startBookLoad(bookId: number): ReturnType<typeof loadBook> {
  const load = loadBook(bookId)
  startedLoads.set(bookId, { load, at: Date.now() })
  return load
}

function takeStartedLoad(bookId: number): ReturnType<typeof loadBook> | null {
  const started = startedLoads.get(bookId)
  startedLoads.delete(bookId)
  return started && Date.now() - started.at <= STARTED_LOAD_MS ? started.load : null
}

/** The report machine's calls (books/get, reports/*, report-details/*, book-pauses/list). */
export const reportActors = {
  loadBook: fromPromise(({ input }: { input: { bookId: number } }) => asReportCall('load', () => takeStartedLoad(input.bookId) ?? loadBook(input.bookId))),
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
