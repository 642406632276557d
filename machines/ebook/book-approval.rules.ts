import type { Ebook } from '../../src/api/ebook/ebook.schemas'
import { missingForApproval } from '../../src/domain/ebook'

/** The reader may approve the book now: its supervising instructor (`viewer.mayApprove`), not approved yet, nothing missing (§1, §4). */
export function bookApprovable(book: Pick<Ebook, 'approval' | 'elements' | 'theory' | 'viewer'>): boolean {
  if (!book.viewer.mayApprove || book.approval) return false
  const missing = missingForApproval(book)
  return missing.elements.length === 0 && missing.theory.length === 0
}
