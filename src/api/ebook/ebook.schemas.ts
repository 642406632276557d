/**
 * The e-book as the API describes it (§3 "E-book", §4 "E-book"): the book with its catalogue of work
 * elements and element parts (required and achieved levels 1 to 4, approvals), theory modules, the
 * display state and why reporting is closed; reports (draft or saved) with their report details (one
 * rated element part each); and book pauses. The spec names the fields, not the shapes: the shapes
 * here are this project's contract (ADR 0008) and the simulated backend's collections reuse them.
 */
import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'

/** Assessment levels 1 to 4 (§9). */
export const LEVEL_MIN = 1
export const LEVEL_MAX = 4
export const LevelSchema = v.pipe(v.number(), v.integer(), v.minValue(LEVEL_MIN), v.maxValue(LEVEL_MAX))
export type Level = v.InferOutput<typeof LevelSchema>

/** The stored status of a book; null is a book whose education has not been given a status (shown as a dash). */
export const BOOK_STATUSES = ['active', 'inactive', 'extended', 'issued', 'approved'] as const
export const BookStatusSchema = v.nullable(v.picklist(BOOK_STATUSES))
export type BookStatus = v.InferOutput<typeof BookStatusSchema>

/** §4 display states. */
export const DISPLAY_STATES = [
  'notYetActive',
  'active',
  'paused',
  'inactive',
  'issued',
  'approved',
  'extended',
] as const
export const DisplayStateSchema = v.picklist(DISPLAY_STATES)
export type DisplayState = v.InferOutput<typeof DisplayStateSchema>

/** Why reporting is closed, shown in words; null while reporting is open. `expired`: past the book's five years (ADR 0011). */
export const CLOSED_REASONS = [
  'notStarted',
  'distanceOrder',
  'paused',
  'inactive',
  'expired',
  'issued',
  'approved',
] as const
export const ClosedReasonSchema = v.picklist(CLOSED_REASONS)
export type ClosedReason = v.InferOutput<typeof ClosedReasonSchema>

/**
 * Reporting closes soon by the clock (ADR 0011): `inactive` (the basic education not finished by the
 * deadline) or `expires` (the book's five years end); `on` is the first closed day. Set from four
 * weeks before; null otherwise.
 */
export const ClosingSoonSchema = v.object({ kind: v.picklist(['inactive', 'expires']), on: IsoDate })
export type ClosingSoon = v.InferOutput<typeof ClosingSoonSchema>

export const PersonNameSchema = v.object({ id: Id, firstName: v.string(), lastName: v.string() })
export type PersonName = v.InferOutput<typeof PersonNameSchema>

/** The hand-off of an approved book (ADR 0012): to which region, which address, when. */
export const HandOffSchema = v.object({
  region: v.object({ id: Id, name: v.string() }),
  to: v.string(),
  sentAt: IsoDate,
})
export type HandOff = v.InferOutput<typeof HandOffSchema>

export const WorkplaceRefSchema = v.object({ id: Id, name: v.string() })
export type WorkplaceRef = v.InferOutput<typeof WorkplaceRefSchema>

export const PeriodSchema = v.object({ fromDate: IsoDate, toDate: IsoDate })
export type Period = v.InferOutput<typeof PeriodSchema>

export const ElementPartSchema = v.object({
  id: Id,
  name: v.string(),
  requiredLevel: LevelSchema,
  /** Counts towards "enough mandatory parts" (§1). */
  mandatory: v.boolean(),
  /** The apprentice's highest self-assessed level in a saved report; null when never reported. */
  achievedLevel: v.nullable(LevelSchema),
  /** The instructor's level (issue 10); null until adjusted or approved. */
  instructorLevel: v.nullable(LevelSchema),
  approvedAt: v.nullable(IsoDate),
  approvedBy: v.nullable(PersonNameSchema),
})
export type ElementPart = v.InferOutput<typeof ElementPartSchema>

export const ElementSchema = v.object({ id: Id, name: v.string(), parts: v.array(ElementPartSchema) })
export type Element = v.InferOutput<typeof ElementSchema>

