import type { BookStatus, ClosedReason, DisplayState, Element, ElementPart, Period, TheoryModule } from '../api/ebook/ebook.schemas'
import { dayOf, daysInMonth } from './dates'

// What the shell needs on every page lives in its own small module (the entry chunk carries a whole
// module, so these would bring every rule below with them): re-exported here for the slice.
export { ownBooks, outboxStorageKey, REPORT_LIST_PAGE_SIZE } from './ebook-basics'

/* ---- e-book rules (§4 "E-book", §5 periods and report saving) ---- */

export interface DisplayInput {
  status: BookStatus
  /** The education's start; before it the book is not yet active. */
  educationStartDate: string
  /** An unapproved distance order past its deadline deactivates the book until approved (§4 Orders). */
  deactivatedByDistanceOrder: boolean
  pauses: readonly Period[]
  /** 'yyyy-mm-dd' */
  today: string
}

/**
 * The §4 display state and, when reporting is closed, why. Approved and issued end reporting for
 * good; inactive (the basic education not finished in time) until the region extends it; "extended"
 * is that extension and reports again, like active (ADR 0008).
 */
export function displayStateOf(input: DisplayInput): { displayState: DisplayState; closedReason: ClosedReason | null } {
  if (input.status === 'approved') return { displayState: 'approved', closedReason: 'approved' }
  if (input.status === 'issued') return { displayState: 'issued', closedReason: 'issued' }
  if (input.status === 'inactive') return { displayState: 'inactive', closedReason: 'inactive' }
  if (input.deactivatedByDistanceOrder) return { displayState: 'notYetActive', closedReason: 'distanceOrder' }
  if (input.today < input.educationStartDate) return { displayState: 'notYetActive', closedReason: 'notStarted' }
  if (input.pauses.some((p) => p.fromDate <= input.today && input.today <= p.toDate)) return { displayState: 'paused', closedReason: 'paused' }
  return { displayState: input.status === 'extended' ? 'extended' : 'active', closedReason: null }
}

/** Reporting is open only while active (or extended, the lifted inactive state). */
export function reportingOpen(state: DisplayState): boolean {
  return state === 'active' || state === 'extended'
}

/** Two closed day ranges share at least one day. */
export function periodsOverlap(a: Period, b: Period): boolean {
  return a.fromDate <= b.toDate && b.fromDate <= a.toDate
}

export type PeriodErrorKey =
  | 'required'
  | 'invalidDate'
  | 'endBeforeStart'
  | 'outsidePermitted'
  | 'inFuture'
  | 'employmentDate'
  | 'overlapsReport'
  | 'overlapsPause'

export interface PeriodError {
  field: 'fromDate' | 'toDate'
  key: PeriodErrorKey
}

export interface PeriodInput {
  fromDate: string | null | undefined
  toDate: string | null | undefined
}

function isDay(value: string): boolean {
  return dayOf(value) === value
}

function checkDates(period: PeriodInput, permitted: Period): { errors: PeriodError[]; period: Period | null } {
  const errors: PeriodError[] = []
  const from = period.fromDate ?? ''
  const to = period.toDate ?? ''
  if (from === '') errors.push({ field: 'fromDate', key: 'required' })
  else if (!isDay(from)) errors.push({ field: 'fromDate', key: 'invalidDate' })
  if (to === '') errors.push({ field: 'toDate', key: 'required' })
  else if (!isDay(to)) errors.push({ field: 'toDate', key: 'invalidDate' })
  if (errors.length > 0) return { errors, period: null }
  if (to < from) return { errors: [{ field: 'toDate', key: 'endBeforeStart' }], period: null }
  if (from < permitted.fromDate || from > permitted.toDate) errors.push({ field: 'fromDate', key: 'outsidePermitted' })
  if (to > permitted.toDate) errors.push({ field: 'toDate', key: 'outsidePermitted' })
  return { errors, period: { fromDate: from, toDate: to } }
}

/**
 * A report period (§5): start required, end not before start (one day is a period: the one-tap
 * buttons report today, yesterday or the day before), inside the permitted period, not in the future,
 * not before the employment date, no overlap with another report or a pause.
 */
