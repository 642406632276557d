import { notFound, redirect } from '@tanstack/react-router'
import { errorStatus } from '../api/client'
import type { Ebook, Report, ReportListRow } from '../api/ebook/ebook.schemas'
import { REPORT_LIST_PAGE_SIZE } from '../domain/ebook-basics'
import { ensureNamespaces } from '../i18n/i18n'
import type { RouterContext } from '../session/session.edge'

/**
 * The loaders of the e-book pages (/book/{id}, /book/{id}/education, /books/{bookId}/report/{reportId}/…):
 * the slice's texts and the book (and report) the page shows. The calls are imported when the route
 * loads, not with the start page (a route's loader is part of the entry, its component is not).
 * A book or report the reader may not open (403) is the forbidden page, one that does not exist (404)
 * the not-found page (§2); any other failure is the route's error page with a retry.
 */

/** A refused read as the page it is: 403 the forbidden page, 404 not found (§2). */
export async function refusalsToPages<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const status = errorStatus(error)
    if (status === 403) throw redirect({ to: '/forbidden', replace: true })
    if (status === 404) throw notFound()
    throw error
  }
}

// Issue 17: the last opened book, its first page of reports and the reports read stay readable offline
// in a real-API build (src/api/ebook/offline-reads.ts); `reader` is the session's user, whose copies they
// are (see readerOf). The education overview, the overview and the report page pass it.

export async function loadBook(bookId: number, reader?: number | null): Promise<Ebook> {
  const [, { readBook }] = await Promise.all([ensureNamespaces('ebook'), import('../api/ebook/offline-reads')])
  // Silent: the page says what failed (no global toast on top of it).
  return refusalsToPages(() => readBook(bookId, reader))
}

/** The overview's data: the book, and the first page of its reports asked for at the same time (null when that call failed: the page asks again and says so). */
export interface BookOverview {
  book: Ebook
  firstReports: { rows: ReportListRow[]; total?: number } | null
}

export async function loadBookOverview(bookId: number, reader?: number | null): Promise<BookOverview> {
  // ebook-export: the export panel of an approved book (small texts; loaded with the page, not on the click);
  // domain-widgets: the pause form's texts (the kit's PauseForm, shared with the company's pause page).
  const [, { readBook, readReports }] = await Promise.all([
    ensureNamespaces('ebook', 'ebook-export', 'domain-widgets'),
    import('../api/ebook/offline-reads'),
  ])
  const firstReports = readReports(bookId, { startAt: 0, pageSize: REPORT_LIST_PAGE_SIZE }, reader).catch(
    (error: unknown) => {
      console.info('[ebook] reports failed', error)
      return null
    },
  )
  const book = await refusalsToPages(() => readBook(bookId, reader))
  return { book, firstReports: await firstReports }
}

export interface BookReport {
  book: Ebook
  report: Report
}

export async function loadBookReport(bookId: number, reportId: number, reader?: number | null): Promise<BookReport> {
  // ebook-review: the instructor's review of the report (its texts are small; every reader of the page loads them).
  const [, { readBook, readReport }] = await Promise.all([
    ensureNamespaces('ebook', 'ebook-review'),
    import('../api/ebook/offline-reads'),
  ])
  const [book, report] = await refusalsToPages(() =>
    Promise.all([readBook(bookId, reader), readReport(bookId, reportId, reader)]),
  )
  // A report id of another book is no page of this one.
  if (report.bookId !== book.id) throw notFound()
  return { book, report }
}

/** The session's user, whose offline copies a loader reads and keeps (null when logged out). */
export function readerOf(context: RouterContext): number | null {
  return context.session.getSnapshot().context.user?.id ?? null
}