/** A theory module of the education overview (§3). */
export const TheoryModuleSchema = v.object({
  id: Id,
  courseName: v.string(),
  approvedAt: v.nullable(IsoDate),
  teacher: v.nullable(v.string()),
  materialSentAt: v.nullable(IsoDate),
  courseOpportunity: v.nullable(v.string()),
})
export type TheoryModule = v.InferOutput<typeof TheoryModuleSchema>

export const BookApprovalSchema = v.object({ approvedBy: PersonNameSchema, approvedAt: IsoDate })

/** GET /books/get/{id}: the whole e-book, as its reader may see it. */
export const EbookSchema = v.object({
  id: Id,
  createdAt: IsoDate,
  personId: Id,
  status: BookStatusSchema,
  displayState: DisplayStateSchema,
  closedReason: v.nullable(ClosedReasonSchema),
  apprentice: PersonNameSchema,
  companyId: Id,
  companyName: v.string(),
  professionId: Id,
  professionName: v.string(),
  /** Report and pause periods stay inside it (§5): the education's start to its planned end. */
  permittedPeriod: PeriodSchema,
  /** A report period may not start before it (§5 "check the employment date"). */
  employmentDate: IsoDate,
  /** Five years from issue; for an approved book not yet issued, five years from approval (the region issues it next); null before. */
  validUntil: v.nullable(IsoDate),
  /** The warning "reporting closes soon" (ADR 0011); absent or null: none. */
  closingSoon: v.optional(v.nullable(ClosingSoonSchema)),
  /** The approved book's hand-off to the region that issues the trade certificate (ADR 0012); absent or null: none. */
  handOff: v.optional(v.nullable(HandOffSchema)),
  workplaces: v.array(WorkplaceRefSchema),
  instructors: v.array(PersonNameSchema),
  elements: v.array(ElementSchema),
  theory: v.array(TheoryModuleSchema),
  approval: v.nullable(BookApprovalSchema),
  /**
   * What the reader may do: the apprentice reports; company users of §6 manage pauses; a supervising
   * instructor reviews saved reports (adjusts, comments, approves parts) until the book is approved,
   * and approves the book once nothing is missing (ADR 0009).
   */
  viewer: v.object({
    mayReport: v.boolean(),
    mayManagePauses: v.boolean(),
    mayReview: v.boolean(),
    mayApprove: v.boolean(),
  }),
})
export type Ebook = v.InferOutput<typeof EbookSchema>

/** PATCH /books/list rows. */
export const BookListRowSchema = v.object({
  id: Id,
  createdAt: IsoDate,
  personId: Id,
  status: BookStatusSchema,
  displayState: DisplayStateSchema,
  apprentice: PersonNameSchema,
  professionName: v.string(),
  companyName: v.string(),
  /** Saved reports no supervising instructor has opened or reviewed yet (ADR 0009). */
  unreadReportCount: v.number(),
  /** Rated parts of saved reports where the instructor's level differs from the apprentice's (§8). */
  divergentCount: v.number(),
  /** Saved reports with a rated part not yet approved: the instructor's queue, read or not (ADR 0012). Absent: 0. */
  toAssessReportCount: v.optional(v.number()),
  /** Not approved yet and nothing missing (src/domain/ebook.ts missingForApproval). */
  readyForApproval: v.boolean(),
  /** The warning "reporting closes soon" (ADR 0011). */
  closingSoon: v.optional(v.nullable(ClosingSoonSchema)),
})
export type BookListRow = v.InferOutput<typeof BookListRowSchema>

export const ReportStateSchema = v.picklist(['draft', 'saved'])
export type ReportState = v.InferOutput<typeof ReportStateSchema>

/** One rated element part of a report. */
export const ReportDetailSchema = v.object({
  id: Id,
  reportId: Id,
  elementId: Id,
  partId: Id,
  level: LevelSchema,
  comment: v.string(),
  /** Set by a supervising instructor (issue 10, ADR 0009); a level that differs from `level` is the §8 difference in assessment. */
  instructorLevel: v.nullable(LevelSchema),
  instructorComment: v.nullable(v.string()),
  /** The instructor's approval of this rated part: when and who (final once set). */
  approvedAt: v.nullable(IsoDate),
  approvedBy: v.nullable(PersonNameSchema),
})
export type ReportDetail = v.InferOutput<typeof ReportDetailSchema>

