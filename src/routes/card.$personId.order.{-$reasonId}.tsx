import { createFileRoute } from '@tanstack/react-router'
import { CardOrderPage } from '../components/orders/card-order-page'
import { loadCardOrder } from './-card-order-loader'
import { requireOwnPerson } from './-guards'

/**
 * /card/{personId}/order/{reasonId?} (§2 Cards): the server's price, the delivery address and the §9
 * terms, then the binding order; for oneself only (§6).
 */
export const Route = createFileRoute('/card/$personId/order/{-$reasonId}')({
  beforeLoad: ({ context, params }) => {
    requireOwnPerson(context, params.personId)
  },
  loader: ({ context }) => loadCardOrder(context),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <CardOrderPage load={{ status: 'loading' }} />,
  errorComponent: () => <CardOrderPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  const { personId, reasonId } = Route.useParams()
  return (
    <CardOrderPage
      load={{ status: 'done', data: Route.useLoaderData() }}
      personId={Number(personId)}
      reasonId={reasonId}
      // No validateSearch (it would sit in the start page's entry): the page checks what it reads.
      search={Route.useSearch() as Record<string, unknown>}
    />
  )
}
