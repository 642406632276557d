/**
 * The staff calls against the scenario, for every persona of the README table: who may read and
 * change whom (§6, department scoping), the role rights, protected identity, and each §8 refusal.
 */
import { describe, expect, it } from 'vitest'
import {
  createEmployment,
  deleteEmployment,
  endEmployment,
  getEmployment,
  listStaff,
  updateEmployment,
} from '../../../src/api/company/employments'
import { listEmployments } from '../../../src/api/company/companies'
import { db } from '../../db'
import { resetScenario } from '../../scenario'
import { COMPANY_STAFF, PERSONAS, REVOKED_TOKEN, STAFF, STAFF_IDS } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const NORR = 1
const SYD = 2
const MALMO = 21
const LUND = 22
const E = {
  maria: 2006,
  ahmed: 2007,
  karin: 2008,
  johanNorr: 2004,
  johanSyd: 2005,
  lena: 2009,
  sara: 2011,
  tomasz: 2010,
  elinNorr: 2001,
}

/** A session for a seeded non-persona (the README personas have their tokens already). */
async function asPerson(personId: number) {
  const token = `token-test-${personId}`
  await db().sessions.create({
    id: 90000 + personId,
    token,
    personId,
    imitatedPersonId: null,
    revoked: false,
    createdAt: '2026-11-16T08:00:00.000Z',
  })
  api.token(token)
}

describe('the staff list (companies/{id}/employments, view staff)', () => {
  it('gives the company administrator every employee with roles as abbreviations, search and role filter', async () => {
    api.as('companyAdmin')
    const rows = await listStaff(NORR)
    const maria = rows.find((r) => r.person.id === PERSONAS.companyAdmin.id)
    expect(maria?.roleAbbreviations).toEqual(['FTGADM', 'BG'])
    expect(rows.find((r) => r.person.id === PERSONAS.apprentice.id)?.roleAbbreviations).toEqual(['LÄR'])
    expect(rows.find((r) => r.person.id === STAFF.piotr.id)?.person.hasOwnAccount).toBe(false)
    // The administrator sees the protected-identity employee's name.
    expect(rows.find((r) => r.person.id === COMPANY_STAFF.protectedEmployee.id)?.person.lastName).toBe('Dold')
    expect((await listStaff(NORR, { role: 'YUA' })).map((r) => r.person.lastName).sort()).toEqual(['Dold', 'Hassan'])
    expect((await listStaff(NORR, { search: 'sundb' })).map((r) => r.person.lastName)).toEqual(['Sundberg'])
    // The instructor rows the application wizards read are unchanged by the staff view.
    expect((await listEmployments(NORR, { instructorsOnly: true })).every((r) => 'apprentices' in r)).toBe(true)
  })

  it('hides protected identities from the education responsible, also from the search', async () => {
    api.as('yua')
    const rows = await listStaff(NORR)
    const hidden = rows.filter((r) => r.person.protectedIdentity)
    expect(hidden.map((r) => [r.person.lastName, r.person.email, r.person.personalNumber])).toEqual([
      ['', null, ''],
      ['', null, ''],
    ])
    expect(await listStaff(NORR, { search: 'Dold' })).toEqual([])
    expect(await listStaff(NORR, { search: 'Holm' })).toEqual([])
  })

  it('keeps the department administrator of Malmö to Malmö, and filters by department', async () => {
    api.as('departmentAdmin')
    const rows = await listStaff(SYD)
    expect(rows.length).toBeGreaterThan(3)
    expect(rows.every((r) => r.departmentEmployments.some((d) => d.departmentId === MALMO))).toBe(true)
    expect(rows.some((r) => r.id === E.tomasz)).toBe(false)
    // Lund filtered: only those who are in Malmö too (Johan).
    expect((await listStaff(SYD, { departmentId: LUND })).map((r) => r.id)).toEqual([E.johanSyd])
    await asPerson(COMPANY_STAFF.sydAdmin.id)
    expect((await listStaff(SYD, { departmentId: LUND })).map((r) => r.person.firstName).sort()).toEqual([
      'Henrik',
      'Johan',
      'Ola',
      'Stina',
      'Tomasz',
    ])
  })

  it('answers 403 to the distance administrator, the instructor, the apprentice and the protected-identity apprentice', async () => {
    for (const key of ['bg', 'instructor', 'apprentice', 'protectedIdentity'] as const) {
      api.as(key)
      expect((await failureOf(listStaff(NORR))).status, key).toBe(403)
    }
    api.as('companyAdmin')
    expect((await failureOf(listStaff(SYD))).status).toBe(403)
    expect((await failureOf(listStaff(999))).status).toBe(404)
    api.token(null)
    expect((await failureOf(listStaff(NORR))).status).toBe(401)
    api.token(REVOKED_TOKEN)
    expect((await failureOf(listStaff(NORR))).status).toBe(406)
  })
})