/** A take-over of the report's assessment (ADR 0011): from whom (null: the report named nobody), by whom, when. */
export const TakenOverSchema = v.object({ from: v.nullable(PersonNameSchema), by: PersonNameSchema, at: IsoDate })
export type TakenOver = v.InferOutput<typeof TakenOverSchema>

export const ReportSchema = v.object({
  id: Id,
  bookId: Id,
  state: ReportStateSchema,
  fromDate: IsoDate,
  toDate: IsoDate,
  workplaceId: v.nullable(Id),
  instructorId: v.nullable(Id),
  place: v.string(),
  comment: v.string(),
  /** The report's date (defaults to the day it was created). */
  date: IsoDate,
  createdAt: IsoDate,
  savedAt: v.nullable(IsoDate),
  /** When a supervising instructor first opened or reviewed the saved report; null is unread (ADR 0009). */
  readByInstructorAt: v.nullable(IsoDate),
  /** Set when a supervising instructor took the assessment over (ADR 0011); absent otherwise. */
  takenOver: v.optional(TakenOverSchema),
  details: v.array(ReportDetailSchema),
})
export type Report = v.InferOutput<typeof ReportSchema>

/**
 * PATCH /reports/list rows: the report without its details, with their count, the apprentice (a list
 * across books names whose report it is) and how many of its rated parts the instructor assessed
 * differently (§8).
 */
export const ReportListRowSchema = v.object({
  ...v.omit(ReportSchema, ['details']).entries,
  detailCount: v.number(),
  apprentice: PersonNameSchema,
  divergentCount: v.number(),
  /** Rated parts not yet approved (ADR 0012): opening the report leaves them to assess. Absent: 0. */
  toAssessCount: v.optional(v.number()),
})
export type ReportListRow = v.InferOutput<typeof ReportListRowSchema>

/**
 * The file a pause carries (§3 Pause: "attachment"; a doctor's certificate, say): uploaded beside the
 * pause, under the document rules of ADR 0004 (PDF, JPG, PNG, TIF; at most 10 MB; the type found in
 * the bytes). Absent on a pause without one (issue 17).
 */
export const PauseAttachmentSchema = v.object({
  fileName: v.string(),
  contentType: v.string(),
  size: v.number(),
  uploadedAt: v.string(),
})
export type PauseAttachment = v.InferOutput<typeof PauseAttachmentSchema>

/**
 * Where a new pause was reported (§4 "pauses … go to the nearest region"): the region of the book's
 * company, which the simulated backend e-mails on create. Optional: older pauses, and a company whose
 * region has no address, carry none (the page then claims no sending).
 */
export const PauseSentToRegionSchema = v.object({
  regionId: Id,
  regionName: v.string(),
  sentAt: v.string(),
})
export type PauseSentToRegion = v.InferOutput<typeof PauseSentToRegionSchema>

export const BookPauseSchema = v.object({
  id: Id,
  bookId: Id,
  fromDate: IsoDate,
  toDate: IsoDate,
  reason: v.string(),
  attachment: v.optional(PauseAttachmentSchema),
  sentToRegion: v.optional(PauseSentToRegionSchema),
})
export type BookPause = v.InferOutput<typeof BookPauseSchema>

/* ---- request bodies (the handlers parse these; the portal's inputs carry the same limits) ---- */

export const REPORT_TEXT_MAX = {
  place: TEXT_MAX.addressLine,
  comment: TEXT_MAX.freeText,
  reason: TEXT_MAX.freeText,
} as const

export const ReportCreateBodySchema = v.object({
  bookId: Id,
  fromDate: IsoDate,
  toDate: IsoDate,
  workplaceId: v.optional(v.nullable(Id)),
  instructorId: v.optional(v.nullable(Id)),
})
export type ReportCreateBody = v.InferOutput<typeof ReportCreateBodySchema>

/** `save: true` turns the draft into a saved report, which never changes again. */
export const ReportUpdateBodySchema = v.object({
  fromDate: v.optional(IsoDate),
  toDate: v.optional(IsoDate),
  workplaceId: v.optional(v.nullable(Id)),
  instructorId: v.optional(v.nullable(Id)),
  place: v.optional(Text(REPORT_TEXT_MAX.place)),
  comment: v.optional(Text(REPORT_TEXT_MAX.comment)),
  date: v.optional(IsoDate),
  save: v.optional(v.boolean()),
})
export type ReportUpdateBody = v.InferOutput<typeof ReportUpdateBodySchema>

