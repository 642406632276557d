import type { BookStatus, Level, ListOrder, Report, ReportDetail } from '../api/ebook/ebook.schemas'

/**
 * The instructor's review of an e-book (issue 10, ADR 0009): §1 "instructors may adjust, comment on
 * and approve", §5 "Instructor cannot approve a part where not listed as supervising", §8 the
 * difference-in-assessment warning. Used alike by the portal (to warn and to offer only what is
 * allowed) and the simulated backend (to refuse).
 */

/** §8: the instructor's level differs from the apprentice's own. */
export function assessmentDiffers(detail: Pick<ReportDetail, 'level' | 'instructorLevel'>): boolean {
  return detail.instructorLevel !== null && detail.instructorLevel !== detail.level
}

/** How many rated parts carry a difference in assessment. */
export function divergentCount(details: ReadonlyArray<Pick<ReportDetail, 'level' | 'instructorLevel'>>): number {
  return details.filter(assessmentDiffers).length
}

/** The level that counts for a rated part: the instructor's where given, else the apprentice's. */
export function assessedLevel(detail: Pick<ReportDetail, 'level' | 'instructorLevel'>): Level {
  return detail.instructorLevel ?? detail.level
}

/** Who writes which fields of a report detail (one call, two sides). */
export type ReviewSide = 'apprentice' | 'instructor'
const SIDE_FIELDS: Record<ReviewSide, readonly string[]> = {
  apprentice: ['level', 'comment'],
  instructor: ['instructorLevel', 'instructorComment', 'approve'],
}

/** The fields in `body` that belong to the other side than `side` (given, not undefined). */
export function foreignFields(body: Readonly<Record<string, unknown>>, side: ReviewSide): string[] {
  const other = side === 'apprentice' ? SIDE_FIELDS.instructor : SIDE_FIELDS.apprentice
  return other.filter((field) => body[field] !== undefined)
}

/**
 * §5: the instructor the report names as supervising may approve its parts; a report that names no
 * instructor may be approved by any supervising instructor of the book (the caller is one).
 */
export function listedAsSupervising(reportInstructorId: number | null, reviewerId: number): boolean {
  return reportInstructorId === null || reportInstructorId === reviewerId
}

/**
 * Why a supervising instructor may not make this review, or null when it may be made:
 * - approved, issued: the book is approved or issued and read-only from then on;
 * - detailApproved: the part's approval in this report is final;
 * - notSupervising: an approval of a report that names another instructor (§5).
 */
export type ReviewRefusal = 'approved' | 'issued' | 'detailApproved' | 'notSupervising'

export function reviewRefusal(input: {
  bookStatus: BookStatus
  detail: Pick<ReportDetail, 'approvedAt'>
  reportInstructorId: number | null
  reviewerId: number
  approve: boolean
}): ReviewRefusal | null {
  if (input.bookStatus === 'approved' || input.bookStatus === 'issued') return input.bookStatus
  if (input.detail.approvedAt !== null) return 'detailApproved'
  if (input.approve && !listedAsSupervising(input.reportInstructorId, input.reviewerId)) return 'notSupervising'
  return null
}

/** The instructor's word on one part of a book (the book's element part: level and approval). */
export interface PartProgress {
  instructorLevel: Level | null
  approvedAt: string | null
  approvedById: number | null
}

/**
 * The book's part after a review of one of its rated parts. An approval sets the part's level and
 * approval unless the part already holds a higher approved level (an older, lower report approved
 * later never lowers it); an adjustment without approval moves the level of a part not approved yet.
 */
export function progressAfterReview(
  progress: PartProgress | null,
  review: { level: Level; approvedAt: string | null; approvedById: number | null },
): PartProgress {
  const current: PartProgress = progress ?? { instructorLevel: null, approvedAt: null, approvedById: null }
  if (review.approvedAt !== null) {
    if (current.approvedAt !== null && current.instructorLevel !== null && review.level < current.instructorLevel)
      return current
    return { instructorLevel: review.level, approvedAt: review.approvedAt, approvedById: review.approvedById }
  }
  if (current.approvedAt !== null) return current
  return { instructorLevel: review.level, approvedAt: null, approvedById: null }
}

