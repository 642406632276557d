import { Suspense, lazy } from 'react'
import { useToastsRequested } from './toaster'

const AppToaster = lazy(() => import('./app-toaster'))

/** Mount once in the shell: loads and shows the toast renderer when the first toast is asked for. */
export function ToastHost() {
  const requested = useToastsRequested()
  return requested ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null
}