export function checkReportPeriod(
  period: PeriodInput,
  rules: { permitted: Period; employmentDate: string; today: string; otherReports: readonly Period[]; pauses: readonly Period[] },
): PeriodError[] {
  const { errors, period: p } = checkDates(period, rules.permitted)
  if (!p) return errors
  if (p.toDate > rules.today) errors.push({ field: 'toDate', key: 'inFuture' })
  if (p.fromDate < rules.employmentDate) errors.push({ field: 'fromDate', key: 'employmentDate' })
  if (errors.length > 0) return errors
  if (rules.otherReports.some((r) => periodsOverlap(p, r))) return [{ field: 'fromDate', key: 'overlapsReport' }]
  if (rules.pauses.some((r) => periodsOverlap(p, r))) return [{ field: 'fromDate', key: 'overlapsPause' }]
  return []
}

/** A book pause: the same date rules (it may lie ahead), no overlap with another pause or a report period. */
export function checkPausePeriod(
  period: PeriodInput,
  rules: { permitted: Period; reports: readonly Period[]; otherPauses: readonly Period[] },
): PeriodError[] {
  const { errors, period: p } = checkDates(period, rules.permitted)
  if (!p || errors.length > 0) return errors
  if (rules.otherPauses.some((r) => periodsOverlap(p, r))) return [{ field: 'fromDate', key: 'overlapsPause' }]
  if (rules.reports.some((r) => periodsOverlap(p, r))) return [{ field: 'fromDate', key: 'overlapsReport' }]
  return []
}

/** The one-tap period buttons: today, yesterday and the day before ('yyyy-mm-dd'). */
export function quickDays(today: string): { today: string; yesterday: string; dayBefore: string } {
  const shift = (days: number) => {
    const [y, m, d] = today.split('-').map(Number)
    const date = new Date(Date.UTC(y, m - 1, d - days))
    return date.toISOString().slice(0, 10)
  }
  return { today, yesterday: shift(1), dayBefore: shift(2) }
}

/** §4: level 4 on every part of an element closes it for further reporting. */
export function elementClosed(element: Pick<Element, 'parts'>): boolean {
  return element.parts.length > 0 && element.parts.every((part) => part.achievedLevel === 4)
}

/**
 * The part's level has reached the required one: the instructor's level where the instructor gave
 * one (ADR 0009: the instructor's assessment counts), else the apprentice's highest saved level.
 */
export function partReachedRequired(part: Pick<ElementPart, 'achievedLevel' | 'requiredLevel'> & Partial<Pick<ElementPart, 'instructorLevel'>>): boolean {
  const level = part.instructorLevel ?? part.achievedLevel
  return level !== null && level >= part.requiredLevel
}

export interface ElementProgress {
  total: number
  atRequired: number
  approved: number
  /** Every mandatory part at its required level and approved. */
  complete: boolean
}

export function elementProgress(element: Pick<Element, 'parts'>): ElementProgress {
  const parts = element.parts
  const atRequired = parts.filter(partReachedRequired).length
  const approved = parts.filter((p) => p.approvedAt !== null).length
  const complete = parts.filter((p) => p.mandatory).every((p) => partReachedRequired(p) && p.approvedAt !== null)
  return { total: parts.length, atRequired, approved, complete }
}

/** What still stands between the book and the instructor's approval (§1, §4): elements and theory. */
export function missingForApproval(book: { elements: readonly Element[]; theory: readonly TheoryModule[] }): {
  elements: Element[]
  theory: TheoryModule[]
} {
  return {
    elements: book.elements.filter((e) => !elementProgress(e).complete),
    theory: book.theory.filter((t) => t.approvedAt === null),
  }
}

/**
 * A book is valid five years from issue (the scheme's guides). Issued on 29 February, it ends on
 * 28 February five years later (that year has no 29th; the validity never runs into March).
 */
export function validUntil(issuedOn: string): string {
  const [y, m, d] = issuedOn.slice(0, 10).split('-').map(Number)
  const day = Math.min(d, daysInMonth(y + 5, m))
  return `${String(y + 5).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
