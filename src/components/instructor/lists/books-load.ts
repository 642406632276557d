import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { BookListBody, BookListRow } from '../../../api/ebook/ebook.schemas'
import { listBooks } from '../../../api/ebook/books'
import { useSessionSelector } from '../../../session/session-context'
import { Button } from '../../ui/button/button'
import { freshPrefetch, forgetPrefetch } from './books-prefetch'
import { lensFilter, type Lens } from './lens'
import styles from './lists.module.css'
import { NS } from './texts'

export type BooksLoad = { status: 'loading' } | { status: 'error' } | { status: 'done'; rows: BookListRow[] }

/**
 * The books of a lens (books/list, unread first; `all`: every book the reader may read, where the lens
 * offers the choice), read again when the filter changes or on retry. Rows stay on screen while a new
 * filter loads; only the first load shows the spinner.
 */
export function useLensBooks(lens: Lens | null, all = false): { load: BooksLoad; retry: () => void } {
  const user = useSessionSelector(selectUser)
  const [attempt, setAttempt] = useState(0)
  // By value: a session update (a new read date, say) gives a new user object but the same filter.
  const key = useMemo(() => JSON.stringify(user && lens ? lensFilter(user, lens, all) : {}), [user, lens, all])
  // The loader's answer, when it came before the page mounted: the list is there in the first frame.
  const [load, setLoad] = useState<BooksLoad>(() => {
    const rows = freshPrefetch(key)?.rows
    return rows ? { status: 'done', rows } : { status: 'loading' }
  })
  useEffect(() => {
    let active = true
    // Taken once: a retry, another filter or a later visit asks the API anew.
    const prefetched = attempt === 0 ? freshPrefetch(key) : undefined
    forgetPrefetch(key)
    const { rows } = prefetched ?? {}
    if (rows) {
      setLoad((current) => (current.status === 'done' && current.rows === rows ? current : { status: 'done', rows }))
      return
    }
    setLoad((current) => (current.status === 'done' ? current : { status: 'loading' }))
    ;(prefetched?.promise ?? listBooks(JSON.parse(key) as BookListBody, { silent: true })).then(
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

/** A failed read on an instructor page: what failed and a retry. */
export function LoadFailed({ message, onRetry, testId }: { message: string; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation(NS)
  return (
    <div className={styles.errorBox} role="alert" data-testid={testId}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  )
}
