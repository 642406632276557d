import { useSyncExternalStore } from 'react'
import { onApiEvent } from '../api/client'

// The client reports when calls are in flight (api.loading); the shell shows one indicator for all.
let loading = false
const subscribers = new Set<() => void>()
onApiEvent((event) => {
  if (event.type !== 'api.loading' || event.loading === loading) return
  loading = event.loading
  for (const notify of subscribers) notify()
})

function subscribe(notify: () => void) {
  subscribers.add(notify)
  return () => {
    subscribers.delete(notify)
  }
}

/** True while any api call is in flight. */
export function useApiLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading,
    () => false,
  )
}
