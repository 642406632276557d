/**
 * The company's staff (§7 "Employments and apprenticeships"): the staff list (companies/{id}/employments
 * with `view: 'staff'`), one employment, its change (data, departments and role flags), its end, its
 * removal and adding a person by personal number. §6 in every call: administrators, department
 * administrators (within their departments) and education responsibles only; who may grant which role
 * (src/domain/company-staff.ts mayChangeRole). Decisions: docs/decisions/notes/co-staff19.md.
 */
import {
  EmploymentCreateBodySchema,
  EmploymentUpdateBodySchema,
  EndBodySchema,
  StaffEmploymentSchema,
  type StaffListBody,
  type StaffRoles,
} from '../../../src/api/company/employment.schemas'
import {
  departmentsWithinScope,
  managesStaff,
  mayChangeRole,
  roleChanges,
  withinScope,
  type RoleState,
} from '../../../src/domain/company-staff'
import { dayOf } from '../../../src/domain/dates'
import { findOrRegisterPerson } from '../../accounts'
import { now } from '../../clock'
import { db, nextId } from '../../db'
import { requirePersonalNumber } from '../login/login'
import { api, fail, ok, route, rows, type Auth, type Ctx } from '../-support'
import {
  actingAt,
  companyRolesOf,
  companyStaffLookup,
  departmentIdsOf,
  employmentOr404,
  requireInScope,
  staffDepartmentsOf,
  staffEmploymentView,
  type Acting,
  type EmploymentRecord,
} from './-staff'

const today = () => now().toISOString().slice(0, 10)

/** PATCH /companies/{id}/employments with `view: 'staff'`: called by companies.ts after its own checks. */
export function staffList(ctx: Ctx, auth: Auth, companyId: number, filter: StaffListBody) {
  const acting = actingAt(ctx, auth, companyId, managesStaff)
  const needle = (filter.search ?? '').trim().toLowerCase()
  const departmentId = filter.departmentId ?? null
  const lookup = companyStaffLookup(companyId)
  const departmentsOf = (employmentId: number) => lookup.departments(employmentId).map((x) => x.departmentId)
  const list = db()
    .employments.findMany((q) => q.where({ companyId, endDate: (e) => e === null }))
    .filter((e) => !acting.hasDepartments || withinScope(acting.powers, departmentsOf(e.id)))
    .filter((e) => departmentId === null || departmentsOf(e.id).includes(departmentId))
    .map((e) => staffEmploymentView(ctx, e, acting.seesProtected, lookup))
    .filter((row) => !filter.role || row.roleAbbreviations.includes(filter.role))
    // A hidden name, e-mail or personal number cannot be searched for either.
    .filter(
      (row) =>
        needle === '' ||
        `${row.person.firstName} ${row.person.lastName} ${row.person.email ?? ''} ${row.person.personalNumber}`
          .toLowerCase()
          .includes(needle),
    )
    .sort(
      (a, b) =>
        a.person.lastName.localeCompare(b.person.lastName, 'sv') ||
        a.person.firstName.localeCompare(b.person.firstName, 'sv') ||
        a.id - b.id,
    )
  return ok(rows(StaffEmploymentSchema, list))
}

/** The session, the employment (404), the caller's right at its company (403) and scope (403). */
function employmentFor(ctx: Ctx, options: { active?: boolean } = {}) {
  const auth = ctx.session()
  const employment = employmentOr404(ctx, ctx.id())
  if (options.active && employment.endDate !== null) fail(404, { message: ctx.t('employmentNotFound') })
  const acting = actingAt(ctx, auth, employment.companyId, managesStaff)
  requireInScope(ctx, acting, employment.id)
  return { acting, employment }
}

function roleStateOf(employment: EmploymentRecord): RoleState {
  return {
    roles: companyRolesOf(employment.personId, employment.companyId),
    departments: staffDepartmentsOf(employment.id),
  }
}

const NO_ROLES: StaffRoles = {
  Administrator: false,
  CompanyEducationResponsible: false,
  DistanceEducationAdministrator: false,
  Instructor: false,
}

/** 403 with §6's text when one of the changed roles is not the caller's to grant or withdraw. */
function requireRoleRights(ctx: Ctx, acting: Acting, before: RoleState, after: RoleState): void {
  if (roleChanges(before, after).some((change) => !mayChangeRole(acting.powers, change)))
    fail(403, { message: ctx.t('noPermissionToAssignRoles'), data: { reason: 'rolesNotPermitted' } })
}

const holdsInstructorRole = (s: RoleState) => s.roles.Instructor || s.departments.some((d) => d.isDepartmentInstructor)

/**
 * §5 "an apprentice needs at least one instructor": an employment that stops instructing may not be
 * the only active instructor of an apprenticeship (422); otherwise its links end with it.
 */
