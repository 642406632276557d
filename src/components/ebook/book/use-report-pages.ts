import { useCallback, useEffect, useRef, useState } from 'react'
import { listReports } from '../../../api/ebook/reports'
import type { ReportListRow } from '../../../api/ebook/ebook.schemas'
import { newestFirst } from './book-model'

/** Reports per page: a book may hold hundreds (the scenario has one with 300); the first page shows at once. */
export const REPORT_PAGE_SIZE = 100

export type ReportPages =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'done'
      rows: ReportListRow[]
      /** All the book has, when the server says; else unknown until a short page arrives. */
      total: number | null
      hasMore: boolean
      loadingMore: boolean
      moreFailed: boolean
    }

/** The book's reports, newest first, one page at a time (`loadMore` asks for the next). */
export function useReportPages(bookId: number): { pages: ReportPages; loadMore: () => void; retry: () => void } {
  const [pages, setPages] = useState<ReportPages>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const current = useRef(pages)
  current.current = pages
  const active = useRef(true)

  useEffect(() => {
    active.current = true
    setPages({ status: 'loading' })
    listReports(bookId, { startAt: 0, pageSize: REPORT_PAGE_SIZE }).then(
      ({ rows, total }) => {
        if (!active.current) return
        const known = total ?? null
        setPages({
          status: 'done',
          rows: newestFirst(rows),
          total: known,
          hasMore: known !== null ? rows.length < known : rows.length === REPORT_PAGE_SIZE,
          loadingMore: false,
          moreFailed: false,
        })
      },
      (error: unknown) => {
        console.info('[ebook] reports failed', error)
        if (active.current) setPages({ status: 'error' })
      },
    )
    return () => {
      active.current = false
    }
  }, [bookId, attempt])

  const loadMore = useCallback(() => {
    const before = current.current
    if (before.status !== 'done' || before.loadingMore || !before.hasMore) return
    setPages({ ...before, loadingMore: true, moreFailed: false })
    listReports(bookId, { startAt: before.rows.length, pageSize: REPORT_PAGE_SIZE }).then(
      ({ rows, total }) => {
        if (!active.current) return
        setPages((now) => {
          if (now.status !== 'done') return now
          const seen = new Set(now.rows.map((r) => r.id))
          const merged = [...now.rows, ...newestFirst(rows).filter((r) => !seen.has(r.id))]
          const known = total ?? now.total
          return {
            status: 'done',
            rows: merged,
            total: known,
            // An empty page ends the list whatever the total said.
            hasMore: rows.length > 0 && (known !== null ? merged.length < known : rows.length === REPORT_PAGE_SIZE),
            loadingMore: false,
            moreFailed: false,
          }
        })
      },
      (error: unknown) => {
        console.info('[ebook] more reports failed', error)
        if (active.current) setPages((now) => (now.status === 'done' ? { ...now, loadingMore: false, moreFailed: true } : now))
      },
    )
  }, [bookId])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { pages, loadMore, retry }
}
