import type { BookListRow } from '../../../api/ebook/ebook.schemas'

/**
 * What an instructor list page shows of its route's books/list read (ADR 0006 "A page's data"): the
 * route's pending page (loading), its error page (error, retried through the router) or the rows
 * its loader read (done).
 */
export type BooksLoad = { status: 'loading' } | { status: 'error' } | { status: 'done'; rows: BookListRow[] }
