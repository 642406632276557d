/**
 * The old-system import's calls (issue 22): §4 the apprentice first, then the company, answered
 * records leave the lists, both OK queues the import, answers are final; §5 the company's choices and
 * disabled instructors; §6 whose records; §8 the import toasts; §9 the defaults.
 */
import { describe, expect, it } from 'vitest'
import { answerAsCompany, answerAsPerson, getCompanyImports, getPersonImports } from '../../../src/api/import/import'
import { db } from '../../db'
import { COMPANY_NORR, COMPANY_SYD, DEPARTMENT_LUND, DEPARTMENT_MALMO, IMPORT_IDS as I } from '../../seed'
import { control, failureOf, withSimulatedBackend } from '../../test-kit'
import { mariaAdministersSyd } from '../orders/-orders-test-kit'

const api = withSimulatedBackend()

const status = async (call: Promise<unknown>) => (await failureOf(call)).status
const stored = (id: number) => db().byn2Imports.findFirst((q) => q.where({ id }))
const fieldsOf = async (call: Promise<unknown>) => {
  const f = await failureOf(call)
  expect(f.status).toBe(422)
  return Object.fromEntries((f.body?.errors ?? []).map((e) => [e.field, e.message]))
}
const acceptAtNorr = { companyAnswer: 'OK' as const, workplaceId: 101, instructorId: I.eligibleNorrInstructor }

describe('GET /byn2import/get-person', () => {
  it('lists the apprentice’s own records awaiting their answer, with §9’s defaults where months and hours are missing', async () => {
    api.as('apprentice')
    const rows = await getPersonImports()
    expect(rows.map((r) => r.id)).toEqual([I.elinNorr, I.elinSydDefaults])
    expect(rows[0].byn4data).toMatchObject({ monthsLeft: 20, hoursLeft: 2400, defaultsApplied: false })
    expect(rows[1].byn2Data).toMatchObject({ qTimeLeft: null, timeLeft: null, personName: 'Elin Andersson' })
    expect(rows[1].byn4data).toMatchObject({ monthsLeft: 36, hoursLeft: 3600, defaultsApplied: true })
    expect(rows[0].byn4data.state).toBe('awaitingApprentice')
  })

  it('shows the apprentice the company’s name but none of its staff or structure', async () => {
    api.as('apprentice')
    const [norr] = await getPersonImports()
    expect(norr.company).toEqual({
      id: COMPANY_NORR.id,
      name: COMPANY_NORR.name,
      hasDepartments: false,
      departments: [],
      workplaces: [],
      instructors: [],
    })
  })

  it('lists nothing of anyone else’s, and refuses without a session', async () => {
    api.as('companyAdmin')
    expect(await getPersonImports()).toEqual([])
    api.token(null)
    expect(await status(getPersonImports())).toBe(401)
  })
})

describe('PATCH /byn2import/update-for-person', () => {
  it('OK moves the record to the company: it leaves her list and appears in the company’s', async () => {
    api.as('apprentice')
    const answered = await answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'OK' })
    expect(answered.byn4data).toMatchObject({ apprenticeAnswer: 'OK', state: 'awaitingCompany' })
    expect((await getPersonImports()).map((r) => r.id)).toEqual([I.elinSydDefaults])
    api.as('companyAdmin')
    expect((await getCompanyImports(COMPANY_NORR.id)).map((r) => r.id)).toContain(I.elinNorr)
  })

  it('NOK1 and NOK2 end the record: the company is never asked', async () => {
    api.as('apprentice')
    expect((await answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'NOK2' })).byn4data.state).toBe('declined')
    api.as('companyAdmin')
    expect((await getCompanyImports(COMPANY_NORR.id)).map((r) => r.id)).not.toContain(I.elinNorr)
    expect(await status(answerAsCompany({ id: I.elinNorr, ...acceptAtNorr }))).toBe(422)
  })

  it('is final: a second answer is §8’s save failure and changes nothing', async () => {
    api.as('apprentice')
    api.locale('en')
    await answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'OK' })
    const second = await failureOf(answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'NOK1' }))
    expect(second.status).toBe(422)
    expect(second.body?.message).toMatch(/^Unfortunately, it was not possible to save/)
    expect(second.body?.data).toEqual({ reason: 'alreadyAnswered' })
    expect(stored(I.elinNorr)?.apprenticeAnswer).toBe('OK')
    expect(await status(answerAsPerson({ id: I.declinedByElin, apprenticeAnswer: 'OK' }))).toBe(422)
  })

  it('needs an answer (§8 toast) and one of OK, NOK1, NOK2', async () => {
    api.as('apprentice')
    api.locale('en')
    expect(await fieldsOf(answerAsPerson({ id: I.elinNorr }))).toEqual({ apprenticeAnswer: 'Choose an answer.' })
    expect(await fieldsOf(answerAsPerson({ id: I.elinNorr, apprenticeAnswer: null }))).toHaveProperty(
      'apprenticeAnswer',
    )
    // @ts-expect-error: a value the API does not know
    expect(await status(answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'MAYBE' }))).toBe(422)
    expect(stored(I.elinNorr)?.apprenticeAnswer).toBeNull()
  })

  it('answers only the person’s own record: another’s or an unknown one is not found', async () => {
    api.as('companyAdmin')
    expect(await status(answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'OK' }))).toBe(404)
    api.as('apprentice')
    expect(await status(answerAsPerson({ id: 99999, apprenticeAnswer: 'OK' }))).toBe(404)
    api.token(null)
    expect(await status(answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'OK' }))).toBe(401)
  })

  it('of two answers at once one is stored, the other refused', async () => {
    api.as('apprentice')
    const results = await Promise.allSettled([
      answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'OK' }),
      answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'NOK1' }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
  })
})

