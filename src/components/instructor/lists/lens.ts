import type { BookListBody } from '../../../api/ebook/ebook.schemas'
import type { RoleUser } from '../../../domain/roles'
import { isAdminUser, isInstructor } from '../../../domain/roles'

/**
 * Whose apprentices an instructor page shows (issue 10, ADR 0009 "Instructor pages"): /instructor/ebooks
 * is the reader's own view, /instructor/{id}/… instructor {id}'s. An instructor sees the books they
 * supervise; a company user who is no instructor (or chooses "all") every book of their companies the
 * API lets them read (§6 "Apprentice books"). The API decides what each reader may read; this only
 * narrows the list.
 */
export interface Lens {
  /** The instructor in the address (or the reader on /instructor/ebooks). */
  instructorId: number
  /** The reader is that instructor: they assess and approve (others only read). */
  own: boolean
  /** The reader may switch between the books they supervise and all they may read. */
  mayChooseAll: boolean
}

export function lensOf(user: NonNullable<RoleUser>, idInPath: number | null): Lens {
  const instructorId = idInPath ?? user.id
  const own = instructorId === user.id && isInstructor(user)
  return { instructorId, own, mayChooseAll: idInPath === null && own && isAdminUser(user) }
}

/**
 * The books/list filter of a lens: the instructor's books, or (a non-instructor's own view, or "all"
 * chosen) every readable one; the queue's order (unread, then reports still to assess, ADR 0012).
 */
export function lensFilter(user: NonNullable<RoleUser>, lens: Lens, all: boolean): BookListBody {
  const everyReadable = lens.instructorId === user.id && (!isInstructor(user) || (lens.mayChooseAll && all))
  return everyReadable ? { order: 'toAssessFirst' } : { instructorId: lens.instructorId, order: 'toAssessFirst' }
}
