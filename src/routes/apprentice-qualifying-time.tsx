import { createFileRoute } from '@tanstack/react-router'
import { ApprenticeQualifyingTimePage } from '../components/qualifying-time/apprentice-qualifying-time-page'
import { requireCompanyUser } from './-guards'
import { loadApprenticeQualifyingTimes } from './-qualifying-time-loader'

/**
 * /apprentice-qualifying-time (§2, the menu's "Lärlingarnas kvalificeringstid" with its badge): company
 * users' apprentices' qualifying times, those that have ended and await approval first (issue 21).
 */
export const Route = createFileRoute('/apprentice-qualifying-time')({
  beforeLoad: ({ context }) => {
    requireCompanyUser(context)
  },
  loader: ({ context }) => loadApprenticeQualifyingTimes(context),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <ApprenticeQualifyingTimePage load={{ status: 'loading' }} />,
  errorComponent: () => <ApprenticeQualifyingTimePage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <ApprenticeQualifyingTimePage load={{ status: 'done', data: Route.useLoaderData() }} />
}
