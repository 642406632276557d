import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import { ensureNamespaces } from '../../../i18n/i18n'

// The start page's own warm-up for the e-books it lists (issue 18 §3: the shell does not import the
// e-book's route loaders). It names the e-book's first routes, texts and read calls, as the page's
// links name its paths; it loads with the logged-in view, not with the start page's entry.

/**
 * Warms what opening a book needs (its routes' chunks, the calls, the slice's texts) while the
 * start page is idle, so a tap on a book waits only for its data. Nothing is fetched from the API.
 */
export function warmBookRoutes(router: AnyRouter): void {
  const routes: Partial<Record<string, AnyRoute>> = router.routesById
  for (const id of ['/book/$id', '/book/$id/']) {
    const route = routes[id]
    if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined)
  }
  void Promise.all([ensureNamespaces('ebook'), import('../../../api/ebook/offline-reads')]).catch(() => undefined)
}
