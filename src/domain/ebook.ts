import type { Book, Person } from '../api/shell/user.schemas'

/**
 * The person's own e-books, newest first. A user's `books` also lists the books of apprentices they
 * supervise (§7 usage note: entries whose personId differs are apprentices with basic education);
 * those are never "my e-book" and never on the start page's list (issue 8 §2).
 */
export function ownBooks(user: Pick<Person, 'id' | 'books'>): Book[] {
  return user.books.filter((b) => b.personId === user.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
}
