import type { useRouter } from '@tanstack/react-router'

/**
 * How long a page loaded ahead is not loaded ahead again. Pointing at a link loads its page ahead, and
 * the click's mousedown then focuses the link, which asked for the same again: the router's whole
 * preload (matching, every route's guard, the loader's cache check) in the click's input delay (issue 17
 * §4). Shorter than the router's own 30 s (preloadStaleTime), within which it would only answer from
 * what it keeps.
 */
export const PRELOADED_FOR_MS = 10_000

type Router = Pick<ReturnType<typeof useRouter>, 'preloadRoute'>
type ClearableRouter = Router & Pick<ReturnType<typeof useRouter>, 'clearCache'>

/** Per router, when each page was last asked for: one app has one router, each component test its own. */
const asked = new WeakMap<Router, Map<string, number>>()

/** Loads the page at `href` ahead (its chunk, texts and loader calls) unless that was asked for a moment ago. */
export function preloadAhead(router: Router, href: string, label: string, now: number = Date.now()): void {
  let preloadedAt = asked.get(router)
  if (!preloadedAt) asked.set(router, (preloadedAt = new Map()))
  const at = preloadedAt.get(href)
  if (at !== undefined && now - at < PRELOADED_FOR_MS) return
  preloadedAt.set(href, now)
  router.preloadRoute({ to: href }).catch((error: unknown) => {
    // A failed preload does not count: the next pointing tries again.
    preloadedAt.delete(href)
    console.info(`[${label}] preloading failed`, href, error)
  })
}

/**
 * After a write (the app calls it on the api client's `api.written`, ADR 0014 rule 3): forgets every
 * page loaded ahead (and the router's other pages not on screen), so the next one reads afresh. The
 * router shows a page it loaded ahead without reading it again for 30 s (its preloadStaleTime):
 * pointed at on the start page, the received applications showed an application after it was
 * deleted (found by a walk that logs in again mid-flow).
 */
export function forgetLoadedAhead(router: ClearableRouter): void {
  router.clearCache()
  asked.get(router)?.clear()
}
