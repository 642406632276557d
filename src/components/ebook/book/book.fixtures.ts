/**
 * Test data and msw answers for the e-book pages' component tests (test-only: production code never
 * imports a *.fixtures.ts). Small and explicit, like src/test/api-handlers.ts: each test states the
 * book it relies on.
 */
import { http, HttpResponse, type HttpHandler } from 'msw'
import type { BookPause, Ebook, Element, Report, ReportDetail, ReportListRow } from '../../../api/ebook/ebook.schemas'
import { API } from '../../../test/api-handlers'

export const INSTRUCTOR = { id: 2101, firstName: 'Ivar', lastName: 'Handledare' }

/** Two elements: "Gjutning" complete (both mandatory parts at level and approved), "Armering" not. */
export const ELEMENTS: Element[] = [
  {
    id: 11,
    name: 'Gjutning',
    parts: [
      {
        id: 111,
        name: 'Form och stämp',
        requiredLevel: 3,
        mandatory: true,
        achievedLevel: 3,
        instructorLevel: 3,
        approvedAt: '2026-03-01',
        approvedBy: INSTRUCTOR,
      },
      {
        id: 112,
        name: 'Vibrering',
        requiredLevel: 2,
        mandatory: true,
        achievedLevel: 4,
        instructorLevel: null,
        approvedAt: '2026-03-02',
        approvedBy: INSTRUCTOR,
      },
    ],
  },
  {
    id: 12,
    name: 'Armering',
    parts: [
      {
        id: 121,
        name: 'Bockning',
        requiredLevel: 3,
        mandatory: true,
        achievedLevel: 2,
        instructorLevel: null,
        approvedAt: null,
        approvedBy: null,
      },
      {
        id: 122,
        name: 'Najning',
        requiredLevel: 2,
        mandatory: true,
        achievedLevel: 2,
        instructorLevel: null,
        approvedAt: null,
        approvedBy: null,
      },
      {
        id: 123,
        name: 'Ritningsläsning',
        requiredLevel: 1,
        mandatory: false,
        achievedLevel: null,
        instructorLevel: null,
        approvedAt: null,
        approvedBy: null,
      },
    ],
  },
]

export function ebook(overrides: Partial<Ebook> = {}): Ebook {
  return {
    id: 501,
    createdAt: '2025-08-01T09:30:00Z',
    personId: 1,
    status: 'active',
    displayState: 'active',
    closedReason: null,
    apprentice: { id: 1, firstName: 'Alva', lastName: 'Lärling' },
    companyId: 10,
    companyName: 'Bygg AB',
    professionId: 1,
    professionName: 'Betongarbetare',
    permittedPeriod: { fromDate: '2025-08-18', toDate: '2028-08-17' },
    employmentDate: '2025-08-18',
    validUntil: null,
    workplaces: [{ id: 31, name: 'Verkstaden' }],
    instructors: [INSTRUCTOR],
    elements: ELEMENTS,
    theory: [
      {
        id: 41,
        courseName: 'Y1 Arbetsmiljö',
        approvedAt: '2025-10-01',
        teacher: 'Karin Lärare',
        materialSentAt: '2025-09-01',
        courseOpportunity: 'Malmö ht 2025',
      },
      {
        id: 42,
        courseName: 'Y2 Betongteknik',
        approvedAt: null,
        teacher: null,
        materialSentAt: null,
        courseOpportunity: null,
      },
    ],
    approval: null,
    viewer: { mayReport: true, mayManagePauses: false, mayReview: false, mayApprove: false },
    ...overrides,
  }
}

/** A report row a week long, `weeksBack` weeks before 2026-06-01 (so index 0 is the newest). */
export function reportRow(index: number, overrides: Partial<ReportListRow> = {}): ReportListRow {
  const day = (offset: number) => new Date(Date.UTC(2026, 5, 1 - index * 7 + offset)).toISOString().slice(0, 10)
  return {
    id: 9000 + index,
    bookId: 501,
    state: 'saved',
    fromDate: day(0),
    toDate: day(4),
    workplaceId: 31,
    instructorId: INSTRUCTOR.id,
    place: 'Bygget',
    comment: '',
    date: day(4),
    createdAt: `${day(4)}T10:00:00Z`,
    savedAt: day(5),
    readByInstructorAt: null,
    detailCount: (index % 3) + 1,
    apprentice: { id: 1, firstName: 'Alva', lastName: 'Lärling' },
    divergentCount: 0,
    ...overrides,
  }
}