describe('GET /byn2import/get-company', () => {
  it('lists the company’s records the apprentice accepted and the company has not answered', async () => {
    api.as('companyAdmin')
    const rows = await getCompanyImports(COMPANY_NORR.id)
    expect(rows.map((r) => r.id)).toEqual([I.awaitingNorr, I.noEligibleInstructor])
    expect(rows.every((r) => r.byn4data.state === 'awaitingCompany')).toBe(true)
  })

  it('gives each instructor §5’s reason for the record’s profession (scaffolding: full, no e-mail, no certificate)', async () => {
    api.as('companyAdmin')
    const [viktor, hanna] = await getCompanyImports(COMPANY_NORR.id)
    const reasonOf = (id: number) => viktor.company.instructors.find((i) => i.id === id)?.disabledReason
    expect(reasonOf(I.eligibleNorrInstructor)).toBeNull()
    expect(reasonOf(I.fullNorrInstructor)).toBe('full')
    expect(reasonOf(I.noEmailNorrInstructor)).toBe('noEmail')
    expect(viktor.company.instructors.some((i) => i.disabledReason === 'noCertificate')).toBe(true)
    expect(viktor.company.workplaces.map((w) => w.id)).toEqual([101, 102, 103])
    // Piotr Nowak has no own account (§6): never an instructor, not offered.
    expect(viktor.company.instructors.map((i) => i.name)).not.toContain('Piotr Nowak')
    // Tiling: nobody at Norr may take Hanna (§5).
    expect(hanna.company.instructors.length).toBeGreaterThan(0)
    expect(hanna.company.instructors.every((i) => i.disabledReason !== null)).toBe(true)
  })

  it('scopes a department administrator to their departments: records, departments, workplaces, instructors', async () => {
    api.as('departmentAdmin')
    const rows = await getCompanyImports(COMPANY_SYD.id)
    expect(rows.map((r) => r.id)).toEqual([I.awaitingMalmo])
    const { company } = rows[0]
    expect(company.hasDepartments).toBe(true)
    expect(company.departments).toEqual([{ id: DEPARTMENT_MALMO.id, name: DEPARTMENT_MALMO.name }])
    expect(company.workplaces.every((w) => w.departmentIds.includes(DEPARTMENT_MALMO.id))).toBe(true)
    expect(company.instructors.map((i) => i.id)).toContain(I.eligibleMalmoInstructor)
    expect(company.instructors.every((i) => i.departmentIds.includes(DEPARTMENT_MALMO.id))).toBe(true)
  })

  it('hides a protected identity’s name and personal number from the education responsible, not the administrator (§6)', async () => {
    const personId = stored(I.awaitingNorr)?.personId ?? 0
    await db().persons.update((q) => q.where({ id: personId }), {
      data(draft) {
        draft.protectedIdentity = true
      },
    })
    api.as('yua')
    const [hidden] = await getCompanyImports(COMPANY_NORR.id)
    expect(hidden.id).toBe(I.awaitingNorr)
    expect(hidden.byn2Data.personalNumber).toBe('')
    expect(hidden.byn2Data.personName).not.toBe(stored(I.awaitingNorr)?.byn2Data.personName)
    api.as('companyAdmin')
    const [shown] = await getCompanyImports(COMPANY_NORR.id)
    expect(shown.byn2Data).toEqual(stored(I.awaitingNorr)?.byn2Data)
  })

  it('lets the company administrator see every department’s records and the ones without a department', async () => {
    await mariaAdministersSyd()
    api.as('companyAdmin')
    const rows = await getCompanyImports(COMPANY_SYD.id)
    expect(rows.map((r) => r.id)).toEqual([I.awaitingMalmo, I.awaitingSydNoDepartment])
    expect(rows[0].company.departments.map((d) => d.id)).toEqual([DEPARTMENT_MALMO.id, DEPARTMENT_LUND.id])
  })

  it('lets the education responsible answer, not instructors, distance administrators or apprentices', async () => {
    api.as('yua')
    expect((await getCompanyImports(COMPANY_NORR.id)).length).toBe(2)
    for (const key of ['instructor', 'bg', 'apprentice'] as const) {
      api.as(key)
      expect(await status(getCompanyImports(COMPANY_NORR.id)), key).toBe(403)
    }
    api.as('departmentAdmin')
    expect(await status(getCompanyImports(COMPANY_NORR.id))).toBe(403)
  })

  it('refuses an unknown company (404), a bad or missing companyId (422) and no session (401)', async () => {
    api.as('companyAdmin')
    expect(await status(getCompanyImports(987654))).toBe(404)
    expect(await status(getCompanyImports(Number.NaN))).toBe(422)
    expect(await status(getCompanyImports(-1))).toBe(422)
    api.token(null)
    expect(await status(getCompanyImports(COMPANY_NORR.id))).toBe(401)
  })
})

