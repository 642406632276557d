import type { BookListRow } from '../../api/ebook/ebook.schemas'
import type { InstructorApprentice } from '../../api/instructor/apprentices.schemas'
import { lensFilter, lensOf } from '../../components/instructor/lists/lens'
import { mayOpenMyApprentices } from '../../domain/roles'
import { ensureNamespaces } from '../../i18n/i18n'
import type { RouterContext } from '../../session/session.edge'

/**
 * The loader of the instructor's book lists (/instructor/ebooks, /instructor/{id}/ebooks, apprentices,
 * apprentices-courses): the books of the page's lens (books/list, unread first; `all`: every book the
 * reader may read, where the lens offers the choice) beside the page's texts, in one go. The call is
 * imported when the route loads, not with the start page; a failure is the route's error page.
 */
export async function loadLensBooks(
  context: RouterContext,
  idInPath: number | null,
  all = false,
): Promise<BookListRow[]> {
  // The route's guard let only a logged-in reader through.
  const user = context.session.getSnapshot().context.user
  if (!user) return []
  const filter = lensFilter(user, lensOf(user, idInPath), all)
  const rows = import('../../api/ebook/books').then(({ listBooks }) => listBooks(filter, { silent: true }))
  const [, answer] = await Promise.all([ensureNamespaces('instructor', 'ebook', 'instructor-calibration'), rows])
  return answer
}

/** What My apprentices shows: the books of the lens and the instructor's linked apprentices. */
export interface MyApprenticesData {
  rows: BookListRow[]
  /** The instructor's own apprentices with or without a book; null for a company user's look at an instructor (books only). */
  linked: InstructorApprentice[] | null
}

/**
 * The loader of /instructor/{id}/apprentices: the lens's books and, for the instructor's own list,
 * her linked apprentices (apprenticeships/list with instructorId), so one without a book is listed
 * too. Both read at once; a failure of either is the route's error page.
 */
export async function loadMyApprentices(context: RouterContext, idInPath: number): Promise<MyApprenticesData> {
  const user = context.session.getSnapshot().context.user
  const own = user !== null && user.id === idInPath && mayOpenMyApprentices(user)
  const linked = own
    ? import('../../api/instructor/apprentices').then(({ listInstructorApprentices }) =>
        listInstructorApprentices(idInPath, { silent: true }),
      )
    : Promise.resolve(null)
  const [rows, apprentices] = await Promise.all([loadLensBooks(context, idInPath), linked])
  return { rows, linked: apprentices }
}
