import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PERSONAS } from './test/personas'
import { API, sessionHandlers, setupTestServer } from './test/api-handlers'
import { renderApp } from './test/render-app'

const server = setupTestServer()

/** Whether the router has the whole route tree (the start page's own tree has '/', the QR validation page, its catch-all and the root only). */
function hasWholeTree(router: Awaited<ReturnType<typeof renderApp>>['router']): boolean {
  return '/login' in router.routesById && '/company/$id' in router.routesById
}

describe('the route tree after the start page (src/route-tree.ts)', () => {
  it('starts a logged-out visitor on / without the other routes, and installs them on the way elsewhere', async () => {
    const app = await renderApp({ path: '/' })
    expect(hasWholeTree(app.router)).toBe(false)
    expect(Object.keys(app.router.routesById).sort()).toEqual(['/', '/$', '/qr-validation/$id', '__root__'])

    await app.router.navigate({ to: '/login' })

    await waitFor(() => expect(app.path()).toBe('/login'))
    expect(hasWholeTree(app.router)).toBe(true)
    expect(app.router.state.matches.map((m) => m.routeId)).toEqual(['__root__', '/login'])
    // The catch-all's second try replaced its own entry: back leads to the start page, not to it again.
    app.router.history.back()
    await waitFor(() => expect(app.path()).toBe('/'))
  })

  it('shows the not-found page for an address no route has, found from the start page', async () => {
    const app = await renderApp({ path: '/' })

    await app.router.navigate({ href: '/no-such-page' })

    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument()
    expect(app.path()).toBe('/no-such-page')
  })

  it('starts a phone camera’s QR address cold in the start tree too: the check shows without the other routes', async () => {
    server.use(
      http.get(`${API}/qualifications/validate`, () =>
        HttpResponse.json({ status: 'invalid', checkedAt: '2026-11-16T09:00:00.000Z', reason: 'altered' }),
      ),
    )
    const app = await renderApp({ path: '/qr-validation/q1.abc.def' })

    expect(Object.keys(app.router.routesById).sort()).toEqual(['/', '/$', '/qr-validation/$id', '__root__'])
    expect(await screen.findByRole('heading', { level: 1, name: 'Inte giltigt' })).toBeInTheDocument()
    expect(hasWholeTree(app.router)).toBe(false)
    // No top bar: the route's staticData came along into the start tree.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()

    await app.router.navigate({ to: '/login' })
    await waitFor(() => expect(app.path()).toBe('/login'))
    expect(hasWholeTree(app.router)).toBe(true)
  })

  it('has the whole tree from the first render on any other address, so its guard runs at once', async () => {
    const app = await renderApp({ path: '/guide' })

    expect(hasWholeTree(app.router)).toBe(true)
    // /guide is an auth route (§2): a visitor without a login is sent to the start page.
    await waitFor(() => expect(app.path()).toBe('/'))
  })

  it('installs the whole tree for a logged-in person on the start page before they go anywhere', async () => {
    server.use(...sessionHandlers({ user: PERSONAS.apprentice, notifications: [] }))
    const app = await renderApp({ path: '/', user: PERSONAS.apprentice })

    await waitFor(() => expect(hasWholeTree(app.router)).toBe(true))
    expect(app.path()).toBe('/')
  })
})
