import type {
  BookStatus,
  ClosedReason,
  DisplayState,
  Element,
  ElementPart,
  Period,
  TheoryModule,
} from '../api/ebook/ebook.schemas'
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
  /**
   * The rules on the clock (ADR 0011); left out, the book is judged by its stored status alone.
   * `deadline`: the day the book turns inactive for want of finished basic education (null: finished,
   * or the rule does not apply); `validUntil`: the last day of its five years (null: none).
   */
  clock?: { deadline: string | null; validUntil: string | null }
}

/**
 * The §4 display state and, when reporting is closed, why. Approved and issued end reporting for
 * good; inactive (the basic education not finished in time) until the region extends it; "extended"
 * is that extension and reports again, like active (ADR 0008). On the clock (ADR 0011): past the
 * book's five years it is inactive for good (`expired`, an extension does not lift it); from the
 * basic-education deadline an active book is inactive (`inactive`) until the region extends it.
 */
export function displayStateOf(input: DisplayInput): { displayState: DisplayState; closedReason: ClosedReason | null } {
  if (input.status === 'approved') return { displayState: 'approved', closedReason: 'approved' }
  if (input.status === 'issued') return { displayState: 'issued', closedReason: 'issued' }
  if (input.clock?.validUntil && input.today > input.clock.validUntil)
    return { displayState: 'inactive', closedReason: 'expired' }
  if (input.status === 'inactive') return { displayState: 'inactive', closedReason: 'inactive' }
  if (input.deactivatedByDistanceOrder) return { displayState: 'notYetActive', closedReason: 'distanceOrder' }
  if (input.today < input.educationStartDate) return { displayState: 'notYetActive', closedReason: 'notStarted' }
  if (input.status !== 'extended' && input.clock?.deadline && input.today >= input.clock.deadline)
    return { displayState: 'inactive', closedReason: 'inactive' }
  if (input.pauses.some((p) => p.fromDate <= input.today && input.today <= p.toDate))
    return { displayState: 'paused', closedReason: 'paused' }
  return { displayState: input.status === 'extended' ? 'extended' : 'active', closedReason: null }
}

/* ---- the rules on the clock (ADR 0011) ---- */

/** Months from the education's start to finish the basic education: 12, machine operators 6. */
export const BASIC_EDUCATION_MONTHS = { standard: 12, machineOperator: 6 } as const
/** How long ahead the overview and the start page warn that reporting will close: 4 weeks. */
export const CLOSING_WARNING_DAYS = 28

/** 'yyyy-mm-dd' plus whole months; a day the month lacks becomes its last day (31 Aug + 6 months = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number)
  const total = y * 12 + (m - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = daysInMonth(year, month)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/**
 * The day the book turns inactive without finished basic education: 12 months after the education's
 * start, 6 for a machine operator (a machine profession, `isMachineProfession`); null when the basic
 * education is finished (the certificate, ADR 0011).
 */
export function basicEducationDeadline(input: {
  educationStartDate: string
  machineOperator: boolean
  basicEducationFinished: boolean
}): string | null {
  if (input.basicEducationFinished) return null
  return addMonths(
    input.educationStartDate,
    input.machineOperator ? BASIC_EDUCATION_MONTHS.machineOperator : BASIC_EDUCATION_MONTHS.standard,
  )
}

export type ClosingKind = 'inactive' | 'expires'

/**
 * The warning "reporting closes soon" (ADR 0011): within CLOSING_WARNING_DAYS before the day reporting
 * closes by the clock, while reporting is still open. `on` is the first closed day. The earlier of the
 * two wins; the basic-education deadline does not count for an extended book.
 */
export function closingSoon(input: {
  displayState: DisplayState
  status: BookStatus
  today: string
  deadline: string | null
  validUntil: string | null
}): { kind: ClosingKind; on: string } | null {
  if (!reportingOpen(input.displayState) && input.displayState !== 'paused') return null
  const candidates: Array<{ kind: ClosingKind; on: string }> = []
  if (input.deadline && input.status !== 'extended') candidates.push({ kind: 'inactive', on: input.deadline })
  if (input.validUntil) candidates.push({ kind: 'expires', on: addDaysTo(input.validUntil, 1) })
  const soon = candidates
    .filter((c) => c.on > input.today && c.on <= addDaysTo(input.today, CLOSING_WARNING_DAYS))
    .sort((a, b) => a.on.localeCompare(b.on))
  return soon[0] ?? null
}

function addDaysTo(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
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
  rules: {
    permitted: Period
    employmentDate: string
    today: string
    otherReports: readonly Period[]
    pauses: readonly Period[]
  },
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

export type ReportDateErrorKey = 'required' | 'invalidDate' | 'inFuture' | 'beforePeriodEnd'

/**
 * A report's own date (ADR 0011): the day it was written, so not before its period's last day (a
 * report is written when the period has ended, or on its last day) and never in the future.
 */
export function checkReportDate(
  date: string | null | undefined,
  rules: { toDate: string; today: string },
): ReportDateErrorKey | null {
  const value = date ?? ''
  if (value.trim() === '') return 'required'
  if (!isDay(value)) return 'invalidDate'
  if (value > rules.today) return 'inFuture'
  if (rules.toDate !== '' && value < rules.toDate) return 'beforePeriodEnd'
  return null
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

/**
 * The level that counts for a part: the instructor's where the instructor gave one (ADR 0009: the
 * instructor's assessment counts), else the apprentice's highest saved level; null when never reported.
 */
export function assessedLevel(
  part: Pick<ElementPart, 'achievedLevel'> & Partial<Pick<ElementPart, 'instructorLevel'>>,
): ElementPart['achievedLevel'] {
  return part.instructorLevel ?? part.achievedLevel
}

/**
 * §4: level 4 on every part of an element closes it for further reporting, by the assessed level
 * (ADR 0011): the apprentice's own 4 does not close a part the instructor assessed lower.
 */
export function elementClosed(element: Pick<Element, 'parts'>): boolean {
  return element.parts.length > 0 && element.parts.every((part) => assessedLevel(part) === 4)
}

/** The part's assessed level (assessedLevel) has reached the required one. */
export function partReachedRequired(
  part: Pick<ElementPart, 'achievedLevel' | 'requiredLevel'> & Partial<Pick<ElementPart, 'instructorLevel'>>,
): boolean {
  const level = assessedLevel(part)
  return level !== null && level >= part.requiredLevel
}

/** Approved, but at a level below the required one (ADR 0011): the part still has to reach its level. */
export function approvedBelowRequired(
  part: Pick<ElementPart, 'achievedLevel' | 'requiredLevel' | 'approvedAt'> &
    Partial<Pick<ElementPart, 'instructorLevel'>>,
): boolean {
  return part.approvedAt !== null && !partReachedRequired(part)
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
