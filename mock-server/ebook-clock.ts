/**
 * The e-book's rules on the scenario clock (ADR 0011), for the e-book calls and the person call
 * alike: the basic-education deadline (12 months from the education's start, 6 for a machine
 * profession, none once the certificate is there) and the book's five years from its issue to the
 * apprentice (its creation). The rules themselves are src/domain/ebook.ts; this reads their inputs
 * from the collections, once for any number of books.
 */
import type { ClosingSoon, DisplayState, ClosedReason } from '../src/api/ebook/ebook.schemas'
import { isoDay } from '../src/domain/dates'
import { basicEducationDeadline, closingSoon, displayStateOf, validUntil } from '../src/domain/ebook'
import { DISTANCE_ORDER_STATE, deactivatesBook } from '../src/domain/orders'
import { now } from './clock'
import { db, type BookRecord } from './db'

export interface BookClock {
  /** The first inactive day without finished basic education; null when finished. */
  deadline: string | null
  /** The last day of the book's five years. */
  validUntil: string
  /**
   * The apprentice's distance orders of the book's company and profession awaiting the company (§4):
   * one past its approval date switches the book off until approved (issue 20: derived, never stored).
   */
  awaitingOrders: ReadonlyArray<{
    stateId: number
    latestApprovalDate: string | null
    extendedApprovalDate: string | null
  }>
}

/** The clock facts of books, read once from educations and professions (a list of hundreds asks cheaply). */
export function bookClocks(): (book: BookRecord) => BookClock {
  const d = db()
  const machine = new Set(d.professions.findMany((q) => q.where({ isMachineProfession: true })).map((p) => p.id))
  const certified = new Set(
    d.educations
      .findMany((q) => q.where({ basicEducationCertificate: true }))
      .map((e) => `${e.personId}:${e.professionId ?? ''}`),
  )
  const awaiting = d.distanceOrders.findMany((q) => q.where({ stateId: DISTANCE_ORDER_STATE.sentToCompanyForApproval }))
  return (book) => ({
    deadline: basicEducationDeadline({
      educationStartDate: book.educationStartDate,
      machineOperator: machine.has(book.professionId),
      basicEducationFinished: certified.has(`${book.personId}:${book.professionId}`),
    }),
    validUntil: validUntil(book.createdAt),
    awaitingOrders: awaiting.filter(
      (o) => o.personId === book.personId && o.companyId === book.companyId && o.professionId === book.professionId,
    ),
  })
}

/** The scenario clock's calendar day. */
export function clockDay(): string {
  return isoDay(now())
}

/**
 * The display state on the clock, and the warning "reporting closes soon" (ADR 0011), which the
 * answers carry only while there is one (absent otherwise, so answers without one stay as they were).
 */
export function stateOnClock(
  book: BookRecord,
  clock: BookClock,
  pauses: ReadonlyArray<{ fromDate: string; toDate: string }>,
  day = clockDay(),
): { displayState: DisplayState; closedReason: ClosedReason | null; closingSoon?: ClosingSoon } {
  const state = displayStateOf({
    status: book.status,
    educationStartDate: book.educationStartDate,
    deactivatedByDistanceOrder: clock.awaitingOrders.some((order) => deactivatesBook({ ...order, today: day })),
    pauses,
    today: day,
    clock,
  })
  const soon = closingSoon({
    ...state,
    status: book.status,
    today: day,
    deadline: clock.deadline,
    validUntil: clock.validUntil,
  })
  return soon ? { ...state, closingSoon: soon } : state
}

/** A book's display state on the scenario clock, with its own pauses (the e-book calls and the person call alike). */
export function bookState(
  book: BookRecord,
  day = clockDay(),
): { displayState: DisplayState; closedReason: ClosedReason | null; closingSoon?: ClosingSoon } {
  const pauses = db().bookPauses.findMany((q) => q.where({ bookId: book.id }))
  return stateOnClock(book, bookClocks()(book), pauses, day)
}
