import type { BookListRow } from '../../../api/ebook/ebook.schemas'

/** One apprentice of an instructor, with the books of theirs the instructor supervises (newest first). */
export interface ApprenticeGroup {
  id: number
  firstName: string
  lastName: string
  books: BookListRow[]
  unread: number
}

/** The book list as apprentices, by last and first name (Swedish order: å, ä, ö last). */
export function apprenticesOf(rows: readonly BookListRow[]): ApprenticeGroup[] {
  const byPerson = new Map<number, ApprenticeGroup>()
  for (const row of rows) {
    const group = byPerson.get(row.personId) ?? {
      id: row.personId,
      firstName: row.apprentice.firstName,
      lastName: row.apprentice.lastName,
      books: [],
      unread: 0,
    }
    group.books.push(row)
    group.unread += row.unreadReportCount
    byPerson.set(row.personId, group)
  }
  const collator = new Intl.Collator('sv')
  return [...byPerson.values()].sort(
    (a, b) => collator.compare(`${a.lastName} ${a.firstName}`, `${b.lastName} ${b.firstName}`) || a.id - b.id,
  )
}
