import {
  ACTIVE_BOOK_EMPLOYMENT_DATE,
  ACTIVE_BOOK_PAUSE,
  ACTIVE_BOOK_START,
  COMPANY_NORR,
  EBOOK_ELEMENTS,
  EBOOK_IDS,
  EBOOK_PARTS,
  PERSONAS,
  PROFESSION_COURSES,
  PROFESSION_SCAFFOLDING,
  PROFESSIONS,
  SCENARIO_BASE_DATE,
  WORKPLACES,
} from '../../mock-server/seed'
import type {
  BookPause,
  Ebook,
  Element,
  Level,
  Report,
  ReportDetail,
  ReportListRow,
} from '../../src/api/ebook/ebook.schemas'
import type { PathEvent } from '../wizard/path-event'
import { reportSteps } from './ebook-report.rules'
import { selectCurrentStep, type EbookReportSnapshot } from './ebook-report.selectors'
import {
  REPORT_STEPS,
  REPORT_STEP_FIELDS,
  type BookData,
  type EbookReportInput,
  type ReportStep,
} from './ebook-report.steps'

/**
 * Path generation inputs of the report flow (xstate/graph): the machine's unit test walks them, and
 * e2e/ebook/ebook-report-walks.spec.ts replays walks through them in the browser. Only tests import
 * this file.
 *
 * The world is the scenario's (mock-server/scenario/ebook.ts): Elin (persona 'apprentice') on her
 * active book 7001 on the scenario's day, so every answer event below is what the simulated backend
 * answers her calls, as far as the scenario's exports name it and, where they do not (the saved
 * reports' levels, the report rows), as its seed writes it. The e2e replay compares each answer it
 * gets with the event it replays, so a change of the scenario shows there.
 */

/** The scenario's day (the e2e clock is pinned to its morning). */
export const REPORT_TODAY = SCENARIO_BASE_DATE.slice(0, 10)

const BOOK_ID = EBOOK_IDS.active
const elin = PERSONAS.apprentice
const johan = PERSONAS.instructor
const JOHAN = { id: johan.id, firstName: johan.firstName, lastName: johan.lastName }

function fail(message: string): never {
  throw new Error(message)
}

/** A part of the scaffolding catalogue: element n, part m (both 1-based), as the scenario numbers them. */
const part = (element: number, n: number) => (PROFESSION_SCAFFOLDING * 100 + element) * 100 + n

/**
 * 7001's parts as its saved reports and Johan's word leave them (the scenario's activeBookReports and
 * activeBookProgress): the highest saved level, the instructor's level and approval. Rullställning
 * (element 2) is at level 4 everywhere: closed (§4).
 */
const PROGRESS: Record<number, { achieved: Level; instructor?: Level; approvedAt?: string | null }> = {
  [part(1, 1)]: { achieved: 3, instructor: 3, approvedAt: '2025-10-20' },
  [part(1, 2)]: { achieved: 3, instructor: 3, approvedAt: null },
  [part(1, 3)]: { achieved: 2 },
  [part(1, 4)]: { achieved: 3 },
  [part(2, 1)]: { achieved: 4, instructor: 4, approvedAt: '2026-02-20' },
  [part(2, 2)]: { achieved: 4, instructor: 4, approvedAt: '2026-02-20' },
  [part(2, 3)]: { achieved: 4, instructor: 4, approvedAt: '2026-04-24' },
  [part(3, 1)]: { achieved: 2 },
  [part(3, 2)]: { achieved: 1 },
  [part(5, 1)]: { achieved: 3 },
  [part(5, 2)]: { achieved: 2 },
}

const ELEMENTS: Element[] = EBOOK_ELEMENTS.filter((e) => e.professionId === PROFESSION_SCAFFOLDING).map((element) => ({
  id: element.id,
  name: element.name,
  parts: EBOOK_PARTS.filter((p) => p.elementId === element.id).map((p) => {
    const progress = PROGRESS[p.id]
    const approvedAt = progress?.approvedAt ?? null
    return {
      id: p.id,
      name: p.name,
      requiredLevel: p.requiredLevel as Level,
      mandatory: p.mandatory,
      achievedLevel: progress?.achieved ?? null,
      instructorLevel: progress?.instructor ?? null,
      approvedAt,
      approvedBy: approvedAt ? JOHAN : null,
    }
  }),
}))

