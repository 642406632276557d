import { Suspense, lazy } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { withMenuTexts } from './lazy-parts'

// The dialog code loads only once a new version is waiting: it is not part of the start page.
const UpdatePrompt = lazy(() => withMenuTexts(import('./update-prompt')).then((m) => ({ default: m.UpdatePrompt })))

/**
 * Watches the registered PWA service worker and asks before activating a new version. Loaded with a
 * dynamic import only in real-API builds (in mock mode MSW's worker owns the scope, stack notes), and
 * only once a worker is registered: a first visit just registers it (service-worker.ts).
 */
export default function SwUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW()
  if (!needRefresh) return null
  return (
    <Suspense fallback={null}>
      <UpdatePrompt
        needRefresh={needRefresh}
        updateServiceWorker={() => updateServiceWorker(true)}
        onDismiss={() => setNeedRefresh(false)}
      />
    </Suspense>
  )
}
