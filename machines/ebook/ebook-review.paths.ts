import {
  COMPANY_NORR,
  EBOOK_ELEMENTS,
  EBOOK_PARTS,
  INSTRUCTOR_IDS,
  PERSONAS,
  PROFESSION_COURSES,
  PROFESSIONS,
  SCENARIO_BASE_DATE,
  STAFF,
  WORKPLACES,
} from '../../mock-server/seed'
import {
  REPORT_TEXT_MAX,
  type Ebook,
  type Element,
  type Level,
  type Report,
  type ReportDetail,
} from '../../src/api/ebook/ebook.schemas'
import type { PathEvent } from '../wizard/path-event'
import { ebookReviewMachine, type EbookReviewInput } from './ebook-review.machine'
import type { EbookReviewSnapshot } from './ebook-review.selectors'

/**
 * Path generation inputs of the instructor's review of a report (xstate/graph), replayed in the
 * browser by e2e/ebook/ebook-review-walks.spec.ts. Only tests import this file.
 *
 * The world is the scenario's (mock-server/scenario/instructor.ts): Johan Berg (persona 'instructor')
 * supervises Oliver Bergström's book 7012 on the scenario's day, so every answer event below is what
 * the simulated backend answers his calls, and the inputs' preloaded data is what the route reads
 * before the page starts the flow. The e2e replay compares both with what it gets, so a change of the
 * scenario shows there.
 *
 * - 22203, Oliver's newest report (Johan listed, nothing reviewed): Johan adjusts Montera dörrar from
 *   Oliver's 4 to 3 with a comment (§8: the levels differ), approves it, and approves Montera fönster
 *   at Oliver's own level.
 * - 22201, the report naming Anders Vikström (Oliver's former instructor): Johan adjusts and comments,
 *   but may not approve its parts (§5). The page offers to take the assessment over (ADR 0011,
 *   'report.takeOver'); the walks leave it out (no event below sends it), so they stay on the refused
 *   approvals: the take-over and the approvals after it are the machine's and the page's component
 *   tests (ebook-review-take-over.machine.test.ts, ebook-review-page.test.tsx).
 */

/** The machine's calls have no ids of their own: their answers are named by the state that invokes them. */
function answerOf(
  kind: 'done' | 'error',
  state: 'loading' | 'ready.saving' | 'ready.approving' | 'ready.takingOver',
): string {
  const invoke = ebookReviewMachine.getStateNodeById(`ebookReview.${state}`).invoke[0]
  if (!invoke) throw new Error(`ebook-review machine: no call in ${state}`)
  return `xstate.${kind}.actor.${invoke.id}`
}

export const REVIEW_ANSWERS = {
  loadDone: answerOf('done', 'loading'),
  loadError: answerOf('error', 'loading'),
  saveDone: answerOf('done', 'ready.saving'),
  saveError: answerOf('error', 'ready.saving'),
  approveDone: answerOf('done', 'ready.approving'),
  approveError: answerOf('error', 'ready.approving'),
  takeOverDone: answerOf('done', 'ready.takingOver'),
  takeOverError: answerOf('error', 'ready.takingOver'),
} as const

/** Träarbetare (scenario/ebook.ts PROFESSION_CARPENTRY), the profession of the books 7011–7013. */
const CARPENTRY = 101
const johan = PERSONAS.instructor
export const JOHAN = { id: johan.id, firstName: johan.firstName, lastName: johan.lastName }

function fail(message: string): never {
  throw new Error(message)
}

/** A part of the carpentry catalogue: element n, part m (both 1-based), as the scenario numbers them. */
export const carpentryPart = (element: number, n: number) => (CARPENTRY * 100 + element) * 100 + n

/** A part's name in the catalogue. */
export const partName = (partId: number) =>
  EBOOK_PARTS.find((p) => p.id === partId)?.name ?? fail(`no seeded part ${partId}`)

