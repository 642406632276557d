import * as v from 'valibot'

/** A positive integer id from the address's search (a number, or digits as text); anything else is dropped. */
const SearchId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
  v.maxValue(9_999_999_999),
)

/** InstructorApprenticesReport's search (§2 "InstructorApprenticesReport (bookId, reportId)"). */
export interface ReportSearch {
  bookId?: number
  reportId?: number
}

/** bookId picks the apprentice's book, reportId (only with a book) one of its reports. */
export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const bookId = v.safeParse(SearchId, search.bookId)
  if (!bookId.success) return {}
  const reportId = v.safeParse(SearchId, search.reportId)
  return reportId.success ? { bookId: bookId.output, reportId: reportId.output } : { bookId: bookId.output }
}
