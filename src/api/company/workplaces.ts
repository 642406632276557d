/** A company's workplaces (§7 "Companies"): read one, create, update, delete. The list is companies.ts's listWorkplaces. */
import { http, type CallContext } from '../client'
import { OkSchema } from '../common.schemas'
import { WorkplaceSchema, type Workplace } from './company.schemas'
import type { WorkplaceBody } from './workplace.schemas'

export async function getWorkplace(
  companyId: number,
  workplaceId: number,
  options: CallContext = {},
): Promise<Workplace> {
  return http()
    .get(`companies/${companyId}/workplace/${workplaceId}`, { context: { silent: options.silent } })
    .json(WorkplaceSchema)
}

export async function createWorkplace(
  companyId: number,
  body: WorkplaceBody,
  options: CallContext = {},
): Promise<Workplace> {
  return http()
    .post(`companies/${companyId}/workplace-create`, { json: body, context: { silent: options.silent } })
    .json(WorkplaceSchema)
}

export async function updateWorkplace(
  companyId: number,
  workplaceId: number,
  body: WorkplaceBody,
  options: CallContext = {},
): Promise<Workplace> {
  return http()
    .patch(`companies/${companyId}/workplace-update/${workplaceId}`, {
      json: body,
      context: { silent: options.silent },
    })
    .json(WorkplaceSchema)
}

export async function deleteWorkplace(companyId: number, workplaceId: number, options: CallContext = {}) {
  return http()
    .delete(`companies/${companyId}/workplace-delete/${workplaceId}`, { context: { silent: options.silent } })
    .json(OkSchema)
}
