import type { BookCalibration } from '../../../api/ebook/calibration.schemas'
import type { BookListRow, Ebook, Report, ReportListRow } from '../../../api/ebook/ebook.schemas'

/** What InstructorApprenticesReport shows: the apprentice picker, one book's saved reports, or one report. */
export type ApprenticesReportData =
  | { kind: 'pick'; rows: BookListRow[] }
  /** `calibration`: the book's calibration call, started once the reports are there (none without saved reports); its section waits for it. */
  | { kind: 'book'; book: Ebook; reports: ReportListRow[]; calibration: Promise<BookCalibration> | null }
  | { kind: 'report'; book: Ebook; report: Report }
