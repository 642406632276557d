import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PERSONAS } from '../../test/personas'
import { API, notification, sessionHandlers, setupTestServer } from '../../test/api-handlers'
import { renderApp } from '../../test/render-app'

const server = setupTestServer()
const user = PERSONAS.apprentice

/** §2: a notification opened from the bell while the person is already on its target page goes home first. */
describe('the bell', () => {
  function withCertificateNotification() {
    const certificate = notification({
      subject: 'Ditt yrkesbevis',
      type: 'TradeCertificate',
      readTime: '2026-05-01T09:00:00Z',
    })
    server.use(
      ...sessionHandlers({ user, notifications: [certificate] }),
      http.patch(`${API}/notifications/mark-read`, () => HttpResponse.json({ ok: true })),
    )
  }

  async function openCertificateFromBell(path: string) {
    withCertificateNotification()
    const app = await renderApp({ user, path })
    const visited: string[] = []
    app.router.history.subscribe(({ location }) => visited.push(location.pathname))
    await userEvent.click(await screen.findByRole('link', { name: /^Meddelanden/ }))
    await userEvent.click(await screen.findByRole('button', { name: /Ditt yrkesbevis/ }))
    await waitFor(() => expect(app.path()).toBe('/my-qualifications'))
    return visited
  }

  it('opened on the notification’s own page, goes home first and then to the page', async () => {
    const visited = await openCertificateFromBell('/my-qualifications')
    expect(visited).toEqual(['/notifications', '/', '/my-qualifications'])
  })

  it('opened on another page, goes straight to the notification’s page', async () => {
    const visited = await openCertificateFromBell('/my-settings')
    expect(visited).toEqual(['/notifications', '/my-qualifications'])
  })
})
