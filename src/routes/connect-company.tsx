import { createFileRoute } from '@tanstack/react-router'
import { ConnectCompanyPage } from '../components/company/connect/connect-company-page'
import { requireAuth } from './-guards'
import { loadConnectCompany } from './-connect-company-loader'

/**
 * /connect-company (§2 "Connect company", issue 19; not among the spec's routes: a page of its own,
 * reached from /my-settings, docs/decisions/notes/connect-ui19.md): any logged-in user asks a region to
 * connect their company by e-mail application.
 */
export const Route = createFileRoute('/connect-company')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  loader: ({ context }) => loadConnectCompany(context),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <ConnectCompanyPage load={{ status: 'loading' }} />,
  errorComponent: () => <ConnectCompanyPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <ConnectCompanyPage load={{ status: 'done', data: Route.useLoaderData() }} />
}
