import type {
  EmploymentUpdateBody,
  StaffDepartment,
  StaffEmployment,
  StaffRoles,
} from '../../src/api/company/employment.schemas'
import type { StaffPowers } from '../../src/domain/company-staff'

/**
 * The shapes of the roles form (/company/{id}/permissions/{employee_id}, issue 19): the §3 flags of
 * one employment, company-level and per department. Decisions: docs/decisions/notes/roles-ui19.md.
 */

export const COMPANY_ROLE_FLAGS = [
  'Administrator',
  'CompanyEducationResponsible',
  'DistanceEducationAdministrator',
  'Instructor',
] as const
export type CompanyRoleFlag = (typeof COMPANY_ROLE_FLAGS)[number]

/** The department flags, in the order the form shows them (AVDADM first, as the §6 abbreviations). */
export const DEPARTMENT_ROLE_FLAGS = [
  'isDepartmentAdministrator',
  'isDepartmentEducationResponsible',
  'isDepartmentDistanceEducationAdministrator',
  'isDepartmentInstructor',
] as const
export type DepartmentRoleFlag = (typeof DEPARTMENT_ROLE_FLAGS)[number]

/** One department of the person with its flags. */
export type DepartmentRoles = Pick<StaffDepartment, 'departmentId' | 'name' | DepartmentRoleFlag>

/** The person's roles as the form holds them. */
export interface RoleForm {
  roles: StaffRoles
  departments: DepartmentRoles[]
}

/** One check box: a company-level flag (departmentId null) or a department's flag. */
export type RoleBox = { departmentId: null; flag: CompanyRoleFlag } | { departmentId: number; flag: DepartmentRoleFlag }

export interface RoleEditInput {
  employmentId: number
  /** The person's name as the page shows it (the confirmation names them). */
  name: string
  /** §6: in a company with departments YUA, BG and HL (and AVDADM) are given per department. */
  hasDepartments: boolean
  /** What the acting user may do at the company (src/domain/company-staff.ts staffPowers). */
  powers: StaffPowers
  /** The roles the person holds (as read, then as last saved). */
  held: RoleForm
}

/** The form of a read employment. */
export function roleFormOf(employment: Pick<StaffEmployment, 'roles' | 'departmentEmployments'>): RoleForm {
  return {
    roles: { ...employment.roles },
    departments: employment.departmentEmployments.map((d) => ({
      departmentId: d.departmentId,
      name: d.name,
      isDepartmentAdministrator: d.isDepartmentAdministrator,
      isDepartmentEducationResponsible: d.isDepartmentEducationResponsible,
      isDepartmentDistanceEducationAdministrator: d.isDepartmentDistanceEducationAdministrator,
      isDepartmentInstructor: d.isDepartmentInstructor,
    })),
  }
}

/** Whether a box is ticked in the form. */
export function isChecked(form: RoleForm, box: RoleBox): boolean {
  if (box.departmentId === null) return form.roles[box.flag]
  return form.departments.find((d) => d.departmentId === box.departmentId)?.[box.flag] ?? false
}

/** The form with one box ticked or not. */
export function withBox(form: RoleForm, box: RoleBox, checked: boolean): RoleForm {
  if (box.departmentId === null) return { ...form, roles: { ...form.roles, [box.flag]: checked } }
  return {
    ...form,
    departments: form.departments.map((d) => (d.departmentId === box.departmentId ? { ...d, [box.flag]: checked } : d)),
  }
}

/**
 * The boxes the form offers: without departments the four company-level roles; with departments the
 * Administrator company-level and the four department roles per department of the person (§6).
 */
export function roleBoxes(form: RoleForm, hasDepartments: boolean): RoleBox[] {
  if (!hasDepartments) return COMPANY_ROLE_FLAGS.map((flag) => ({ departmentId: null, flag }))
  return [
    { departmentId: null, flag: 'Administrator' },
    ...form.departments.flatMap((d) =>
      DEPARTMENT_ROLE_FLAGS.map((flag): RoleBox => ({ departmentId: d.departmentId, flag })),
    ),
  ]
}

/**
 * PATCH /employments/update/{id}: only what changed. The company-level flags that changed; the whole
 * department list (flags included) only when a department flag changed (a department left out would
 * be left, docs/decisions/notes/co-staff19.md).
 */
export function roleUpdateBody(before: RoleForm, after: RoleForm): EmploymentUpdateBody {
  const roles = Object.fromEntries(
    COMPANY_ROLE_FLAGS.filter((flag) => before.roles[flag] !== after.roles[flag]).map((flag) => [
      flag,
      after.roles[flag],
    ]),
  )
  const departmentsChanged = after.departments.some((d) =>
    DEPARTMENT_ROLE_FLAGS.some(
      (flag) => before.departments.find((b) => b.departmentId === d.departmentId)?.[flag] !== d[flag],
    ),
  )
  return {
    ...(Object.keys(roles).length > 0 ? { roles } : {}),
    ...(departmentsChanged
      ? {
          departmentEmployments: after.departments.map(({ name: _name, ...flags }) => flags),
        }
      : {}),
  }
}
