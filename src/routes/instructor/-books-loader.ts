import type { BookListRow } from '../../api/ebook/ebook.schemas'
import { lensFilter, lensOf } from '../../components/instructor/lists/lens'
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