/**
 * How a list is ordered: newest first (the default), the unread first (ADR 0009), or the instructor's
 * queue: unread, then with parts still to assess, then the rest (ADR 0012).
 */
export const LIST_ORDERS = ['newest', 'unreadFirst', 'toAssessFirst'] as const
export const ListOrderSchema = v.picklist(LIST_ORDERS)
export type ListOrder = v.InferOutput<typeof ListOrderSchema>

/**
 * One book's reports (`bookId`), or without it the saved reports of every book the caller reads (the
 * instructor's review list), narrowed to the books `instructorId` supervises and to one apprentice.
 */
export const ReportListBodySchema = v.object({
  bookId: v.optional(Id),
  instructorId: v.optional(Id),
  personId: v.optional(Id),
  /** true: only saved reports no instructor has read; false: only read ones. */
  unread: v.optional(v.boolean()),
  /** true: only saved reports with a rated part not yet approved; false: only those without (ADR 0012). */
  toAssess: v.optional(v.boolean()),
  order: v.optional(ListOrderSchema),
  startAt: v.optional(v.pipe(Id, v.minValue(0))),
  pageSize: v.optional(v.pipe(Id, v.minValue(1), v.maxValue(1000))),
})
export type ReportListBody = v.InferOutput<typeof ReportListBodySchema>

export const ReportDetailCreateBodySchema = v.object({
  partId: Id,
  level: LevelSchema,
  comment: v.optional(Text(REPORT_TEXT_MAX.comment)),
})
/**
 * One call, two sides (ADR 0009): the apprentice changes `level` and `comment` of a part in her draft;
 * a supervising instructor sets `instructorLevel`, `instructorComment` and `approve` on a saved report.
 * A field of the other side is refused (422 naming it, data.reason `notYourField`).
 */
export const ReportDetailUpdateBodySchema = v.object({
  level: v.optional(LevelSchema),
  comment: v.optional(Text(REPORT_TEXT_MAX.comment)),
  instructorLevel: v.optional(LevelSchema),
  instructorComment: v.optional(Text(REPORT_TEXT_MAX.comment)),
  approve: v.optional(v.literal(true)),
})
export type ReportDetailUpdateBody = v.InferOutput<typeof ReportDetailUpdateBodySchema>
/** The apprentice's fields of a report detail. */
export const APPRENTICE_DETAIL_FIELDS = ['level', 'comment'] as const
/** The supervising instructor's fields of a report detail. */
export const INSTRUCTOR_DETAIL_FIELDS = ['instructorLevel', 'instructorComment', 'approve'] as const
export type ReviewBody = Pick<ReportDetailUpdateBody, (typeof INSTRUCTOR_DETAIL_FIELDS)[number]>

/**
 * The books the caller may open, narrowed: one apprentice (`personId`), the books `instructorId`
 * supervises (the instructor's own list, or a company reader's view of one instructor), one company,
 * one display state; `order: 'unreadFirst'` puts books with unread reports first (ADR 0009).
 */
export const BookListBodySchema = v.object({
  personId: v.optional(Id),
  search: v.optional(Text(TEXT_MAX.search)),
  instructorId: v.optional(Id),
  companyId: v.optional(Id),
  displayState: v.optional(DisplayStateSchema),
  order: v.optional(ListOrderSchema),
})
export type BookListBody = v.InferOutput<typeof BookListBodySchema>
export const BookCreateBodySchema = v.object({ personId: Id, apprenticeshipId: Id, professionId: Id })
export const BookUpdateBodySchema = v.object({ status: BookStatusSchema })

export const PauseListBodySchema = v.object({ bookId: Id })
export const PauseCreateBodySchema = v.object({
  bookId: Id,
  fromDate: IsoDate,
  toDate: IsoDate,
  reason: Text(REPORT_TEXT_MAX.reason),
})
export const PauseUpdateBodySchema = v.object({
  fromDate: v.optional(IsoDate),
  toDate: v.optional(IsoDate),
  reason: v.optional(Text(REPORT_TEXT_MAX.reason)),
})
