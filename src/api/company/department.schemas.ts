/**
 * §3 Department (name, staff, workplaces, roles per department) as the company's department pages
 * read and change it (§7 "Companies": departments list, get, create, update, delete). Only companies
 * with departments have them (§6). Decisions: docs/decisions/notes/co-structure19.md.
 */
import * as v from 'valibot'
import { Id, Text, TEXT_MAX } from '../common.schemas'

/** A row of the department list: what deleting it would be refused for is counted here. */
export const DepartmentRowSchema = v.object({
  id: Id,
  name: v.string(),
  staffCount: v.number(),
  workplaceCount: v.number(),
})
export type DepartmentRow = v.InferOutput<typeof DepartmentRowSchema>

/** The department's roles of one person: §3 departmentEmployments flags. */
export const DepartmentStaffSchema = v.object({
  employmentId: Id,
  personId: Id,
  firstName: v.string(),
  lastName: v.string(),
  isDepartmentAdministrator: v.boolean(),
  isDepartmentEducationResponsible: v.boolean(),
  isDepartmentDistanceEducationAdministrator: v.boolean(),
  isDepartmentInstructor: v.boolean(),
})
export type DepartmentStaff = v.InferOutput<typeof DepartmentStaffSchema>

export const DepartmentDetailSchema = v.object({
  id: Id,
  name: v.string(),
  staff: v.array(DepartmentStaffSchema),
  workplaces: v.array(v.object({ id: Id, name: v.string() })),
})
export type DepartmentDetail = v.InferOutput<typeof DepartmentDetailSchema>

/** departments/list narrows by name (empty: every department the caller sees). */
export const DepartmentListBodySchema = v.object({ search: v.optional(Text(TEXT_MAX.search), '') })
export const DepartmentBodySchema = v.object({ name: Text(TEXT_MAX.name) })
export type DepartmentBody = v.InferInput<typeof DepartmentBodySchema>