async function endInstructorLinks(ctx: Ctx, employmentId: number, field: string): Promise<void> {
  const d = db()
  const links = d.apprenticeshipInstructors.findMany((q) => q.where({ employmentId, isActive: true }))
  for (const link of links) {
    const others = d.apprenticeshipInstructors.findMany((q) =>
      q.where({ apprenticeshipId: link.apprenticeshipId, isActive: true, employmentId: (id) => id !== employmentId }),
    )
    const apprenticeship = d.apprenticeships.findFirst((q) => q.where({ id: link.apprenticeshipId }))
    if (others.length === 0 && apprenticeship?.manuallyEndedDate === null)
      ctx.invalid(field, 'apprenticeNeedsInstructor')
  }
  await d.apprenticeshipInstructors.updateMany((q) => q.where({ employmentId, isActive: true }), {
    data(draft) {
      draft.isActive = false
    },
  })
}

async function writeRoles(employment: EmploymentRecord, after: RoleState): Promise<void> {
  const d = db()
  const { personId, companyId } = employment
  const any = Object.values(after.roles).some(Boolean)
  d.companyRoles.deleteMany((q) => q.where({ personId, companyId }))
  if (any) await d.companyRoles.create({ personId, companyId, ...after.roles })
  const kept = new Set(after.departments.map((x) => x.departmentId))
  d.departmentEmployments.deleteMany((q) =>
    q.where({ employmentId: employment.id, departmentId: (id) => !kept.has(id) }),
  )
  for (const flags of after.departments) {
    const { departmentId } = flags
    const existing = d.departmentEmployments.findFirst((q) => q.where({ employmentId: employment.id, departmentId }))
    const values = {
      isDepartmentEducationResponsible: flags.isDepartmentEducationResponsible,
      isDepartmentInstructor: flags.isDepartmentInstructor,
      isDepartmentDistanceEducationAdministrator: flags.isDepartmentDistanceEducationAdministrator,
      isDepartmentAdministrator: flags.isDepartmentAdministrator,
    }
    if (existing)
      await d.departmentEmployments.update((q) => q.where({ id: existing.id }), {
        data(draft) {
          Object.assign(draft, values)
        },
      })
    else
      await d.departmentEmployments.create({
        id: nextId(d.departmentEmployments.all(), 5001),
        employmentId: employment.id,
        departmentId,
        ...values,
      })
  }
}

/** The departments a change names: each of the company's, at least one where it has departments (§5). */
function checkDepartments(ctx: Ctx, acting: Acting, ids: readonly number[], field: string): void {
  const errors = ctx.errors()
  if (!acting.hasDepartments && ids.length > 0) errors.add(field, 'departmentUnknown')
  if (acting.hasDepartments && ids.length === 0) errors.add(field, 'departmentRequired')
  ids.forEach((departmentId, i) => {
    if (!db().departments.findFirst((q) => q.where({ id: departmentId, companyId: acting.companyId })))
      errors.add(`${field}.${i}`, 'departmentUnknown')
  })
  errors.throwIfAny()
}

function requireDay(ctx: Ctx, value: string, field: string): string {
  return dayOf(value) ?? ctx.invalid(field, 'periodInvalidDate')
}

function noPermission(ctx: Ctx): never {
  return fail(403, { message: ctx.t('noPermissionToSave'), data: { reason: 'outsideScope' } })
}