/** A saved report no supervising instructor has opened or reviewed. Drafts are nobody's to read. */
export function unreadByInstructor(report: Pick<Report, 'state' | 'readByInstructorAt'>): boolean {
  return report.state === 'saved' && report.readByInstructorAt === null
}

type ReportOrderKey = Pick<Report, 'id' | 'fromDate' | 'state' | 'readByInstructorAt'> & { toAssessCount?: number }

/** The book's element part as far as the queue needs it: approved at which level, if at all. */
export type ApprovedBookPart = { instructorLevel: Level | null; approvedAt: string | null } | null | undefined

/**
 * A rated part still to assess (ADR 0012): not approved in its report, and not already covered by
 * the book's part approved at the level the apprentice claims or higher (an older self-rating the
 * instructor has since approved past). Reading a report, adjusting or commenting leaves it in the
 * instructor's queue; only an approval takes it out.
 */
export function partToAssess(detail: Pick<ReportDetail, 'approvedAt' | 'level'>, bookPart?: ApprovedBookPart): boolean {
  if (detail.approvedAt !== null) return false
  return !(bookPart?.approvedAt && bookPart.instructorLevel !== null && bookPart.instructorLevel >= detail.level)
}

/**
 * How many rated parts of a report are still to assess; none once the book is approved or issued
 * (read-only, ADR 0009). `bookPart` gives the book's part of a rated part's partId.
 */
export function toAssessCount(
  details: ReadonlyArray<Pick<ReportDetail, 'approvedAt' | 'level' | 'partId'>>,
  bookPart: (partId: number) => ApprovedBookPart = () => null,
  bookStatus: BookStatus | null = null,
): number {
  if (bookStatus === 'approved' || bookStatus === 'issued') return 0
  return details.filter((detail) => partToAssess(detail, bookPart(detail.partId))).length
}

/** Where a saved report stands in the instructor's queue: 0 unread, 1 read with parts still to assess, 2 done. */
export function queueRank(report: ReportOrderKey): 0 | 1 | 2 {
  if (unreadByInstructor(report)) return 0
  return report.state === 'saved' && (report.toAssessCount ?? 0) > 0 ? 1 : 2
}

/**
 * Reports newest period first; with 'unreadFirst' the unread ones before the rest; with
 * 'toAssessFirst' the unread, then those with parts still to assess, then the rest (each newest first).
 */
export function compareReports(order: ListOrder = 'newest') {
  return (a: ReportOrderKey, b: ReportOrderKey): number => {
    if (order === 'unreadFirst') {
      const unread = Number(unreadByInstructor(b)) - Number(unreadByInstructor(a))
      if (unread !== 0) return unread
    }
    if (order === 'toAssessFirst') {
      const rank = queueRank(a) - queueRank(b)
      if (rank !== 0) return rank
    }
    return b.fromDate.localeCompare(a.fromDate) || b.id - a.id
  }
}

type BookOrderKey = { id: number; createdAt: string; unreadReportCount: number; toAssessReportCount?: number }

/** A book's place in the queue: 0 with unread reports, 1 with reports whose parts are still to assess, 2 the rest. */
function bookRank(book: BookOrderKey): 0 | 1 | 2 {
  if (book.unreadReportCount > 0) return 0
  return (book.toAssessReportCount ?? 0) > 0 ? 1 : 2
}

/**
 * Books newest first; with 'unreadFirst' the books with unread reports before the rest; with
 * 'toAssessFirst' those with unread reports, then those with reports still to assess, then the rest.
 */
export function compareBooks(order: ListOrder = 'newest') {
  return (a: BookOrderKey, b: BookOrderKey): number => {
    if (order === 'unreadFirst') {
      const unread = Number(b.unreadReportCount > 0) - Number(a.unreadReportCount > 0)
      if (unread !== 0) return unread
    }
    if (order === 'toAssessFirst') {
      const rank = bookRank(a) - bookRank(b)
      if (rank !== 0) return rank
    }
    return b.createdAt.localeCompare(a.createdAt) || b.id - a.id
  }
}
