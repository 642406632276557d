import { useEffect, useState } from 'react'
import type { BookListBody, BookListRow } from '../../../api/ebook/ebook.schemas'
import { listBooks } from '../../../api/ebook/books'

export type BooksLoad = { status: 'loading' } | { status: 'error' } | { status: 'done'; rows: BookListRow[] }

/**
 * The books of a lens (books/list, unread first), read again when the filter changes or on retry.
 * Rows stay on screen while a new filter loads; only the first load shows the spinner.
 */
export function useLensBooks(filter: BookListBody): { load: BooksLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [load, setLoad] = useState<BooksLoad>({ status: 'loading' })
  const key = JSON.stringify(filter)
  useEffect(() => {
    let active = true
    setLoad((current) => (current.status === 'done' ? current : { status: 'loading' }))
    listBooks(JSON.parse(key) as BookListBody, { silent: true }).then(
      (rows) => active && setLoad({ status: 'done', rows }),
      (error: unknown) => {
        console.info('[instructor] books failed', error)
        if (active) setLoad({ status: 'error' })
      },
    )
    return () => {
      active = false
    }
  }, [key, attempt])
  return { load, retry: () => setAttempt((n) => n + 1) }
}
