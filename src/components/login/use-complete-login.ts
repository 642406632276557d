import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { useSession } from '../../session/session-context'

/** Every way in ends the same: the session stores the user (and loads the base lists), then home. */
export function useCompleteLogin(): (user: CurrentUser) => void {
  const session = useSession()
  const navigate = useNavigate()
  return useCallback(
    (user: CurrentUser) => {
      session.send({ type: 'login.succeeded', user })
      void navigate({ to: '/' })
    },
    [session, navigate],
  )
}
