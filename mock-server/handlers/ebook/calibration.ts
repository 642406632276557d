/**
 * The calibration view (issue 10, ADR 0009 "Calibration"; not in the spec, so the paths are the
 * project's): the apprentice's self-rating against the instructor's, element by element.
 *
 * - `GET /books/{id}/calibration`: one book, as books/get reads it (401 without a session, 422 a bad
 *   id, 404 an unknown book, 403 a book the caller does not read); columns are its saved reports.
 * - `PATCH /books/calibration` `{ instructorId }`: the books that person supervises (an active link,
 *   as books/list's `instructorId`) among those the caller reads, one group per profession, a column
 *   per book. A person who supervises nothing the caller reads (or no such person) answers empty
 *   groups, as books/list answers no rows: the call says nothing about people the caller cannot see.
 *
 * Only saved reports count, never drafts (the apprentice's own included). The apprentice's name is
 * masked for a reader who may not see a protected identity (§6), as everywhere.
 */
import * as v from 'valibot'
import {
  BookCalibrationSchema,
  InstructorCalibrationBodySchema,
  InstructorCalibrationSchema,
  type CalibrationGroup,
} from '../../../src/api/ebook/calibration.schemas'
import { NO_COUNTS, buildCalibration, sumCounts, type PlacedRating } from '../../../src/domain/ebook-calibration'
import { db, type BookRecord } from '../../db'
import { visibleBooks } from '../../views'
import { ok, type Ctx } from '../-support'
import { apprenticeName, bookBatch, ebookRoute, readableBook, seesProtectedIn } from './-ebook-support'

/** A profession's work elements in catalogue order. */
function catalogueOf(professionId: number) {
  return db()
    .ebookElements.findMany((q) => q.where({ professionId }))
    .sort((a, b) => a.id - b.id)
    .map(({ id, name }) => ({ id, name }))
}

function professionOf(professionId: number) {
  return { id: professionId, name: db().professions.findFirst((q) => q.where({ id: professionId }))?.name ?? '' }
}

/** The saved reports of the books (oldest period first) and their rated parts. */
function savedReportsOf(bookIds: ReadonlySet<number>) {
  const d = db()
  const reports = d.reports
    .findMany((q) => q.where((r) => bookIds.has(r.bookId) && r.state === 'saved'))
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.id - b.id)
  const reportBook = new Map(reports.map((r) => [r.id, r.bookId]))
  const details = d.reportDetails.findMany((q) => q.where((x) => reportBook.has(x.reportId)))
  return { reports, reportBook, details }
}

export const calibrationHandlers = [
  ebookRoute('get', '/books/:id/calibration', (ctx, auth) => {
    const access = readableBook(ctx, auth, ctx.id())
    const book = access.book
    const { reports, details } = savedReportsOf(new Set([book.id]))
    const ratings: PlacedRating[] = details.map((x) => ({
      elementId: x.elementId,
      columnId: x.reportId,
      level: x.level,
      instructorLevel: x.instructorLevel,
    }))
    const { elements, columnCounts, totals } = buildCalibration(
      catalogueOf(book.professionId),
      reports.map((r) => r.id),
      ratings,
    )
    return ok(
      v.parse(BookCalibrationSchema, {
        bookId: book.id,
        apprentice: apprenticeName(ctx, access),
        profession: professionOf(book.professionId),
        columns: reports.map((r) => ({
          id: r.id,
          fromDate: r.fromDate,
          toDate: r.toDate,
          counts: columnCounts.get(r.id) ?? NO_COUNTS,
        })),
        elements,
        totals,
      }),
    )
  }),

  ebookRoute('patch', '/books/calibration', async (ctx, auth) => {
    const { instructorId } = await ctx.body(InstructorCalibrationBodySchema)
    const readable = auth.person.isAdmin ? db().books.all() : visibleBooks(auth.person.id)
    const batch = bookBatch(readable)
    const books = readable.filter((book) => batch.instructorsOf(book).includes(instructorId))
    const groups = instructorGroups(ctx, books, batch, seesProtectedIn(auth))
    return ok(
      v.parse(InstructorCalibrationSchema, { instructorId, groups, totals: sumCounts(groups.map((g) => g.totals)) }),
    )
  }),
]

/**
 * One group per profession (by name), a column per book with at least one rated part in a saved
 * report, ordered by the apprentice's name as the caller sees it; each cell sums that book's reports.
 */
function instructorGroups(
  ctx: Ctx,
  books: readonly BookRecord[],
  batch: ReturnType<typeof bookBatch>,
  seesProtected: (book: BookRecord) => boolean,
): CalibrationGroup[] {
  const { reports, reportBook, details } = savedReportsOf(new Set(books.map((b) => b.id)))
  const reportCount = new Map<number, number>()
  for (const report of reports) reportCount.set(report.bookId, (reportCount.get(report.bookId) ?? 0) + 1)
  const ratings: PlacedRating[] = details.map((x) => ({
    elementId: x.elementId,
    columnId: reportBook.get(x.reportId) as number,
    level: x.level,
    instructorLevel: x.instructorLevel,
  }))
  const rated = new Set(ratings.map((r) => r.columnId))
  const collator = new Intl.Collator('sv')

  const byProfession = new Map<number, BookRecord[]>()
  for (const book of books) {
    if (!rated.has(book.id)) continue
    byProfession.set(book.professionId, [...(byProfession.get(book.professionId) ?? []), book])
  }
  return [...byProfession.entries()]
    .map(([professionId, professionBooks]) => {
      const columns = professionBooks
        .map((book) => ({ book, apprentice: batch.apprenticeOf(ctx, book, seesProtected(book)) }))
        .sort(
          (a, b) =>
            collator.compare(
              `${a.apprentice.lastName} ${a.apprentice.firstName}`,
              `${b.apprentice.lastName} ${b.apprentice.firstName}`,
            ) || a.book.id - b.book.id,
        )
      const { elements, columnCounts, totals } = buildCalibration(
        catalogueOf(professionId),
        columns.map((c) => c.book.id),
        ratings,
      )
      return {
        profession: professionOf(professionId),
        columns: columns.map(({ book, apprentice }) => ({
          id: book.id,
          apprentice,
          reportCount: reportCount.get(book.id) ?? 0,
          counts: columnCounts.get(book.id) ?? NO_COUNTS,
        })),
        elements,
        totals,
      }
    })
    .sort((a, b) => collator.compare(a.profession.name, b.profession.name) || a.profession.id - b.profession.id)
}
