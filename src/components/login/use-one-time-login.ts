import { useEffect, useState } from 'react'
import type { CurrentUser } from '../../api/shell/user.schemas'

/**
 * Runs a login that may be used only once (a hash, an external-ID session) exactly once per key,
 * even when React mounts the page twice (StrictMode) or the page re-renders.
 */
const attempts = new Map<string, Promise<CurrentUser>>()

export type OneTimeLogin = { status: 'pending' } | { status: 'failed'; error: unknown } | { status: 'done' }

export function useOneTimeLogin(
  key: string | null,
  login: () => Promise<CurrentUser>,
  onSuccess: (user: CurrentUser) => void,
): OneTimeLogin {
  const [state, setState] = useState<OneTimeLogin>({ status: 'pending' })
  useEffect(() => {
    if (key === null) return
    let live = true
    let attempt = attempts.get(key)
    if (!attempt) {
      attempt = login()
      attempts.set(key, attempt)
      // A failed attempt may be retried by opening the link again.
      attempt.catch(() => attempts.delete(key))
    }
    attempt.then(
      (user) => {
        if (!live) return
        setState({ status: 'done' })
        onSuccess(user)
      },
      (error: unknown) => live && setState({ status: 'failed', error }),
    )
    return () => {
      live = false
    }
    // The key decides the attempt; login and onSuccess are read once per key on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return state
}
