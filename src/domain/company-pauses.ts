/**
 * The company's pause pages (/company/{id}/paused and /paused/new; §3 Pause, §4 "pauses … go to the
 * nearest region", §6 "staff, roles, pauses"): which e-book of an apprenticeship takes a pause, and how
 * the list orders and names the pauses. The server keeps the same book rule (an approved or issued
 * book takes no pause: mock-server/handlers/ebook/book-pauses.ts). Decisions: docs/decisions/notes/pauses.md.
 */
import type { ApprenticeBook, ApprenticePause, ApprenticeshipDetail } from '../api/company/apprenticeship.schemas'

/** An approved or issued e-book takes no pause (§4: they end reporting; the server refuses with 422). */
export function bookTakesPause(book: Pick<ApprenticeBook, 'status'>): boolean {
  return book.status !== 'approved' && book.status !== 'issued'
}

/** Why an apprenticeship is not offered for a new pause. */
export type NoPauseReason = 'noBook' | 'bookClosed' | 'ended'

/**
 * The e-books of this apprenticeship a new pause may go to (each that is neither approved nor issued,
 * in id order: an apprenticeship may carry a book per profession); else why none. An ended
 * apprenticeship takes none.
 */
export function pausableBooks(
  a: Pick<ApprenticeshipDetail, 'books' | 'manuallyEndedDate'>,
  today: string,
): { books: ApprenticeBook[] } | { reason: NoPauseReason } {
  const books = a.books ?? []
  if (books.length === 0) return { reason: 'noBook' }
  if (a.manuallyEndedDate !== null && a.manuallyEndedDate.slice(0, 10) < today) return { reason: 'ended' }
  const open = books.filter(bookTakesPause).sort((x, y) => x.id - y.id)
  return open.length > 0 ? { books: open } : { reason: 'bookClosed' }
}

export type PauseTiming = 'current' | 'coming' | 'past'

/** A pause over today is current, one that starts later is coming, one that ended is past (dates are whole days). */
export function pauseTiming(pause: Pick<ApprenticePause, 'fromDate' | 'toDate'>, today: string): PauseTiming {
  if (pause.toDate.slice(0, 10) < today) return 'past'
  if (pause.fromDate.slice(0, 10) > today) return 'coming'
  return 'current'
}

export interface CompanyPauseRow {
  pause: ApprenticePause
  apprenticeshipId: number
  person: ApprenticeshipDetail['person']
  timing: PauseTiming
}

const TIMING_ORDER: Record<PauseTiming, number> = { current: 0, coming: 1, past: 2 }

/**
 * The company's pauses as the list shows them: every pause of the apprenticeships the caller sees (the
 * list call is department-scoped, §6), current first, then coming (soonest first), then past (latest first).
 */
export function companyPauseRows(apprenticeships: readonly ApprenticeshipDetail[], today: string): CompanyPauseRow[] {
  const rows = apprenticeships.flatMap((a) =>
    a.pauses.map((pause) => ({ pause, apprenticeshipId: a.id, person: a.person, timing: pauseTiming(pause, today) })),
  )
  return rows.sort(
    (x, y) =>
      TIMING_ORDER[x.timing] - TIMING_ORDER[y.timing] ||
      (x.timing === 'past'
        ? y.pause.fromDate.localeCompare(x.pause.fromDate)
        : x.pause.fromDate.localeCompare(y.pause.fromDate)) ||
      x.pause.id - y.pause.id,
  )
}
