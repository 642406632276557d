import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EBOOK_IDS } from '../mock-server/seed'
import { listNotifications, markNotificationsRead } from './api/shell/notifications'
import { App, createAppRouter, type AppRouter } from './app'
import { loadFullRouteTree } from './route-tree'
import { connectSessionToApi, createSessionActor } from './session/session.edge'
import { writeStoredUser } from './session/session-storage'
import { scenarioUser, withScenarioBackend } from './test/scenario-backend'

await loadFullRouteTree()

withScenarioBackend()

const stops: Array<() => void> = []
afterEach(() => {
  while (stops.length) stops.pop()!()
})

async function openStartPageAsElin(): Promise<AppRouter> {
  writeStoredUser(await scenarioUser('apprentice'))
  const session = createSessionActor({ goHome: () => undefined })
  const router: AppRouter = await createAppRouter(session, {
    history: createMemoryHistory({ initialEntries: ['/'] }),
    pathname: '/',
  })
  const disconnect = connectSessionToApi(session)
  session.start()
  stops.push(() => {
    disconnect()
    session.stop()
  })
  render(<App router={router} session={session} />)
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
  return router
}

const book = `/book/${EBOOK_IDS.active}`
/** The pages the router keeps beside the one on screen (its own cache: what a navigation shows without reading again). */
const loadedAhead = (router: AppRouter) => [...router._cache.values()].map((match) => match.pathname)
const bookLoadedAhead = (router: AppRouter) => loadedAhead(router).some((pathname) => pathname.startsWith(book))

describe('a page loaded ahead is read again after any write (ADR 0014 rule 3)', { timeout: 30_000 }, () => {
  it('a read keeps it; a write, whichever flow made it, drops it', async () => {
    const router = await openStartPageAsElin()
    await router.preloadRoute({ to: book })
    expect(bookLoadedAhead(router)).toBe(true)

    await listNotifications()
    expect(bookLoadedAhead(router)).toBe(true)

    await markNotificationsRead()
    expect(loadedAhead(router)).toEqual([])
  })
})