/** 7001's theory modules: Y1 and Y2 approved by Lars Ek, the material for Y3 sent. */
const THEORY: Ebook['theory'] = PROFESSION_COURSES.filter((c) => c.professionId === PROFESSION_SCAFFOLDING).map(
  (course, i) => ({
    id: BOOK_ID * 100 + i + 1,
    courseName: course.name,
    approvedAt: course.id === 1 ? '2025-10-15' : course.id === 2 ? '2026-02-20' : null,
    teacher: course.id === 1 || course.id === 2 ? 'Lars Ek' : null,
    materialSentAt: course.id === 3 ? '2026-10-01' : null,
    courseOpportunity: course.id === 3 ? 'Umeå, 18–22 januari 2027' : null,
  }),
)

/** The workplace a walk chooses, and the one 7001's reports name (Byggbolaget i Norr's head office). */
export const REPORT_WORKPLACE = WORKPLACES.find((w) => w.id === 102) ?? fail('no seeded workplace 102')
const HEAD_OFFICE = WORKPLACES.find((w) => w.id === 101) ?? fail('no seeded workplace 101')

/**
 * Books/get 7001 as Elin reads it. The permitted period ends a year after the day the scenario was
 * seeded at the earliest 2027-08-17 (the e2e replay seeds on the real day): its end is the earliest
 * one, which no period of the walks comes near.
 */
export const REPORT_BOOK: Ebook = {
  id: BOOK_ID,
  createdAt: '2025-08-20T07:15:00.000Z',
  personId: elin.id,
  status: 'active',
  displayState: 'active',
  closedReason: null,
  apprentice: { id: elin.id, firstName: elin.firstName, lastName: elin.lastName },
  companyId: COMPANY_NORR.id,
  companyName: COMPANY_NORR.name,
  professionId: PROFESSION_SCAFFOLDING,
  professionName: PROFESSIONS.find((p) => p.id === PROFESSION_SCAFFOLDING)?.name ?? fail('no seeded profession 848'),
  permittedPeriod: { fromDate: ACTIVE_BOOK_START, toDate: '2027-08-17' },
  employmentDate: ACTIVE_BOOK_EMPLOYMENT_DATE,
  validUntil: null,
  workplaces: WORKPLACES.filter((w) => w.companyId === COMPANY_NORR.id).map((w) => ({ id: w.id, name: w.name })),
  instructors: [JOHAN],
  elements: ELEMENTS,
  theory: THEORY,
  approval: null,
  viewer: { mayReport: true, mayManagePauses: false, mayReview: false, mayApprove: false },
}

interface RowFacts {
  saved?: boolean
  comment?: string
  /** Saved, and no instructor has opened it yet. */
  unread?: boolean
  /** Rated parts the instructor assessed differently (§8). */
  divergent?: number
  /** Rated parts still to assess (ADR 0012: not approved, and the book's part not approved at that level or higher). */
  toAssess?: number
}
type Row = [id: number, fromDate: string, toDate: string, place: string, detailCount: number, facts?: RowFacts]
/** 7001's reports (the scenario's activeBookReports): eight saved, the newest unread, the draft 21010 last. */
const ROWS: Row[] = [
  [
    EBOOK_IDS.commentedReport,
    '2025-09-08',
    '2025-09-12',
    'Kv. Hamnen, Luleå',
    2,
    { comment: 'Första veckan på bygget.', divergent: 1 },
  ],
  [21002, '2025-10-06', '2025-10-10', 'Kv. Hamnen, Luleå', 3, { toAssess: 1 }],
  [21004, '2025-12-01', '2025-12-05', 'Sjukhusbygget, Sunderby', 3, { toAssess: 1 }],
  [21005, '2026-02-09', '2026-02-13', 'Sjukhusbygget, Sunderby', 3],
  [21006, '2026-04-13', '2026-04-17', 'Campus, Umeå', 3, { toAssess: 2 }],
  [21007, '2026-06-08', '2026-06-12', 'Campus, Umeå', 2, { toAssess: 2 }],
  [21008, '2026-09-14', '2026-09-18', 'Kv. Lärkan, Umeå', 3, { toAssess: 3 }],
  [
    EBOOK_IDS.savedReport,
    '2026-10-19',
    '2026-10-23',
    'Kv. Lärkan, Umeå',
    2,
    { comment: 'Regnig vecka, mest förankring.', unread: true, toAssess: 2 },
  ],
  [EBOOK_IDS.activeDraftReport, '2026-11-09', '2026-11-13', 'Kv. Lärkan, Umeå', 2, { saved: false }],
]

