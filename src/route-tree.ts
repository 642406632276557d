import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router'
import { Route as rootRoute } from './routes/__root'
import { Route as indexRoute } from './routes/index'
import { Route as qrValidationRoute } from './routes/qr-validation.$id'
import { ensureNamespaces } from './i18n/i18n'
import type { RouterContext } from './session/session.edge'

/**
 * The route tree in two steps (ADR 0005, "the route tree after the start page"). The generated tree
 * (routeTree.gen.ts) holds every route's definition: its path, guard and the preload map of its lazy
 * chunk. That is ~5 kB gzip that grew with every route, and the logged-out start page needs none of
 * it. So the entry carries only the start page, the QR validation page (opened cold by a phone's
 * camera, issue 21) and a catch-all; the whole tree is its own chunk,
 * installed by `router.update` the first time the router goes anywhere else (or as soon as someone is
 * logged in), and a cold start on any other address loads it before the router is made.
 */
export type FullRouteTree = typeof import('./routeTree.gen').routeTree

let loading: Promise<FullRouteTree> | undefined

/** The whole route tree (one chunk, loaded once). */
export function loadFullRouteTree(): Promise<FullRouteTree> {
  loading ??= import('./routeTree.gen').then((m) => m.routeTree)
  return loading
}

/**
 * The tree a router starts with at `pathname`: the start page's own tree on `/` and on a QR validation
 * address, otherwise the whole tree (a deep link, a reload on another page: loaded before the first
 * render, so its guard runs at once).
 */
export async function initialRouteTree(pathname: string, install: () => Promise<void>): Promise<FullRouteTree> {
  if (startsWithFullTree(pathname)) return loadFullRouteTree()
  if (QR_VALIDATION.test(pathname)) preloadQrValidation()
  return startRouteTree(install)
}

/**
 * A cold start on a QR address (issue 21): the page's chunk, its texts and its check are asked for at
 * once, side by side, instead of one after the other once the router has matched the route (three
 * round trips on a slow phone network). The loader then finds them loaded.
 */
function preloadQrValidation(): void {
  const component = qrValidationRoute.options.component as { preload?: () => Promise<unknown> } | undefined
  void component?.preload?.().catch(() => undefined)
  void ensureNamespaces('qualifications-qr').catch(() => undefined)
  void import('./components/qualifications/qr/validation-check').catch(() => undefined)
}

/** The QR validation page's addresses: a phone's camera opens them cold, and they need no other route. */
const QR_VALIDATION = /^\/qr-validation\/[^/]+\/?$/

/** Whether a cold start at `pathname` needs the whole tree before its first render (any page the start tree has not). */
export function startsWithFullTree(pathname: string): boolean {
  return pathname !== '/' && !QR_VALIDATION.test(pathname)
}

/**
 * The start page's tree: a root with the start page's options, the start page, the QR validation page
 * (its options as routes/qr-validation.$id.tsx has them: its lazy chunk, no shell), and a catch-all whose
 * guard installs the whole tree and sends the navigation again (replacing itself in the history), so
 * the address is matched against the real routes. A preload (a hovered link) only installs it. Its
 * own route objects with the components of routes/__root.tsx and routes/index.tsx: the generated
 * tree's root and index are left untouched (a route object belongs to one tree).
 */
function startRouteTree(install: () => Promise<void>): FullRouteTree {
  const root = createRootRouteWithContext<RouterContext>()({
    component: rootRoute.options.component,
    notFoundComponent: rootRoute.options.notFoundComponent,
  })
  const start = createRoute({ getParentRoute: () => root, path: '/', component: indexRoute.options.component })
  const qr = qrValidationRoute.options
  const qrValidation = createRoute({
    getParentRoute: () => root,
    path: 'qr-validation/$id',
    staticData: qr.staticData,
    loader: qr.loader,
    component: qr.component,
    pendingComponent: qr.pendingComponent,
    errorComponent: qr.errorComponent,
  })
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    beforeLoad: async ({ location, preload }) => {
      await install()
      if (!preload) throw redirect({ href: location.href, replace: true })
    },
  })
  // The router is typed with the whole tree (typed links everywhere); until `install` it has this one.
  return root.addChildren([start, qrValidation, elsewhere]) as unknown as FullRouteTree
}
