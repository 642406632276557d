/**
 * PATCH /apprenticeships/list with `instructorId` (src/api/instructor/apprentices.schemas.ts): the
 * apprentices the caller instructs through an active link on one of her active employments, with or
 * without an e-book, for her own "My apprentices" (§6: only for herself; 403 for anyone else's id).
 * Ended apprenticeships are left out; protected identities keep their names hidden (§6, as in the
 * book list). The call's one handler (./apprenticeships.ts) answers this when the body names an instructor.
 */
import { InstructorApprenticeSchema } from '../../../src/api/instructor/apprentices.schemas'
import { db } from '../../db'
import { activeEmployments, findPerson } from '../../views'
import { ok, rows, type Ctx } from '../-support'

export function instructorApprentices(ctx: Ctx, callerId: number, instructorId: number): Response {
  if (instructorId !== callerId) ctx.forbidden()
  const d = db()
  const seen = new Set<number>()
  const list = activeEmployments(instructorId)
    .flatMap((e) => d.apprenticeshipInstructors.findMany((q) => q.where({ employmentId: e.id, isActive: true })))
    .flatMap((link) => {
      const a = d.apprenticeships.findFirst((q) => q.where({ id: link.apprenticeshipId }))
      if (!a || a.manuallyEndedDate !== null || seen.has(a.id)) return []
      seen.add(a.id)
      const person = findPerson(a.personId)
      if (!person) return []
      const hidden = person.protectedIdentity
      return [
        {
          apprenticeshipId: a.id,
          companyId: a.companyId,
          companyName: d.companies.findFirst((q) => q.where({ id: a.companyId }))?.name ?? '',
          person: {
            id: person.id,
            firstName: hidden ? ctx.t('protectedIdentityName') : person.firstName,
            lastName: hidden ? '' : person.lastName,
          },
          hasBook: d.books.findFirst((q) => q.where({ apprenticeshipId: a.id })) !== undefined,
        },
      ]
    })
  return ok(rows(InstructorApprenticeSchema, list))
}
