import type { Book, Person } from '../api/shell/user.schemas'

/*
 * The e-book facts the shell uses on every page (the menu, the start page's list, the outbox resume,
 * the book routes' loader). Kept apart from src/domain/ebook.ts, which re-exports them: a module
 * shared with the entry chunk goes into it whole, and the rules there belong in the e-book's lazy
 * chunks (the start-page budget, ADR 0005).
 */

/**
 * The person's own e-books, newest first. A user's `books` also lists the books of apprentices they
 * supervise (§7 usage note: entries whose personId differs are apprentices with basic education);
 * those are never "my e-book" and never on the start page's list (issue 8 §2).
 */
export function ownBooks(user: Pick<Person, 'id' | 'books'>): Book[] {
  return user.books
    .filter((b) => b.personId === user.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
}

/** Where a user's e-book reports made without a connection wait on the device (localStorage). */
export const outboxStorageKey = (userId: number) => `pp.outbox.ebook-report.${userId}`

/** Reports per page of a book's report list: a book may hold hundreds (the scenario has one with 300). */
export const REPORT_LIST_PAGE_SIZE = 100
