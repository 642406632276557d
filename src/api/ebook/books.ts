/**
 * The books group of §7: the e-book, the book list, book pauses, and the administrative calls
 * (create, update, delete, approve) that the region, administrators and instructors use.
 */
import * as v from 'valibot'
import { http, type CallContext } from '../client'
import { OkSchema, rowsOf } from '../common.schemas'
import {
  BookListRowSchema,
  BookPauseSchema,
  EbookSchema,
  type BookListBody,
  type BookListRow,
  type BookPause,
  type BookStatus,
  type Ebook,
} from './ebook.schemas'
import { EbookExportSchema, ExportKeySchema, type EbookExport, type ExportKey } from './export.schemas'

export async function getBook(id: number, options: CallContext = {}): Promise<Ebook> {
  return http()
    .get(`books/get/${id}`, { context: { silent: options.silent } })
    .json(EbookSchema)
}

/**
 * The books the user may open; `personId` narrows to one apprentice's books, `instructorId` to the
 * books that person supervises (the instructor's own list), `companyId` and `displayState` likewise;
 * `order: 'unreadFirst'` puts books with unread reports first (ADR 0009).
 */
export async function listBooks(params: BookListBody = {}, options: CallContext = {}): Promise<BookListRow[]> {
  const answer = await http()
    .patch('books/list', { json: params, context: { silent: options.silent } })
    .json(rowsOf(BookListRowSchema))
  return answer.rows
}

/** Global administrators only (a book is created when an apprenticeship starts). */
export async function createBook(body: {
  personId: number
  apprenticeshipId: number
  professionId: number
}): Promise<Ebook> {
  return http().post('books/create', { json: body }).json(EbookSchema)
}

/** Global administrators only (e.g. the region's extension: inactive → extended). */
export async function updateBook(id: number, body: { status: BookStatus }): Promise<Ebook> {
  return http().patch(`books/${id}/update`, { json: body }).json(EbookSchema)
}

export async function deleteBook(id: number): Promise<{ ok: boolean }> {
  return http().delete(`books/delete/${id}`).json(OkSchema)
}

/** The supervising instructor approves a complete book (issue 10). */
export async function approveBook(id: number, options: CallContext = {}): Promise<Ebook> {
  return http()
    .patch(`books/${id}/approve`, { json: {}, context: { silent: options.silent } })
    .json(EbookSchema)
}

/** The signed record of an approved or issued book (ADR 0009); 422 `notApproved` before. */
export async function exportBook(id: number, options: CallContext = {}): Promise<EbookExport> {
  return http()
    .get(`books/${id}/export`, { context: { silent: options.silent } })
    .json(EbookExportSchema)
}

/** The backend's public key that verifies exports (src/domain/ebook-export.ts verifyEbookExport); no session needed. */
export async function getExportKey(options: CallContext = {}): Promise<ExportKey> {
  return (await getExportKeyWithSource(options)).key
}

/** The public key and the address that answered it, so a checker can say which backend's key it used (ADR 0012). */
export async function getExportKeyWithSource(options: CallContext = {}): Promise<{ key: ExportKey; source: string }> {
  const response = await http().get('books/export-key', { context: { silent: options.silent } })
  return { key: v.parse(ExportKeySchema, await response.json()), source: response.url }
}

export async function listBookPauses(bookId: number): Promise<BookPause[]> {
  const answer = await http().patch('book-pauses/list/', { json: { bookId } }).json(rowsOf(BookPauseSchema))
  return answer.rows
}

export async function createBookPause(
  body: { bookId: number; fromDate: string; toDate: string; reason: string },
  options: CallContext = {},
): Promise<BookPause> {
  return http()
    .post('educations/book-pauses/create', { json: body, context: { silent: options.silent } })
    .json(BookPauseSchema)
}

export async function updateBookPause(
  id: number,
  body: { fromDate?: string; toDate?: string; reason?: string },
  options: CallContext = {},
): Promise<BookPause> {
  return http()
    .patch(`educations/book-pauses/${id}/update`, { json: body, context: { silent: options.silent } })
    .json(BookPauseSchema)
}

export async function deleteBookPause(id: number, options: CallContext = {}): Promise<{ ok: boolean }> {
  return http()
    .delete(`educations/book-pauses/${id}/delete`, { context: { silent: options.silent } })
    .json(OkSchema)
}
