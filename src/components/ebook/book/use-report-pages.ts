import { useCallback, useEffect, useRef, useState } from 'react'
import { listReports } from '../../../api/ebook/reports'
import type { ReportListRow } from '../../../api/ebook/ebook.schemas'
import { REPORT_LIST_PAGE_SIZE } from '../../../domain/ebook'
import { newestFirst } from './book-model'

/** Reports per page; the first page comes with the book (the route's loader). */
export const REPORT_PAGE_SIZE = REPORT_LIST_PAGE_SIZE

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

/** The first page as the route's loader got it (with the book, in parallel). */
export interface FirstReports {
  rows: ReportListRow[]
  total?: number
}

function firstPage({ rows, total }: FirstReports): ReportPages {
  const known = total ?? null
  return {
    status: 'done',
    rows: newestFirst(rows),
    total: known,
    hasMore: known !== null ? rows.length < known : rows.length === REPORT_PAGE_SIZE,
    loadingMore: false,
    moreFailed: false,
  }
}

/**
 * The book's reports, newest first, one page at a time (`loadMore` asks for the next). `first` is the
 * first page when the route's loader brought it; without it (or after a retry) the hook asks itself.
 */
export function useReportPages(
  bookId: number,
  first: FirstReports | null = null,
): { pages: ReportPages; loadMore: () => void; retry: () => void } {
  const [pages, setPages] = useState<ReportPages>(() => (first ? firstPage(first) : { status: 'loading' }))
  const [attempt, setAttempt] = useState(0)
  const given = useRef(first)
  const current = useRef(pages)
  current.current = pages
  const active = useRef(true)

  useEffect(() => {
    active.current = true
    if (given.current) {
      // The loader's page is shown already; a retry or another book asks again.
      given.current = null
      return () => {
        active.current = false
      }
    }
    setPages({ status: 'loading' })
    listReports(bookId, { startAt: 0, pageSize: REPORT_PAGE_SIZE }).then(
      (answer) => {
        if (active.current) setPages(firstPage(answer))
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
        if (active.current)
          setPages((now) => (now.status === 'done' ? { ...now, loadingMore: false, moreFailed: true } : now))
      },
    )
  }, [bookId])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { pages, loadMore, retry }
}
