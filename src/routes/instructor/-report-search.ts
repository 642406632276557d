/** A positive integer id from the address's search (a number, or digits as text); anything else is dropped. */
function searchId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value
  // Plain code, no schema: a route's validateSearch is part of the start page's entry (issue 8 §5).
  return typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined
}

/** InstructorApprenticesReport's search (§2 "InstructorApprenticesReport (bookId, reportId)"). */
export interface ReportSearch {
  bookId?: number
  reportId?: number
}

/** bookId picks the apprentice's book, reportId (only with a book) one of its reports. */
export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const bookId = searchId(search.bookId)
  if (bookId === undefined) return {}
  const reportId = searchId(search.reportId)
  return reportId === undefined ? { bookId } : { bookId, reportId }
}
