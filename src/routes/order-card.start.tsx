import { createFileRoute } from '@tanstack/react-router'
import { CompanyCardsStartPage } from '../components/orders/staff-cards-pages'
import { ensureNamespaces } from '../i18n/i18n'
import { requireAuth } from './-guards'

/** /order-card/start (§2 Cards, auth): the companies the user orders cards from, each to its card-order page. */
export const Route = createFileRoute('/order-card/start')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  loader: () => ensureNamespaces('orders'),
  codeSplitGroupings: [['loader', 'component']],
  component: CompanyCardsStartPage,
})
