import type { Ebook, ReportListRow } from '../../src/api/ebook/ebook.schemas'
import type { ReportAnswers } from './ebook-report.steps'

/**
 * What a new report has chosen already when the book loads (the steps still show it, to change):
 * - the only workplace or instructor the book names;
 * - otherwise the workplace of the apprentice's latest report (issue 17: on a building site the next
 *   report is mostly from the same place), when the book still names it.
 * An answer already given (a flow restored, a draft's own) is kept.
 */
export function preselectedAnswers(
  answers: ReportAnswers,
  book: Pick<Ebook, 'workplaces' | 'instructors'>,
  reports: readonly ReportListRow[],
): ReportAnswers {
  const chosen = { ...answers }
  if (chosen.workplaceId === null) {
    if (book.workplaces.length === 1) chosen.workplaceId = book.workplaces[0]!.id
    else chosen.workplaceId = lastWorkplaceId(book, reports)
  }
  if (chosen.instructorId === null && book.instructors.length === 1) chosen.instructorId = book.instructors[0]!.id
  return chosen
}

/** The workplace of the latest report (by period, then creation) that names one the book still has; null without. */
export function lastWorkplaceId(book: Pick<Ebook, 'workplaces'>, reports: readonly ReportListRow[]): number | null {
  const known = new Set(book.workplaces.map((w) => w.id))
  const latest = reports
    .filter((r) => r.workplaceId !== null && known.has(r.workplaceId))
    .sort(
      (a, b) =>
        b.toDate.localeCompare(a.toDate) ||
        b.fromDate.localeCompare(a.fromDate) ||
        b.createdAt.localeCompare(a.createdAt) ||
        b.id - a.id,
    )[0]
  return latest?.workplaceId ?? null
}
