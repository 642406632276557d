import type { BookListBody, BookListRow } from '../../../api/ebook/ebook.schemas'
import { listBooks } from '../../../api/ebook/books'
import type { RoleUser } from '../../../domain/roles'
import { lensFilter, lensOf } from './lens'

/**
 * Issue 17 §4 (opening the 200-book list took ~1 s): the route's loader starts the list's books/list
 * call beside the page's chunk and texts instead of the page asking once it has mounted, and the
 * page (useLensBooks) takes the call, already answered or still running. Kept by filter (JSON, the
 * same key useLensBooks makes); taken once, so a retry, another filter or a later visit asks anew.
 */
interface Prefetch {
  at: number
  promise: Promise<BookListRow[]>
  rows?: BookListRow[]
}

const prefetches = new Map<string, Prefetch>()

/** A call serves a page that mounts this soon after it started (the router keeps a preload's loader data as long). */
export const BOOKS_PREFETCH_FRESH_MS = 30_000

export function freshPrefetch(key: string): Prefetch | undefined {
  const entry = prefetches.get(key)
  return entry && Date.now() - entry.at < BOOKS_PREFETCH_FRESH_MS ? entry : undefined
}

export function forgetPrefetch(key: string): void {
  prefetches.delete(key)
}

/** The loaders of /instructor/ebooks (`idInPath` null) and /instructor/{id}/ebooks: the books the page shows first ("only mine"). */
export function prefetchLensBooks(user: NonNullable<RoleUser>, idInPath: number | null): void {
  const key = JSON.stringify(lensFilter(user, lensOf(user, idInPath), false))
  if (freshPrefetch(key)) return
  const entry: Prefetch = { at: Date.now(), promise: listBooks(JSON.parse(key) as BookListBody, { silent: true }) }
  entry.promise.then(
    (rows) => {
      entry.rows = rows
    },
    // A failure is the page's to show (with its retry); the next visit asks anew.
    () => {
      if (prefetches.get(key) === entry) prefetches.delete(key)
    },
  )
  prefetches.set(key, entry)
}
