import { RouterProvider, createRouter, type RouterHistory } from '@tanstack/react-router'
import { useEffect } from 'react'
import { onApiEvent } from './api/client'
import { forgetLoadedAhead } from './components/ui/app-link/preload-ahead'
import { expectWindowScroll, scrollAfterNavigation } from './components/ui/windowed-list/expected-scroll'
import { initialRouteTree, loadFullRouteTree, type FullRouteTree } from './route-tree'
import { SessionProvider } from './session/session-context'
import type { SessionActor } from './session/session.edge'

function routerWith(routeTree: FullRouteTree, session: SessionActor, history: RouterHistory | undefined) {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Component tests pass createMemoryHistory(); the browser uses the default (history mode, §2).
    history,
  })
}

export type AppRouter = ReturnType<typeof routerWith>

/**
 * One router per app (and per component test); every route's beforeLoad reads `context.session`.
 * It starts with the start page's tree on `/` and installs the whole tree when it goes elsewhere or
 * someone is logged in (src/route-tree.ts).
 */
export async function createAppRouter(
  session: SessionActor,
  options: { history?: RouterHistory; pathname?: string } = {},
): Promise<AppRouter> {
  const install = async () => {
    const full = await loadFullRouteTree()
    if (router.routeTree !== full) router.update({ ...router.options, routeTree: full })
  }
  const router: AppRouter = routerWith(
    await initialRouteTree(options.pathname ?? globalThis.location.pathname, install),
    session,
    options.history,
  )
  // A windowed list that mounts in a navigation starts its rows where the router will scroll the new
  // page (expected-scroll.ts). The history tells its subscribers before the router loads (the router
  // subscribes when it first renders, after this).
  let lastAction = '' // the first load: a reload may restore a position
  router.history.subscribe(({ action }) => {
    lastAction = action.type
  })
  router.subscribe('onBeforeNavigate', ({ toLocation, hrefChanged }) =>
    expectWindowScroll(scrollAfterNavigation(lastAction, hrefChanged, toLocation.hash)),
  )
  // A logged-in person goes on from the start page: the routes come while they read it.
  const watch = session.subscribe((snapshot) => {
    if (!snapshot.context.user || snapshot.context.user.id < 0) return
    watch.unsubscribe()
    void install()
  })
  return router
}

/**
 * Before the first render, on the start page: the page is loaded, unless that takes longer than one
 * task (then the app renders as it did before, and the router's pending page shows while it loads).
 * The start page is where a first visit lands, and its route and Swedish texts are in the entry, so
 * its load needs no call. Rendered before its load, the app drew nothing, then rendered again with the
 * page once the load ended: two renders and the first one's effects before the first paint (ADR 0005:
 * about 150-250 ms at 4x CPU). The router then finds the page loaded and does not load it again.
 * Other addresses render first, as before: their loads wait for calls, and a guard's redirect in a
 * load started before the router's component had mounted left the page blank (the guards' e2e tests).
 */
export function loadFirstPage(router: Pick<AppRouter, 'load'>, pathname: string): Promise<void> {
  if (pathname !== '/') return Promise.resolve()
  const loaded = router.load().catch((error: unknown) => {
    // The router loads it again when it mounts and shows its error page.
    console.error('[router] the first page did not load', error)
  })
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, 0))])
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The route shows no top bar and no side menu (QR validation, §2). */
    hideShell?: boolean
  }
}

export function App({ router, session }: { router: AppRouter; session: SessionActor }) {
  // After any write, what was loaded ahead is read again (ADR 0014 rule 3): the router shows a page
  // it loaded ahead for 30 s without reading it, whichever flow the write came from.
  useEffect(() => {
    const stop = onApiEvent((event) => {
      if (event.type === 'api.written') forgetLoadedAhead(router)
    })
    return () => {
      stop()
    }
  }, [router])
  return (
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
}
