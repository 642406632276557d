import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react'
import { useToastsRequested } from './toaster'

/**
 * The renderer's chunk, or — when it cannot load (no connection on a building site: the first toast
 * is often "no connection") — nothing, instead of a failed lazy import that would take the whole
 * page down with it. `onUnavailable` lets the host try again once the connection is back.
 */
function lazyToaster(onUnavailable: () => void) {
  return lazy((): Promise<{ default: ComponentType }> =>
    import('./app-toaster').catch((error: unknown) => {
      console.info('[toast] the toast renderer could not be loaded; trying again when the connection returns', error)
      onUnavailable()
      return { default: () => null }
    }),
  )
}

/** Mount once in the shell: loads and shows the toast renderer when the first toast is asked for. */
export function ToastHost() {
  const requested = useToastsRequested()
  const [unavailable, setUnavailable] = useState(false)
  // A new lazy component per attempt: React.lazy keeps its first answer for good.
  const [AppToaster, setAppToaster] = useState(() => lazyToaster(() => setUnavailable(true)))
  useEffect(() => {
    if (!unavailable) return
    const retry = () => {
      setUnavailable(false)
      setAppToaster(() => lazyToaster(() => setUnavailable(true)))
    }
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [unavailable])
  return requested ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null
}
