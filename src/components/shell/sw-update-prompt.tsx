import { useRegisterSW } from 'virtual:pwa-register/react'
import { UpdatePrompt } from './update-prompt'

/**
 * Registers the PWA service worker and asks before activating a new version. Loaded with a dynamic
 * import only in real-API builds: in mock mode MSW's worker owns the scope (stack notes).
 */
export default function SwUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW()
  return <UpdatePrompt needRefresh={needRefresh} updateServiceWorker={() => updateServiceWorker(true)} onDismiss={() => setNeedRefresh(false)} />
}
