import type { BookListRow } from '../../../api/ebook/ebook.schemas'
import type { InstructorApprentice } from '../../../api/instructor/apprentices.schemas'

/** One apprentice of an instructor, with the books of theirs the instructor supervises (newest first). */
export interface ApprenticeGroup {
  id: number
  firstName: string
  lastName: string
  books: BookListRow[]
  /** The apprentice's apprenticeships with the instructor that have no e-book yet (their company). */
  withoutBook: Array<{ apprenticeshipId: number; companyName: string }>
  unread: number
}

/**
 * The book list as apprentices, together with the instructor's linked apprentices (`linked`, My
 * apprentices) so that one without a book is listed too, by last and first name (Swedish order: å,
 * ä, ö last).
 */
export function apprenticesOf(
  rows: readonly BookListRow[],
  linked: readonly InstructorApprentice[] = [],
): ApprenticeGroup[] {
  const byPerson = new Map<number, ApprenticeGroup>()
  const groupOf = (id: number, name: { firstName: string; lastName: string }) => {
    const group = byPerson.get(id) ?? { id, ...name, books: [], withoutBook: [], unread: 0 }
    byPerson.set(id, group)
    return group
  }
  for (const row of rows) {
    const group = groupOf(row.personId, row.apprentice)
    group.books.push(row)
    group.unread += row.unreadReportCount
  }
  for (const link of linked) {
    if (link.hasBook) continue
    const { firstName, lastName } = link.person
    groupOf(link.person.id, { firstName, lastName }).withoutBook.push({
      apprenticeshipId: link.apprenticeshipId,
      companyName: link.companyName,
    })
  }
  const collator = new Intl.Collator('sv')
  return [...byPerson.values()].sort(
    (a, b) => collator.compare(`${a.lastName} ${a.firstName}`, `${b.lastName} ${b.firstName}`) || a.id - b.id,
  )
}
