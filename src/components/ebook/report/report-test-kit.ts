/**
 * Test-only: the e-book calls of the report flow answered by msw handlers over a small in-memory
 * book (the samples of machines/ebook/ebook-report.fixtures.ts), with the calls recorded and
 * refusals on demand. Not imported by production code; the simulated backend has its own tests.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw'
import type { SetupServer } from 'msw/node'
import { afterEach, beforeEach, vi } from 'vitest'
import {
  listRowOf,
  SAMPLE_IDS,
  SAMPLE_PAUSES,
  SAMPLE_REPORTS,
  sampleBook,
  sampleReport,
} from '../../../../machines/ebook/ebook-report.fixtures'
import type { Ebook, Report, ReportCreateBody, ReportDetail, ReportUpdateBody } from '../../../api/ebook/ebook.schemas'
import { API, sessionHandlers, setupTestServer } from '../../../test/api-handlers'
import { basePerson } from '../../../test/personas'

/** Who writes the reports in the report pages' tests. */
export const reporter = basePerson({ firstName: 'Elin', lastName: 'Andersson' })

/**
 * The msw server of a report page's tests. In each test today is 16 November 2026 at noon (only the
 * clock: msw, user-event and the router keep their real timers) and the reporter is logged in;
 * afterwards the real clock again and an empty session storage.
 */
export function reportPageServer(): SetupServer {
  const server = setupTestServer()
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 16, 12, 0, 0))
    server.use(...sessionHandlers({ user: reporter }))
  })
  afterEach(() => {
    vi.useRealTimers()
    sessionStorage.clear()
  })
  return server
}

export interface Refusal {
  status: number
  body: JsonBodyType
}

export interface ReportBackendOptions {
  book?: Ebook
  /** Reports by id (the list rows are made from them). */
  reports?: Report[]
  createRefusal?: Refusal
  detailRefusal?: Refusal
  saveRefusal?: Refusal
}

export interface ReportBackend {
  created: ReportCreateBody[]
  updated: ReportUpdateBody[]
  details: Array<{ partId?: number; level?: number; comment?: string }>
  deletedDetails: number[]
  deletedReports: number[]
  report: (id: number) => Report | undefined
}

const rowOf = listRowOf

/** Installs the handlers on `server` (per test; reset after each). */
export function reportBackend(server: SetupServer, options: ReportBackendOptions = {}): ReportBackend {
  const book = options.book ?? sampleBook()
  const reports = new Map<number, Report>()
  const initial = options.reports ?? SAMPLE_REPORTS.map((row) => sampleReport({ ...row, details: [] }))
  for (const report of initial) reports.set(report.id, report)
  let nextReport = SAMPLE_IDS.newReport
  let nextDetail = 7100
  const state: ReportBackend = {
    created: [],
    updated: [],
    details: [],
    deletedDetails: [],
    deletedReports: [],
    report: (id) => reports.get(id),
  }
  const refuse = (refusal: Refusal) => HttpResponse.json(refusal.body, { status: refusal.status })
  const reportOf = (params: Record<string, unknown>) => reports.get(Number(params.reportId))

  server.use(
    http.get(`${API}/books/get/:id`, ({ params }) =>
      Number(params.id) === book.id
        ? HttpResponse.json(book)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.patch(`${API}/reports/list`, () =>
      HttpResponse.json({ rows: [...reports.values()].filter((r) => r.bookId === book.id).map(rowOf) }),
    ),
    http.patch(`${API}/book-pauses/list/`, () => HttpResponse.json({ rows: SAMPLE_PAUSES })),
    http.post(`${API}/reports/create`, async ({ request }) => {
      const body = (await request.json()) as ReportCreateBody
      state.created.push(body)
      if (options.createRefusal) return refuse(options.createRefusal)
      const report = sampleReport({
        id: nextReport++,
        fromDate: body.fromDate,
        toDate: body.toDate,
        workplaceId: body.workplaceId ?? null,
        instructorId: body.instructorId ?? null,
        date: body.toDate,
      })
      reports.set(report.id, report)
      return HttpResponse.json(report)
    }),
    http.get(`${API}/books/:bookId/reports/:reportId/get`, ({ params }) => {
      const report = reportOf(params)
      return report ? HttpResponse.json(report) : HttpResponse.json({ message: 'Not found' }, { status: 404 })
    }),
    http.patch(`${API}/books/:bookId/reports/:reportId/update`, async ({ params, request }) => {
      const body = (await request.json()) as ReportUpdateBody
      state.updated.push(body)
      if (options.saveRefusal) return refuse(options.saveRefusal)
      const report = reportOf(params)!
      const { save, ...changes } = body
      const next: Report = {
        ...report,
        ...changes,
        ...(save ? { state: 'saved' as const, savedAt: body.date ?? report.date } : {}),
      }
      reports.set(next.id, next)
      return HttpResponse.json(next)
    }),
    http.delete(`${API}/books/:bookId/reports/:reportId/delete`, ({ params }) => {
      state.deletedReports.push(Number(params.reportId))
      reports.delete(Number(params.reportId))
      return HttpResponse.json({ ok: true })
    }),
    http.post(`${API}/books/:bookId/reports/:reportId/report-details/create`, async ({ params, request }) => {
      const body = (await request.json()) as { partId: number; level: number; comment?: string }
      state.details.push(body)
      if (options.detailRefusal) return refuse(options.detailRefusal)
      const report = reportOf(params)!
      const element = book.elements.find((e) => e.parts.some((p) => p.id === body.partId))!
      const detail: ReportDetail = {
        id: nextDetail++,
        reportId: report.id,
        elementId: element.id,
        partId: body.partId,
        level: body.level as ReportDetail['level'],
        comment: body.comment ?? '',
        instructorLevel: null,
        instructorComment: null,
        approvedAt: null,
        approvedBy: null,
      }
      reports.set(report.id, { ...report, details: [...report.details, detail] })
      return HttpResponse.json(detail)
    }),
    http.patch(`${API}/books/:bookId/reports/:reportId/report-details/:id/update`, async ({ params, request }) => {
      const body = (await request.json()) as { level?: number; comment?: string }
      state.details.push(body)
      if (options.detailRefusal) return refuse(options.detailRefusal)
      const report = reportOf(params)!
      const detail = { ...report.details.find((d) => d.id === Number(params.id))!, ...body } as ReportDetail
      reports.set(report.id, { ...report, details: report.details.map((d) => (d.id === detail.id ? detail : d)) })
      return HttpResponse.json(detail)
    }),
    http.delete(`${API}/books/:bookId/reports/:reportId/report-details/:id/delete`, ({ params }) => {
      state.deletedDetails.push(Number(params.id))
      const report = reportOf(params)!
      reports.set(report.id, { ...report, details: report.details.filter((d) => d.id !== Number(params.id)) })
      return HttpResponse.json({ ok: true })
    }),
  )
  return state
}
