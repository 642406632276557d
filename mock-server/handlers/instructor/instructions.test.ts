/**
 * The instructor instructions (issue 10, ADR 0009): the current ones, their confirmation with PUT
 * /trade-certificates/read, and what it changes: the read date the §6 warning compares with, and the
 * §5 rule that an instructor with unread instructions cannot be chosen for new apprentices.
 */
import { describe, expect, it } from 'vitest'
import { listEmployments } from '../../../src/api/company/companies'
import { confirmInstructionsRead } from '../../../src/api/instructor/instructions'
import { getPerson } from '../../../src/api/shell/persons'
import { getCurrentInstructions } from '../../../src/api/shell/settings'
import { instructorProblems } from '../../../src/domain/application'
import { instructionsOutdated } from '../../../src/domain/role-pages'
import { db } from '../../db'
import { PERSONAS, PROFESSIONS, REVOKED_TOKEN, SETTINGS } from '../../seed'
import { failureOf, withSimulatedBackend, type Failure } from '../../test-kit'

const api = withSimulatedBackend()

const reason = (failure: Failure) => (failure.body?.data as { reason?: string } | undefined)?.reason
const JOHAN = PERSONAS.instructor.id

/** Johan's §5 problems as an instructor for a new scaffolding apprentice at Norr, as the company sees them. */
async function johansProblems() {
  api.as('companyAdmin')
  const row = (await listEmployments(1, { instructorsOnly: true })).find((r) => r.person.id === JOHAN)
  if (!row) throw new Error('Johan is not among Norr’s instructors')
  return instructorProblems(row, {
    professionId: 848,
    profession: PROFESSIONS.find((p) => p.id === 848) ?? null,
    newInstructionsAt: SETTINGS.newInstructionsAt,
  })
}

describe('instructions/get-current', () => {
  it('answers the commit date, the title and the sections, before login too', async () => {
    const current = await getCurrentInstructions()
    expect(current.committedAt).toBe(SETTINGS.committedAt)
    expect(current.title).toBe('Instruktioner för handledare, maj 2026')
    expect(current.sections.map((s) => s.heading)).toEqual([
      'Ditt uppdrag som handledare',
      'Godkännande',
      'Nytt sedan förra versionen',
    ])
  })
})

describe('trade-certificates/read', () => {
  it('confirms the current instructions: Johan’s warning goes, and he can be chosen for new apprentices again', async () => {
    expect(await johansProblems()).toContain('instructionsNotRead')
    api.as('instructor')
    const before = await getPerson(JOHAN)
    expect(instructionsOutdated(before, SETTINGS.committedAt)).toBe(true)
    const read = await confirmInstructionsRead(SETTINGS.committedAt)
    expect(read.tradeCertificates.map((c) => [c.professionId, c.readInstructionsOn])).toEqual([
      [848, read.readInstructionsOn],
      [101, read.readInstructionsOn],
    ])
    const after = await getPerson(JOHAN)
    expect(after.readInstructionsOn).toBe(read.readInstructionsOn)
    expect(instructionsOutdated(after, SETTINGS.committedAt)).toBe(false)
    expect(await johansProblems()).not.toContain('instructionsNotRead')
  })

  it('refuses a confirmation of older instructions (422 instructionsChanged) and changes nothing', async () => {
    api.as('instructor')
    const refused = await failureOf(confirmInstructionsRead('2026-01-01T00:00:00.000Z'))
    expect([refused.status, reason(refused)]).toEqual([422, 'instructionsChanged'])
    expect(refused.body?.errors?.[0].field).toBe('committedAt')
    expect((refused.body?.data as { committedAt?: string }).committedAt).toBe(SETTINGS.committedAt)
    expect(db().persons.findFirst((q) => q.where({ id: JOHAN }))?.readInstructionsOn).toBe('2026-03-10T08:12:00.000Z')
    expect((await failureOf(confirmInstructionsRead('not a date'))).body?.errors?.[0].field).toBe('committedAt')
  })

  it('is for instructors and holders of a certificate or an approved exemption, in person', async () => {
    api.as('yua')
    expect((await confirmInstructionsRead(SETTINGS.committedAt)).tradeCertificates.map((c) => c.professionId)).toEqual([
      101,
    ])
    for (const key of ['apprentice', 'bg', 'companyAdmin', 'imitatingAdmin'] as const) {
      api.as(key)
      expect((await failureOf(confirmInstructionsRead(SETTINGS.committedAt))).status, key).toBe(403)
    }
    api.token(null)
    expect((await failureOf(confirmInstructionsRead(SETTINGS.committedAt))).status).toBe(401)
    api.token(REVOKED_TOKEN)
    expect((await failureOf(confirmInstructionsRead(SETTINGS.committedAt))).status).toBe(406)
  })
})
