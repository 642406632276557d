import type { ApprenticesReportData } from '../../components/instructor/lists/report-data'
import { ensureNamespaces } from '../../i18n/i18n'
import type { RouterContext } from '../../session/session.edge'
import { loadBookReport, refusalsToPages } from '../-book-loader'
import { loadLensBooks } from './-books-loader'
import type { ReportSearch } from './-report-search'

/** The most reports the book's list shows at once (unread, then those with parts to assess, ADR 0012): a book has at most a few hundred. */
const REPORTS_SHOWN = 1000

/** Reads what the search names; a refused book is the forbidden page, an unknown one not found (§2). */
export async function loadApprenticesReport(
  search: ReportSearch,
  context: RouterContext,
  instructorId: number,
): Promise<ApprenticesReportData> {
  // No book chosen: the apprentices to pick from (instructor {id}'s books).
  if (search.bookId === undefined) return { kind: 'pick', rows: await loadLensBooks(context, instructorId) }
  const bookId = search.bookId
  if (search.reportId !== undefined) {
    const [, found] = await Promise.all([ensureNamespaces('instructor'), loadBookReport(bookId, search.reportId)])
    return { kind: 'report', ...found }
  }
  const [, { getBook }, { listReports }, { getBookCalibration }] = await Promise.all([
    ensureNamespaces('instructor', 'ebook', 'instructor-calibration'),
    import('../../api/ebook/books'),
    import('../../api/ebook/reports'),
    import('../../api/ebook/calibration'),
  ])
  const [book, reports] = await refusalsToPages(() =>
    Promise.all([
      getBook(bookId, { silent: true }),
      listReports(bookId, { order: 'toAssessFirst', startAt: 0, pageSize: REPORTS_SHOWN }, { silent: true }),
    ]),
  )
  // The instructor reviews saved reports; drafts are the apprentice's own (ADR 0008).
  const saved = reports.rows.filter((row) => row.state === 'saved')
  // Not awaited: the page shows without it, its section waits (and shows its own failure).
  const calibration = saved.length > 0 ? getBookCalibration(bookId, { silent: true }) : null
  calibration?.catch(() => undefined)
  return { kind: 'book', book, reports: saved, calibration }
}
