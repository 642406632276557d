import type { ApprenticeshipDetail, EmploymentRateBody } from '../../src/api/company/apprenticeship.schemas'

/**
 * The shapes of the apprentice's page (/company/{id}/apprentices/{employee_id}, issue 19): its
 * instructors (the whole new set is sent, §5 at least one) and a new employment rate period (§3, §5).
 * Decisions: docs/decisions/notes/apprentices-ui19.md.
 */

export interface ApprenticeshipEditInput {
  apprenticeshipId: number
  /** The apprenticeship's first day: its last day may not be before it. */
  fromDate: string
  /** The active instructors' employment ids (as read, then as the server answered). */
  instructorIds: number[]
}

/** The rate period form as typed. */
export interface RateForm {
  percent: string
  fromDate: string
  toDate: string
}
export type RateField = keyof RateForm

export const EMPTY_RATE: RateForm = { percent: '', fromDate: '', toDate: '' }

/** What the last answered change was ("Saved" says it until the next change). */
export type SavedChange = 'instructors' | 'rate' | 'ended' | null

/** The active instructors of an answer. */
export const activeInstructorIds = (a: Pick<ApprenticeshipDetail, 'instructors'>) =>
  a.instructors.filter((i) => i.isActive).map((i) => i.employmentId)

/** The body of a checked form (percent as a number; the dates as typed, trimmed). */
export function rateBody(form: RateForm): EmploymentRateBody {
  return {
    percent: Number(form.percent.trim().replace(',', '.')),
    fromDate: form.fromDate.trim(),
    toDate: form.toDate.trim(),
  }
}