export const employmentsHandlers = [
  route('get', api('/employments/get/:id'), (ctx) => {
    const { acting, employment } = employmentFor(ctx)
    return ok(staffEmploymentView(ctx, employment, acting.seesProtected))
  }),

  route('patch', api('/employments/update/:id'), async (ctx) => {
    const { acting, employment } = employmentFor(ctx, { active: true })
    const body = await ctx.body(EmploymentUpdateBodySchema)
    const before = roleStateOf(employment)
    const departments = body.departmentEmployments
      ? body.departmentEmployments.map((x) => ({
          departmentId: x.departmentId,
          isDepartmentEducationResponsible: x.isDepartmentEducationResponsible ?? false,
          isDepartmentInstructor: x.isDepartmentInstructor ?? false,
          isDepartmentDistanceEducationAdministrator: x.isDepartmentDistanceEducationAdministrator ?? false,
          isDepartmentAdministrator: x.isDepartmentAdministrator ?? false,
        }))
      : before.departments
    const after: RoleState = { roles: { ...before.roles, ...body.roles }, departments }
    const fromDate = body.fromDate === undefined ? employment.fromDate : requireDay(ctx, body.fromDate, 'fromDate')
    if (body.departmentEmployments) {
      const ids = departments.map((x) => x.departmentId)
      if (new Set(ids).size !== ids.length)
        ctx.invalid('departmentEmployments', 'fieldInvalid', { field: 'departmentEmployments' })
      checkDepartments(ctx, acting, ids, 'departmentEmployments')
      const before = departmentIdsOf(employment.id)
      const moved = [...ids.filter((id) => !before.includes(id)), ...before.filter((id) => !ids.includes(id))]
      if (!departmentsWithinScope(acting.powers, moved)) noPermission(ctx)
    }
    if (acting.hasDepartments) {
      // §6: with departments, the roles but Administrator come from the department flags.
      const errors = ctx.errors()
      for (const flag of ['CompanyEducationResponsible', 'DistanceEducationAdministrator', 'Instructor'] as const)
        if (after.roles[flag] && !before.roles[flag]) errors.add(`roles.${flag}`, 'roleNeedsDepartment')
      errors.throwIfAny()
    }
    requireRoleRights(ctx, acting, before, after)
    if (holdsInstructorRole(before) && !holdsInstructorRole(after))
      await endInstructorLinks(ctx, employment.id, 'roles.Instructor')
    await db().employments.update((q) => q.where({ id: employment.id }), {
      data(draft) {
        draft.fromDate = fromDate
      },
    })
    await writeRoles(employment, after)
    return ok(staffEmploymentView(ctx, { ...employment, fromDate }, acting.seesProtected))
  }),

  // Ending keeps the employment's history; its company roles go with it (§6 disconnecting).
  route('post', api('/employments/end/:id'), async (ctx) => {
    const { acting, employment } = employmentFor(ctx, { active: true })
    const body = await ctx.body(EndBodySchema)
    const endDate = body.endDate === undefined ? today() : requireDay(ctx, body.endDate, 'endDate')
    if (endDate < employment.fromDate) ctx.invalid('endDate', 'periodEndBeforeStart')
    const before = roleStateOf(employment)
    const after: RoleState = {
      roles: { ...NO_ROLES },
      departments: before.departments.map((x) => ({
        ...x,
        isDepartmentEducationResponsible: false,
        isDepartmentInstructor: false,
        isDepartmentDistanceEducationAdministrator: false,
        isDepartmentAdministrator: false,
      })),
    }
    requireRoleRights(ctx, acting, before, after)
    await endInstructorLinks(ctx, employment.id, 'id')
    await writeRoles(employment, after)
    const ended = await db().employments.update((q) => q.where({ id: employment.id }), {
      data(draft) {
        draft.endDate = endDate
      },
    })
    return ok(staffEmploymentView(ctx, ended ?? { ...employment, endDate }, acting.seesProtected))
  }),

  // Disconnecting removes the company roles and the link to the company, never the person's account (§6).
  route('delete', api('/employments/delete/:id'), async (ctx) => {
    const { acting, employment } = employmentFor(ctx)
    const d = db()
    if (d.apprenticeships.findFirst((q) => q.where({ employmentId: employment.id })))
      ctx.invalid('id', 'linkCannotBeRemoved')
    const before = roleStateOf(employment)
    requireRoleRights(ctx, acting, before, { roles: { ...NO_ROLES }, departments: [] })
    await endInstructorLinks(ctx, employment.id, 'id')
    d.apprenticeshipInstructors.deleteMany((q) => q.where({ employmentId: employment.id }))
    d.departmentEmployments.deleteMany((q) => q.where({ employmentId: employment.id }))
    const { personId, companyId } = employment
    const stillEmployed = d.employments.findMany((q) =>
      q.where({ personId, companyId, id: (id) => id !== employment.id, endDate: (e) => e === null }),
    )
    if (stillEmployed.length === 0) d.companyRoles.deleteMany((q) => q.where({ personId, companyId }))
    d.employments.delete((q) => q.where({ id: employment.id }))
    return ok({ ok: true })
  }),

  route('post', api('/employments/create/'), async (ctx) => {
    const auth = ctx.session()
    const body = await ctx.body(EmploymentCreateBodySchema)
    const acting = actingAt(ctx, auth, body.companyId, managesStaff)
    const personalNumber = requirePersonalNumber(ctx, body.personalNumber)
    const departmentIds = [...new Set(body.departmentIds ?? [])]
    checkDepartments(ctx, acting, departmentIds, 'departmentIds')
    if (!departmentsWithinScope(acting.powers, departmentIds)) noPermission(ctx)
    const fromDate = body.fromDate === undefined ? today() : requireDay(ctx, body.fromDate, 'fromDate')
    const d = db()
    const known = d.persons.findFirst((q) => q.where({ personalNumber }))
    if (
      known &&
      d.employments.findFirst((q) =>
        q.where({ personId: known.id, companyId: body.companyId, endDate: (e) => e === null }),
      )
    )
      ctx.invalid('personalNumber', 'personAlreadyLinked')
    const person = known ?? (await findOrRegisterPerson(personalNumber))
    const employment = await d.employments.create({
      id: nextId(d.employments.all(), 2001),
      personId: person.id,
      companyId: body.companyId,
      fromDate,
      endDate: null,
    })
    await writeRoles(employment, {
      roles: { ...NO_ROLES },
      departments: departmentIds.map((departmentId) => ({
        departmentId,
        isDepartmentEducationResponsible: false,
        isDepartmentInstructor: false,
        isDepartmentDistanceEducationAdministrator: false,
        isDepartmentAdministrator: false,
      })),
    })
    return ok(staffEmploymentView(ctx, employment, acting.seesProtected), 201)
  }),
]
