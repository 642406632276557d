import {
  LEVEL_MAX,
  LEVEL_MIN,
  REPORT_TEXT_MAX,
  type Ebook,
  type Level,
  type Report,
  type ReportDetail,
  type ReviewBody,
} from '../../src/api/ebook/ebook.schemas'
import { message, type FieldErrors } from '../../src/api/failure'
import { assessedLevel, reviewRefusal, type ReviewRefusal } from '../../src/domain/ebook-review'
import { namesFormerInstructor, takeOverRefusal } from '../../src/domain/ebook-take-over'

/**
 * The instructor's review of one saved report (issue 10, ADR 0009): what may be done with each rated
 * part, what a draft must hold before it is sent, and the body of the update. The rules themselves
 * (§5 "listed as supervising", final approvals, the read-only approved book) are
 * src/domain/ebook-review.ts; these are pure functions of the flow's data, shared by guards,
 * selectors and tests.
 */

/** The instructor's level and comment for one part, as being edited. */
export interface ReviewDraft {
  level: Level | null
  comment: string
}
export type ReviewField = keyof ReviewDraft
export type ReviewErrors = FieldErrors<ReviewField>

/** What the review reads: the book (catalogue, status, what the reader may do) and the report. */
export interface ReviewData {
  book: Ebook
  report: Report
}

/**
 * Why a part cannot be reviewed (adjusted and commented, or with `approve` also approved), or null:
 * the domain's refusals, and `notReviewer` for a reader who does not review this book (the book's
 * `viewer.mayReview`) or a report that is not saved (drafts are the apprentice's).
 */
export type PartRefusal = ReviewRefusal | 'notReviewer'

export function partRefusal(
  data: ReviewData,
  reviewerId: number,
  detail: Pick<ReportDetail, 'approvedAt'>,
  approve: boolean,
): PartRefusal | null {
  const refusal = reviewRefusal({
    bookStatus: data.book.status,
    detail,
    reportInstructorId: data.report.instructorId,
    reviewerId,
    approve,
  })
  // The book's state and the part's approval say more than "not yours": they come first.
  if (refusal === 'approved' || refusal === 'issued' || refusal === 'detailApproved') return refusal
  if (!data.book.viewer.mayReview || data.report.state !== 'saved') return 'notReviewer'
  return refusal
}

/**
 * The page offers "Take over the assessment" (ADR 0011): a reviewer of the book, a saved report that
 * names a former instructor (who no longer supervises: nobody could approve its parts), a book that
 * is not read-only. A report naming nobody needs none: any supervising instructor approves it.
 */
export function takeOverOffered(data: ReviewData): boolean {
  const active = data.book.instructors.map((i) => i.id)
  return (
    data.book.viewer.mayReview &&
    data.report.state === 'saved' &&
    namesFormerInstructor(data.report, active) &&
    takeOverRefusal({
      bookStatus: data.book.status,
      reportInstructorId: data.report.instructorId,
      activeInstructorIds: active,
    }) === null
  )
}

/** The draft a part's review starts from: the instructor's earlier level and comment, else the apprentice's level. */
export function draftOf(detail: Pick<ReportDetail, 'level' | 'instructorLevel' | 'instructorComment'>): ReviewDraft {
  return { level: assessedLevel(detail), comment: detail.instructorComment ?? '' }
}

const isLevel = (level: number | null): level is Level =>
  level !== null && Number.isInteger(level) && level >= LEVEL_MIN && level <= LEVEL_MAX

/** The draft's problems before it is sent: a level 1–4, a comment within the API's limit. */
export function checkReviewDraft(draft: ReviewDraft): ReviewErrors {
  const errors: ReviewErrors = {}
  if (!isLevel(draft.level)) errors.level = message('required')
  if (draft.comment.trim().length > REPORT_TEXT_MAX.comment)
    errors.comment = message('tooLong', { count: REPORT_TEXT_MAX.comment })
  return errors
}

/**
 * The update's body: only what differs from the part as saved (an empty comment clears the
 * instructor's), and `approve: true` for an approval. Empty when there is nothing to send.
 */
export function reviewBody(
  detail: Pick<ReportDetail, 'instructorLevel' | 'instructorComment'>,
  draft: ReviewDraft,
  approve: boolean,
): ReviewBody {
  const body: ReviewBody = {}
  if (draft.level !== null && draft.level !== detail.instructorLevel) body.instructorLevel = draft.level
  const comment = draft.comment.trim()
  if (comment !== (detail.instructorComment ?? '').trim()) body.instructorComment = comment
  if (approve) body.approve = true
  return body
}

export const isEmptyBody = (body: ReviewBody) => Object.keys(body).length === 0

/** The server's 422 field names as the draft's fields. */
export const SERVER_FIELDS: Readonly<Record<string, ReviewField>> = {
  instructorLevel: 'level',
  instructorComment: 'comment',
}