/** 'yyyy-mm-dd' shifted by whole days. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

const reportBase = (
  id: number,
  fromDate: string,
  toDate: string,
  place: string,
  saved: boolean,
  comment: string,
  unread = false,
) => ({
  id,
  bookId: BOOK_ID,
  state: saved ? ('saved' as const) : ('draft' as const),
  fromDate,
  toDate,
  workplaceId: HEAD_OFFICE.id,
  instructorId: johan.id,
  place,
  comment,
  date: toDate,
  createdAt: `${fromDate}T15:00:00.000Z`,
  savedAt: saved ? `${toDate}T15:30:00.000Z` : null,
  // The instructor read the others two days after they were saved.
  readByInstructorAt: saved && !unread ? `${addDays(toDate, 2)}T07:30:00.000Z` : null,
})

/** Reports/list of 7001 as Elin reads it (her draft included), newest period first. */
export const REPORT_ROWS: ReportListRow[] = ROWS.map(([id, from, to, place, detailCount, facts = {}]) => ({
  ...reportBase(id, from, to, place, facts.saved ?? true, facts.comment ?? '', facts.unread),
  detailCount,
  apprentice: { id: elin.id, firstName: elin.firstName, lastName: elin.lastName },
  divergentCount: facts.divergent ?? 0,
  toAssessCount: facts.toAssess ?? 0,
})).sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id)

/** Book-pauses/list of 7001: the past sick leave. */
export const REPORT_PAUSES: BookPause[] = [
  { id: EBOOK_IDS.activeBookPause, bookId: BOOK_ID, ...ACTIVE_BOOK_PAUSE, reason: 'Sjukskrivning' },
]

export const REPORT_BOOK_DATA: BookData = { book: REPORT_BOOK, reports: REPORT_ROWS, pauses: REPORT_PAUSES }

const detail = (id: number, reportId: number, partId: number, level: Level, comment = ''): ReportDetail => ({
  id,
  reportId,
  elementId: Math.floor(partId / 100),
  partId,
  level,
  comment,
  instructorLevel: null,
  instructorComment: null,
  approvedAt: null,
  approvedBy: null,
})

/** The draft 21010 (9–13 Nov) with its two rated parts. */
export const REPORT_DRAFT: Report = {
  ...reportBase(EBOOK_IDS.activeDraftReport, '2026-11-09', '2026-11-13', 'Kv. Lärkan, Umeå', false, ''),
  details: [
    detail(EBOOK_IDS.activeDraftDetail, EBOOK_IDS.activeDraftReport, EBOOK_IDS.draftPart, 3),
    detail(EBOOK_IDS.activeDraftDetail + 1, EBOOK_IDS.activeDraftReport, part(3, 2), 2),
  ],
}

/**
 * The ids the server gives the next report and report detail: one above the highest of the scenario,
 * which are the last of 7005's reports and its second detail.
 */
export const NEW_REPORT_ID = 25001 + EBOOK_IDS.approvedReportCount
export const NEW_DETAIL_ID = (NEW_REPORT_ID - 1) * 100 + 3

/** The draft a walk creates: today (one tap), at Kvarteret Lärkan, with Johan. Made at the scenario's instant. */
export const REPORT_CREATED: Report = {
  id: NEW_REPORT_ID,
  bookId: BOOK_ID,
  state: 'draft',
  fromDate: REPORT_TODAY,
  toDate: REPORT_TODAY,
  workplaceId: REPORT_WORKPLACE.id,
  instructorId: johan.id,
  place: '',
  comment: '',
  date: REPORT_TODAY,
  createdAt: SCENARIO_BASE_DATE,
  savedAt: null,
  readByInstructorAt: null,
  details: [],
}

/** The part a walk rates (Montera konsoler, not in the draft), rated 3 with a comment, then changed to 4. */
export const REPORT_RATED = detail(NEW_DETAIL_ID, NEW_REPORT_ID, EBOOK_IDS.openPart, 3, 'Gick bra.')
export const REPORT_RERATED: ReportDetail = { ...REPORT_RATED, level: 4 }
export const REPORT_PLACE = 'Kv. Lärkan, hus B'
export const REPORT_COMMENT = 'Förankring hela veckan.'
const saved = (details: ReportDetail[]): Report => ({
  ...REPORT_CREATED,
  state: 'saved',
  place: REPORT_PLACE,
  comment: REPORT_COMMENT,
  savedAt: SCENARIO_BASE_DATE,
  details,
})

/** The create page of 7001 (/book/{id}/create-overview). */
export const ebookReportPathInput: EbookReportInput = {
  bookId: BOOK_ID,
  reportId: null,
  start: 'create',
  today: REPORT_TODAY,
}
/** The report page of its draft 21010 (/book/{id}/report/{reportId}). */
export const ebookReportDraftPathInput: EbookReportInput = {
  bookId: BOOK_ID,
  reportId: EBOOK_IDS.activeDraftReport,
  start: 'report',
  today: REPORT_TODAY,
}

