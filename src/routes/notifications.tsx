import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '../components/shell/notifications/notifications-page'
import { requireAuth } from './-guards'
import { loadNotifications } from './-notifications-loader'

export const Route = createFileRoute('/notifications')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  loader: () => loadNotifications(),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <NotificationsPage load={{ status: 'loading' }} />,
  errorComponent: () => <NotificationsPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <NotificationsPage load={{ status: 'done', rows: Route.useLoaderData() }} />
}
