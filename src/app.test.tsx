import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { EBOOK_IDS } from '../mock-server/seed'
import { listNotifications, markNotificationsRead } from './api/shell/notifications'
import { createAppRouter, loadFirstPage, type AppRouter } from './app'
import { loadFullRouteTree } from './route-tree'
import { createSessionActor } from './session/session.edge'
import { renderApp } from './test/render-app'
import { scenarioUser, withScenarioBackend } from './test/scenario-backend'

await loadFullRouteTree()

withScenarioBackend()

const book = `/book/${EBOOK_IDS.active}`
/** The pages the router keeps beside the one on screen (its own cache: what a navigation shows without reading again). */
const loadedAhead = (router: AppRouter) => [...router._cache.values()].map((match) => match.pathname)
const bookLoadedAhead = (router: AppRouter) => loadedAhead(router).some((pathname) => pathname.startsWith(book))

describe('a page loaded ahead is read again after any write (ADR 0014 rule 3)', { timeout: 30_000 }, () => {
  it('a read keeps it; a write, whichever flow made it, drops it', async () => {
    const { router } = await renderApp({ user: await scenarioUser('apprentice') })
    await router.preloadRoute({ to: book })
    expect(bookLoadedAhead(router)).toBe(true)

    await listNotifications()
    expect(bookLoadedAhead(router)).toBe(true)

    await markNotificationsRead()
    expect(loadedAhead(router)).toEqual([])
  })
})

describe('the first page is loaded before the first render (ADR 0005)', { timeout: 30_000 }, () => {
  it('the logged-out start page: loaded when the app first renders, so it renders once', async () => {
    const session = createSessionActor({ goHome: () => undefined })
    const router = await createAppRouter(session, {
      history: createMemoryHistory({ initialEntries: ['/'] }),
      pathname: '/',
    })
    session.start()
    try {
      await loadFirstPage(router, '/')
      expect(router.stores.resolvedLocation.get()?.pathname).toBe('/')
      expect(router.stores.status.get()).toBe('idle')
    } finally {
      session.stop()
    }
  })

  it('a page that waits for a call: the app renders after a task, without waiting for it', async () => {
    const root = createRootRoute()
    const never = new Promise<never>(() => {})
    const page = createRoute({ getParentRoute: () => root, path: '/', loader: () => never })
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    await loadFirstPage(router, '/')
    expect(router.stores.resolvedLocation.get()).toBeUndefined()
  })

  it('another address is left to the router, as before', async () => {
    const router = { load: vi.fn(() => Promise.resolve()) }
    await loadFirstPage(router, '/notifications')
    expect(router.load).not.toHaveBeenCalled()
  })
})
