/** Side-menu visibility of spec §2 ("Menu visibility") and the qualifying-time badge. */
import type { Education, Person, QualificationTime } from '../api/shell/user.schemas'
import { ownBooks } from './ebook-basics'
import { isoDay, dayOf } from './dates'
import { formatBadge } from './format'
import {
  hasTradeCertificate,
  isActiveInstructor,
  isAdmin,
  isApprentice,
  isCompanyUser,
  isInstructor,
  isRegistered,
  type RoleUser,
} from './roles'

export interface MenuItems {
  address: boolean
  settings: boolean
  qualifications: boolean
  application: boolean
  orderCard: boolean
  ebook: boolean
  instructorInstructions: boolean
  myApprentices: boolean
  apprenticeBooks: boolean
  myQualifyingTime: boolean
  apprenticeQualifyingTime: boolean
  guide: boolean
  notifications: boolean
}

export interface MenuInputs {
  /** Phone and e-mail verified (the session's selector); defaults to what the user record says. */
  registered?: boolean
  /** The book list holds apprentices with basic education (books whose personId is not the user's, §7). */
  hasApprenticesWithBasicEducation?: boolean
}

const NOTHING: MenuItems = {
  address: false,
  settings: false,
  qualifications: false,
  application: false,
  orderCard: false,
  ebook: false,
  instructorInstructions: false,
  myApprentices: false,
  apprenticeBooks: false,
  myQualifyingTime: false,
  apprenticeQualifyingTime: false,
  guide: false,
  notifications: false,
}

/**
 * Which menu items the user sees. Logged out: none. Logged in, the rules of §2; only address and
 * settings also need registration (as §2 says); the other items follow the roles alone.
 */
export function menuVisibility(user: RoleUser, inputs: MenuInputs = {}): MenuItems {
  if (!user) return { ...NOTHING }
  const registered = inputs.registered ?? isRegistered(user)
  const instructor = isInstructor(user)
  const companyUser = isCompanyUser(user)
  const cardsAndBook = (isApprentice(user) && user.books.length > 0) || hasTradeCertificate(user)
  return {
    address: registered,
    settings: registered,
    qualifications: instructor || isApprentice(user) || hasTradeCertificate(user),
    application: !companyUser,
    orderCard: cardsAndBook,
    ebook: cardsAndBook,
    instructorInstructions: instructor,
    myApprentices: isActiveInstructor(user),
    apprenticeBooks: instructor || (companyUser && inputs.hasApprenticesWithBasicEducation === true),
    myQualifyingTime: user.educations.some((e) => e.qualificationTime !== null),
    apprenticeQualifyingTime: companyUser,
    // isAdmin covers administrators and department administrators.
    guide: instructor || isAdmin(user),
    notifications: true,
  }
}

/**
 * §4: a qualifying time is finished when its end date has passed (the day after toDate), it is not
 * approved by the instructor, and it is neither aborted nor cancelled.
 */
export function isQualifyingTimeFinished(qt: QualificationTime, today: Date): boolean {
  const end = dayOf(qt.toDate)
  return end !== null && end < isoDay(today) && !qt.isApprovedByInstructor && !qt.doAbort && !qt.isCancelled
}

/** Number of apprentices' qualifying times that are finished and wait for the instructor. */
export function countFinishedQualifyingTimes(
  items: ReadonlyArray<Pick<Education, 'qualificationTime'> | QualificationTime | null | undefined>,
  today: Date,
): number {
  return items
    .map((item) => (item && 'qualificationTime' in item ? item.qualificationTime : item))
    .filter((qt): qt is QualificationTime => !!qt && isQualifyingTimeFinished(qt, today)).length
}

/** The red badge of the apprentice-qualifying-time item: '' for none, capped at '9+'. */
export function apprenticeQualifyingTimeBadge(
  items: ReadonlyArray<Pick<Education, 'qualificationTime'> | QualificationTime | null | undefined>,
  today: Date,
): string {
  return formatBadge(countFinishedQualifyingTimes(items, today))
}

/**
 * The book "My e-book" opens: the newest own book the apprentice reports in (active or extended,
 * issue 17: not a newer book that has not started yet), else the newest own book; null without one.
 * Another person's book is never "mine" (issue 8 §2).
 */
export function myEbookId(user: Pick<Person, 'id' | 'books'>): number | null {
  const own = ownBooks(user)
  const reportingIn = own.find((book) => book.displayState === 'active' || book.displayState === 'extended')
  return (reportingIn ?? own[0])?.id ?? null
}
