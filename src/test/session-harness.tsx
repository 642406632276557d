/**
 * Test-only: renders a view inside a real session actor and a small memory router,
 * so views read the session and navigate as in the app. Not imported by production code.
 */
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { sessionMachine } from '../../machines/shell/session.machine'
import type { BaseLists } from '../api/shell/baselists.schemas'
import type { CurrentUser, Person } from '../api/shell/user.schemas'
import type { SessionActor } from '../session/session.edge'
import { SessionProvider } from '../session/session-context'

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {}

export function startTestSession(user: CurrentUser | null): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      loadApiVersion: fromPromise(async () => '1.0'),
      reloadUser: fromPromise(async (): Promise<Person> => {
        if (!user) throw new Error('no user')
        return user
      }),
      // The base lists are not part of these views; failing is logged and ignored (§8).
      loadBaseLists: fromPromise(async (): Promise<BaseLists> => {
        throw new Error('not in component tests')
      }),
      notificationPoller: fromCallback(() => () => {}),
    },
  })
  return createActor(machine, { input: { storedUser: user, locale: 'sv' } }).start()
}

/** Renders `ui` at `/`; every other path renders a marker so tests can see where the view navigated. */
export function renderAtStart(ui: ReactElement, options: { user?: CurrentUser | null; session?: SessionActor } = {}) {
  const session = options.session ?? startTestSession(options.user ?? null)
  const root = createRootRoute({ component: () => <Outlet /> })
  const start = createRoute({ getParentRoute: () => root, path: '/', component: () => ui })
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: () => <p data-testid="navigated-elsewhere">elsewhere</p>,
  })
  const router = createRouter({
    routeTree: root.addChildren([start, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const result = render(
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>,
  )
  return { ...result, session, router }
}