interface PartWord {
  achieved: Level
  instructor?: Level
  /** Approved by Johan at this instant. */
  approvedAt?: string
}

/** The carpentry catalogue with a book's achieved levels and the instructor's word (books/get's `elements`). */
export function carpentryElements(progress: Readonly<Record<number, PartWord>>): Element[] {
  return EBOOK_ELEMENTS.filter((e) => e.professionId === CARPENTRY).map((element) => ({
    id: element.id,
    name: element.name,
    parts: EBOOK_PARTS.filter((p) => p.elementId === element.id).map((p) => {
      const word = progress[p.id]
      return {
        id: p.id,
        name: p.name,
        requiredLevel: p.requiredLevel as Level,
        mandatory: p.mandatory,
        achievedLevel: word?.achieved ?? null,
        instructorLevel: word?.instructor ?? null,
        approvedAt: word?.approvedAt ?? null,
        approvedBy: word?.approvedAt ? JOHAN : null,
      }
    }),
  }))
}

/** A carpentry book's theory modules, those in `approved` approved by Gunnar Lind on that day. */
export function carpentryTheory(bookId: number, approved: Readonly<Record<number, string>>): Ebook['theory'] {
  return PROFESSION_COURSES.filter((c) => c.professionId === CARPENTRY).map((course, i) => ({
    id: bookId * 100 + i + 1,
    courseName: course.name,
    approvedAt: approved[course.id] ?? null,
    teacher: approved[course.id] ? 'Gunnar Lind' : null,
    materialSentAt: null,
    courseOpportunity: null,
  }))
}

/**
 * Books/get of one of the Norr carpentry apprentices' books as Johan reads it. The permitted period
 * ends a year after the day the scenario was seeded, at the earliest 2028-08-17 (the e2e replay seeds
 * on the real day): its end is the earliest one.
 */
export function norrCarpentryBook(
  book: Pick<Ebook, 'id' | 'createdAt' | 'apprentice' | 'elements' | 'theory' | 'viewer'>,
): Ebook {
  return {
    ...book,
    personId: book.apprentice.id,
    status: 'active',
    displayState: 'active',
    closedReason: null,
    companyId: COMPANY_NORR.id,
    companyName: COMPANY_NORR.name,
    professionId: CARPENTRY,
    professionName: PROFESSIONS.find((p) => p.id === CARPENTRY)?.name ?? fail('no seeded profession 101'),
    permittedPeriod: { fromDate: '2025-08-18', toDate: '2028-08-17' },
    employmentDate: '2025-08-18',
    validUntil: null,
    workplaces: WORKPLACES.filter((w) => w.companyId === COMPANY_NORR.id).map((w) => ({ id: w.id, name: w.name })),
    instructors: [JOHAN],
    approval: null,
  }
}

/** 7012 as Johan reads it: divergent levels in two parts, Montera bjälklag approved, one theory module done. */
export const DIVERGENT_BOOK: Ebook = norrCarpentryBook({
  id: INSTRUCTOR_IDS.divergentBook,
  createdAt: '2025-08-20T08:20:00.000Z',
  apprentice: { id: INSTRUCTOR_IDS.oliver, firstName: 'Oliver', lastName: 'Bergström' },
  elements: carpentryElements({
    [carpentryPart(1, 1)]: { achieved: 3, instructor: 2 },
    [carpentryPart(1, 2)]: { achieved: 2 },
    [carpentryPart(2, 1)]: { achieved: 3, instructor: 2 },
    [carpentryPart(2, 2)]: { achieved: 2, instructor: 3, approvedAt: '2026-09-15T09:30:00.000Z' },
    [carpentryPart(3, 1)]: { achieved: 4 },
    [carpentryPart(3, 2)]: { achieved: 3 },
  }),
  theory: carpentryTheory(INSTRUCTOR_IDS.divergentBook, { 11: '2026-03-20' }),
  viewer: { mayReport: false, mayManagePauses: false, mayReview: true, mayApprove: false },
})

