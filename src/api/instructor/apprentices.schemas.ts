/**
 * PATCH /apprenticeships/list with `instructorId`: the apprentices an instructor is actively linked
 * to (§3 apprenticeship instructor), with or without an e-book, for the instructor's own "My
 * apprentices" (the book list alone misses those without a book). Decision: docs/decisions/notes/known-gaps19.md.
 */
import * as v from 'valibot'
import { Id } from '../common.schemas'

export const InstructorApprenticesBodySchema = v.object({ instructorId: Id })
export type InstructorApprenticesBody = v.InferInput<typeof InstructorApprenticesBodySchema>

export const InstructorApprenticeSchema = v.object({
  apprenticeshipId: Id,
  companyId: Id,
  companyName: v.string(),
  person: v.object({ id: Id, firstName: v.string(), lastName: v.string() }),
  /** Whether the apprenticeship has an e-book (those with one are in the book list too). */
  hasBook: v.boolean(),
})
export type InstructorApprentice = v.InferOutput<typeof InstructorApprenticeSchema>
