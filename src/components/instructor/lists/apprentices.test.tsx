import { describe, expect, it } from 'vitest'
import type { BookListRow } from '../../../api/ebook/ebook.schemas'
import { apprenticesOf } from './apprentices'

const row = (id: number, personId: number, firstName: string, lastName: string, unread = 0): BookListRow => ({
  id,
  createdAt: '2026-01-10',
  personId,
  status: 'active',
  displayState: 'active',
  apprentice: { id: personId, firstName, lastName },
  professionName: 'Träarbetare',
  companyName: 'Norr',
  unreadReportCount: unread,
  divergentCount: 0,
  readyForApproval: false,
})

describe('apprenticesOf (My apprentices)', () => {
  it('groups an apprentice’s books, sums their unread reports, and sorts by last name the Swedish way', () => {
    const groups = apprenticesOf([
      row(1, 11, 'Elin', 'Öberg', 1),
      row(2, 12, 'Amir', 'Haddad', 3),
      row(3, 11, 'Elin', 'Öberg', 2),
      row(4, 13, 'Åke', 'Andersson'),
    ])
    expect(groups.map((g) => [g.lastName, g.books.map((b) => b.id), g.unread])).toEqual([
      ['Andersson', [4], 0],
      ['Haddad', [2], 3],
      ['Öberg', [1, 3], 3],
    ])
  })

  it('adds the linked apprentices without a book, once each, beside those with books', () => {
    const link = (apprenticeshipId: number, id: number, firstName: string, lastName: string, hasBook: boolean) => ({
      apprenticeshipId,
      companyId: 2,
      companyName: 'Syd',
      person: { id, firstName, lastName },
      hasBook,
    })
    const groups = apprenticesOf(
      [row(1, 11, 'Elin', 'Öberg')],
      [link(31, 11, 'Elin', 'Öberg', true), link(32, 14, 'Noah', 'Lindberg', false)],
    )
    expect(groups.map((g) => [g.lastName, g.books.map((b) => b.id), g.withoutBook])).toEqual([
      ['Lindberg', [], [{ apprenticeshipId: 32, companyName: 'Syd' }]],
      ['Öberg', [1], []],
    ])
  })
})
