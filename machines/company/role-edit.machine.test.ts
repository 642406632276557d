import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { EmploymentUpdateBody, StaffEmployment } from '../../src/api/company/employment.schemas'
import type { Failure } from '../../src/api/failure'
import type { StaffPowers } from '../../src/domain/company-staff'
import { roleEditMachine } from './role-edit.machine'
import { roleEditPathInput } from './role-edit.paths'
import { selectConfirming, selectRoleBoxes, selectRoleError, selectSaved } from './role-edit.selectors'
import type { RoleEditInput } from './role-edit.steps'

const MALMO = 11
const LUND = 12
const FLAGS = {
  isDepartmentAdministrator: false,
  isDepartmentEducationResponsible: false,
  isDepartmentDistanceEducationAdministrator: false,
  isDepartmentInstructor: false,
}
const DEPARTMENT_ADMIN_OF_MALMO: StaffPowers = {
  scope: [MALMO],
  administrator: false,
  departmentAdministrator: true,
  educationResponsible: false,
  distanceEducationAdministrator: false,
}
/** Someone in Malmö and Lund, instructor in both, seen by Malmö's department administrator. */
const IN_TWO_DEPARTMENTS: RoleEditInput = {
  employmentId: 2005,
  name: 'Johan Berg',
  hasDepartments: true,
  powers: DEPARTMENT_ADMIN_OF_MALMO,
  held: {
    roles: {
      Administrator: false,
      CompanyEducationResponsible: false,
      DistanceEducationAdministrator: false,
      Instructor: false,
    },
    departments: [
      { departmentId: MALMO, name: 'Malmö', ...FLAGS, isDepartmentInstructor: true },
      { departmentId: LUND, name: 'Lund', ...FLAGS, isDepartmentInstructor: true },
    ],
  },
}
/** What the edge makes of §6's refusal and of a §8 422. */
const NOT_PERMITTED: Failure = { key: 'rolesNotPermitted' }
const ONLY_INSTRUCTOR: Failure = { key: 'couldNotSave', text: 'The apprentice must have at least one instructor.' }

function arrange(input: RoleEditInput, answers: Array<Failure | { id: number }> = []) {
  const queue = [...answers]
  const sent: Array<{ employmentId: number; body: EmploymentUpdateBody }> = []
  let saved = 0
  const machine = roleEditMachine.provide({
    actors: {
      saveRoles: fromPromise(async ({ input }: { input: { employmentId: number; body: EmploymentUpdateBody } }) => {
        sent.push(input)
        const next = queue.shift()
        if (!next) throw new Error('no answer planned')
        if ('key' in next) throw next
        // The machine does not read the answer's body (it keeps what it sent).
        return next as unknown as StaffEmployment
      }),
    },
    actions: {
      saved: () => {
        saved += 1
      },
    },
  })
  const actor = createActor(machine, { input }).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, sent, saved: () => saved, settled }
}

const lockOf = (actor: ReturnType<typeof arrange>['actor'], departmentId: number | null, flag: string) =>
  selectRoleBoxes(actor.getSnapshot()).find((b) => b.box.departmentId === departmentId && b.box.flag === flag)?.lock

