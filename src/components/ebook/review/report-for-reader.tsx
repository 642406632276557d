import type { Ebook, Report } from '../../../api/ebook/ebook.schemas'
import { ReportViewPage, type ReportBack } from '../book/report-view-page'
import { EbookReviewPage } from './ebook-review-page'

/**
 * A saved report as its reader gets it: the supervising instructor (the book's `viewer.mayReview`)
 * assesses, comments and approves its parts (issue 10); every other reader sees it read-only.
 */
export function ReportForReader({ book, report, back }: { book: Ebook; report: Report; back?: ReportBack }) {
  if (book.viewer.mayReview && report.state === 'saved')
    return <EbookReviewPage key={report.id} book={book} report={report} back={back} />
  return <ReportViewPage key={report.id} book={book} report={report} back={back} />
}
