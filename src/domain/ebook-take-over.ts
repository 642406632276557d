import type { BookStatus, Report } from '../api/ebook/ebook.schemas'

/**
 * Taking over the assessment of a saved report (ADR 0011): a report names the instructor who
 * supervised the work. When that person no longer supervises the apprenticeship (no active link:
 * a former instructor), nobody could approve its parts (§5 "cannot approve a part where not listed as
 * supervising"), so a supervising instructor of the book takes it over by an explicit act, recorded
 * on the report (from whom, by whom, when); from then on the report names them and they approve as
 * its instructor. A report naming nobody may be taken over too (ADR 0009 already lets any supervising
 * instructor approve it; the act records who answers for it).
 */

/**
 * Why the take-over is refused, or null: the book is approved or issued (read-only); the report names
 * an active instructor of the book (`instructorActive`: that person assesses it, the caller included).
 */
export type TakeOverRefusal = 'approved' | 'issued' | 'instructorActive'

export function takeOverRefusal(input: {
  bookStatus: BookStatus
  reportInstructorId: number | null
  /** The person ids of the book's active instructors. */
  activeInstructorIds: readonly number[]
}): TakeOverRefusal | null {
  if (input.bookStatus === 'approved' || input.bookStatus === 'issued') return input.bookStatus
  if (input.reportInstructorId !== null && input.activeInstructorIds.includes(input.reportInstructorId))
    return 'instructorActive'
  return null
}

/** The report names someone who no longer supervises the apprenticeship (a former instructor). */
export function namesFormerInstructor(
  report: Pick<Report, 'instructorId'>,
  activeInstructorIds: readonly number[],
): boolean {
  return report.instructorId !== null && !activeInstructorIds.includes(report.instructorId)
}
