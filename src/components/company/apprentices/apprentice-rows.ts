import type { ApprenticeshipDetail } from '../../../api/company/apprenticeship.schemas'
import { rateOn } from '../../../domain/company-staff'
import { fold, searchWords } from '../../../domain/search-text'

/** What an apprenticeship is on a day: ended (its manual end has come), paused (a pause of its e-book covers the day) or active. */
export type ApprenticeStatus = 'active' | 'paused' | 'ended'

export function apprenticeStatus(a: ApprenticeshipDetail, day: string): ApprenticeStatus {
  if (a.manuallyEndedDate !== null && a.manuallyEndedDate <= day) return 'ended'
  if (a.pauses.some((p) => p.fromDate <= day && day <= p.toDate)) return 'paused'
  return 'active'
}

/** §3 employment rate in force on a day (100 without a period covering it). */
export const rateNow = (a: ApprenticeshipDetail, day: string) => rateOn(day, a.employmentRates)

export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim()

/** The active instructors' names, joined by commas. */
export const instructorNames = (a: ApprenticeshipDetail) =>
  a.instructors
    .filter((i) => i.isActive)
    .map(personName)
    .join(', ')

export interface ApprenticeFilter {
  search: string
  /** A department id as the select gives it; '' every department. */
  departmentId: string
}

export const NO_APPRENTICE_FILTER: ApprenticeFilter = { search: '', departmentId: '' }

/** The rows the filter keeps: every search word in the apprentice's or an instructor's name, in the department. */
export function filterApprentices(rows: readonly ApprenticeshipDetail[], filter: ApprenticeFilter) {
  const words = searchWords(filter.search)
  const department = filter.departmentId === '' ? null : Number(filter.departmentId)
  return rows.filter((a) => {
    if (department !== null && !a.departmentIds.includes(department)) return false
    if (words.length === 0) return true
    const text = fold(`${personName(a.person)}\n${a.person.lastName} ${a.person.firstName}\n${instructorNames(a)}`)
    return words.every((w) => text.includes(w))
  })
}
