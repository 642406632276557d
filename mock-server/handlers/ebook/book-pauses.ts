/** Book pauses (§3 Pause, §4 paused, §6 "staff, roles, pauses"): read by the book's readers, managed by the company. */
import { BookPauseSchema, PauseListBodySchema } from '../../../src/api/ebook/ebook.schemas'
import { db } from '../../db'
import { ok, rows } from '../-support'
import { ebookRoute, readableBook } from './-ebook-support'

export const bookPauseReadHandlers = [
  // The client calls it with a trailing slash (§7); both spellings answer.
  ...['/book-pauses/list/', '/book-pauses/list'].map((path) =>
    ebookRoute('patch', path, async (ctx, auth) => {
      const { bookId } = await ctx.body(PauseListBodySchema)
      const { book } = readableBook(ctx, auth, bookId)
      const pauses = db()
        .bookPauses.findMany((q) => q.where({ bookId: book.id }))
        .sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.id - b.id)
      return ok(rows(BookPauseSchema, pauses))
    }),
  ),
]
