import { createFileRoute } from '@tanstack/react-router'
import { MyQualificationsPage } from '../components/qualifications/my-qualifications-page'
import { requireAuth } from './-guards'
import { loadMyQualifications } from './-qualifications-loader'

/**
 * /my-qualifications (§2 auth, the menu's "Mina kvalifikationer", notifications of type
 * TradeCertificate): what the person holds and the instructions' confirmation (issue 21).
 */
export const Route = createFileRoute('/my-qualifications')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  loader: ({ context }) => loadMyQualifications(context),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <MyQualificationsPage load={{ status: 'loading' }} />,
  errorComponent: () => <MyQualificationsPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <MyQualificationsPage load={{ status: 'done', data: Route.useLoaderData() }} />
}
