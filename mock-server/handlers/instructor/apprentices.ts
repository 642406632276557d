/**
 * PATCH /apprenticeships/list with `instructorId` (src/api/instructor/apprentices.schemas.ts): the
 * apprentices the caller instructs through an active link on one of her active employments, with or
 * without an e-book, for her own "My apprentices" (§6: only for herself; 403 for anyone else's id).
 * Ended apprenticeships are left out; protected identities keep their names hidden (§6, as in the
 * book list). A body without `instructorId` is the company's list (handlers/company/apprenticeships.ts):
 * this handler stands before it and lets it through untouched.
 */
import { http } from 'msw'
import {
  InstructorApprenticesBodySchema,
  InstructorApprenticeSchema,
} from '../../../src/api/instructor/apprentices.schemas'
import { db } from '../../db'
import { activeEmployments, findPerson } from '../../views'
import { api, ok, route, rows } from '../-support'

/** Whether the body asks for an instructor's apprentices (read from a copy: the company's handler may need it). */
async function asksForInstructor(request: Request): Promise<boolean> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  return typeof body === 'object' && body !== null && 'instructorId' in body
}

const instructorList = route('patch', api('/apprenticeships/list'), async (ctx) => {
  const auth = ctx.session()
  const { instructorId } = await ctx.body(InstructorApprenticesBodySchema)
  if (instructorId !== auth.person.id) ctx.forbidden()
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
})

export const instructorApprenticesHandlers = [
  http.patch(api('/apprenticeships/list'), async ({ request, requestId }) => {
    if (!(await asksForInstructor(request))) return undefined
    return (await instructorList.run({ request, requestId }))?.response
  }),
]
