/**
 * Roles and permissions of spec §6, computed from the current user (§3). Every function accepts
 * null/undefined for "nobody logged in" and then answers false.
 *
 * Data model decisions (the spec leaves them open):
 * - Company-level roles come from `companyRoles`. In a company with departments the department
 *   roles come from the `departmentEmployments` flags of the person's employments at that company;
 *   both sources are combined (OR), so a backend that also mirrors department roles into
 *   `companyRoles` gives the same answers. Department flags of companies without departments are
 *   ignored.
 * - "Company user" is any of the four company roles; a department administrator counts too, being
 *   the department-level administrator (otherwise a department administrator could not open the
 *   company pages §6 gives them full rights over).
 */
import type { Person } from '../api/shell/user.schemas'

/** The current user or a person record; CurrentUser is a Person plus its token. */
export type RoleUser = Person | null | undefined

/** companyId 0 asks about any company (§6). */
export const ANY_COMPANY = 0

export interface CompanyRoles {
  /** FTGADM */
  administrator: boolean
  /** YUA */
  educationResponsible: boolean
  /** BG, also the approver of distance orders */
  distanceEducationAdministrator: boolean
  /** HL */
  instructor: boolean
  /** AVDADM, only in companies with departments */
  departmentAdministrator: boolean
}

const NO_ROLES: CompanyRoles = {
  administrator: false,
  educationResponsible: false,
  distanceEducationAdministrator: false,
  instructor: false,
  departmentAdministrator: false,
}

function inCompany(companyId: number, id: number): boolean {
  return companyId === ANY_COMPANY || id === companyId
}

/** The company roles of the user for one company, or for any company with companyId 0. */
export function companyRolesFor(user: RoleUser, companyId: number = ANY_COMPANY): CompanyRoles {
  const roles = { ...NO_ROLES }
  if (!user) return roles
  for (const r of user.companyRoles) {
    // A role record for company 0 holds for every company (the simulated backend reads it so too).
    if (!inCompany(companyId, r.companyId) && r.companyId !== ANY_COMPANY) continue
    roles.administrator ||= r.Administrator
    roles.educationResponsible ||= r.CompanyEducationResponsible
    roles.distanceEducationAdministrator ||= r.DistanceEducationAdministrator
    roles.instructor ||= r.Instructor
  }
  for (const e of user.employments) {
    if (!inCompany(companyId, e.companyId) || !e.company.hasDepartments) continue
    for (const d of e.departmentEmployments) {
      roles.educationResponsible ||= d.isDepartmentEducationResponsible
      roles.distanceEducationAdministrator ||= d.isDepartmentDistanceEducationAdministrator
      roles.instructor ||= d.isDepartmentInstructor
      roles.departmentAdministrator ||= d.isDepartmentAdministrator
    }
  }
  return roles
}

export interface DepartmentRoles {
  companyId: number
  departmentId: number
  departmentName: string
  educationResponsible: boolean
  distanceEducationAdministrator: boolean
  instructor: boolean
  departmentAdministrator: boolean
}

/** Department roles are per department (§6): one entry per department employment with any role. */
export function departmentRolesFor(user: RoleUser, companyId: number = ANY_COMPANY): DepartmentRoles[] {
  if (!user) return []
  return user.employments
    .filter((e) => inCompany(companyId, e.companyId) && e.company.hasDepartments)
    .flatMap((e) =>
      e.departmentEmployments.map((d) => ({
        companyId: e.companyId,
        departmentId: d.departmentId,
        departmentName: d.department.name,
        educationResponsible: d.isDepartmentEducationResponsible,
        distanceEducationAdministrator: d.isDepartmentDistanceEducationAdministrator,
        instructor: d.isDepartmentInstructor,
        departmentAdministrator: d.isDepartmentAdministrator,
      })),
    )
    .filter(
      (d) => d.educationResponsible || d.distanceEducationAdministrator || d.instructor || d.departmentAdministrator,
    )
}

/** Whether the company (as the user's employments and apprenticeships describe it) has departments. */
export function companyHasDepartments(user: RoleUser, companyId: number): boolean {
  if (!user) return false
  const refs = [...user.employments.map((e) => e.company), ...user.apprenticeships.map((a) => a.company)]
  return refs.some((c) => inCompany(companyId, c.id) && c.hasDepartments)
}

/**
 * Which departments of a company the user may see (§6: departmental users see only their
 * departments): 'all' for companies without departments and for company administrators,
 * otherwise the ids of the departments where the user holds a department role.
 */
export function departmentScope(user: RoleUser, companyId: number): 'all' | number[] {
  if (!companyHasDepartments(user, companyId)) return 'all'
  if (user?.companyRoles.some((r) => r.companyId === companyId && r.Administrator)) return 'all'
  return [...new Set(departmentRolesFor(user, companyId).map((d) => d.departmentId))]
}

// ---------------------------------------------------------------------------------------------
// Role predicates (§6)

/** Company user: any company role (see the module comment on department administrators). */
export function isCompanyUser(user: RoleUser, companyId: number = ANY_COMPANY): boolean {
  const r = companyRolesFor(user, companyId)
  return (
    r.administrator ||
    r.educationResponsible ||
    r.distanceEducationAdministrator ||
    r.instructor ||
    r.departmentAdministrator
  )
}

