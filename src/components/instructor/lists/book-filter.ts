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
 * The rows' search texts, made once per list the first time they are asked for (filtering 1 000 rows
 * then costs a substring test each): a search typed, or the browser idle after the list is shown, never
 * the click that opens the list (issue 17 §4: folding 200 rows was a tenth of that click).
 */
export function lazySearchTexts(
  rows: ReadonlyArray<Pick<BookListRow, 'apprentice' | 'professionName' | 'companyName'>>,
): () => readonly string[] {
  let texts: readonly string[] | null = null
  return () => (texts ??= rows.map(searchTextOf))
}

/** The rows the filter keeps, in the list's order (the queue's, as the API sent them); `texts` only for a search. */
export function filterBooks(
  rows: readonly BookListRow[],
  texts: () => readonly string[],
  filter: BookFilter,
): BookListRow[] {
  const words = searchWords(filter.search)
  const haystacks = words.length > 0 ? texts() : []
  return rows.filter(
    (row, index) =>
      (filter.state === '' || row.displayState === filter.state) &&
      (!filter.onlyToAssess || row.unreadReportCount > 0 || (row.toAssessReportCount ?? 0) > 0) &&
      words.every((word) => haystacks[index].includes(word)),
  )
}
