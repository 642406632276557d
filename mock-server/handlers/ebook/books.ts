/**
 * The books group of §7 (the e-book, the book list; create, update, delete for global
 * administrators; approve for the supervising instructor). Pauses are in book-pauses.ts.
 */
import { BookListBodySchema, BookListRowSchema } from '../../../src/api/ebook/ebook.schemas'
import { db } from '../../db'
import { visibleBooks } from '../../views'
import { ok, rows } from '../-support'
import { bookAccess, bookListRow, ebookRoute, ebookView, readableBook } from './-ebook-support'

export const bookReadHandlers = [
  ebookRoute('get', '/books/get/:id', (ctx, auth) => ok(ebookView(ctx, readableBook(ctx, auth, ctx.id())))),

  // The books the caller may open, newest first; personId narrows to one apprentice, search matches
  // the apprentice's name (as the caller may see it), the profession or the company.
  ebookRoute('patch', '/books/list', async (ctx, auth) => {
    const { personId, search } = await ctx.body(BookListBodySchema)
    const books = auth.person.isAdmin ? db().books.all() : visibleBooks(auth.person.id)
    const needle = (search ?? '').trim().toLowerCase()
    const list = books
      .filter((book) => personId === undefined || book.personId === personId)
      .map((book) => bookListRow(ctx, bookAccess(auth, book)))
      .filter((row) => {
        if (needle === '') return true
        const haystack = [`${row.apprentice.firstName} ${row.apprentice.lastName}`, `${row.apprentice.lastName} ${row.apprentice.firstName}`, row.professionName, row.companyName]
        return haystack.some((text) => text.toLowerCase().includes(needle))
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    return ok(rows(BookListRowSchema, list, list.length))
  }),
]
