/**
 * The PWA worker of a real-API build, without the update watcher on a first visit (issue 8 §5).
 *
 * A first visit has no worker yet, so no new version can be waiting for it: registering is one call,
 * and vite-plugin-pwa's watcher (useRegisterSW with workbox-window, 3.3 kB gzip) would only add to the
 * start page. Once a worker is registered (every later visit) the shell loads the watcher, which asks
 * before activating a new version (sw-update-prompt.tsx).
 */

// vite-plugin-pwa's defaults: vite.config.ts sets neither `filename` nor `scope`.
const SW_URL = '/sw.js'
const SW_SCOPE = '/'

function afterLoad(run: () => void): void {
  // Like workbox-window: the worker's precache must not compete with the page's own requests.
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

/**
 * True when a worker is already registered (the watcher should load); otherwise registers it once
 * the page has loaded and answers false. Never throws: a browser without workers, or one that
 * refuses them, simply has none.
 */
export async function hasRegisteredWorker(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false
  try {
    if (await navigator.serviceWorker.getRegistration()) return true
  } catch {
    return false
  }
  afterLoad(() => {
    navigator.serviceWorker
      .register(SW_URL, { scope: SW_SCOPE })
      .catch((error: unknown) => console.info('[pwa] registration failed', error))
  })
  return false
}
