import { http, type CallContext } from '../client'
import { rowsOf } from '../common.schemas'
import {
  CompanySummarySchema,
  InstructorEmploymentSchema,
  ProfessionCourseSchema,
  WorkplaceSchema,
  DepartmentSchema,
  type CompanySummary,
  type InstructorEmployment,
  type ProfessionCourse,
  type Workplace,
  type Department,
} from './company.schemas'

/** The apprentice finds the company by organisation number. */
export async function getCompanyByNumber(
  organizationalNumber: string,
  options: CallContext = {},
): Promise<CompanySummary> {
  return http()
    .patch('companies/get-by-number', { json: { organizationalNumber }, context: { silent: options.silent } })
    .json(CompanySummarySchema)
}

export async function getCompany(id: number, options: CallContext = {}): Promise<CompanySummary> {
  return http()
    .get(`companies/get/${id}`, { context: { silent: options.silent } })
    .json(CompanySummarySchema)
}

export async function listWorkplaces(companyId: number, options: CallContext = {}): Promise<Workplace[]> {
  return (
    await http()
      .get(`companies/${companyId}/workplaces`, { context: { silent: options.silent } })
      .json(rowsOf(WorkplaceSchema))
  ).rows
}

/** Departments anyone applying may pick from. */
export async function listPublicDepartments(companyId: number): Promise<Department[]> {
  return (
    await http().patch(`companies/${companyId}/departments/public-list`, { json: {} }).json(rowsOf(DepartmentSchema))
  ).rows
}

/** The company's staff; `instructorsOnly` narrows to people holding the instructor role. */
export async function listEmployments(
  companyId: number,
  filter: { instructorsOnly?: boolean; departmentId?: number; search?: string } = {},
  options: CallContext = {},
): Promise<InstructorEmployment[]> {
  return (
    await http()
      .patch(`companies/${companyId}/employments`, { json: filter, context: { silent: options.silent } })
      .json(rowsOf(InstructorEmploymentSchema))
  ).rows
}

export async function listProfessionCourses(
  professionId: number,
  options: CallContext = {},
): Promise<ProfessionCourse[]> {
  return (
    await http()
      .get(`professions/${professionId}/courses`, { context: { silent: options.silent } })
      .json(rowsOf(ProfessionCourseSchema))
  ).rows
}
