import { createFileRoute } from '@tanstack/react-router'
import { CardTypesPage } from '../components/orders/card-types-page'
import { loadCardOrder } from './-card-order-loader'
import { requireOwnPerson } from './-guards'

/** /order-card/{personId}/types/{reasonId?} (§2 Cards): the card and the §9 reason, for oneself only (§6). */
export const Route = createFileRoute('/order-card/$personId/types/{-$reasonId}')({
  beforeLoad: ({ context, params }) => {
    requireOwnPerson(context, params.personId)
  },
  loader: ({ context }) => loadCardOrder(context),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <CardTypesPage load={{ status: 'loading' }} />,
  errorComponent: () => <CardTypesPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  const { personId, reasonId } = Route.useParams()
  return (
    <CardTypesPage
      load={{ status: 'done', data: Route.useLoaderData() }}
      personId={Number(personId)}
      reasonId={reasonId}
      // No validateSearch (it would sit in the start page's entry): the page checks what it reads.
      search={Route.useSearch() as Record<string, unknown>}
    />
  )
}
