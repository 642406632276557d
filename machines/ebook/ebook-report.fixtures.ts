import { EBOOK_IDS } from '../../mock-server/seed'
import type {
  BookPause,
  Ebook,
  Element,
  ElementPart,
  Report,
  ReportDetail,
  ReportListRow,
} from '../../src/api/ebook/ebook.schemas'

/**
 * Sample e-book data of the report flow's tests and path generation (test data: no production module
 * imports it). The book and report ids are the scenario's (mock-server/scenario/ebook.ts: Elin's
 * active book, its draft and its newest saved report); the catalogue, workplaces, instructors and
 * dates are the samples' own, so the unit tests do not move when the scenario's data does. A replay
 * in the browser (e2e, later) takes its part, workplace and instructor ids from EBOOK_IDS as well.
 */
export const SAMPLE_IDS = {
  book: EBOOK_IDS.active,
  apprentice: 1101,
  company: 10,
  savedReport: EBOOK_IDS.savedReport,
  draft: EBOOK_IDS.activeDraftReport,
  newReport: 21901,
  workplaces: [31, 32] as const,
  instructors: [2101, 2102] as const,
}

/** The flow's "today" in the samples (a Monday). */
export const SAMPLE_TODAY = '2026-11-16'

const part = (
  id: number,
  name: string,
  requiredLevel: 1 | 2 | 3 | 4,
  achievedLevel: 1 | 2 | 3 | 4 | null,
  mandatory = true,
): ElementPart => ({
  id,
  name,
  requiredLevel,
  mandatory,
  achievedLevel,
  instructorLevel: null,
  approvedAt: null,
  approvedBy: null,
})

/** Three elements; "Fallskydd" has every part at level 4 (closed, §4). */
export const SAMPLE_ELEMENTS: Element[] = [
  {
    id: 501,
    name: 'Ställningsmontage',
    parts: [
      part(5011, 'Montera bottenplatta', 3, 2),
      part(5012, 'Förankra ställning', 2, null),
      part(5013, 'Kontrollera lastklass', 4, 3, false),
    ],
  },
  { id: 502, name: 'Fallskydd', parts: [part(5021, 'Sele och lina', 3, 4), part(5022, 'Räcken', 2, 4)] },
  { id: 503, name: 'Rivning', parts: [part(5031, 'Demontera i rätt ordning', 2, null)] },
]

export function sampleBook(overrides: Partial<Ebook> = {}): Ebook {
  return {
    id: SAMPLE_IDS.book,
    createdAt: '2026-01-10',
    personId: SAMPLE_IDS.apprentice,
    status: 'active',
    displayState: 'active',
    closedReason: null,
    apprentice: { id: SAMPLE_IDS.apprentice, firstName: 'Elin', lastName: 'Andersson' },
    companyId: SAMPLE_IDS.company,
    companyName: 'Bygg AB',
    professionId: 848,
    professionName: 'Ställningsbyggare',
    permittedPeriod: { fromDate: '2026-01-15', toDate: '2028-12-31' },
    employmentDate: '2026-02-01',
    validUntil: null,
    workplaces: [
      { id: SAMPLE_IDS.workplaces[0], name: 'Verkstaden' },
      { id: SAMPLE_IDS.workplaces[1], name: 'Bygget Kvarnholmen' },
    ],
    instructors: [
      { id: SAMPLE_IDS.instructors[0], firstName: 'Johan', lastName: 'Handledare' },
      { id: SAMPLE_IDS.instructors[1], firstName: 'Karin', lastName: 'Handledare' },
    ],
    elements: SAMPLE_ELEMENTS,
    theory: [],
    approval: null,
    viewer: { mayReport: true, mayManagePauses: false, mayReview: false, mayApprove: false },
    ...overrides,
  }
}

export function sampleDetail(overrides: Partial<ReportDetail> = {}): ReportDetail {
  return {
    id: 7001,
    reportId: SAMPLE_IDS.draft,
    elementId: 501,
    partId: 5011,
    level: 3,
    comment: '',
    instructorLevel: null,
    instructorComment: null,
    approvedAt: null,
    approvedBy: null,
    ...overrides,
  }
}

export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    id: SAMPLE_IDS.draft,
    bookId: SAMPLE_IDS.book,
    state: 'draft',
    fromDate: '2026-11-02',
    toDate: '2026-11-06',
    workplaceId: SAMPLE_IDS.workplaces[0],
    instructorId: SAMPLE_IDS.instructors[0],
    place: '',
    comment: '',
    date: '2026-11-06',
    createdAt: '2026-11-06T15:00:00.000Z',
    savedAt: null,
    readByInstructorAt: null,
    details: [],
    ...overrides,
  }
}

export function listRowOf(report: Report): ReportListRow {
  const { details, ...rest } = report
  return {
    ...rest,
    detailCount: details.length,
    apprentice: { id: SAMPLE_IDS.apprentice, firstName: 'Elin', lastName: 'Andersson' },
    divergentCount: 0,
  }
}

/** A saved report (9–13 Nov) and a draft (2–6 Nov) of the book. */
export const SAMPLE_REPORTS: ReportListRow[] = [
  listRowOf(
    sampleReport({
      id: SAMPLE_IDS.savedReport,
      state: 'saved',
      fromDate: '2026-11-09',
      toDate: '2026-11-13',
      date: '2026-11-13',
      savedAt: '2026-11-13',
      readByInstructorAt: null,
      details: [sampleDetail({ id: 7000, reportId: SAMPLE_IDS.savedReport })],
    }),
  ),
  listRowOf(sampleReport()),
]

/** Two weeks' pause in October. */
export const SAMPLE_PAUSES: BookPause[] = [
  { id: 8001, bookId: SAMPLE_IDS.book, fromDate: '2026-10-01', toDate: '2026-10-14', reason: 'Sjukskrivning' },
]
