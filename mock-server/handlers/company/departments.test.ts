import { describe, expect, it } from 'vitest'
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  updateDepartment,
} from '../../../src/api/company/departments'
import { db } from '../../db'
import { PERSONAS, REVOKED_TOKEN, type PersonaKey } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const NORR = 1
const SYD = 2
const MALMO = 21
const LUND = 22
const status = async (call: Promise<unknown>) => (await failureOf(call)).status

/** Syd has no company administrator among the personas: Maria becomes one for the test. */
async function mariaAdministersSyd() {
  await db().companyRoles.create({
    personId: PERSONAS.companyAdmin.id,
    companyId: SYD,
    Administrator: true,
    CompanyEducationResponsible: false,
    DistanceEducationAdministrator: false,
    Instructor: false,
  })
}

describe('companies/{id}/departments: who reads them (§6 administrators, and the company has departments)', () => {
  it.each<[PersonaKey, number]>([
    ['companyAdmin', 403],
    ['yua', 403],
    ['bg', 403],
    ['instructor', 403],
    ['apprentice', 403],
  ])('%s may not read Syd’s departments (%s)', async (persona, expected) => {
    api.as(persona)
    expect(await status(listDepartments(SYD))).toBe(expected)
    expect(await status(getDepartment(SYD, MALMO))).toBe(expected)
  })

  it('refuses a company without departments even to its administrator', async () => {
    api.as('companyAdmin')
    expect(await status(listDepartments(NORR))).toBe(403)
  })

  it('shows Malmö’s administrator her department only, with its staff and workplaces; Lund is 403', async () => {
    api.as('departmentAdmin')
    const rows = await listDepartments(SYD)
    expect(rows.map((d) => d.name)).toEqual(['Malmö'])
    expect(rows[0].workplaceCount).toBe(3)
    const malmo = await getDepartment(SYD, MALMO)
    expect(malmo.workplaces.map((w) => w.id)).toEqual([201, 202, 204])
    expect(malmo.staff.find((s) => s.personId === PERSONAS.departmentAdmin.id)).toMatchObject({
      firstName: 'Lena',
      isDepartmentAdministrator: true,
    })
    expect(await status(getDepartment(SYD, LUND))).toBe(403)
    expect(await status(getDepartment(SYD, 999))).toBe(404)
    expect(await listDepartments(SYD, 'lund')).toEqual([])
  })

  it('shows the company administrator every department, searched by name', async () => {
    await mariaAdministersSyd()
    api.as('companyAdmin')
    expect((await listDepartments(SYD)).map((d) => d.name)).toEqual(['Malmö', 'Lund'])
    expect((await listDepartments(SYD, 'LU')).map((d) => d.id)).toEqual([LUND])
  })

  it('needs a live session (401, 406)', async () => {
    expect(await status(listDepartments(SYD))).toBe(401)
    api.token(REVOKED_TOKEN)
    expect(await status(getDepartment(SYD, MALMO))).toBe(406)
  })
})

describe('changing departments', () => {
  it('the company administrator creates, renames and deletes a department; names are unique per company', async () => {
    await mariaAdministersSyd()
    api.as('companyAdmin')
    api.locale('en')
    const created = await createDepartment(SYD, '  Helsingborg ')
    expect(created).toEqual({ id: created.id, name: 'Helsingborg', staff: [], workplaces: [] })
    expect((await failureOf(createDepartment(SYD, 'lund'))).body?.errors).toEqual([
      { field: 'name', message: 'The company already has a department with that name.' },
    ])
    expect((await failureOf(createDepartment(SYD, ' '))).body?.errors?.[0].field).toBe('name')
    expect((await updateDepartment(SYD, created.id, 'Helsingborg C')).name).toBe('Helsingborg C')
    expect(await status(updateDepartment(SYD, created.id, 'Malmö'))).toBe(422)
    expect(await deleteDepartment(SYD, created.id)).toEqual({ ok: true })
    expect((await listDepartments(SYD)).map((d) => d.name)).toEqual(['Malmö', 'Lund'])
  })

  it('refuses deleting a department with staff, workplaces or roles (§8 department deletion failed)', async () => {
    await mariaAdministersSyd()
    api.as('companyAdmin')
    api.locale('en')
    const refused = await failureOf(deleteDepartment(SYD, LUND))
    expect(refused.status).toBe(422)
    expect(refused.body?.message).toBe('Deleting the department failed: it still has staff, workplaces or roles.')
    expect(refused.body?.data).toMatchObject({ reason: 'departmentInUse' })
    // Only a workplace left in it is enough.
    const empty = await createDepartment(SYD, 'Ystad')
    await db().workplaces.update((q) => q.where({ id: 204 }), {
      data(draft) {
        draft.departmentIds = [...draft.departmentIds, empty.id]
      },
    })
    expect(await status(deleteDepartment(SYD, empty.id))).toBe(422)
  })

  it('Malmö’s administrator renames Malmö only, and neither creates nor deletes departments', async () => {
    api.as('departmentAdmin')
    api.locale('en')
    expect((await updateDepartment(SYD, MALMO, 'Malmö city')).name).toBe('Malmö city')
    expect(await status(updateDepartment(SYD, LUND, 'Lund city'))).toBe(403)
    const create = await failureOf(createDepartment(SYD, 'Ystad'))
    expect(create).toEqual({ status: 403, body: { message: 'You do not have permission to save or delete this.' } })
    expect(await status(deleteDepartment(SYD, MALMO))).toBe(403)
    expect(await status(deleteDepartment(SYD, LUND))).toBe(403)
  })

  it.each<PersonaKey>(['yua', 'bg', 'instructor', 'apprentice'])('%s changes nothing (403)', async (persona) => {
    api.as(persona)
    expect(await status(createDepartment(SYD, 'Ystad'))).toBe(403)
    expect(await status(updateDepartment(SYD, MALMO, 'X'))).toBe(403)
    expect(await status(deleteDepartment(SYD, MALMO))).toBe(403)
  })
})
