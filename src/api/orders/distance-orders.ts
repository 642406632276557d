/**
 * Distance-education orders (§7 "Distance and extension orders"): the company's lists, approval, the
 * provider and its course occasions. Every function parses the answer with its schema; `{ silent }`
 * for pages that show failures themselves (ADR 0014/0015).
 */
import { http, type CallContext } from '../client'
import { rowsOf } from '../common.schemas'
import {
  CourseOpportunitySchema,
  DistanceEducationProviderSchema,
  DistanceOrderSchema,
  type ApproveDistanceOrderBody,
  type CompanyOrdersBody,
  type CourseOpportunity,
  type DistanceEducationProvider,
  type DistanceOrder,
} from './order.schemas'

/** GET /companies/{id}/distance-orders?stateIds=1,2: the company's orders in those states (all it sees without). */
export async function listDistanceOrders(
  companyId: number,
  stateIds: readonly number[] = [],
  options: CallContext = {},
): Promise<DistanceOrder[]> {
  const searchParams = stateIds.length > 0 ? { stateIds: stateIds.join(',') } : undefined
  return (
    await http()
      .get(`companies/${companyId}/distance-orders`, { searchParams, context: { silent: options.silent } })
      .json(rowsOf(DistanceOrderSchema))
  ).rows
}

/**
 * PATCH /companies/{id}/orders: the approve-orders list (§2 `/company/$id/orders`), by state
 * (`advSearch.stateId`), department and the unhandled/previous toggle. Rows carry departmentId and
 * departmentName for grouping by department.
 */
export async function searchCompanyOrders(
  companyId: number,
  body: CompanyOrdersBody = {},
  options: CallContext = {},
): Promise<DistanceOrder[]> {
  return (
    await http()
      .patch(`companies/${companyId}/orders`, { json: body, context: { silent: options.silent } })
      .json(rowsOf(DistanceOrderSchema))
  ).rows
}

/** One order of the company (the same list call narrowed to it; 404 when the company has none by the id). */
export async function getDistanceOrder(
  companyId: number,
  orderId: number,
  options: CallContext = {},
): Promise<DistanceOrder> {
  return http()
    .get(`companies/${companyId}/distance-orders/${orderId}`, { context: { silent: options.silent } })
    .json(DistanceOrderSchema)
}

/**
 * PATCH /companies/{id}/approve-distance-order/{orderId}: approves (state 1 → 2) with the purchase
 * terms accepted (§5) and, when the provider has any, a course occasion. 422 `closed` when the order no
 * longer awaits the company; 422 on `courseOpportunityId` when the provider has no occasions (§8).
 */
export async function approveDistanceOrder(
  companyId: number,
  orderId: number,
  body: ApproveDistanceOrderBody,
  options: CallContext = {},
): Promise<DistanceOrder> {
  return http()
    .patch(`companies/${companyId}/approve-distance-order/${orderId}`, {
      json: body,
      context: { silent: options.silent },
    })
    .json(DistanceOrderSchema)
}

/** GET /distance-education-providers/get/{id} */
export async function getDistanceEducationProvider(
  providerId: number,
  options: CallContext = {},
): Promise<DistanceEducationProvider> {
  return http()
    .get(`distance-education-providers/get/${providerId}`, { context: { silent: options.silent } })
    .json(DistanceEducationProviderSchema)
}

/** GET /distance-orders/{id}/available-course-opportunities: the provider's occasions not yet started ([] = none: ordering is blocked, §8). */
export async function listCourseOpportunities(
  orderId: number,
  options: CallContext = {},
): Promise<CourseOpportunity[]> {
  return (
    await http()
      .get(`distance-orders/${orderId}/available-course-opportunities`, { context: { silent: options.silent } })
      .json(rowsOf(CourseOpportunitySchema))
  ).rows
}
