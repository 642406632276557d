/** The company's staff calls (§7 "Employments and apprenticeships"); every answer parsed. */
import { http, type CallContext } from '../client'
import { OkSchema, rowsOf } from '../common.schemas'
import {
  StaffEmploymentSchema,
  type EmploymentCreateBody,
  type EmploymentUpdateBody,
  type EndBody,
  type StaffEmployment,
  type StaffListBody,
} from './employment.schemas'

/** The staff list: companies/{id}/employments with `view: 'staff'` (roles per person and department). */
export async function listStaff(
  companyId: number,
  filter: Omit<StaffListBody, 'view'> = {},
  options: CallContext = {},
): Promise<StaffEmployment[]> {
  const json: StaffListBody = { ...filter, view: 'staff' }
  return (
    await http()
      .patch(`companies/${companyId}/employments`, { json, context: { silent: options.silent } })
      .json(rowsOf(StaffEmploymentSchema))
  ).rows
}

export async function getEmployment(id: number, options: CallContext = {}): Promise<StaffEmployment> {
  return http()
    .get(`employments/get/${id}`, { context: { silent: options.silent } })
    .json(StaffEmploymentSchema)
}

/** Employment data, departments and role flags; what is left out stays. */
export async function updateEmployment(
  id: number,
  changes: EmploymentUpdateBody,
  options: CallContext = {},
): Promise<StaffEmployment> {
  return http()
    .patch(`employments/update/${id}`, { json: changes, context: { silent: options.silent } })
    .json(StaffEmploymentSchema)
}

/** Ends the employment (today when no date is given); its company roles go with it. */
export async function endEmployment(
  id: number,
  body: EndBody = {},
  options: CallContext = {},
): Promise<StaffEmployment> {
  return http()
    .post(`employments/end/${id}`, { json: body, context: { silent: options.silent } })
    .json(StaffEmploymentSchema)
}

/** Disconnects the person from the company: company roles removed, the account kept. */
export async function deleteEmployment(id: number, options: CallContext = {}): Promise<void> {
  await http()
    .delete(`employments/delete/${id}`, { context: { silent: options.silent } })
    .json(OkSchema)
}

/** Adds a person by personal number ("person already linked" refused, §8). */
export async function createEmployment(
  body: EmploymentCreateBody,
  options: CallContext = {},
): Promise<StaffEmployment> {
  return http()
    .post('employments/create/', { json: body, context: { silent: options.silent } })
    .json(StaffEmploymentSchema)
}
