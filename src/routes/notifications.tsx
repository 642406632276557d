import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '../components/shell/notifications/notifications-page'
import { ensureNamespaces } from '../i18n/i18n'
import { requireAuth } from './-guards'

export const Route = createFileRoute('/notifications')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  loader: () => ensureNamespaces('shell-notifications'),
  component: NotificationsPage,
})