describe('PATCH /byn2import/update-for-company', () => {
  it('the walk: the apprentice accepts, the company accepts with workplace and instructor, the import is queued', async () => {
    api.as('apprentice')
    await answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'OK' })
    api.as('companyAdmin')
    const queued = await answerAsCompany({ id: I.elinNorr, ...acceptAtNorr })
    expect(queued.byn4data).toMatchObject({
      apprenticeAnswer: 'OK',
      companyAnswer: 'OK',
      departmentId: null,
      workplaceId: 101,
      instructorId: I.eligibleNorrInstructor,
      state: 'queued',
    })
    expect(stored(I.elinNorr)?.queuedAt).not.toBeNull()
    expect((await getCompanyImports(COMPANY_NORR.id)).map((r) => r.id)).not.toContain(I.elinNorr)
  })

  it('NOK declines without department, workplace or instructor', async () => {
    api.as('companyAdmin')
    const declined = await answerAsCompany({ id: I.noEligibleInstructor, companyAnswer: 'NOK', workplaceId: 101 })
    expect(declined.byn4data).toMatchObject({ companyAnswer: 'NOK', workplaceId: null, state: 'declined' })
    expect(stored(I.noEligibleInstructor)?.queuedAt).toBeNull()
  })

  it('says what is missing with §8’s import toasts (no department asked at a company without them)', async () => {
    api.as('companyAdmin')
    api.locale('en')
    expect(await fieldsOf(answerAsCompany({ id: I.awaitingNorr }))).toEqual({ companyAnswer: 'Choose an answer.' })
    expect(await fieldsOf(answerAsCompany({ id: I.awaitingNorr, companyAnswer: 'OK' }))).toEqual({
      workplaceId: 'Choose a workplace.',
      instructorId: 'Choose an instructor.',
    })
    expect(stored(I.awaitingNorr)?.companyAnswer).toBeNull()
  })

  it('refuses an instructor §5 disables, with the reason', async () => {
    api.as('companyAdmin')
    api.locale('en')
    const full = await fieldsOf(
      answerAsCompany({ ...acceptAtNorr, id: I.awaitingNorr, instructorId: I.fullNorrInstructor }),
    )
    expect(full).toEqual({ instructorId: 'The instructor cannot take another apprentice.' })
    const noEmail = await fieldsOf(
      answerAsCompany({ ...acceptAtNorr, id: I.awaitingNorr, instructorId: I.noEmailNorrInstructor }),
    )
    expect(noEmail).toEqual({ instructorId: 'The instructor has no e-mail address.' })
    // Not an instructor of the company at all.
    expect(await fieldsOf(answerAsCompany({ ...acceptAtNorr, id: I.awaitingNorr, instructorId: 2006 }))).toHaveProperty(
      'instructorId',
    )
    expect(await fieldsOf(answerAsCompany({ ...acceptAtNorr, id: I.awaitingNorr, workplaceId: 201 }))).toEqual({
      workplaceId: 'Choose a workplace.',
    })
  })

  it('is final: a second answer is §8’s save failure', async () => {
    api.as('companyAdmin')
    api.locale('en')
    await answerAsCompany({ id: I.awaitingNorr, ...acceptAtNorr })
    const second = await failureOf(answerAsCompany({ id: I.awaitingNorr, companyAnswer: 'NOK' }))
    expect(second.status).toBe(422)
    expect(second.body?.message).toMatch(/^Unfortunately, it was not possible to save/)
    expect(stored(I.awaitingNorr)?.companyAnswer).toBe('OK')
    expect(await status(answerAsCompany({ id: I.queued, companyAnswer: 'NOK' }))).toBe(422)
  })

  it('waits for the apprentice: a company answer before theirs is refused', async () => {
    api.as('companyAdmin')
    const early = await failureOf(answerAsCompany({ id: I.elinNorr, ...acceptAtNorr }))
    expect(early.status).toBe(422)
    expect(early.body?.data).toEqual({ reason: 'awaitingApprentice' })
  })

  it('a department administrator places the apprentice in their department, a workplace and an instructor of it', async () => {
    api.as('departmentAdmin')
    api.locale('en')
    const base = { id: I.awaitingMalmo, companyAnswer: 'OK' as const }
    expect(
      await fieldsOf(answerAsCompany({ ...base, workplaceId: 201, instructorId: I.eligibleMalmoInstructor })),
    ).toEqual({ departmentId: 'Choose a department.' })
    expect(
      await status(
        answerAsCompany({ ...base, departmentId: DEPARTMENT_LUND.id, workplaceId: 203, instructorId: 2109 }),
      ),
    ).toBe(403)
    expect(await status(answerAsCompany({ ...base, departmentId: 999, workplaceId: 201, instructorId: 2109 }))).toBe(
      422,
    )
    const queued = await answerAsCompany({
      ...base,
      departmentId: DEPARTMENT_MALMO.id,
      workplaceId: 201,
      instructorId: I.eligibleMalmoInstructor,
    })
    expect(queued.byn4data).toMatchObject({ departmentId: DEPARTMENT_MALMO.id, state: 'queued' })
  })

  it('refuses a workplace outside the chosen department (an administrator of every department)', async () => {
    await mariaAdministersSyd()
    api.as('companyAdmin')
    api.locale('en')
    const answer = {
      id: I.awaitingMalmo,
      companyAnswer: 'OK' as const,
      departmentId: DEPARTMENT_MALMO.id,
      workplaceId: 203,
      instructorId: I.eligibleMalmoInstructor,
    }
    expect(await fieldsOf(answerAsCompany(answer))).toEqual({
      workplaceId: 'The workplace does not belong to the chosen department.',
    })
  })

  it('§6: outside the caller’s departments or powers 403, another company’s or an unknown record 404', async () => {
    api.as('departmentAdmin')
    expect(await status(answerAsCompany({ id: I.awaitingSydNoDepartment, companyAnswer: 'NOK' }))).toBe(403)
    api.as('instructor')
    expect(await status(answerAsCompany({ id: I.awaitingNorr, companyAnswer: 'NOK' }))).toBe(403)
    api.as('apprentice')
    expect(await status(answerAsCompany({ id: I.awaitingNorr, companyAnswer: 'NOK' }))).toBe(404)
    api.as('companyAdmin')
    expect(await status(answerAsCompany({ id: I.awaitingMalmo, companyAnswer: 'NOK' }))).toBe(404)
    expect(await status(answerAsCompany({ id: 99999, companyAnswer: 'NOK' }))).toBe(404)
    api.token(null)
    expect(await status(answerAsCompany({ id: I.awaitingNorr, companyAnswer: 'NOK' }))).toBe(401)
    expect(stored(I.awaitingNorr)?.companyAnswer).toBeNull()
  })
})

describe('GET /__mock/import-queue (the developer panel)', () => {
  const queuedIds = async () =>
    (await control<{ rows: Array<{ id: number }> }>('GET', '/import-queue')).body.rows.map((r) => r.id)

  it('lists the imports both sides accepted, oldest first; a declined one never joins', async () => {
    expect(await queuedIds()).toEqual([I.queued])
    api.as('apprentice')
    await answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'OK' })
    await answerAsPerson({ id: I.elinSydDefaults, apprenticeAnswer: 'NOK1' })
    expect(await queuedIds()).toEqual([I.queued])
    api.as('companyAdmin')
    await answerAsCompany({ id: I.elinNorr, ...acceptAtNorr })
    const queue = await control<{ rows: Array<Record<string, unknown>> }>('GET', '/import-queue')
    expect(queue.body.rows.map((r) => r.id)).toEqual([I.queued, I.elinNorr])
    expect(queue.body.rows[1]).toMatchObject({ personName: 'Elin Andersson', monthsLeft: 20, hoursLeft: 2400 })
  })
})
