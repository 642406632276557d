/**
 * PUT /trade-certificates/read (§7, ADR 0009): the person confirms the current instructor
 * instructions. Who: an instructor (the Instructor role at a company or department) or a holder of a
 * trade certificate or an approved instructor exemption (§2 /my-qualifications); in person, never
 * while an administrator imitates them. The body names the instructions confirmed (`committedAt`):
 * newer ones in force answer 422 `instructionsChanged`. The read date lands on the person (what §5's
 * "confirmed current instructions" reads) and on each of the person's trade certificates.
 */
import { InstructionsReadBodySchema, InstructionsReadSchema } from '../../../src/api/instructor/instructions.schemas'
import { nowIso } from '../../clock'
import { db } from '../../db'
import { roleAbbreviations } from '../../views'
import { api, fail, ok, route, wire, type Auth } from '../-support'

function mayConfirm(auth: Auth): boolean {
  const d = db()
  const personId = auth.person.id
  return (
    roleAbbreviations(personId).includes('HL') ||
    d.tradeCertificates.findMany((q) => q.where({ personId })).length > 0 ||
    d.instructorExemptions.findMany((q) => q.where({ personId, status: 'approved' })).length > 0
  )
}

export const instructionsHandlers = [
  route('put', api('/trade-certificates/read'), async (ctx) => {
    const auth = ctx.session()
    if (auth.imitatedBy !== null || !mayConfirm(auth)) ctx.forbidden()
    const { committedAt } = await ctx.body(InstructionsReadBodySchema)
    const confirmed = Date.parse(committedAt)
    if (Number.isNaN(confirmed)) ctx.invalid('committedAt', 'fieldInvalid', { field: 'committedAt' })
    const current = db().settings.findFirst()?.committedAt ?? null
    if (current !== null && Date.parse(current) !== confirmed) {
      const text = ctx.t('instructionsChanged')
      fail(422, {
        message: text,
        errors: [{ field: 'committedAt', message: text }],
        data: { reason: 'instructionsChanged', committedAt: current },
      })
    }
    const at = nowIso()
    const d = db()
    const personId = auth.person.id
    await d.persons.update((q) => q.where({ id: personId }), {
      data(draft) {
        draft.readInstructionsOn = at
      },
    })
    await d.tradeCertificates.updateMany((q) => q.where({ personId }), {
      data(draft) {
        draft.readInstructionsOn = at
      },
    })
    const tradeCertificates = d.tradeCertificates.findMany((q) => q.where({ personId })).sort((a, b) => a.id - b.id)
    return ok(wire(InstructionsReadSchema, { readInstructionsOn: at, tradeCertificates }))
  }),
]