const reviewDetail = (
  id: number,
  reportId: number,
  partId: number,
  level: Level,
  extra: Partial<ReportDetail> = {},
): ReportDetail => ({
  id,
  reportId,
  elementId: Math.floor(partId / 100),
  partId,
  level,
  comment: '',
  instructorLevel: null,
  instructorComment: null,
  approvedAt: null,
  approvedBy: null,
  ...extra,
})

const I = INSTRUCTOR_IDS

/** 22203 (26–30 Oct, Kvarteret Lärkan): Johan's, unread until he opens it now. */
export const UNREAD_REPORT: Report = {
  id: I.unreadReport,
  bookId: I.divergentBook,
  state: 'saved',
  fromDate: '2026-10-26',
  toDate: '2026-10-30',
  workplaceId: 102,
  instructorId: johan.id,
  place: 'Kv. Lärkan, Umeå',
  comment: '',
  date: '2026-10-30',
  createdAt: '2026-10-26T15:00:00.000Z',
  savedAt: '2026-10-30T15:30:00.000Z',
  // Opening it marks it read (ADR 0009): the route's read is the first.
  readByInstructorAt: SCENARIO_BASE_DATE,
  details: [
    reviewDetail(I.unreadDetail, I.unreadReport, carpentryPart(3, 1), 4, { comment: 'Alla dörrar på plan 3.' }),
    reviewDetail(I.unreadDetail + 1, I.unreadReport, carpentryPart(3, 2), 3),
  ],
}

/** 22201 (8–12 Jun, Kv. Hamnen): names Anders Vikström; his level 2 for Oliver's 3 on the first part. */
export const OTHERS_REPORT: Report = {
  id: I.otherInstructorsReport,
  bookId: I.divergentBook,
  state: 'saved',
  fromDate: '2026-06-08',
  toDate: '2026-06-12',
  workplaceId: 101,
  instructorId: STAFF.anders.id,
  place: 'Kv. Hamnen, Luleå',
  comment: '',
  date: '2026-06-12',
  createdAt: '2026-06-08T15:00:00.000Z',
  savedAt: '2026-06-12T15:30:00.000Z',
  readByInstructorAt: '2026-06-14T07:30:00.000Z',
  details: [
    reviewDetail(I.otherInstructorsDetail, I.otherInstructorsReport, carpentryPart(1, 1), 3, {
      comment: 'Byggde formen själv.',
      instructorLevel: 2,
      instructorComment: 'Formen läckte i ena hörnet, gör om den.',
    }),
    reviewDetail(I.otherInstructorsDetail + 1, I.otherInstructorsReport, carpentryPart(1, 2), 2),
  ],
}

const [DOORS, WINDOWS] = UNREAD_REPORT.details as [ReportDetail, ReportDetail]
const [, WALL_FORM] = OTHERS_REPORT.details as [ReportDetail, ReportDetail]

/** Johan's comment on a part he adjusts. */
export const REVIEW_COMMENT = 'Två dörrar fick justeras, nivå 3 stämmer bättre.'
/** One character over the API's limit: the form refuses it before sending. */
export const TOO_LONG_COMMENT = 'x'.repeat(REPORT_TEXT_MAX.comment + 1)

/** What the server answers: Montera dörrar adjusted to 3 with the comment; then approved (now, by Johan). */
export const DOORS_ADJUSTED: ReportDetail = { ...DOORS, instructorLevel: 3, instructorComment: REVIEW_COMMENT }
export const DOORS_APPROVED: ReportDetail = { ...DOORS_ADJUSTED, approvedAt: SCENARIO_BASE_DATE, approvedBy: JOHAN }
/** Montera fönster approved at Oliver's own level (the approval sends it as the instructor's). */
export const WINDOWS_APPROVED: ReportDetail = {
  ...WINDOWS,
  instructorLevel: 3,
  approvedAt: SCENARIO_BASE_DATE,
  approvedBy: JOHAN,
}
/** Bygga form för väggar of Anders's report adjusted to 3 with the comment (not approvable by Johan). */
export const WALL_FORM_ADJUSTED: ReportDetail = { ...WALL_FORM, instructorLevel: 3, instructorComment: REVIEW_COMMENT }

