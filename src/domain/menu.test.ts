import { describe, expect, it } from 'vitest'
import type { QualificationTime } from '../api/shell/user.schemas'
import {
  apprenticeQualifyingTimeBadge,
  countFinishedQualifyingTimes,
  isQualifyingTimeFinished,
  menuVisibility,
  myEbookId,
  type MenuItems,
} from './menu'
import { PERSONAS, TODAY, basePerson, education, type PersonaKey } from '../test/personas'

const P = PERSONAS

const hidden: MenuItems = {
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
/** What every registered, logged-in user sees. */
const base: MenuItems = { ...hidden, address: true, settings: true, notifications: true }
const companyUserItems = { apprenticeQualifyingTime: true }
const instructorItems = {
  qualifications: true,
  instructorInstructions: true,
  apprenticeBooks: true,
  guide: true,
  ...companyUserItems,
}

describe('menu visibility per persona', () => {
  const table: Array<[PersonaKey, MenuItems]> = [
    // Apprentice with a book and a qualifying time; not a company user, so may apply.
    [
      'apprentice',
      { ...base, qualifications: true, application: true, orderCard: true, ebook: true, myQualifyingTime: true },
    ],
    // Instructors hold a trade certificate: cards and e-book too.
    ['instructor', { ...base, ...instructorItems, orderCard: true, ebook: true }],
    ['activeInstructor', { ...base, ...instructorItems, orderCard: true, ebook: true, myApprentices: true }],
    ['companyAdmin', { ...base, ...companyUserItems, guide: true }],
    ['departmentAdmin', { ...base, ...companyUserItems, guide: true }],
    ['yua', { ...base, ...companyUserItems }],
    ['bg', { ...base, ...companyUserItems }],
    // Not registered: no address or settings, the rest by role.
    ['minor', { ...hidden, notifications: true, application: true }],
    ['tradeCertificateHolder', { ...base, qualifications: true, application: true, orderCard: true, ebook: true }],
    // An apprentice without books: no cards or e-book.
    ['imitatingAdmin', { ...base, qualifications: true, application: true }],
    ['plainUser', { ...base, application: true }],
  ]

  it.each(table)('%s', (key, expected) => {
    expect(menuVisibility(P[key])).toEqual(expected)
  })

  it('logged out sees no items', () => {
    expect(menuVisibility(null, { registered: false })).toEqual(hidden)
  })

  it('the registered flag of the session overrides the user record', () => {
    expect(menuVisibility(P.plainUser, { registered: false }).address).toBe(false)
    expect(menuVisibility(P.minor, { registered: true }).settings).toBe(true)
  })

  it.each<[PersonaKey, boolean, boolean]>([
    ['companyAdmin', false, false],
    ['companyAdmin', true, true],
    ['yua', true, true],
    ['instructor', false, true],
    ['apprentice', true, false],
  ])('apprentice books for %s with apprentices with basic education %s: %s', (key, flag, shown) => {
    expect(menuVisibility(P[key], { hasApprenticesWithBasicEducation: flag }).apprenticeBooks).toBe(shown)
  })
})

describe('apprentice qualifying-time badge', () => {
  // TODAY is 2026-06-15.
  const qt = (over: Partial<QualificationTime>): QualificationTime => ({
    fromDate: '2023-06-01',
    toDate: '2026-06-01',
    isCancelled: false,
    doAbort: false,
    isApprovedByInstructor: false,
    ...over,
  })

  it.each([
    [qt({}), true, 'ended, not approved'],
    [qt({ toDate: '2026-06-14' }), true, 'ended yesterday'],
    [qt({ toDate: '2026-06-15' }), false, 'ends today'],
    [qt({ toDate: '2027-01-01' }), false, 'still running'],
    [qt({ isApprovedByInstructor: true }), false, 'approved by the instructor'],
    [qt({ doAbort: true }), false, 'aborted'],
    [qt({ isCancelled: true }), false, 'cancelled'],
    [qt({ toDate: '2026-06-01T00:00:00' }), true, 'date-time end'],
  ])('%j finished: %s (%s)', (value, finished) => {
    expect(isQualifyingTimeFinished(value, TODAY)).toBe(finished)
  })

  it('counts finished qualifying times of educations and bare qualifying times alike', () => {
    const items = [education(qt({})), education(null), qt({}), qt({ isCancelled: true }), null]
    expect(countFinishedQualifyingTimes(items, TODAY)).toBe(2)
    expect(apprenticeQualifyingTimeBadge(items, TODAY)).toBe('2')
  })

  it('shows nothing for none and caps at 9+', () => {
    expect(apprenticeQualifyingTimeBadge([], TODAY)).toBe('')
    expect(
      apprenticeQualifyingTimeBadge(
        Array.from({ length: 9 }, () => qt({})),
        TODAY,
      ),
    ).toBe('9')
    expect(
      apprenticeQualifyingTimeBadge(
        Array.from({ length: 12 }, () => qt({})),
        TODAY,
      ),
    ).toBe('9+')
  })

  it('my qualifying time shows when any education has a qualifying time', () => {
    expect(menuVisibility(basePerson({ educations: [education(null)] })).myQualifyingTime).toBe(false)
    expect(menuVisibility(basePerson({ educations: [education(null), education(qt({}))] })).myQualifyingTime).toBe(true)
  })
})

describe('"My e-book" (issue 17)', () => {
  const book = (
    id: number,
    createdAt: string,
    displayState?: 'notYetActive' | 'active' | 'paused' | 'approved' | 'extended',
    personId = 7,
  ) => ({
    id,
    createdAt,
    personId,
    status: null,
    displayState,
  })

  it('opens the book the apprentice reports in, not a newer one that has not started (Elin: 7001, not 7006)', () => {
    const user = {
      id: 7,
      books: [
        book(7006, '2026-11-01', 'notYetActive'),
        book(7001, '2025-08-20', 'active'),
        book(7005, '2024-01-01', 'approved'),
      ],
    }
    expect(myEbookId(user)).toBe(7001)
  })

  it("counts an extended book as one reported in, and never another person's active book", () => {
    expect(
      myEbookId({
        id: 7,
        books: [
          book(2, '2026-01-01', 'active', 99),
          book(3, '2025-01-01', 'extended'),
          book(4, '2026-02-01', 'paused'),
        ],
      }),
    ).toBe(3)
  })

  it('falls back to the newest own book when none is open for reporting, and to null without one', () => {
    expect(myEbookId({ id: 7, books: [book(1, '2024-01-01', 'approved'), book(4, '2026-02-01', 'paused')] })).toBe(4)
    expect(myEbookId({ id: 7, books: [book(1, '2024-01-01')] })).toBe(1)
    expect(myEbookId({ id: 7, books: [book(2, '2026-01-01', 'active', 99)] })).toBeNull()
  })
})