describe('employments/get/{id}', () => {
  it('reads an employment within scope; 403 outside the caller’s departments or company; 404 unknown', async () => {
    api.as('departmentAdmin')
    expect((await getEmployment(COMPANY_STAFF.malmoYua.employmentId)).roleAbbreviations).toEqual(['YUA'])
    expect((await failureOf(getEmployment(COMPANY_STAFF.lundAdmin.employmentId))).status).toBe(403)
    expect((await failureOf(getEmployment(E.tomasz))).status).toBe(403)
    expect((await failureOf(getEmployment(E.maria))).status).toBe(403)
    expect((await failureOf(getEmployment(999999))).status).toBe(404)
    api.as('yua')
    const sara = await getEmployment(E.sara)
    expect([sara.person.firstName, sara.person.lastName]).toEqual(['Skyddad identitet', ''])
    api.as('companyAdmin')
    expect((await getEmployment(E.sara)).person.lastName).toBe('Holm')
    api.as('instructor')
    expect((await failureOf(getEmployment(E.johanNorr))).status).toBe(403)
  })
})

describe('employments/update/{id}: data, departments and roles', () => {
  it('lets the administrator grant and withdraw any role, stored for the person', async () => {
    api.as('companyAdmin')
    const karin = await updateEmployment(E.karin, { roles: { Administrator: true, Instructor: true } })
    expect(karin.roleAbbreviations).toEqual(['FTGADM', 'BG', 'HL'])
    api.as('bg')
    expect((await listStaff(NORR)).length).toBeGreaterThan(0)
    api.as('companyAdmin')
    expect(
      (await updateEmployment(E.karin, { roles: { Administrator: false }, fromDate: '2016-06-01' })).fromDate,
    ).toBe('2016-06-01')
  })

  it('lets the education responsible assign the Instructor role but not Administrator, with §6’s text', async () => {
    api.as('yua')
    expect((await updateEmployment(E.karin, { roles: { Instructor: true } })).roleAbbreviations).toEqual(['BG', 'HL'])
    const refused = await failureOf(updateEmployment(E.karin, { roles: { Administrator: true } }))
    expect(refused.status).toBe(403)
    expect(refused.body?.message).toBe('Du saknar behörighet att tilldela personen roller.')
    expect(
      (await failureOf(updateEmployment(E.karin, { roles: { DistanceEducationAdministrator: false } }))).status,
    ).toBe(403)
    api.locale('en')
    expect((await failureOf(updateEmployment(E.maria, { roles: { Administrator: false } }))).body?.message).toBe(
      'You lack permission to assign roles to the person.',
    )
  })

  it('keeps the department administrator of Malmö to Malmö: department roles there, nothing in Lund', async () => {
    api.as('departmentAdmin')
    const yua = COMPANY_STAFF.malmoYua.employmentId
    const changed = await updateEmployment(yua, {
      departmentEmployments: [
        { departmentId: MALMO, isDepartmentEducationResponsible: true, isDepartmentInstructor: true },
      ],
    })
    expect(changed.roleAbbreviations).toEqual(['YUA', 'HL'])
    // Moving someone into Lund, or changing Lund's staff, is outside her scope.
    expect(
      (
        await failureOf(
          updateEmployment(yua, { departmentEmployments: [{ departmentId: MALMO }, { departmentId: LUND }] }),
        )
      ).status,
    ).toBe(403)
    expect((await failureOf(updateEmployment(E.tomasz, { fromDate: '2025-02-01' }))).status).toBe(403)
    expect((await failureOf(updateEmployment(yua, { roles: { Administrator: true } }))).body?.message).toBe(
      'Du saknar behörighet att tilldela personen roller.',
    )
  })

  it('refuses company-level roles a department company gives per department, an empty or unknown department', async () => {
    await asPerson(COMPANY_STAFF.sydAdmin.id)
    const yua = COMPANY_STAFF.malmoYua.employmentId
    const perDepartment = await failureOf(updateEmployment(yua, { roles: { Instructor: true } }))
    expect(perDepartment.status).toBe(422)
    expect(perDepartment.body?.errors?.[0].field).toBe('roles.Instructor')
    const none = await failureOf(updateEmployment(yua, { departmentEmployments: [] }))
    expect(none.body?.errors).toEqual([{ field: 'departmentEmployments', message: 'En avdelning måste väljas.' }])
    const unknown = await failureOf(updateEmployment(yua, { departmentEmployments: [{ departmentId: 11 }] }))
    expect(unknown.body?.errors?.[0].field).toBe('departmentEmployments.0')
    expect(
      (await updateEmployment(E.tomasz, { departmentEmployments: [{ departmentId: MALMO }] })).departmentEmployments,
    ).toEqual([expect.objectContaining({ departmentId: MALMO, name: 'Malmö' })])
  })

  it('refuses withdrawing the Instructor role from an apprentice’s only instructor (§5)', async () => {
    api.as('companyAdmin')
    const refused = await failureOf(updateEmployment(E.johanNorr, { roles: { Instructor: false } }))
    expect(refused.status).toBe(422)
    expect(refused.body?.errors).toEqual([
      { field: 'roles.Instructor', message: 'Lärlingen måste ha minst en handledare.' },
    ])
  })
})

