import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EBOOK_IDS } from '../../mock-server/seed'
import { App, createAppRouter, type AppRouter } from '../app'
import { connectSessionToApi, createSessionActor } from '../session/session.edge'
import { writeStoredUser } from '../session/session-storage'
import { scenarioUser, withScenarioBackend } from '../test/scenario-backend'
import { ebookRoutes, preloadEbookRoutes } from './-book-preload'
import { loadFullRouteTree } from '../route-tree'

// The whole route tree is a lazy chunk (src/route-tree.ts): loaded with the file, not in a test's time.
await loadFullRouteTree()

withScenarioBackend()

/** Every e-book page of the route tree: the book's own and a report as its readers see it. */
const EBOOK_ROUTE_IDS = [
  '/book/$id',
  '/book/$id/',
  '/book/$id/create-overview',
  '/book/$id/education',
  '/book/$id/report-element',
  '/book/$id/report/$reportId',
  '/books/$bookId/report/$reportId',
  '/books/$bookId/report/$reportId/',
  '/books/$bookId/report/$reportId/details/$reportDetailId',
]

const stops: Array<() => void> = []
afterEach(() => {
  while (stops.length) stops.pop()!()
})

/** The app at `path` for Elin, with the router's chunk loading watched from before the first render. */
async function openAsElin(path: string) {
  writeStoredUser(await scenarioUser('apprentice'))
  const session = createSessionActor({ goHome: () => undefined })
  const router: AppRouter = await createAppRouter(session, {
    history: createMemoryHistory({ initialEntries: [path] }),
    pathname: path,
  })
  const loadRouteChunk = vi.spyOn(router, 'loadRouteChunk')
  const disconnect = connectSessionToApi(session)
  session.start()
  stops.push(() => {
    disconnect()
    session.stop()
  })
  render(<App router={router} session={session} />)
  return { router, loadRouteChunk }
}

const chunksAskedFor = (spy: { mock: { calls: Array<[AnyRoute, ...unknown[]]> } }) =>
  new Set(spy.mock.calls.map(([route]) => route.id))

describe('the e-book pages preload once a book is open (issue 17)', { timeout: 30_000 }, () => {
  it('knows every e-book page of the route tree', async () => {
    const { router } = await openAsElin('/')
    expect(
      ebookRoutes(router)
        .map((route) => route.id)
        .sort(),
    ).toEqual([...EBOOK_ROUTE_IDS].sort())
  })

  it("opening Elin's book asks for the chunks of every e-book page, the draft's report flow among them", async () => {
    const { loadRouteChunk } = await openAsElin(`/book/${EBOOK_IDS.active}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'E-bok för Elin Andersson' })).toBeInTheDocument()
    await vi.waitFor(() => {
      const asked = chunksAskedFor(loadRouteChunk)
      for (const id of EBOOK_ROUTE_IDS) expect(asked, id).toContain(id)
    })
    // The error pages too: offline, a failed load is what the reader sees.
    expect(loadRouteChunk).toHaveBeenCalledWith(
      expect.objectContaining({ id: '/book/$id/report/$reportId' }),
      'errorComponent',
    )
  })

  it('a report opened from a notification preloads the book pages as well', async () => {
    const { loadRouteChunk } = await openAsElin(`/books/${EBOOK_IDS.active}/report/${EBOOK_IDS.savedReport}`)
    await vi.waitFor(() => expect(chunksAskedFor(loadRouteChunk)).toContain('/book/$id/report/$reportId'))
  })

  it('preloads once per app; a preload that failed (no connection) is tried again', async () => {
    const { router, loadRouteChunk } = await openAsElin('/')
    loadRouteChunk.mockClear()
    loadRouteChunk.mockImplementationOnce(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    await preloadEbookRoutes(router)
    const first = loadRouteChunk.mock.calls.length
    expect(first).toBe(EBOOK_ROUTE_IDS.length * 2)
    await preloadEbookRoutes(router)
    expect(loadRouteChunk.mock.calls.length).toBe(first * 2)
    await preloadEbookRoutes(router)
    expect(loadRouteChunk.mock.calls.length).toBe(first * 2)
  })
})
