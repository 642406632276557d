import { createFileRoute } from '@tanstack/react-router'
import { MySettingsPage } from '../components/shell/person/my-settings-page'
import { ensureNamespaces } from '../i18n/i18n'
import { requireAuth } from './-guards'

export const Route = createFileRoute('/my-settings')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  loader: () => ensureNamespaces('shell-settings'),
  component: MySettingsPage,
})