export function reportDetail(overrides: Partial<ReportDetail> = {}): ReportDetail {
  return {
    id: 7001,
    reportId: 8001,
    elementId: 12,
    partId: 121,
    level: 2,
    comment: 'Bockade byglar till bjälklaget.',
    instructorLevel: null,
    instructorComment: null,
    approvedAt: null,
    approvedBy: null,
    ...overrides,
  }
}

export function report(overrides: Partial<Report> = {}): Report {
  return {
    id: 8001,
    bookId: 501,
    state: 'saved',
    fromDate: '2026-05-04',
    toDate: '2026-05-08',
    workplaceId: 31,
    instructorId: INSTRUCTOR.id,
    place: 'Kv. Måsen, Malmö',
    comment: 'Armering av bjälklag.',
    date: '2026-05-08',
    createdAt: '2026-05-08T15:00:00Z',
    savedAt: '2026-05-09',
    readByInstructorAt: null,
    details: [reportDetail()],
    ...overrides,
  }
}

export interface BookCalls {
  reportPages: Array<{ startAt?: number; pageSize?: number }>
  bookLoads: number
  pauseCreates: Array<Record<string, unknown>>
  pauseUpdates: Array<{ id: string; body: Record<string, unknown> }>
  pauseDeletes: string[]
}

export interface BookAnswers {
  book: Ebook
  /** All the book's reports, newest first; answered page by page with `total`. */
  reports?: ReportListRow[]
  pauses?: BookPause[]
  /** The book call's status instead of the book (403, 404, 500). */
  bookStatus?: number
  /** Answers to pause writes instead of success. */
  pauseRefusal?: { status: number; body: Record<string, unknown> }
}

/** The e-book calls of the overview, with the book's pauses kept as the server would. */
export function bookHandlers(answers: BookAnswers): { handlers: HttpHandler[]; calls: BookCalls } {
  const calls: BookCalls = { reportPages: [], bookLoads: 0, pauseCreates: [], pauseUpdates: [], pauseDeletes: [] }
  let pauses = [...(answers.pauses ?? [])]
  let nextPauseId = 600
  const reports = answers.reports ?? []
  const handlers = [
    http.get(`${API}/books/get/:id`, ({ params }) => {
      calls.bookLoads += 1
      if (answers.bookStatus) return HttpResponse.json({ message: 'Refused' }, { status: answers.bookStatus })
      return String(params.id) === String(answers.book.id)
        ? HttpResponse.json(answers.book)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 })
    }),
    http.patch(`${API}/reports/list`, async ({ request }) => {
      const body = (await request.json()) as { startAt?: number; pageSize?: number }
      calls.reportPages.push({ startAt: body.startAt, pageSize: body.pageSize })
      const start = body.startAt ?? 0
      return HttpResponse.json({ rows: reports.slice(start, start + (body.pageSize ?? 1000)), total: reports.length })
    }),
    http.patch(`${API}/book-pauses/list/`, () => HttpResponse.json({ rows: pauses })),
    http.post(`${API}/educations/book-pauses/create`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      calls.pauseCreates.push(body)
      if (answers.pauseRefusal)
        return HttpResponse.json(answers.pauseRefusal.body, { status: answers.pauseRefusal.status })
      const created = { id: nextPauseId++, ...(body as Omit<BookPause, 'id'>) }
      pauses = [...pauses, created]
      return HttpResponse.json(created)
    }),
    http.patch(`${API}/educations/book-pauses/:id/update`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      calls.pauseUpdates.push({ id: String(params.id), body })
      if (answers.pauseRefusal)
        return HttpResponse.json(answers.pauseRefusal.body, { status: answers.pauseRefusal.status })
      const before = pauses.find((p) => String(p.id) === String(params.id))!
      const updated = { ...before, ...body }
      pauses = pauses.map((p) => (p.id === updated.id ? updated : p))
      return HttpResponse.json(updated)
    }),
    http.delete(`${API}/educations/book-pauses/:id/delete`, ({ params }) => {
      calls.pauseDeletes.push(String(params.id))
      if (answers.pauseRefusal)
        return HttpResponse.json(answers.pauseRefusal.body, { status: answers.pauseRefusal.status })
      pauses = pauses.filter((p) => String(p.id) !== String(params.id))
      return HttpResponse.json({ ok: true })
    }),
  ]
  return { handlers, calls }
}
