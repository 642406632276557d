import { createFileRoute } from '@tanstack/react-router'
import { MyAddressPage } from '../components/shell/person/my-address-page'
import { ensureNamespaces } from '../i18n/i18n'
import { requireAuth } from './-guards'

export const Route = createFileRoute('/my-address')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  loader: () => ensureNamespaces('shell-settings'),
  component: MyAddressPage,
})
