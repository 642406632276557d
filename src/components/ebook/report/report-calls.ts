import { fromPromise } from 'xstate'
import type { ebookReportMachine } from '../../../../machines/ebook/ebook-report.machine'
import type {
  DetailCreateInput,
  DetailDeleteInput,
  DetailUpdateInput,
  ReportRef,
  ReportSaveInput,
} from '../../../../machines/ebook/ebook-report.steps'
import { getBook, listBookPauses } from '../../../api/ebook/books'
import type { ReportCreateBody } from '../../../api/ebook/ebook.schemas'
import {
  createReport,
  createReportDetail,
  deleteReport,
  deleteReportDetail,
  getReport,
  listReports,
  updateReport,
  updateReportDetail,
} from '../../../api/ebook/reports'
import {
  classified,
  serverText,
  type Failure,
  type FailureAnswer,
  type FailureKey,
  type FailureRules,
  type FieldErrors,
} from '../../../api/failure'

/**
 * The report flow's calls as the machine's actors, each failure turned into a `Failure` with the
 * flow's keys (machines/ebook/ebook.failures.ts; the machine knows no HTTP): the employment-date refusal (§5, §8 "report create or
 * update fails, check the employment date"), a refused period (422 naming fromDate/toDate: the
 * server's own words beside the field), any other refusal in the server's words, and the shared
 * reasons of src/api/failure.ts. Calls are silent: the flow shows its failures itself (no toast).
 */

export type ReportCallKind = 'load' | 'report' | 'create' | 'detail' | 'remove' | 'save' | 'delete'

const FALLBACK: Record<ReportCallKind, FailureKey> = {
  load: 'couldNotLoad',
  report: 'couldNotLoad',
  create: 'couldNotSave',
  // §8 "adding a report part or sub-element failed" is the rating's own message.
  detail: 'partFailed',
  remove: 'removeFailed',
  save: 'couldNotSave',
  delete: 'couldNotDelete',
}

const PERIOD_FIELDS = ['fromDate', 'toDate'] as const

/**
 * A 422 of the report flow, read by what it names: the employment date (data.reason or an item's
 * reason), the period's fields (the server's words beside them), a saved report; any other refusal
 * is said in the server's words.
 */
function readRefusal({ status, items, reason, message: text }: FailureAnswer, base: Failure): Failure | undefined {
  if (status !== 422) return undefined
  const fieldErrors: FieldErrors = {}
  for (const field of PERIOD_FIELDS) {
    const item = items.find((i) => i.field === field)
    if (item?.text && item.reason !== 'employmentDate') fieldErrors[field] = serverText(item.text)
  }
  if (reason === 'employmentDate' || items.some((i) => i.reason === 'employmentDate')) {
    // Its own message (§8); the field says which date, in the flow's words.
    delete fieldErrors.fromDate
    return { key: 'employmentDate', ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}) }
  }
  if (Object.keys(fieldErrors).length > 0) return { key: 'periodRefused', fieldErrors }
  if (reason === 'saved') return { key: 'alreadySaved' }
  const said = items.map((i) => i.text).find((t) => t !== null) ?? text
  return said ? { ...base, text: said } : base
}

/** How a report call reads the server's answers (the rules src/api/failure.ts's `toFailure` applies). */
function reportRules(kind: ReportCallKind): FailureRules {
  return { byStatus: { 403: 'noPermission', ...(kind === 'report' ? { 404: 'notFound' } : {}) }, read: readRefusal }
}

/** Runs an api call for a machine actor: a failure rejects as the flow's Failure (the kit's `classified`). */
export function asReportCall<T>(kind: ReportCallKind, call: () => Promise<T>): Promise<T> {
  return classified(call, FALLBACK[kind], reportRules(kind), `[ebook-report] ${kind}`)
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
  loadBook: fromPromise(({ input }: { input: { bookId: number } }) =>
    asReportCall('load', () => takeStartedLoad(input.bookId) ?? loadBook(input.bookId)),
  ),
  getReport: fromPromise(({ input }: { input: ReportRef }) =>
    asReportCall('report', () => getReport(input.bookId, input.reportId, SILENT)),
  ),
  createReport: fromPromise(({ input }: { input: ReportCreateBody }) =>
    asReportCall('create', () => createReport(input, SILENT)),
  ),
  createDetail: fromPromise(({ input }: { input: DetailCreateInput }) =>
    asReportCall('detail', () =>
      createReportDetail(
        input.bookId,
        input.reportId,
        { partId: input.partId, level: input.level, ...(input.comment ? { comment: input.comment } : {}) },
        SILENT,
      ),
    ),
  ),
  updateDetail: fromPromise(({ input }: { input: DetailUpdateInput }) =>
    asReportCall('detail', () =>
      updateReportDetail(
        input.bookId,
        input.reportId,
        input.detailId,
        { level: input.level, comment: input.comment },
        SILENT,
      ),
    ),
  ),
  deleteDetail: fromPromise(({ input }: { input: DetailDeleteInput }) =>
    asReportCall('remove', () => deleteReportDetail(input.bookId, input.reportId, input.detailId, SILENT)),
  ),
  saveReport: fromPromise(({ input }: { input: ReportSaveInput }) =>
    asReportCall('save', () => updateReport(input.bookId, input.reportId, input.body, SILENT)),
  ),
  deleteReport: fromPromise(({ input }: { input: ReportRef }) =>
    asReportCall('delete', () => deleteReport(input.bookId, input.reportId, SILENT)),
  ),
} satisfies Parameters<typeof ebookReportMachine.provide>[0]['actors']
