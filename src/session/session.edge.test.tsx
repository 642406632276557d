import { http, HttpResponse } from 'msw'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { selectApiVersion, selectNotifications, selectUser } from '../../machines/shell/session.machine'
import { PERSONAS } from '../test/personas'
import i18n from '../i18n/i18n'
import { API, TEST_API_VERSION, notification, sessionHandlers, setupTestServer } from '../test/api-handlers'
import { connectSessionToApi, createSessionActor, type SessionActor } from './session.edge'
import { USER_STORAGE_KEY, clearStoredUser, readStoredUser, writeStoredUser } from './session-storage'

const server = setupTestServer()
const stops: Array<() => void> = []
afterEach(() => {
  while (stops.length) stops.pop()!()
  clearStoredUser()
  localStorage.removeItem('pp.locale')
  void i18n.changeLanguage('sv')
})

function start(goHome = vi.fn()): SessionActor {
  const session = createSessionActor({ goHome })
  const disconnect = connectSessionToApi(session)
  session.start()
  stops.push(() => {
    disconnect()
    session.stop()
  })
  return session
}

describe('stored user', () => {
  it('is ignored when it no longer matches the schema', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 1, token: 'x' }))
    expect(readStoredUser()).toBeNull()
    localStorage.setItem(USER_STORAGE_KEY, '{not json')
    expect(readStoredUser()).toBeNull()
  })

  it('is reloaded through the person call on start, keeping its token', async () => {
    const user = PERSONAS.apprentice
    writeStoredUser({ ...user, firstName: 'Gammalt' })
    server.use(...sessionHandlers({ user }))
    const session = start()
    await waitFor(() => expect(session.getSnapshot().matches('loggedIn')).toBe(true))
    expect(selectUser(session.getSnapshot())).toMatchObject({ firstName: user.firstName, token: user.token })
    expect(readStoredUser()?.firstName).toBe(user.firstName)
    await waitFor(() => expect(selectApiVersion(session.getSnapshot())).toBe(TEST_API_VERSION))
  })

  it('a failed reload clears the session and goes home', async () => {
    writeStoredUser(PERSONAS.apprentice)
    server.use(...sessionHandlers({ user: null }))
    const goHome = vi.fn()
    const session = start(goHome)
    await waitFor(() => expect(session.getSnapshot().matches('loggedOut')).toBe(true))
    expect(readStoredUser()).toBeNull()
    expect(goHome).toHaveBeenCalled()
  })
})

describe('api wiring', () => {
  it('sends the bearer token of the session and polls notifications (page size 100)', async () => {
    const user = PERSONAS.apprentice
    writeStoredUser(user)
    const seen: Array<{ auth: string | null; pageSize: number }> = []
    server.use(...sessionHandlers({ user }))
    // Added last, so it answers before the default of sessionHandlers.
    server.use(
      http.patch(`${API}/notifications/list`, async ({ request }) => {
        const body = (await request.json()) as { pageSize: number }
        seen.push({ auth: request.headers.get('Authorization'), pageSize: body.pageSize })
        return HttpResponse.json({ rows: [notification()] })
      }),
    )
    const session = start()
    await waitFor(() => expect(selectNotifications(session.getSnapshot())).toHaveLength(1))
    expect(seen[0]).toEqual({ auth: `Bearer ${user.token}`, pageSize: 100 })
  })

  it('stops polling after logout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = PERSONAS.apprentice
      writeStoredUser(user)
      let polls = 0
      server.use(...sessionHandlers({ user }))
      server.use(
        http.patch(`${API}/notifications/list`, () => {
          polls++
          return HttpResponse.json({ rows: [] })
        }),
      )
      const session = start()
      await waitFor(() => expect(polls).toBe(1))
      await vi.advanceTimersByTimeAsync(30_000)
      await waitFor(() => expect(polls).toBe(2))
      session.send({ type: 'logout.request' })
      session.send({ type: 'logout.confirm' })
      await vi.advanceTimersByTimeAsync(60_000)
      expect(polls).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a locale change switches texts, <html lang>, the stored locale and Accept-Language', async () => {
    const languages: Array<string | null> = []
    server.use(
      http.get(`${API}/app/version`, ({ request }) => {
        languages.push(request.headers.get('Accept-Language'))
        return HttpResponse.json({ version: '1' })
      }),
    )
    const session = start()
    await waitFor(() => expect(languages).toEqual(['sv']))
    session.send({ type: 'locale.change', locale: 'pl' })
    expect(document.documentElement.lang).toBe('pl')
    expect(localStorage.getItem('pp.locale')).toBe('pl')
    await waitFor(() => expect(i18n.t('common:save')).toBe('Zapisz'))
    const { getApiVersion } = await import('../api/shell/settings')
    await getApiVersion()
    expect(languages).toEqual(['sv', 'pl'])
  })
})