describe('employments/create/, end and delete', () => {
  it('adds a known person, a person the register knows, and refuses someone already linked (§8)', async () => {
    api.as('companyAdmin')
    const added = await createEmployment({ companyId: NORR, personalNumber: PERSONAS.unregistered.personalNumber })
    expect(added.person.id).toBe(PERSONAS.unregistered.id)
    expect(added.roleAbbreviations).toEqual([])
    const fresh = await createEmployment({ companyId: NORR, personalNumber: '19640823-3234', fromDate: '2026-12-01' })
    expect(fresh.fromDate).toBe('2026-12-01')
    expect(fresh.person.firstName).not.toBe('')
    const again = await failureOf(createEmployment({ companyId: NORR, personalNumber: PERSONAS.yua.personalNumber }))
    expect(again.status).toBe(422)
    expect(again.body?.errors).toEqual([
      { field: 'personalNumber', message: 'Personen är redan kopplad till företaget.' },
    ])
    const bad = await failureOf(createEmployment({ companyId: NORR, personalNumber: '19640823-3235' }))
    expect(bad.body?.errors?.[0].field).toBe('personalNumber')
    expect((await failureOf(createEmployment({ companyId: SYD, personalNumber: '19640823-3234' }))).status).toBe(403)
  })

  it('needs a department in Syd, and one of her own for the department administrator', async () => {
    api.as('departmentAdmin')
    const missing = await failureOf(createEmployment({ companyId: SYD, personalNumber: '19640823-3234' }))
    expect(missing.body?.errors?.[0]).toEqual({ field: 'departmentIds', message: 'En avdelning måste väljas.' })
    expect(
      (await failureOf(createEmployment({ companyId: SYD, personalNumber: '19640823-3234', departmentIds: [LUND] })))
        .status,
    ).toBe(403)
    const added = await createEmployment({ companyId: SYD, personalNumber: '19640823-3234', departmentIds: [MALMO] })
    expect(added.departmentEmployments.map((d) => d.departmentId)).toEqual([MALMO])
  })

  it('ends an employment: out of the list, its company roles gone, the person kept', async () => {
    api.as('companyAdmin')
    const ended = await endEmployment(E.karin, { endDate: '2026-11-30' })
    expect(ended.endDate).toBe('2026-11-30')
    expect(ended.roleAbbreviations).toEqual([])
    expect((await listStaff(NORR)).some((r) => r.id === E.karin)).toBe(false)
    expect(db().persons.findFirst((q) => q.where({ id: PERSONAS.bg.id }))).toBeDefined()
    expect((await failureOf(endEmployment(E.karin))).status).toBe(404)
    expect((await failureOf(endEmployment(E.ahmed, { endDate: '2000-01-01' }))).status).toBe(422)
  })

  it('disconnects a person: roles removed, the account kept; refuses an apprentice’s employment and a sole instructor', async () => {
    api.as('companyAdmin')
    await deleteEmployment(E.karin)
    expect(db().companyRoles.findFirst((q) => q.where({ personId: PERSONAS.bg.id, companyId: NORR }))).toBeUndefined()
    expect(db().persons.findFirst((q) => q.where({ id: PERSONAS.bg.id }))).toBeDefined()
    expect((await failureOf(getEmployment(E.karin))).status).toBe(404)
    const apprentice = await failureOf(deleteEmployment(E.elinNorr))
    expect(apprentice.body?.errors?.[0].message).toMatch(/Kopplingen kan inte tas bort/)
    const sole = await failureOf(deleteEmployment(E.johanNorr))
    expect(sole.body?.errors?.[0].message).toBe('Lärlingen måste ha minst en handledare.')
    api.as('yua')
    // Disconnecting the administrator would withdraw Administrator: not the education responsible's to do.
    expect((await failureOf(deleteEmployment(E.maria))).status).toBe(403)
    api.as('departmentAdmin')
    expect((await failureOf(deleteEmployment(COMPANY_STAFF.lundBg.employmentId))).status).toBe(403)
    api.as('instructor')
    expect((await failureOf(deleteEmployment(E.ahmed))).status).toBe(403)
  })
})

describe('the many-employees variant (the staff list at size, npm run bench)', () => {
  it('lists Norr’s 2 000 more employees, greyed out without an own account, and searches them', async () => {
    await resetScenario('many-employees')
    api.as('companyAdmin')
    const started = performance.now()
    const rows = await listStaff(NORR)
    const took = performance.now() - started
    expect(rows.length).toBeGreaterThan(STAFF_IDS.manyEmployeesCount)
    expect(
      rows.filter((r) => r.person.id >= STAFF_IDS.manyEmployeesFirstPerson).every((r) => !r.person.hasOwnAccount),
    ).toBe(true)
    expect((await listStaff(NORR, { search: 'Björk 1' })).length).toBeGreaterThan(0)
    console.log(`staff list of ${rows.length} in ${Math.round(took)} ms`)
  })
})
