import { notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { errorStatus } from '../api/client'
import type { Ebook, Report } from '../api/ebook/ebook.schemas'
import { ensureNamespaces } from '../i18n/i18n'

/**
 * The loaders of the e-book pages (/book/{id}, /book/{id}/education, /books/{bookId}/report/{reportId}/…):
 * the slice's texts and the book (and report) the page shows. The calls are imported when the route
 * loads, not with the start page (a route's loader is part of the entry, its component is not).
 * A book or report the reader may not open (403) is the forbidden page, one that does not exist (404)
 * the not-found page (§2); any other failure is the route's error page with a retry.
 */

/** An id in a path parameter: a positive integer (at most 10 digits), else nothing. */
const IdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/))

export function parseIdParam(param: string | undefined): number | null {
  const parsed = v.safeParse(IdParamSchema, param)
  return parsed.success ? Number(parsed.output) : null
}

/** For beforeLoad: every id of the path is an id, else the page does not exist. */
export function requireIdParams(...params: Array<string | undefined>): number[] {
  const ids = params.map(parseIdParam)
  if (ids.some((id) => id === null)) throw notFound()
  return ids as number[]
}

async function refusalsToPages<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const status = errorStatus(error)
    if (status === 403) throw redirect({ to: '/forbidden', replace: true })
    if (status === 404) throw notFound()
    throw error
  }
}

export async function loadBook(bookId: number): Promise<Ebook> {
  const [, { getBook }] = await Promise.all([ensureNamespaces('ebook'), import('../api/ebook/books')])
  // Silent: the page says what failed (no global toast on top of it).
  return refusalsToPages(() => getBook(bookId, { silent: true }))
}

export interface BookReport {
  book: Ebook
  report: Report
}

export async function loadBookReport(bookId: number, reportId: number): Promise<BookReport> {
  const [, { getBook }, { getReport }] = await Promise.all([ensureNamespaces('ebook'), import('../api/ebook/books'), import('../api/ebook/reports')])
  const [book, report] = await refusalsToPages(() => Promise.all([getBook(bookId, { silent: true }), getReport(bookId, reportId, { silent: true })]))
  // A report id of another book is no page of this one.
  if (report.bookId !== book.id) throw notFound()
  return { book, report }
}
