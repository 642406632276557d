import { createFileRoute } from '@tanstack/react-router'
import { MyCardsStartPage } from '../components/orders/my-cards-start-page'
import { requireAuth } from './-guards'
import { loadCardOrder } from './-card-order-loader'

/** /order-card/my-start (§2 Cards, the menu's "Order card and e-book"): the cards the person may order. */
export const Route = createFileRoute('/order-card/my-start')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  loader: ({ context }) => loadCardOrder(context),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <MyCardsStartPage load={{ status: 'loading' }} />,
  errorComponent: () => <MyCardsStartPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <MyCardsStartPage load={{ status: 'done', data: Route.useLoaderData() }} />
}
