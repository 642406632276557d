import type { DisplayState, Ebook, PersonName, Report, ReportListRow } from '../../../api/ebook/ebook.schemas'
import { elementProgress, missingForApproval, partReachedRequired } from '../../../domain/ebook'

/** What the e-book pages compute from the book (pure, so the pages stay views). */

export function personName(person: Pick<PersonName, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim()
}

/** The kind of notice the display state gets: reporting open, closed for now, or ended for good. */
export function stateTone(state: DisplayState): 'open' | 'closed' | 'done' {
  if (state === 'active' || state === 'extended') return 'open'
  if (state === 'issued' || state === 'approved') return 'done'
  return 'closed'
}

/**
 * Whether the reader may add, edit and delete pauses now: those who manage pauses (the book's
 * viewer), while the book is not approved or issued (its education is over: there is nothing left to
 * pause, and the API refuses a pause on such a book).
 */
export function pausesManageable(book: Pick<Ebook, 'viewer' | 'displayState'>): boolean {
  return book.viewer.mayManagePauses && stateTone(book.displayState) !== 'done'
}

/** The progress summary of the whole book: parts at their required level, approved, elements complete. */
export function bookProgress(book: Pick<Ebook, 'elements'>) {
  let parts = 0
  let atRequired = 0
  let approved = 0
  let completeElements = 0
  for (const element of book.elements) {
    const progress = elementProgress(element)
    parts += progress.total
    atRequired += progress.atRequired
    approved += progress.approved
    if (progress.complete) completeElements += 1
  }
  return { parts, atRequired, approved, elements: book.elements.length, completeElements }
}

export interface Requirement {
  kind: 'element' | 'theory'
  id: number
  name: string
  met: boolean
  /** Elements: parts at their required level and approved, of all. */
  done?: number
  total?: number
}

/**
 * The education overview's requirements (§2 "education overview with requirements"): the remaining
 * ones first (elements not complete, then theory modules not approved), then those met, each in the
 * book's order.
 */
export function requirements(book: Pick<Ebook, 'elements' | 'theory'>): Requirement[] {
  const missing = missingForApproval(book)
  const missingElements = new Set(missing.elements.map((e) => e.id))
  const missingTheory = new Set(missing.theory.map((t) => t.id))
  const elements: Requirement[] = book.elements.map((element) => ({
    kind: 'element',
    id: element.id,
    name: element.name,
    met: !missingElements.has(element.id),
    done: element.parts.filter((p) => partReachedRequired(p) && p.approvedAt !== null).length,
    total: element.parts.length,
  }))
  const theory: Requirement[] = book.theory.map((module) => ({
    kind: 'theory',
    id: module.id,
    name: module.courseName,
    met: !missingTheory.has(module.id),
  }))
  const all = [...elements, ...theory]
  return [...all.filter((r) => !r.met), ...all.filter((r) => r.met)]
}

/** Newest period first (the API's order; kept whatever order a page came in). */
export function newestFirst<T extends Pick<Report | ReportListRow, 'fromDate' | 'id'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id)
}

/** Whole days from `from` to `to`, both counted ('yyyy-mm-dd'). */
export function daysInPeriod(from: string, to: string): number {
  const day = (value: string) =>
    Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)))
  return Math.round((day(to) - day(from)) / 86_400_000) + 1
}

/** Where a day lies along a period, 0 to 100 (clamped), for the timeline's drawing. */
export function percentAlong(period: { fromDate: string; toDate: string }, value: string): number {
  const total = daysInPeriod(period.fromDate, period.toDate) - 1
  if (total <= 0) return 0
  const at = daysInPeriod(period.fromDate, value) - 1
  return Math.min(100, Math.max(0, (at / total) * 100))
}
