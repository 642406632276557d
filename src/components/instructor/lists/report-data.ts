import type { BookListRow, Ebook, Report, ReportListRow } from '../../../api/ebook/ebook.schemas'

/** What InstructorApprenticesReport shows: the apprentice picker, one book's saved reports, or one report. */
export type ApprenticesReportData =
  | { kind: 'pick'; rows: BookListRow[] }
  | { kind: 'book'; book: Ebook; reports: ReportListRow[] }
  | { kind: 'report'; book: Ebook; report: Report }
