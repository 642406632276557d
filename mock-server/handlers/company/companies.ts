/**
 * The company calls the application flows use (§7 "Companies"): find a company by organisation
 * number, read it, its workplaces, its departments for applicants, its staff as instructor rows
 * (with what the §5 instructor rules read), and a profession's courses. Who may see what follows
 * §6 through src/domain/roles.ts: workplaces and staff for company users of that company, within
 * their departments when the company has them.
 */
import * as v from 'valibot'
import { Id, Text, TEXT_MAX } from '../../../src/api/common.schemas'
import {
  DepartmentSchema,
  InstructorEmploymentSchema,
  ProfessionCourseSchema,
  WorkplaceSchema,
  type InstructorEmployment,
} from '../../../src/api/company/company.schemas'
import { StaffRoleFilterSchema } from '../../../src/api/company/employment.schemas'
import { departmentScope, isAdmin, isInstructor } from '../../../src/domain/roles'
import { normalizeOrganisationNumber } from '../../../src/domain/validation'
import { db } from '../../db'
import { companySummaryView, findPerson, instructorEmploymentView, personView } from '../../views'
import { api, fail, ok, route, rows, type Ctx } from '../-support'
import { companyOr404, requireCompanyUser } from './-access'
import { staffList } from './employments'

/** A protected-identity person as non-administrators see them: no name, no e-mail. */
function shieldProtectedIdentity(ctx: Ctx, row: InstructorEmployment, seesProtected: boolean): InstructorEmployment {
  const person = findPerson(row.person.id)
  if (seesProtected || !person?.protectedIdentity) return row
  return { ...row, person: { ...row.person, firstName: ctx.t('protectedIdentityName'), lastName: '', email: null } }
}

export const companiesHandlers = [
  // The apprentice types the organisation number; with or without the hyphen (§5).
  route('patch', api('/companies/get-by-number'), async (ctx) => {
    ctx.session()
    const { organizationalNumber } = await ctx.body(v.object({ organizationalNumber: Text(TEXT_MAX.personalNumber) }))
    const wanted = normalizeOrganisationNumber(organizationalNumber)
    if (!wanted) return ctx.invalid('organizationalNumber', 'organisationNumberInvalid')
    const company = db().companies.findFirst((q) =>
      q.where({ organizationalNumber: (n) => normalizeOrganisationNumber(n) === wanted }),
    )
    if (!company) return fail(404, { message: ctx.t('companyUnknown') })
    return ok(companySummaryView(company.id))
  }),

  route('get', api('/companies/get/:id'), (ctx) => {
    ctx.session()
    const summary = companySummaryView(ctx.id()) ?? fail(404, { message: ctx.t('companyNotFound') })
    return ok(summary)
  }),

  // Departmental users see the workplaces of their departments (and the shared ones listing them).
  route('get', api('/companies/:id/workplaces'), (ctx) => {
    const { user, companyId } = requireCompanyUser(ctx)
    const scope = departmentScope(user, companyId)
    const workplaces = db()
      .workplaces.findMany((q) => q.where({ companyId }))
      .filter((w) => scope === 'all' || w.departmentIds.some((id) => scope.includes(id)))
    return ok(rows(WorkplaceSchema, workplaces))
  }),

  // Anyone applying picks a department: public to every logged-in user.
  route('patch', api('/companies/:id/departments/public-list'), async (ctx) => {
    ctx.session()
    const companyId = ctx.id()
    const company = companyOr404(ctx, companyId)
    await ctx.body(v.object({}))
    const departments = company.hasDepartments ? db().departments.findMany((q) => q.where({ companyId })) : []
    return ok(rows(DepartmentSchema, departments))
  }),

  route('patch', api('/companies/:id/employments'), async (ctx) => {
    const { auth, user, companyId } = requireCompanyUser(ctx)
    const filter = await ctx.body(
      v.object({
        instructorsOnly: v.optional(v.boolean(), false),
        departmentId: v.nullish(Id),
        search: v.optional(Text(TEXT_MAX.search), ''),
        // The staff pages' rows (handlers/company/employments.ts); without it the instructor rows.
        view: v.optional(v.picklist(['instructors', 'staff']), 'instructors'),
        role: v.nullish(StaffRoleFilterSchema),
      }),
    )
    const d = db()
    const departmentId = filter.departmentId ?? null
    if (departmentId !== null && !d.departments.findFirst((q) => q.where({ id: departmentId, companyId }))) {
      return ctx.invalid('departmentId', 'departmentUnknown')
    }
    if (filter.view === 'staff') return staffList(ctx, auth, companyId, { ...filter, view: 'staff' })
    const scope = departmentScope(user, companyId)
    // §6: protected-identity persons' data only for administrators (of the company, or global).
    const seesProtected = isAdmin(user, companyId) || auth.actor.isAdmin
    const needle = filter.search.trim().toLowerCase()
    const employments = d.employments.findMany((q) => q.where({ companyId, endDate: (e) => e === null }))
    const answer = employments
      .filter((employment) => {
        const departments = d.departmentEmployments
          .findMany((q) => q.where({ employmentId: employment.id }))
          .map((de) => de.departmentId)
        if (scope !== 'all' && !departments.some((id) => scope.includes(id))) return false
        if (departmentId !== null && !departments.includes(departmentId)) return false
        const person = findPerson(employment.personId)
        if (!person) return false
        if (filter.instructorsOnly && !isInstructor(personView(person), companyId)) return false
        // A hidden name and e-mail cannot be searched for either.
        const visible = seesProtected || !person.protectedIdentity
        const haystack = visible ? `${person.firstName} ${person.lastName} ${person.email ?? ''}`.toLowerCase() : ''
        return needle === '' || haystack.includes(needle)
      })
      .map((employment) => shieldProtectedIdentity(ctx, instructorEmploymentView(employment), seesProtected))
      .sort(
        (a, b) =>
          a.person.lastName.localeCompare(b.person.lastName, 'sv') ||
          a.person.firstName.localeCompare(b.person.firstName, 'sv') ||
          a.id - b.id,
      )
    return ok(rows(InstructorEmploymentSchema, answer))
  }),

  // Reference data like the base lists: no personal data, so no session needed.
  route('get', api('/professions/:id/courses'), (ctx) => {
    const professionId = ctx.id()
    if (!db().professions.findFirst((q) => q.where({ id: professionId })))
      return fail(404, { message: ctx.t('professionUnknown') })
    return ok(
      rows(
        ProfessionCourseSchema,
        db().professionCourses.findMany((q) => q.where({ professionId })),
      ),
    )
  }),
]
