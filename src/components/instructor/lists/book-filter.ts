import type { BookListRow, DisplayState } from '../../../api/ebook/ebook.schemas'
import { fold, searchWords } from '../../../domain/search-text'

/** What the reader narrowed an instructor's book list to (on the page, without asking the API again). */
export interface BookFilter {
  search: string
  state: DisplayState | ''
  /** Only books with reports whose parts are still to assess, read or not (ADR 0012). */
  onlyToAssess: boolean
}

export const NO_FILTER: BookFilter = { search: '', state: '', onlyToAssess: false }

/** The haystack of a row: the apprentice's name both ways round, the profession, the company. */
export function searchTextOf(row: Pick<BookListRow, 'apprentice' | 'professionName' | 'companyName'>): string {
  const { firstName, lastName } = row.apprentice
  return fold(`${firstName} ${lastName}\n${lastName} ${firstName}\n${row.professionName}\n${row.companyName}`)
}

/**
 * The rows the filter keeps, in the list's order (the queue's, as the API sent them). `texts` is the
 * rows' search texts, made once per list (filtering 1 000 rows then costs a substring test each).
 */
export function filterBooks(rows: readonly BookListRow[], texts: readonly string[], filter: BookFilter): BookListRow[] {
  const words = searchWords(filter.search)
  return rows.filter(
    (row, index) =>
      (filter.state === '' || row.displayState === filter.state) &&
      (!filter.onlyToAssess || row.unreadReportCount > 0 || (row.toAssessReportCount ?? 0) > 0) &&
      words.every((word) => texts[index].includes(word)),
  )
}
