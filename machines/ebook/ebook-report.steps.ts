import type {
  BookPause,
  Ebook,
  Level,
  Report,
  ReportDetail,
  ReportListRow,
  ReportUpdateBody,
} from '../../src/api/ebook/ebook.schemas'
import type { ErrorMessage } from '../../src/api/failure'
import type { StepErrors } from '../wizard/field-errors'
import type { OutboxItem } from './ebook-outbox.steps'

/**
 * The apprentice's report flow (issue 9): its steps, the fields each shows, and the flow's types.
 *
 * One machine for the three pages of the flow, started where the page is:
 * - `list` (/book/{id}/report-element): the drafts to continue, or a new report;
 * - `create` (/book/{id}/create-overview): period, workplace, instructor; then the draft is created;
 * - `report` (/book/{id}/report/{reportId}): element parts rated 1 to 4, then comment, place and date,
 *   then saved for good (or the draft deleted).
 * The create page's snapshot moves on to the report page (the kit's saved flow keys it by report id
 * once the draft exists), so the report page continues without loading anything again.
 */

/** The steps before the draft exists (the create page). */
export const CREATE_STEPS = ['period', 'workplace', 'instructor'] as const
/** The steps of the draft (the report page). */
export const DRAFT_STEPS = ['parts', 'summary'] as const
export const REPORT_STEPS = [...CREATE_STEPS, ...DRAFT_STEPS] as const
export type CreateStep = (typeof CREATE_STEPS)[number]
export type DraftStep = (typeof DRAFT_STEPS)[number]
export type ReportStep = (typeof REPORT_STEPS)[number]

/**
 * Every page the flow shows: a step, or a page around the steps (the drafts list, the reason the book
 * is closed, a saved report, the draft deleted, loading, a failed load, paused after a logout).
 */
export type ReportScreen =
  ReportStep | 'loading' | 'load-failed' | 'list' | 'closed' | 'read-only' | 'paused' | 'deleted' | 'queued'

export type ReportStart = 'list' | 'create' | 'report'

/** The one-tap days of the period step (a one-day period each). */
export const QUICK_DAYS = ['today', 'yesterday', 'dayBefore'] as const
export type QuickDay = (typeof QUICK_DAYS)[number]

export interface ReportAnswers {
  /** 'yyyy-mm-dd' */
  fromDate: string
  /** 'yyyy-mm-dd'; the same day as fromDate for a one-day period. */
  toDate: string
  workplaceId: number | null
  instructorId: number | null
  place: string
  comment: string
  /** The report's date, 'yyyy-mm-dd' (the day it was created unless changed). */
  date: string
}
export type ReportField = keyof ReportAnswers

export const REPORT_STEP_FIELDS: Record<ReportStep, readonly ReportField[]> = {
  period: ['fromDate', 'toDate'],
  workplace: ['workplaceId'],
  instructor: ['instructorId'],
  parts: [],
  summary: ['place', 'comment', 'date'],
}

/** The rating modal of one element part: a new part (detailId null) or a rated one being changed. */
export interface RatingDraft {
  elementId: number
  partId: number
  detailId: number | null
  level: Level | null
  comment: string
  errors: StepErrors<RatingField>
  /** A failed call: the modal stays open with what was typed. */
  formError: ErrorMessage | null
}
export type RatingField = 'level' | 'comment'

/** Why the flow offers no way to report: the book's closed reason, the reader may not report, or every part is at level 4 (§4). */
export type ReportBlock =
  'notStarted' | 'distanceOrder' | 'paused' | 'inactive' | 'expired' | 'issued' | 'approved' | 'notAllowed' | 'complete'

/** What the loading call answers: the book, its reports (other periods) and its pauses. */
export interface BookData {
  book: Ebook
  reports: ReportListRow[]
  pauses: BookPause[]
}

export interface EbookReportInput {
  bookId: number
  /** /book/{id}/report/{reportId}; null on the other pages. */
  reportId: number | null
  start: ReportStart
  /** The day the flow runs on, 'yyyy-mm-dd' (quick days, period rules, the report's date). */
  today: string
  /** Create page: a report kept on the device (unfinished, or refused by the server) to continue offline. */
  kept?: OutboxItem | null
}

export interface EbookReportContext {
  bookId: number
  start: ReportStart
  /** The report the page asked for (report page). */
  requestedReportId: number | null
  today: string
  book: Ebook | null
  reports: ReportListRow[]
  pauses: BookPause[]
  /** The draft once it exists (or the saved report being read). */
  reportId: number | null
  report: Report | null
  answers: ReportAnswers
  /** The step the flow is on (for the step list and the saved flow). */
  step: ReportStep
  rating: RatingDraft | null
  /** The rated part being removed (its report detail). */
  removingDetailId: number | null
  /** The report was saved in this run: the read-only page says so. */
  justSaved: boolean
  /**
   * No connection when the draft was to be created: the draft is kept on the device (its parts rated
   * here, no calls) and, once saved, handed to the outbox, which sends it when the connection returns.
   */
  offline: boolean
  /** The report's id in the outbox once it is made or finished offline (issue 17: kept, unfinished, on the device). */
  outboxId?: string | null
  /** Rated parts of the server's draft removed offline (the outbox removes them there). */
  removedOffline?: number[]
  /** The report kept on the device the create page continues (from the input), until the book is loaded. */
  kept?: OutboxItem | null
  errors: StepErrors
  formError: ErrorMessage | null
}

export type EbookReportEvent =
  | { type: 'answers.change'; answers: Partial<ReportAnswers> }
  | { type: 'period.quick'; day: QuickDay }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'load.retry' }
  | { type: 'part.choose'; partId: number }
  | { type: 'part.remove'; partId: number }
  | { type: 'rating.change'; level?: Level; comment?: string }
  | { type: 'rating.submit' }
  | { type: 'rating.cancel' }
  | { type: 'save.confirm' }
  | { type: 'save.cancel' }
  | { type: 'draft.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'today.change'; today: string }
  | { type: 'session.expired' }
  | { type: 'session.resumed' }

/* ---- what the actors take ---- */

export interface ReportRef {
  bookId: number
  reportId: number
}
export interface DetailCreateInput extends ReportRef {
  partId: number
  level: Level
  comment: string
}
export interface DetailUpdateInput extends ReportRef {
  detailId: number
  level: Level
  comment: string
}
export interface DetailDeleteInput extends ReportRef {
  detailId: number
}
export interface ReportSaveInput extends ReportRef {
  body: ReportUpdateBody
}

export type { ReportDetail }