export const ebookReportEvents: readonly PathEvent[] = [
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'load.retry' },
  { type: 'period.quick', day: 'today' },
  { type: 'period.quick', day: 'yesterday' },
  { type: 'period.quick', day: 'dayBefore' },
  // A period that overlaps the draft of 9–13 Nov, and one that does not.
  { type: 'answers.change', answers: { fromDate: '2026-11-12', toDate: '2026-11-14' } },
  { type: 'answers.change', answers: { fromDate: '2026-11-14', toDate: '2026-11-15' } },
  { type: 'answers.change', answers: { workplaceId: REPORT_WORKPLACE.id } },
  { type: 'answers.change', answers: { instructorId: johan.id } },
  { type: 'answers.change', answers: { place: REPORT_PLACE, comment: REPORT_COMMENT } },
  { type: 'answers.change', answers: { date: '' } },
  { type: 'answers.change', answers: { date: REPORT_TODAY } },
  { type: 'part.choose', partId: EBOOK_IDS.openPart },
  // A part of the closed element Rullställning.
  { type: 'part.choose', partId: EBOOK_IDS.closedPart },
  { type: 'part.remove', partId: EBOOK_IDS.openPart },
  { type: 'rating.change', level: 3 },
  { type: 'rating.change', level: 4 },
  { type: 'rating.change', comment: REPORT_RATED.comment },
  { type: 'rating.submit' },
  { type: 'rating.cancel' },
  { type: 'save.confirm' },
  { type: 'save.cancel' },
  { type: 'draft.delete' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'today.change', today: '2026-11-17' },
  { type: 'session.expired' },
  { type: 'session.resumed' },
  { type: 'xstate.done.actor.loadBook', output: REPORT_BOOK_DATA },
  { type: 'xstate.error.actor.loadBook', error: { key: 'couldNotLoad' } },
  { type: 'xstate.done.actor.getReport', output: REPORT_DRAFT },
  { type: 'xstate.error.actor.getReport', error: { key: 'couldNotLoad' } },
  { type: 'xstate.error.actor.getReport', error: { key: 'notFound' } },
  { type: 'xstate.done.actor.createReport', output: REPORT_CREATED },
  {
    type: 'xstate.error.actor.createReport',
    error: { key: 'periodRefused', fieldErrors: { fromDate: { key: 'overlapsReport' } } },
  },
  { type: 'xstate.error.actor.createReport', error: { key: 'employmentDate' } },
  { type: 'xstate.error.actor.createReport', error: { key: 'couldNotSave' } },
  // No connection: the draft is made on the device.
  { type: 'xstate.error.actor.createReport', error: { key: 'network' } },
  { type: 'xstate.done.actor.createDetail', output: REPORT_RATED },
  { type: 'xstate.error.actor.createDetail', error: { key: 'partFailed' } },
  { type: 'xstate.done.actor.updateDetail', output: REPORT_RERATED },
  { type: 'xstate.error.actor.updateDetail', error: { key: 'partFailed' } },
  { type: 'xstate.done.actor.deleteDetail', output: { ok: true } },
  { type: 'xstate.error.actor.deleteDetail', error: { key: 'removeFailed' } },
  { type: 'xstate.done.actor.saveReport', output: saved([REPORT_RATED]) },
  { type: 'xstate.done.actor.saveReport', output: saved([REPORT_RERATED]) },
  { type: 'xstate.error.actor.saveReport', error: { key: 'couldNotSave' } },
  { type: 'xstate.done.actor.deleteReport', output: { ok: true } },
  { type: 'xstate.error.actor.deleteReport', error: { key: 'couldNotDelete' } },
]

/** The page, its answers and messages, the routing facts around it (see companyRegistrationPathKey). */
export function ebookReportPathKey(s: EbookReportSnapshot): string {
  const c = s.context
  const screen = selectCurrentStep(s)
  const onStep = (REPORT_STEPS as readonly string[]).includes(screen)
  const step = screen as ReportStep
  return JSON.stringify({
    value: s.value,
    route: onStep ? [reportSteps.previous(step, c), reportSteps.next(step, c)] : null,
    draft: c.reportId !== null,
    answers: onStep ? REPORT_STEP_FIELDS[step].map((f) => c.answers[f]) : null,
    details: c.report?.details.map((d) => [d.partId, d.level]) ?? null,
    rating: c.rating
      ? [c.rating.partId, c.rating.level, Object.keys(c.rating.errors).length > 0, c.rating.formError]
      : null,
    errors: Object.keys(c.errors).length > 0,
    formError: c.formError,
    today: c.today,
    offline: c.offline,
  })
}
