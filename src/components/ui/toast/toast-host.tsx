import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react'
import { useToastsRequested } from './toaster'

type LoadToaster = () => Promise<{ default: ComponentType }>
const loadAppToaster: LoadToaster = () => import('./app-toaster')

/**
 * The renderer's chunk, or — when it cannot load (no connection on a building site: the first toast
 * is often "no connection") — nothing, instead of a failed lazy import that would take the whole
 * page down with it. `onUnavailable` lets the host try again once the connection is back.
 */
function lazyToaster(load: LoadToaster, onUnavailable: () => void) {
  return lazy((): Promise<{ default: ComponentType }> =>
    load().catch((error: unknown) => {
      console.info('[toast] the toast renderer could not be loaded; trying again when the connection returns', error)
      onUnavailable()
      return { default: () => null }
    }),
  )
}

/** While the renderer could not be loaded and the browser says it is online, it is tried again this often. */
export const TOASTER_RETRY_MS = 3000

/** Mount once in the shell: loads and shows the toast renderer when the first toast is asked for. */
export function ToastHost({ load = loadAppToaster }: { load?: LoadToaster }) {
  const requested = useToastsRequested()
  const [unavailable, setUnavailable] = useState(false)
  // A new lazy component per attempt: React.lazy keeps its first answer for good.
  const [AppToaster, setAppToaster] = useState(() => lazyToaster(load, () => setUnavailable(true)))
  useEffect(() => {
    if (!unavailable) return
    const retry = () => {
      setUnavailable(false)
      setAppToaster(() => lazyToaster(load, () => setUnavailable(true)))
    }
    window.addEventListener('online', retry)
    // The online event may come before requests go through again (a weak signal, the browser's
    // switch), and the attempt it starts then fails too: keep trying while online, so a toast that
    // waits (say "the report was sent") is not lost for good.
    const timer = setInterval(() => {
      if (navigator.onLine) retry()
    }, TOASTER_RETRY_MS)
    return () => {
      window.removeEventListener('online', retry)
      clearInterval(timer)
    }
  }, [unavailable, load])
  return requested ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null
}
