import { createFileRoute } from '@tanstack/react-router'
import { CardThankYouPage } from '../components/orders/card-thankyou-page'
import { requireAuth } from './-guards'
import { loadPlacedCardOrder } from './-card-order-loader'

/** /card/thankyou (§2 Cards): the order just placed (`?order=`), as the server keeps it. */
export const Route = createFileRoute('/card/thankyou')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  // The order id is read by the (lazy) loader from the address, not by a validateSearch in the entry.
  loader: ({ location }) => loadPlacedCardOrder(location.search),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <CardThankYouPage load={{ status: 'loading' }} />,
  errorComponent: () => <CardThankYouPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <CardThankYouPage load={{ status: 'done', data: Route.useLoaderData() }} />
}
