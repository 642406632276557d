import { describe, expect, it } from 'vitest'
import type { ApprenticeshipDetail } from '../api/company/apprenticeship.schemas'
import { companyPauseRows, pausableBooks, pauseTiming } from './company-pauses'

const TODAY = '2026-11-27'
const PERMITTED = { fromDate: '2025-08-18', toDate: '2028-08-17' }

function apprenticeship(over: Partial<ApprenticeshipDetail>): ApprenticeshipDetail {
  return {
    id: 1,
    companyId: 1,
    employmentId: 1,
    person: { id: 1, firstName: 'Elin', lastName: 'Berg', protectedIdentity: false },
    professionId: null,
    fromDate: '2025-08-18',
    manuallyEndedDate: null,
    departmentIds: [],
    instructors: [],
    employmentRates: [],
    pauses: [],
    books: [],
    ...over,
  }
}

describe('pausableBooks', () => {
  it('offers each book that is neither approved nor issued', () => {
    const a = apprenticeship({
      books: [
        { id: 7005, status: 'approved', permittedPeriod: PERMITTED },
        { id: 7001, status: 'active', permittedPeriod: PERMITTED },
        { id: 7006, status: 'inactive', permittedPeriod: PERMITTED },
      ],
    })
    expect(pausableBooks(a, TODAY)).toEqual({
      books: [
        { id: 7001, status: 'active', permittedPeriod: PERMITTED },
        { id: 7006, status: 'inactive', permittedPeriod: PERMITTED },
      ],
    })
  })

  it('says why none: no book, only closed books, an ended apprenticeship', () => {
    expect(pausableBooks(apprenticeship({ books: undefined }), TODAY)).toEqual({ reason: 'noBook' })
    expect(
      pausableBooks(apprenticeship({ books: [{ id: 7003, status: 'issued', permittedPeriod: PERMITTED }] }), TODAY),
    ).toEqual({ reason: 'bookClosed' })
    expect(
      pausableBooks(
        apprenticeship({
          manuallyEndedDate: '2026-01-31',
          books: [{ id: 7001, status: 'active', permittedPeriod: PERMITTED }],
        }),
        TODAY,
      ),
    ).toEqual({ reason: 'ended' })
  })
})

describe('the company pause list', () => {
  it('names a pause current over today (both ends included), coming after, past before', () => {
    expect(pauseTiming({ fromDate: TODAY, toDate: TODAY }, TODAY)).toBe('current')
    expect(pauseTiming({ fromDate: '2026-11-28', toDate: '2026-12-01' }, TODAY)).toBe('coming')
    expect(pauseTiming({ fromDate: '2026-11-01', toDate: '2026-11-26' }, TODAY)).toBe('past')
  })

  it('lists current, then coming soonest first, then past latest first, across apprentices', () => {
    const rows = companyPauseRows(
      [
        apprenticeship({
          id: 1,
          pauses: [
            { id: 1, fromDate: '2026-01-01', toDate: '2026-01-10', reason: 'a' },
            { id: 2, fromDate: '2027-02-01', toDate: '2027-02-10', reason: 'b' },
          ],
        }),
        apprenticeship({
          id: 2,
          person: { id: 2, firstName: 'Tomasz', lastName: 'Nowak', protectedIdentity: false },
          pauses: [
            { id: 3, fromDate: '2026-11-20', toDate: '2026-12-05', reason: 'c' },
            { id: 4, fromDate: '2026-12-10', toDate: '2026-12-12', reason: 'd' },
            { id: 5, fromDate: '2026-06-01', toDate: '2026-06-10', reason: 'e' },
          ],
        }),
      ],
      TODAY,
    )
    expect(rows.map((r) => [r.pause.id, r.timing, r.person.firstName])).toEqual([
      [3, 'current', 'Tomasz'],
      [4, 'coming', 'Tomasz'],
      [2, 'coming', 'Elin'],
      [5, 'past', 'Tomasz'],
      [1, 'past', 'Elin'],
    ])
  })
})
