import { useLoaderData, useParams } from '@tanstack/react-router'
import { DistanceOrdersPage } from '../../../components/orders/distance/distance-orders-page'
import { loadDistanceOrderList } from './-distance-orders-loader'

/**
 * §2 names one list twice: /company/{id}/distance-orders and /company/{id}/orders ("approve distance
 * orders"). Both routes take their loader and their pages from here (ADR 0006: each option key literal
 * in the route, the call moved into the lazy chunk), so the one page serves both addresses.
 */
type OrderListPath = '/company/$id/distance-orders/' | '/company/$id/orders'

/** The company's orders (the guard admitted only a valid company id). */
export function loadOrderList({ params }: { params: { id: string } }) {
  return loadDistanceOrderList(Number(params.id))
}

/** The list route's page while its read runs (`loading`), after it failed (`error`) or with its rows (`done`). */
export function orderListPage(from: OrderListPath, status: 'loading' | 'error' | 'done') {
  if (status !== 'done')
    return function OrderListState() {
      return <DistanceOrdersPage companyId={Number(useParams({ from }).id)} load={{ status }} />
    }
  return function OrderList() {
    const { id } = useParams({ from })
    const data = useLoaderData({ from })
    return <DistanceOrdersPage key={id} companyId={Number(id)} load={{ status: 'done', data }} />
  }
}
