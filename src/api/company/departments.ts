/** A company's departments (§7 "Companies": departments list, get, create, update, delete). */
import { http, type CallContext } from '../client'
import { OkSchema, rowsOf } from '../common.schemas'
import {
  DepartmentDetailSchema,
  DepartmentRowSchema,
  type DepartmentDetail,
  type DepartmentRow,
} from './department.schemas'

const base = (companyId: number) => `companies/${companyId}/departments`

export async function listDepartments(
  companyId: number,
  search = '',
  options: CallContext = {},
): Promise<DepartmentRow[]> {
  return (
    await http()
      .patch(`${base(companyId)}/list`, { json: { search }, context: { silent: options.silent } })
      .json(rowsOf(DepartmentRowSchema))
  ).rows
}

export async function getDepartment(
  companyId: number,
  departmentId: number,
  options: CallContext = {},
): Promise<DepartmentDetail> {
  return http()
    .get(`${base(companyId)}/${departmentId}/get`, { context: { silent: options.silent } })
    .json(DepartmentDetailSchema)
}

export async function createDepartment(companyId: number, name: string, options: CallContext = {}) {
  return http()
    .post(`${base(companyId)}/create`, { json: { name }, context: { silent: options.silent } })
    .json(DepartmentDetailSchema)
}

export async function updateDepartment(
  companyId: number,
  departmentId: number,
  name: string,
  options: CallContext = {},
): Promise<DepartmentDetail> {
  return http()
    .patch(`${base(companyId)}/${departmentId}/update`, { json: { name }, context: { silent: options.silent } })
    .json(DepartmentDetailSchema)
}

export async function deleteDepartment(companyId: number, departmentId: number, options: CallContext = {}) {
  return http()
    .delete(`${base(companyId)}/${departmentId}/delete`, { context: { silent: options.silent } })
    .json(OkSchema)
}