describe('the roles form', () => {
  it('grants a role: sends only the changed company flag and says Saved only after the server answered', async () => {
    const { actor, sent, saved, settled } = arrange(roleEditPathInput, [{ id: 2008 }])
    actor.send({ type: 'role.toggle', departmentId: null, flag: 'Instructor', checked: true })
    actor.send({ type: 'save' })
    expect(selectSaved(actor.getSnapshot())).toBe(false)
    await settled()
    expect(sent).toEqual([{ employmentId: 2008, body: { roles: { Instructor: true } } }])
    expect(selectSaved(actor.getSnapshot())).toBe(true)
    expect(saved()).toBe(1)
    // The same tick again is no change: still "Saved".
    actor.send({ type: 'role.toggle', departmentId: null, flag: 'Instructor', checked: true })
    expect(selectSaved(actor.getSnapshot())).toBe(true)
    // A tick after the save: no longer "Saved".
    actor.send({ type: 'role.toggle', departmentId: null, flag: 'Instructor', checked: false })
    expect(selectSaved(actor.getSnapshot())).toBe(false)
  })

  it('asks before withdrawing the Administrator role; cancelling sends nothing', async () => {
    const admin = {
      ...roleEditPathInput,
      held: { ...roleEditPathInput.held, roles: { ...roleEditPathInput.held.roles, Administrator: true } },
    }
    const { actor, sent, settled } = arrange(admin, [{ id: 2008 }])
    actor.send({ type: 'role.toggle', departmentId: null, flag: 'Administrator', checked: false })
    actor.send({ type: 'save' })
    expect(selectConfirming(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'confirm.cancel' })
    expect(sent).toEqual([])
    actor.send({ type: 'save' })
    actor.send({ type: 'confirm.accept' })
    await settled()
    expect(sent).toEqual([{ employmentId: 2008, body: { roles: { Administrator: false } } }])
    // Saved: the same form again changes nothing, and saving it says so instead of calling.
    actor.send({ type: 'save' })
    expect(sent).toHaveLength(1)
    expect(selectRoleError(actor.getSnapshot())).toEqual({ key: 'noChanges' })
  })

  it("locks for a department administrator the Administrator role and another department's roles, with the reason, as the server judges them", () => {
    const { actor } = arrange(IN_TWO_DEPARTMENTS)
    expect(lockOf(actor, null, 'Administrator')).toBe('administrator')
    expect(lockOf(actor, MALMO, 'isDepartmentEducationResponsible')).toBeNull()
    expect(lockOf(actor, LUND, 'isDepartmentInstructor')).toBe('outsideScope')
    // A locked box does not change.
    actor.send({ type: 'role.toggle', departmentId: LUND, flag: 'isDepartmentInstructor', checked: false })
    expect(
      selectRoleBoxes(actor.getSnapshot()).find(
        (b) => b.box.departmentId === LUND && b.box.flag === 'isDepartmentInstructor',
      )?.checked,
    ).toBe(true)
  })

  it('lets an education responsible change only the instructor role', () => {
    const yua = {
      ...IN_TWO_DEPARTMENTS,
      powers: { ...DEPARTMENT_ADMIN_OF_MALMO, departmentAdministrator: false, educationResponsible: true },
    }
    const { actor } = arrange(yua)
    expect(lockOf(actor, MALMO, 'isDepartmentInstructor')).toBeNull()
    expect(lockOf(actor, MALMO, 'isDepartmentDistanceEducationAdministrator')).toBe('instructorOnly')
  })

  it('sends the whole department list when a department flag changes, and keeps the ticks with the §6 refusal or the §8 text', async () => {
    const { actor, sent, settled } = arrange(IN_TWO_DEPARTMENTS, [NOT_PERMITTED, ONLY_INSTRUCTOR])
    actor.send({ type: 'role.toggle', departmentId: MALMO, flag: 'isDepartmentEducationResponsible', checked: true })
    actor.send({ type: 'save' })
    await settled()
    expect(sent[0]?.body).toEqual({
      departmentEmployments: [
        { departmentId: MALMO, ...FLAGS, isDepartmentInstructor: true, isDepartmentEducationResponsible: true },
        { departmentId: LUND, ...FLAGS, isDepartmentInstructor: true },
      ],
    })
    expect(selectRoleError(actor.getSnapshot())).toEqual({ key: 'rolesNotPermitted' })
    expect(selectSaved(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'save' })
    await settled()
    expect(selectRoleError(actor.getSnapshot())).toEqual({ text: 'The apprentice must have at least one instructor.' })
    expect(
      selectRoleBoxes(actor.getSnapshot()).find(
        (b) => b.box.departmentId === MALMO && b.box.flag === 'isDepartmentEducationResponsible',
      )?.checked,
    ).toBe(true)
  })
})
