import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '../components/application/guide-page'
import { requireAuth } from './-guards'
import { ensureNamespaces } from '../i18n/i18n'

/** /guide (auth, §2): the guide for instructors, administrators and department administrators. */
export const Route = createFileRoute('/guide')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  loader: () => ensureNamespaces('application-guide', 'application'),
  component: GuidePage,
})
