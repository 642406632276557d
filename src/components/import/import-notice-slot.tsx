import { Suspense, lazy } from 'react'
import { selectUser } from '../../../machines/shell/session.machine'
import { ensureNamespaces } from '../../i18n/i18n'
import { useSessionSelector } from '../../session/session-context'

// Loaded only on the logged-in start page, with its texts: neither start page's entry grows with it.
const ImportNotice = lazy(() =>
  Promise.all([import('./import-notice'), ensureNamespaces('import')]).then(([m]) => ({ default: m.ImportNotice })),
)

/** The start page's slot for the old-system import notice (§2): the route hands it to the shell's start page. */
export function ImportNoticeSlot() {
  const user = useSessionSelector(selectUser)
  if (!user) return null
  return (
    <Suspense fallback={null}>
      <ImportNotice user={user} />
    </Suspense>
  )
}
