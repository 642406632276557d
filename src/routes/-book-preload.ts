import { useRouter, type AnyRoute, type AnyRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ensureNamespaces } from '../i18n/i18n'

/**
 * Issue 17 §1: once a book is open, every e-book page's code is fetched, so a report started online
 * and continued after the signal drops does not land on the browser's own offline page. The route
 * chunks (page, pending and error components), the e-book's texts, its api modules and the toast
 * renderer (its first toast, "saved on this device", often comes offline) load while the reader reads.
 * Nothing is asked of the API. Both builds: in a real-API build the service worker precaches the same
 * files for a cold start, a mock build has only what the page loaded.
 */

/** The e-book's pages: the book's own (/book/{id}/…) and a report as its readers see it (/books/{bookId}/report/{reportId}/…). */
const EBOOK_ROUTE_ROOTS = ['/book/$id', '/books/$bookId/report/$reportId']

/** The e-book's texts (the start page already has the shell's). */
const EBOOK_NAMESPACES = ['ebook', 'ebook-report', 'ebook-review', 'ebook-export']

export function ebookRoutes(router: AnyRouter): AnyRoute[] {
  const routes: Record<string, AnyRoute> = router.routesById
  return Object.entries(routes)
    .filter(([id]) => EBOOK_ROUTE_ROOTS.some((root) => id === root || id.startsWith(`${root}/`)))
    .map(([, route]) => route)
}

/** One preload per router; a failed one (the signal dropped) is tried again at the next book page. */
const preloads = new WeakMap<AnyRouter, Promise<void>>()

export function preloadEbookRoutes(router: AnyRouter): Promise<void> {
  const running = preloads.get(router)
  if (running) return running
  const chunks = ebookRoutes(router).flatMap((route) => [
    router.loadRouteChunk(route),
    router.loadRouteChunk(route, 'errorComponent'),
  ])
  const preload = Promise.all([
    ...chunks,
    ensureNamespaces(...EBOOK_NAMESPACES),
    import('../api/ebook/offline-reads'),
    import('../components/ui/toast/app-toaster'),
  ]).then(
    () => undefined,
    (error: unknown) => {
      console.info('[ebook] preloading the e-book pages failed; trying again on the next book page', error)
      preloads.delete(router)
    },
  )
  preloads.set(router, preload)
  return preload
}

/** In the e-book's layouts: preloads the other e-book pages once the first is shown. */
export function usePreloadEbookRoutes(): void {
  const router = useRouter()
  useEffect(() => {
    void preloadEbookRoutes(router)
  }, [router])
}