/** The review page of 22203 and of 22201 (/books/7012/report/{id}): the route preloads the book and the report. */
export const unreadReviewPathInput: EbookReviewInput = {
  bookId: I.divergentBook,
  reportId: I.unreadReport,
  reviewerId: johan.id,
  preloaded: { book: DIVERGENT_BOOK, report: UNREAD_REPORT },
}
export const othersReviewPathInput: EbookReviewInput = {
  bookId: I.divergentBook,
  reportId: I.otherInstructorsReport,
  reviewerId: johan.id,
  preloaded: { book: DIVERGENT_BOOK, report: OTHERS_REPORT },
}

/** What the review does with any of its parts (each report's part ids come on top). */
const commonEvents: readonly PathEvent[] = [
  { type: 'review.retry' },
  { type: 'draft.change', level: 3 },
  { type: 'draft.change', level: 4 },
  { type: 'draft.change', comment: REVIEW_COMMENT },
  { type: 'draft.change', comment: TOO_LONG_COMMENT },
  { type: 'draft.save' },
  { type: 'draft.approve' },
  { type: 'draft.cancel' },
  { type: 'approval.confirm' },
  { type: 'approval.cancel' },
  { type: REVIEW_ANSWERS.loadError, error: { key: 'couldNotLoad' } },
  { type: REVIEW_ANSWERS.saveError, error: { key: 'couldNotSave' } },
  { type: REVIEW_ANSWERS.approveError, error: { key: 'couldNotSave' } },
]

const partEvents = (report: Report): PathEvent[] =>
  report.details.flatMap((d) => [
    { type: 'part.edit', id: d.id },
    { type: 'part.approve', id: d.id },
  ])

export const unreadReviewEvents: readonly PathEvent[] = [
  ...partEvents(UNREAD_REPORT),
  ...commonEvents,
  { type: REVIEW_ANSWERS.loadDone, output: { book: DIVERGENT_BOOK, report: UNREAD_REPORT } },
  { type: REVIEW_ANSWERS.saveDone, output: DOORS_ADJUSTED },
  { type: REVIEW_ANSWERS.approveDone, output: DOORS_APPROVED },
  { type: REVIEW_ANSWERS.approveDone, output: WINDOWS_APPROVED },
]

export const othersReviewEvents: readonly PathEvent[] = [
  ...partEvents(OTHERS_REPORT),
  ...commonEvents.filter((e) => e.type !== 'draft.change' || e.level !== 4),
  { type: REVIEW_ANSWERS.loadDone, output: { book: DIVERGENT_BOOK, report: OTHERS_REPORT } },
  { type: REVIEW_ANSWERS.saveDone, output: WALL_FORM_ADJUSTED },
]

/**
 * What the page shows and the guards read: the parts as saved (the instructor's level, comment,
 * approval), the part being edited and its draft, the messages, where an approval was asked from,
 * what was last done. Not the attempt count (it only moves focus).
 */
export function ebookReviewPathKey(s: EbookReviewSnapshot): string {
  const c = s.context
  const asking = s.matches({ ready: 'confirmingApproval' }) || s.matches({ ready: 'approving' })
  return JSON.stringify({
    value: s.value,
    loadError: c.loadError,
    details:
      c.data?.report.details.map((d) => [d.id, d.instructorLevel, d.instructorComment, d.approvedAt !== null]) ?? null,
    detailId: c.detailId,
    draft: c.detailId === null ? null : c.draft,
    errors: c.errors,
    formError: c.formError,
    fromEdit: asking ? c.approvalFromEdit : null,
    lastChange: c.lastChange,
  })
}
