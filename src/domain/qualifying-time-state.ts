/**
 * Qualifying time (§4 "Qualifying time", §6): the state of one qualifying time on a given day, §4's
 * "finished", and who may read, approve or ask for an extension. Pure; the simulated backend answers
 * with these (state, finished, mayApprove, mayRequestExtension), so a page and the server cannot
 * disagree. Rules where the spec is silent: notes s28 qualifying-time-backend.
 */
import type { QualifyingTimeState } from '../api/qualifying-time/qualifying-time.schemas'

export interface QualifyingTimeFacts {
  /** 'yyyy-mm-dd' */
  fromDate: string
  toDate: string
  isCancelled: boolean
  /** Aborted (§3 doAbort). */
  doAbort: boolean
  isApprovedByInstructor: boolean
  /** The apprenticeship's manual end (detached from the company), if any. */
  detachedOn: string | null
  regionApprovedAt: string | null
  certificateIssuedAt: string | null
  /** The pauses, dates inclusive. */
  pauses: readonly { fromDate: string; toDate: string }[]
}

const day = (value: string) => value.slice(0, 10)

/** §4 "finished": the end date has passed, not approved by the instructor, neither aborted nor cancelled. */
export function isFinished(
  qt: Pick<QualifyingTimeFacts, 'toDate' | 'isCancelled' | 'doAbort' | 'isApprovedByInstructor'>,
  today: string,
): boolean {
  return day(qt.toDate) < today && !qt.isApprovedByInstructor && !qt.doAbort && !qt.isCancelled
}

/** Detached from the company: aborted, or the apprenticeship ended on or before today. */
export function isStopped(qt: Pick<QualifyingTimeFacts, 'doAbort' | 'detachedOn'>, today: string): boolean {
  return qt.doAbort || (qt.detachedOn !== null && day(qt.detachedOn) <= today)
}

/** The pause holding `today`, if any. */
export function pauseOn<P extends { fromDate: string; toDate: string }>(pauses: readonly P[], today: string): P | null {
  return pauses.find((p) => day(p.fromDate) <= today && today <= day(p.toDate)) ?? null
}

/**
 * §4's state on `today`. A closing fact wins over the approvals, a later approval over an earlier one,
 * and "finished" (ready for approval) over a pause: cancelled > stopped > certificate issued > approved
 * by the region > approved by the company > ready for approval > paused > ongoing.
 */
export function qualifyingTimeState(qt: QualifyingTimeFacts, today: string): QualifyingTimeState {
  if (qt.isCancelled) return 'cancelled'
  if (isStopped(qt, today)) return 'stopped'
  if (qt.certificateIssuedAt !== null) return 'certificateIssued'
  if (qt.regionApprovedAt !== null) return 'approvedByRegion'
  if (qt.isApprovedByInstructor) return 'approvedByCompany'
  if (isFinished(qt, today)) return 'readyForApproval'
  if (pauseOn(qt.pauses, today)) return 'paused'
  return 'ongoing'
}

/** An extension may be asked for while the time still runs (or has just ended, not yet approved). */
export function mayExtendInState(state: QualifyingTimeState): boolean {
  return state === 'ongoing' || state === 'paused' || state === 'readyForApproval'
}

/** The caller's relation to one qualifying time, as the server finds it (§6). */
export interface QualifyingTimeViewer {
  /** The apprentice themselves. */
  isApprentice: boolean
  /** Within the caller's departments of the company (always true in a company without departments). */
  inScope: boolean
  administrator: boolean
  departmentAdministrator: boolean
  educationResponsible: boolean
  distanceAdministrator: boolean
  /** An active instructor of this apprenticeship. */
  supervisingInstructor: boolean
}

/**
 * Who reads it: the apprentice; in scope, any admin user of the company (FTGADM, AVDADM, YUA, BG:
 * §2 "company users" open the list) and the apprentice's active instructor.
 */
export function mayReadQualifyingTime(v: QualifyingTimeViewer): boolean {
  if (v.isApprentice) return true
  if (!v.inScope) return false
  return (
    v.administrator ||
    v.departmentAdministrator ||
    v.educationResponsible ||
    v.distanceAdministrator ||
    v.supervisingInstructor
  )
}

/**
 * Who approves for the company: the apprentice's active instructor (§4 "approved by instructor"),
 * the administrator and, in their departments, the department administrator. Not YUA (§6 "cannot
 * approve"), not BG, never the apprentice.
 */
export function mayApproveQualifyingTime(v: QualifyingTimeViewer): boolean {
  if (!v.inScope) return false
  return v.administrator || v.departmentAdministrator || v.supervisingInstructor
}

/** Who asks the region for an extension: those who approve, and the education responsible (YUA). */
export function mayRequestExtension(v: QualifyingTimeViewer): boolean {
  return mayApproveQualifyingTime(v) || (v.inScope && v.educationResponsible)
}

/** Whole months from one day to another, as the length answers count them (a started month does not count). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = day(from).split('-').map(Number)
  const [ty, tm, td] = day(to).split('-').map(Number)
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0)
  return Math.max(0, months)
}

/** The day `months` whole months after `from` (clamped to the month's last day). */
export function addMonths(from: string, months: number): string {
  const [y, m, d] = day(from).split('-').map(Number)
  const total = y * 12 + (m - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(d, last))}`
}

/**
 * The length facts of §3 ("length in months, completed months, remaining") in whole calendar months, the
 * planned end day counted (2025-08-18 … 2027-08-17 is 24 months); completed stops at the end.
 */
export function lengthFacts(fromDate: string, toDate: string, today: string) {
  const afterEnd = nextDay(toDate)
  const lengthMonths = monthsBetween(fromDate, afterEnd)
  const completedMonths = Math.min(lengthMonths, monthsBetween(fromDate, today < afterEnd ? today : afterEnd))
  return { lengthMonths, completedMonths, remainingMonths: lengthMonths - completedMonths }
}

function nextDay(value: string): string {
  const [y, m, d] = day(value).split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}
