import { describe, expect, it } from 'vitest'
import { ownBooks } from './ebook'

const book = (id: number, personId: number, createdAt: string) => ({ id, personId, createdAt, status: 'active' })

describe('ownBooks', () => {
  it("keeps only the user's own books, newest first (a supervised apprentice's book is not the user's)", () => {
    const user = { id: 7, books: [book(1, 7, '2024-01-01'), book(2, 99, '2026-01-01'), book(3, 7, '2025-01-01')] }
    expect(ownBooks(user).map((b) => b.id)).toEqual([3, 1])
  })

  it('is empty for an instructor who only supervises books', () => {
    expect(ownBooks({ id: 7, books: [book(2, 99, '2026-01-01')] })).toEqual([])
  })
})
