/**
 * §3 Employment as the company's staff pages read and change it (§7 "Employments and
 * apprenticeships", PATCH /companies/{id}/employments with `view: 'staff'`). Roles are the §3 flags:
 * company-level `roles` (the companyRoles flags) and, in a company with departments, the flags of each
 * `departmentEmployments` entry. Decisions: docs/decisions/notes/co-staff19.md.
 */
import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'
import { CompanyRoleSchema, DepartmentEmploymentSchema } from '../shell/user.schemas'

/** The four company-level flags of §3 companyRoles (without companyId). */
export const StaffRolesSchema = v.omit(CompanyRoleSchema, ['companyId'])
export type StaffRoles = v.InferOutput<typeof StaffRolesSchema>

/** One department of an employment with its §3 role flags (and the department's name). */
export const StaffDepartmentSchema = v.object({
  ...v.omit(DepartmentEmploymentSchema, ['id', 'department']).entries,
  name: v.string(),
})
export type StaffDepartment = v.InferOutput<typeof StaffDepartmentSchema>

/** The abbreviations of §6, in the order the list shows them. */
export const ROLE_ABBREVIATIONS = ['FTGADM', 'AVDADM', 'YUA', 'BG', 'HL', 'LÄR'] as const
export const RoleAbbreviationSchema = v.picklist(ROLE_ABBREVIATIONS)
export type RoleAbbreviation = v.InferOutput<typeof RoleAbbreviationSchema>

/**
 * The employed person as the staff pages see them. A protected-identity person's name, e-mail and
 * personal number are blanked for everyone but administrators (§6); `protectedIdentity` says so.
 */
export const StaffPersonSchema = v.object({
  id: Id,
  firstName: v.string(),
  lastName: v.string(),
  email: v.nullable(v.string()),
  personalNumber: v.string(),
  /** §6: without an own account the person is greyed out and cannot be chosen. */
  hasOwnAccount: v.boolean(),
  protectedIdentity: v.boolean(),
})

/** A row of the staff list and the answer of employments/get/{id}. */
export const StaffEmploymentSchema = v.object({
  id: Id,
  companyId: Id,
  person: StaffPersonSchema,
  fromDate: IsoDate,
  endDate: v.nullable(IsoDate),
  roles: StaffRolesSchema,
  departmentEmployments: v.array(StaffDepartmentSchema),
  /** §6: the role list as abbreviations (shown joined by commas). */
  roleAbbreviations: v.array(RoleAbbreviationSchema),
})
export type StaffEmployment = v.InferOutput<typeof StaffEmploymentSchema>

/* ---- request bodies ---- */

export const StaffRoleFilterSchema = v.picklist(ROLE_ABBREVIATIONS)

/** PATCH /companies/{id}/employments with `view: 'staff'` (without it the answer stays the instructor rows). */
export const StaffListBodySchema = v.object({
  view: v.literal('staff'),
  departmentId: v.nullish(Id),
  role: v.nullish(StaffRoleFilterSchema),
  search: v.optional(Text(TEXT_MAX.search), ''),
})
export type StaffListBody = v.InferInput<typeof StaffListBodySchema>

/** The department flags a change sends for one department. */
export const DepartmentRolesBodySchema = v.object({
  departmentId: Id,
  isDepartmentEducationResponsible: v.optional(v.boolean(), false),
  isDepartmentInstructor: v.optional(v.boolean(), false),
  isDepartmentDistanceEducationAdministrator: v.optional(v.boolean(), false),
  isDepartmentAdministrator: v.optional(v.boolean(), false),
})
export type DepartmentRolesBody = v.InferInput<typeof DepartmentRolesBodySchema>

/**
 * PATCH /employments/update/{id}: what is left out stays. `departmentEmployments` is the whole new
 * list of departments with their flags (a department left out is left); `roles` the company-level flags.
 */
export const EmploymentUpdateBodySchema = v.object({
  fromDate: v.optional(IsoDate),
  // A JSON object only: valibot's object schemas take an array as an object without keys.
  roles: v.optional(
    v.pipe(
      v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x)),
      v.partial(StaffRolesSchema),
    ),
  ),
  departmentEmployments: v.optional(v.pipe(v.array(DepartmentRolesBodySchema), v.maxLength(100))),
})
export type EmploymentUpdateBody = v.InferInput<typeof EmploymentUpdateBodySchema>

/**
 * POST /employments/create/: a person by personal number. Someone the portal does not know yet is
 * created from the population register (as an e-ID login would), with no roles.
 */
export const EmploymentCreateBodySchema = v.object({
  companyId: Id,
  personalNumber: Text(TEXT_MAX.personalNumber),
  fromDate: v.optional(IsoDate),
  departmentIds: v.optional(v.pipe(v.array(Id), v.maxLength(100)), []),
})
export type EmploymentCreateBody = v.InferInput<typeof EmploymentCreateBodySchema>

/** POST /employments/end/{id} and /apprenticeships/end/{id}: the last day (today when left out). */
export const EndBodySchema = v.object({ endDate: v.optional(IsoDate) })
export type EndBody = v.InferInput<typeof EndBodySchema>
