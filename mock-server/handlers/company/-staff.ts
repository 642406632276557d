/**
 * What the staff and apprentice handlers share: the acting user's powers at a company (§6), the
 * employment as the staff pages see it (protected identity shielded for non-administrators) and the
 * lookups that answer 404 or 403 before anything is read.
 */
import * as v from 'valibot'
import {
  StaffEmploymentSchema,
  type StaffEmployment,
  type StaffRoles,
} from '../../../src/api/company/employment.schemas'
import { staffAbbreviations, staffPowers, withinScope, type StaffPowers } from '../../../src/domain/company-staff'
import { isAdmin } from '../../../src/domain/roles'
import { db, type EmploymentRecordSchema, type PersonRecord } from '../../db'
import { departmentEmploymentsOf, findPerson, hasOwnAccount, personView } from '../../views'
import { fail, type Auth, type Ctx } from '../-support'
import { companyOr404 } from './-access'

export type EmploymentRecord = v.InferOutput<typeof EmploymentRecordSchema>

export interface Acting {
  auth: Auth
  companyId: number
  powers: StaffPowers
  /** §6: protected-identity persons' data only for administrators (of the company, or global). */
  seesProtected: boolean
  hasDepartments: boolean
}

/** The session first, then the company; `allowed` decides whether the caller may act at all (403). */
export function actingAt(ctx: Ctx, auth: Auth, companyId: number, allowed: (p: StaffPowers) => boolean): Acting {
  const company = companyOr404(ctx, companyId)
  const user = personView(auth.person, auth.imitatedBy)
  const powers = staffPowers(user, companyId)
  if (!allowed(powers)) ctx.forbidden()
  return {
    auth,
    companyId,
    powers,
    seesProtected: isAdmin(user, companyId) || auth.actor.isAdmin,
    hasDepartments: company.hasDepartments,
  }
}

export function departmentIdsOf(employmentId: number): number[] {
  return departmentEmploymentsOf(employmentId).map((de) => de.departmentId)
}

/** 403 for a person outside the caller's departments (§6: departmental users see only their departments). */
export function requireInScope(ctx: Ctx, acting: Acting, employmentId: number): void {
  if (acting.hasDepartments && !withinScope(acting.powers, departmentIdsOf(employmentId))) ctx.forbidden()
}

const NO_ROLES: StaffRoles = {
  Administrator: false,
  CompanyEducationResponsible: false,
  DistanceEducationAdministrator: false,
  Instructor: false,
}

type RoleRecord = Pick<StaffRoles, keyof StaffRoles>

function rolesOf(record: RoleRecord | undefined): StaffRoles {
  return record
    ? {
        Administrator: record.Administrator,
        CompanyEducationResponsible: record.CompanyEducationResponsible,
        DistanceEducationAdministrator: record.DistanceEducationAdministrator,
        Instructor: record.Instructor,
      }
    : { ...NO_ROLES }
}

export function companyRolesOf(personId: number, companyId: number): StaffRoles {
  return rolesOf(db().companyRoles.findFirst((q) => q.where({ personId, companyId })))
}

type DepartmentEmploymentRecord = ReturnType<typeof departmentEmploymentsOf>[number]

function staffDepartment(de: DepartmentEmploymentRecord, name: string) {
  return {
    departmentId: de.departmentId,
    name,
    isDepartmentEducationResponsible: de.isDepartmentEducationResponsible,
    isDepartmentInstructor: de.isDepartmentInstructor,
    isDepartmentDistanceEducationAdministrator: de.isDepartmentDistanceEducationAdministrator,
    isDepartmentAdministrator: de.isDepartmentAdministrator,
  }
}

export function staffDepartmentsOf(employmentId: number) {
  const d = db()
  return departmentEmploymentsOf(employmentId).map((de) =>
    staffDepartment(de, d.departments.findFirst((q) => q.where({ id: de.departmentId }))?.name ?? ''),
  )
}

/**
 * What a staff view reads of a company, read once: a list of 2 000 employees ('many-employees') would
 * otherwise scan the collections once per row (seconds instead of tens of milliseconds).
 */
export interface StaffLookup {
  person(id: number): PersonRecord | undefined
  roles(personId: number): StaffRoles
  departments(employmentId: number): ReturnType<typeof staffDepartmentsOf>
  isApprentice(employmentId: number): boolean
}

/** One employment's lookups (a single answer); `companyStaffLookup` for a whole list. */
export const singleLookup = (companyId: number): StaffLookup => ({
  person: findPerson,
  roles: (personId) => companyRolesOf(personId, companyId),
  departments: staffDepartmentsOf,
  isApprentice: (employmentId) =>
    !!db().apprenticeships.findFirst((q) => q.where({ employmentId, manuallyEndedDate: (x) => x === null })),
})

export function companyStaffLookup(companyId: number): StaffLookup {
  const d = db()
  const persons = new Map(d.persons.all().map((p) => [p.id, p]))
  const roles = new Map(d.companyRoles.findMany((q) => q.where({ companyId })).map((r) => [r.personId, r] as const))
  const names = new Map(d.departments.findMany((q) => q.where({ companyId })).map((x) => [x.id, x.name]))
  const byEmployment = new Map<number, ReturnType<typeof staffDepartmentsOf>>()
  for (const de of d.departmentEmployments.all()) {
    if (!names.has(de.departmentId)) continue
    const list = byEmployment.get(de.employmentId) ?? []
    list.push(staffDepartment(de, names.get(de.departmentId) ?? ''))
    byEmployment.set(de.employmentId, list)
  }
  const apprentices = new Set(
    d.apprenticeships
      .findMany((q) => q.where({ companyId, manuallyEndedDate: (x) => x === null }))
      .map((a) => a.employmentId),
  )
  return {
    person: (id) => persons.get(id),
    roles: (personId) => rolesOf(roles.get(personId)),
    departments: (employmentId) => byEmployment.get(employmentId) ?? [],
    isApprentice: (employmentId) => apprentices.has(employmentId),
  }
}

/** The employment as the staff pages see it; a protected identity blanked unless `seesProtected`. */
export function staffEmploymentView(
  ctx: Ctx,
  employment: EmploymentRecord,
  seesProtected: boolean,
  lookup: StaffLookup = singleLookup(employment.companyId),
): StaffEmployment {
  const person = lookup.person(employment.personId)
  if (!person) throw new Error(`seed error: employment ${employment.id} points at a missing person`)
  const roles = lookup.roles(person.id)
  const departments = lookup.departments(employment.id)
  const hidden = person.protectedIdentity && !seesProtected
  return v.parse(StaffEmploymentSchema, {
    id: employment.id,
    companyId: employment.companyId,
    person: {
      id: person.id,
      firstName: hidden ? ctx.t('protectedIdentityName') : person.firstName,
      lastName: hidden ? '' : person.lastName,
      email: hidden ? null : person.email,
      personalNumber: hidden ? '' : person.personalNumber,
      hasOwnAccount: hasOwnAccount(person),
      protectedIdentity: person.protectedIdentity,
    },
    fromDate: employment.fromDate,
    endDate: employment.endDate,
    roles,
    departmentEmployments: departments,
    roleAbbreviations: staffAbbreviations({ roles, departments }, lookup.isApprentice(employment.id)),
  })
}

export function employmentOr404(ctx: Ctx, id: number): EmploymentRecord {
  return db().employments.findFirst((q) => q.where({ id })) ?? fail(404, { message: ctx.t('employmentNotFound') })
}
