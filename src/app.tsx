import { RouterProvider, createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { SessionProvider } from './session/session-context'
import type { SessionActor } from './session/session.edge'

/** One router per app (and per component test); every route's beforeLoad reads `context.session`. */
export function createAppRouter(session: SessionActor, options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Component tests pass createMemoryHistory(); the browser uses the default (history mode, §2).
    history: options.history,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

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
  return (
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
}
