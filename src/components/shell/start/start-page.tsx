import { Suspense, lazy, type ReactNode } from 'react'
import {
  selectIsLoggedIn,
  selectIsRegistered,
  selectIsRestoring,
  selectUser,
} from '../../../../machines/shell/session.machine'
import { ensureNamespaces } from '../../../i18n/i18n'
import { useSessionSelector } from '../../../session/session-context'
import { LoadingState } from '../../ui/spinner/spinner'
import { LoggedOutView, type LoginSlots } from './logged-out-view'

// The logged-out view is what a first visit loads (issue 8 §5); the others load on login, the
// logged-in one with the tour's texts.
const NotRegisteredView = lazy(() => import('./not-registered-view').then((m) => ({ default: m.NotRegisteredView })))
const LoggedInView = lazy(() =>
  Promise.all([import('./logged-in-view'), ensureNamespaces('shell-tour', 'shell-start-home')]).then(([m]) => ({
    default: m.LoggedInView,
  })),
)

export interface StartPageSlots extends LoginSlots {
  /** Notices of other slices on the logged-in start page (the old-system import's, §2). */
  notices?: ReactNode
}

/** / : one of three views (§2), chosen by the session; the logged-out one shows the login slice's `slots`. */
export function StartPage({ notices, ...slots }: StartPageSlots) {
  const restoring = useSessionSelector(selectIsRestoring)
  const loggedIn = useSessionSelector(selectIsLoggedIn)
  const registered = useSessionSelector(selectIsRegistered)
  const user = useSessionSelector(selectUser)

  if (restoring) return <LoadingState />
  if (!loggedIn || !user) return <LoggedOutView {...slots} />
  return (
    <Suspense fallback={<LoadingState />}>
      {registered ? <LoggedInView user={user} notices={notices} /> : <NotRegisteredView user={user} />}
    </Suspense>
  )
}
