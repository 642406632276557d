import { describe, expect, it } from 'vitest'
import type { BookListRow } from '../../../api/ebook/ebook.schemas'
import { filterBooks, lazySearchTexts, NO_FILTER, searchTextOf } from './book-filter'

function row(id: number, firstName: string, lastName: string, overrides: Partial<BookListRow> = {}): BookListRow {
  return {
    id,
    createdAt: '2026-01-10',
    personId: id + 1000,
    status: 'active',
    displayState: 'active',
    apprentice: { id: id + 1000, firstName, lastName },
    professionName: 'Träarbetare',
    companyName: 'Byggbolaget i Norr',
    unreadReportCount: 0,
    divergentCount: 0,
    readyForApproval: false,
    ...overrides,
  }
}

const ROWS = [
  row(1, 'Oliver', 'Bergström', { unreadReportCount: 1, divergentCount: 2 }),
  row(2, 'Åsa', 'Lind', { displayState: 'paused' }),
  row(3, 'Amir', 'Haddad', { unreadReportCount: 3, professionName: 'Ställningsbyggare' }),
]
const TEXTS = () => ROWS.map(searchTextOf)
const ids = (rows: BookListRow[]) => rows.map((r) => r.id)

describe('filterBooks (the instructor book list)', () => {
  it('makes the search texts only for a search, once per list (not in the click that opens it)', () => {
    let made = 0
    const texts = lazySearchTexts(
      ROWS.map((r) => {
        return {
          ...r,
          get apprentice() {
            made++
            return r.apprentice
          },
        }
      }),
    )
    filterBooks(ROWS, texts, { ...NO_FILTER, state: 'paused' })
    expect(made).toBe(0)
    expect(ids(filterBooks(ROWS, texts, { ...NO_FILTER, search: 'asa' }))).toEqual([2])
    filterBooks(ROWS, texts, { ...NO_FILTER, search: 'amir' })
    expect(made).toBe(ROWS.length)
  })

  it('keeps every row, in order, without a filter', () => {
    expect(ids(filterBooks(ROWS, TEXTS, NO_FILTER))).toEqual([1, 2, 3])
  })
  it('finds the apprentice by name either way round, without diacritics, and by profession', () => {
    expect(ids(filterBooks(ROWS, TEXTS, { ...NO_FILTER, search: 'bergstrom oliver' }))).toEqual([1])
    expect(ids(filterBooks(ROWS, TEXTS, { ...NO_FILTER, search: 'asa' }))).toEqual([2])
    expect(ids(filterBooks(ROWS, TEXTS, { ...NO_FILTER, search: ' ställning ' }))).toEqual([3])
    expect(ids(filterBooks(ROWS, TEXTS, { ...NO_FILTER, search: 'nobody' }))).toEqual([])
  })
  it('narrows to a display state and to books with unread reports', () => {
    expect(ids(filterBooks(ROWS, TEXTS, { ...NO_FILTER, state: 'paused' }))).toEqual([2])
    expect(ids(filterBooks(ROWS, TEXTS, { ...NO_FILTER, onlyToAssess: true }))).toEqual([1, 3])
    expect(ids(filterBooks(ROWS, TEXTS, { search: 'amir', state: 'active', onlyToAssess: true }))).toEqual([3])
    // A book whose reports were opened but not yet assessed stays in the queue (ADR 0012).
    const opened = [...ROWS, row(4, 'Hanna', 'Lundqvist', { toAssessReportCount: 2 })]
    expect(ids(filterBooks(opened, () => opened.map(searchTextOf), { ...NO_FILTER, onlyToAssess: true }))).toEqual([
      1, 3, 4,
    ])
  })
})
