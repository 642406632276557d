import { useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { useSession } from '../../session/session-context'

/** Every way in ends the same: the session stores the user (and loads the base lists), then home. */
export function useCompleteLogin(): (user: CurrentUser) => void {
  const session = useSession()
  const navigate = useNavigate()
  const router = useRouter()
  return useCallback(
    (user: CurrentUser) => {
      session.send({ type: 'login.succeeded', user })
      // Already home (the test-login panel, e-ID on this device): no navigation, whose scroll
      // restoration would put back the logged-out page's scroll position over the new view.
      if (router.state.location.pathname !== '/') void navigate({ to: '/' })
    },
    [session, navigate, router],
  )
}