/** Admin user: any company role but Instructor. */
export function isAdminUser(user: RoleUser, companyId: number = ANY_COMPANY): boolean {
  const r = companyRolesFor(user, companyId)
  return r.administrator || r.educationResponsible || r.distanceEducationAdministrator || r.departmentAdministrator
}

/** Instructor without any administrative company role. */
export function isOnlyInstructor(user: RoleUser, companyId: number = ANY_COMPANY): boolean {
  return companyRolesFor(user, companyId).instructor && !isAdminUser(user, companyId)
}

/** Admin: Administrator, or department administrator in a company with departments. */
export function isAdmin(user: RoleUser, companyId: number = ANY_COMPANY): boolean {
  const r = companyRolesFor(user, companyId)
  return r.administrator || r.departmentAdministrator
}

export function isDepartmentAdmin(user: RoleUser, companyId: number = ANY_COMPANY): boolean {
  return companyRolesFor(user, companyId).departmentAdministrator
}

export function isEducationResponsible(user: RoleUser, companyId: number = ANY_COMPANY): boolean {
  return companyRolesFor(user, companyId).educationResponsible
}

export function isDistanceAdmin(user: RoleUser, companyId: number = ANY_COMPANY): boolean {
  return companyRolesFor(user, companyId).distanceEducationAdministrator
}

export function isInstructor(user: RoleUser, companyId: number = ANY_COMPANY): boolean {
  return companyRolesFor(user, companyId).instructor
}

/** Active instructor: an active apprenticeship-instructor record on one of the user's employments. */
export function isActiveInstructor(user: RoleUser, companyId: number = ANY_COMPANY): boolean {
  return !!user?.employments.some(
    (e) => inCompany(companyId, e.companyId) && e.apprenticeshipInstructors.some((a) => a.isActive),
  )
}

/**
 * The user's own "My apprentices" (/instructor/{own id}/apprentices): only an active instructor
 * (§6). The start page's button and the route's guard both ask this, so the button shows exactly
 * when the page lets the user in (an inactive instructor link shows neither).
 */
export function mayOpenMyApprentices(user: RoleUser): boolean {
  return isActiveInstructor(user)
}

/** Apprentice (LÄR): at least one apprenticeship. */
export function isApprentice(user: RoleUser, companyId: number = ANY_COMPANY): boolean {
  return !!user?.apprenticeships.some((a) => inCompany(companyId, a.companyId))
}

export function hasTradeCertificate(user: RoleUser): boolean {
  return !!user && user.tradeCertificates.length > 0
}

/** Registered means phone and e-mail are both verified (§4). */
export function isRegistered(user: RoleUser): boolean {
  return !!user && user.phoneVerified && user.emailVerified
}

/** A global administrator is acting as this user (users/select). */
export function isImitatedByAdmin(user: RoleUser): boolean {
  return user?.imitatingUser?.userrole.isAdmin === true
}

/** §6: imitation counts only if the original user is not an admin. */
export function isImitating(user: RoleUser): boolean {
  return !!user?.imitatingUser && !user.imitatingUser.userrole.isAdmin
}

/**
 * Protected-identity persons' data is visible only to administrators (§6): a company or
 * department administrator, or a global administrator acting as a user.
 */
export function canSeeProtectedIdentity(viewer: RoleUser): boolean {
  return isAdmin(viewer) || isImitatedByAdmin(viewer)
}

// ---------------------------------------------------------------------------------------------
// Per-company access (§6)

/** Route guard of every company route: a company role for that company (department rights count). */
export function companyAccess(user: RoleUser, companyId: number): boolean {
  return isCompanyUser(user, companyId)
}

/** Workplaces, new applications and company order cards: company user. */
export function canSeeWorkplaces(user: RoleUser, companyId: number): boolean {
  return isCompanyUser(user, companyId)
}
export const canCreateApplications = canSeeWorkplaces
export const canOrderCompanyCards = canSeeWorkplaces

/** Departments: administrator or department administrator, and the company has departments. */
export function canSeeDepartments(user: RoleUser, companyId: number): boolean {
  return isAdmin(user, companyId) && companyHasDepartments(user, companyId)
}

/** Distance orders, exemptions, company instructors and card orders for staff: BG, AVDADM or FTGADM. */
export function canSeeDistanceOrders(user: RoleUser, companyId: number): boolean {
  return isAdmin(user, companyId) || isDistanceAdmin(user, companyId)
}
export const canSeeExemptions = canSeeDistanceOrders
export const canSeeCompanyInstructors = canSeeDistanceOrders
export const canOrderStaffCards = canSeeDistanceOrders

/** Apprentices, applications and the YUA page: YUA, BG, AVDADM or FTGADM. */
export function canSeeApprentices(user: RoleUser, companyId: number): boolean {
  return isAdminUser(user, companyId)
}
export const canSeeApplications = canSeeApprentices
export const canSeeEducationResponsible = canSeeApprentices

/** Staff, roles and pauses: FTGADM, AVDADM or YUA. */
export function canManageStaff(user: RoleUser, companyId: number): boolean {
  return isAdmin(user, companyId) || isEducationResponsible(user, companyId)
}
