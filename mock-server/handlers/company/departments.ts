/**
 * A company's departments (§3 Department: name, staff, workplaces, roles per department; §7
 * "Companies": departments list, get, create, update, delete). §6: administrators and department
 * administrators, and only in a company with departments (403 otherwise); a department administrator
 * sees and renames their own departments; creating and deleting one is the company administrator's.
 * Names are unique per company; a department with staff, workplaces or roles is not deleted (§8).
 * Decisions: docs/decisions/notes/co-structure19.md.
 */
import {
  DepartmentBodySchema,
  DepartmentDetailSchema,
  DepartmentListBodySchema,
  DepartmentRowSchema,
} from '../../../src/api/company/department.schemas'
import { departmentDeleteProblem, departmentNameProblem, seesDepartments } from '../../../src/domain/company-structure'
import { companyRolesFor, departmentScope, isAdmin } from '../../../src/domain/roles'
import { db, nextId } from '../../db'
import { findPerson } from '../../views'
import { api, fail, ok, route, rows, wire, type Ctx } from '../-support'
import { companyAccess, refuseChange, type CompanyAccess } from './-access'

type DepartmentRecord = NonNullable<ReturnType<ReturnType<typeof db>['departments']['findFirst']>>

/** §6 Departments: administrator or department administrator, and the company has departments. */
function requireDepartmentsAccess(ctx: Ctx): CompanyAccess {
  return companyAccess(ctx, (user, companyId, company) => company.hasDepartments && isAdmin(user, companyId))
}

/** Creating and deleting departments: the company's administrator (not a department's). */
function requireCompanyAdministrator(ctx: Ctx): CompanyAccess {
  const access = requireDepartmentsAccess(ctx)
  if (!companyRolesFor(access.user, access.companyId).administrator) refuseChange(ctx)
  return access
}

function departmentOf(ctx: Ctx, access: CompanyAccess): DepartmentRecord {
  const id = ctx.id('did')
  const department =
    db().departments.findFirst((q) => q.where({ id, companyId: access.companyId })) ??
    fail(404, { message: ctx.t('departmentNotFound') })
  if (!seesDepartments(departmentScope(access.user, access.companyId), [department.id])) ctx.forbidden()
  return department
}

/** Who works in the department (active employments) with their department roles. */
function departmentLinks(departmentId: number) {
  const d = db()
  return d.departmentEmployments
    .findMany((q) => q.where({ departmentId }))
    .map((link) => ({ link, employment: d.employments.findFirst((q) => q.where({ id: link.employmentId })) }))
}

const hasRole = (link: ReturnType<typeof departmentLinks>[number]['link']) =>
  link.isDepartmentAdministrator ||
  link.isDepartmentEducationResponsible ||
  link.isDepartmentDistanceEducationAdministrator ||
  link.isDepartmentInstructor

/** What ties a department down: staff (active employments), workplaces, and roles (any link with a role flag). */
function departmentUse(departmentId: number) {
  const links = departmentLinks(departmentId)
  return {
    staff: links.filter(({ employment }) => employment && employment.endDate === null).length,
    workplaces: db()
      .workplaces.findMany()
      .filter((w) => w.departmentIds.includes(departmentId))
      .map((w) => ({ id: w.id, name: w.name })),
    roles: links.filter(({ link }) => hasRole(link)).length,
  }
}

function departmentRow(department: DepartmentRecord) {
  const use = departmentUse(department.id)
  return { id: department.id, name: department.name, staffCount: use.staff, workplaceCount: use.workplaces.length }
}

function departmentDetail(department: DepartmentRecord) {
  const staff = departmentLinks(department.id).flatMap(({ link, employment }) => {
    const person = employment && employment.endDate === null ? findPerson(employment.personId) : undefined
    if (!employment || !person) return []
    return [
      {
        employmentId: employment.id,
        personId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        isDepartmentAdministrator: link.isDepartmentAdministrator,
        isDepartmentEducationResponsible: link.isDepartmentEducationResponsible,
        isDepartmentDistanceEducationAdministrator: link.isDepartmentDistanceEducationAdministrator,
        isDepartmentInstructor: link.isDepartmentInstructor,
      },
    ]
  })
  staff.sort((a, b) => a.lastName.localeCompare(b.lastName, 'sv') || a.firstName.localeCompare(b.firstName, 'sv'))
  return { id: department.id, name: department.name, staff, workplaces: departmentUse(department.id).workplaces }
}

/** The name: required, unique in the company (422 on `name`). */
async function departmentName(ctx: Ctx, companyId: number, exceptId: number | null): Promise<string> {
  const { name } = await ctx.body(DepartmentBodySchema)
  const others = db().departments.findMany((q) => q.where({ companyId }))
  const problem = departmentNameProblem(name, others, exceptId)
  if (problem === 'required') ctx.invalid('name', 'fieldRequired', { field: 'name' })
  if (problem === 'taken') ctx.invalid('name', 'departmentNameTaken')
  return name.trim()
}

export const departmentsHandlers = [
  route('patch', api('/companies/:id/departments/list'), async (ctx) => {
    const access = requireDepartmentsAccess(ctx)
    const { search } = await ctx.body(DepartmentListBodySchema)
    const scope = departmentScope(access.user, access.companyId)
    const needle = search.trim().toLowerCase()
    const departments = db()
      .departments.findMany((q) => q.where({ companyId: access.companyId }))
      .filter((d) => seesDepartments(scope, [d.id]) && d.name.toLowerCase().includes(needle))
    return ok(rows(DepartmentRowSchema, departments.map(departmentRow)))
  }),

  route('get', api('/companies/:id/departments/:did/get'), (ctx) => {
    const access = requireDepartmentsAccess(ctx)
    return ok(wire(DepartmentDetailSchema, departmentDetail(departmentOf(ctx, access))))
  }),

  route('post', api('/companies/:id/departments/create'), async (ctx) => {
    const access = requireCompanyAdministrator(ctx)
    const name = await departmentName(ctx, access.companyId, null)
    const d = db()
    const created = await d.departments.create({
      id: nextId(d.departments.all(), 1001),
      companyId: access.companyId,
      name,
    })
    return ok(wire(DepartmentDetailSchema, departmentDetail(created)), 201)
  }),

  route('patch', api('/companies/:id/departments/:did/update'), async (ctx) => {
    const access = requireDepartmentsAccess(ctx)
    const department = departmentOf(ctx, access)
    const name = await departmentName(ctx, access.companyId, department.id)
    const updated = await db().departments.update((q) => q.where({ id: department.id }), {
      data(draft) {
        draft.name = name
      },
    })
    return ok(wire(DepartmentDetailSchema, departmentDetail(updated ?? department)))
  }),

  route('delete', api('/companies/:id/departments/:did/delete'), (ctx) => {
    const access = requireCompanyAdministrator(ctx)
    const department = departmentOf(ctx, access)
    const use = departmentUse(department.id)
    if (departmentDeleteProblem({ ...use, workplaces: use.workplaces.length }))
      return fail(422, {
        message: ctx.t('departmentDeleteFailed'),
        errors: [{ field: 'did', message: ctx.t('departmentDeleteFailed') }],
        data: { reason: 'departmentInUse', ...use, workplaces: use.workplaces.length },
      })
    db().departments.delete((q) => q.where({ id: department.id }))
    return ok({ ok: true })
  }),
]
