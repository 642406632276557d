import type {
  CourseOpportunity,
  DistanceEducationProvider,
  DistanceOrder,
  OrderListShow,
} from '../../../api/orders/order.schemas'
import { inListShow } from '../../../domain/orders'

/** A page's route read (ADR 0014): pending (loading), its error page (error, retried by the router) or the data. */
export type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'done'; data: T }

/**
 * What the distance-order pages' routes read (ADR 0014): the company's orders for the list, one order
 * with its provider and course occasions for the order page (`refused`: §6 keeps a departmental user
 * from another department's order; the page says so).
 */
export interface DistanceOrderListData {
  orders: DistanceOrder[]
}

export type DistanceOrderData =
  | {
      status: 'shown'
      order: DistanceOrder
      /** Null when the provider could not be read (the page shows the order without its contact). */
      provider: DistanceEducationProvider | null
      /** The provider's occasions not yet started; [] blocks approving (§8). Read only for an order awaiting the company. */
      occasions: CourseOpportunity[]
    }
  | { status: 'refused' }

/** How the list groups its rows (§2 "grouped by all or by department"). */
export type OrderGrouping = 'all' | 'department'

export interface OrderGroup {
  /** The department's id, 'none' for orders without one, 'all' for the ungrouped list. */
  key: string
  /** The department's name; null for 'all' and for orders without a department. */
  name: string | null
  orders: DistanceOrder[]
}

/**
 * The rows the list shows: the toggle's orders (§2 unhandled = awaiting the company, previous = the rest
 * it has seen; src/domain/orders.ts), soonest deadline first for unhandled, newest first for previous;
 * one group, or one per department by name with the orders without one last.
 */
export function orderGroups(
  orders: readonly DistanceOrder[],
  show: OrderListShow,
  grouping: OrderGrouping,
): OrderGroup[] {
  const rows = orders
    .filter((order) => inListShow(order.stateId, show))
    .sort(show === 'unhandled' ? byDeadline : byNewest)
  if (grouping === 'all') return rows.length === 0 ? [] : [{ key: 'all', name: null, orders: rows }]
  const groups = new Map<string, OrderGroup>()
  for (const order of rows) {
    const key = order.departmentId === null ? 'none' : String(order.departmentId)
    const group = groups.get(key) ?? { key, name: order.departmentName, orders: [] }
    group.orders.push(order)
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) =>
    a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name, 'sv'),
  )
}

const NO_DAYS = Number.POSITIVE_INFINITY

function byDeadline(a: DistanceOrder, b: DistanceOrder): number {
  return (a.deadline.daysLeft ?? NO_DAYS) - (b.deadline.daysLeft ?? NO_DAYS) || a.id - b.id
}

function byNewest(a: DistanceOrder, b: DistanceOrder): number {
  return b.orderedAt.localeCompare(a.orderedAt) || b.id - a.id
}

export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()
