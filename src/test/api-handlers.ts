/**
 * Small, explicit msw handlers for component tests: each test states the answers it relies on,
 * independent of the scenario data of mock-server/ (which has its own tests).
 */
import { http, HttpResponse, type HttpHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Notification } from '../api/shell/notification.schemas'
import type { CurrentUser, Person } from '../api/shell/user.schemas'

export const API = '*/api/m/v1'
export const TEST_API_VERSION = '4.2.0'

const BASE_LISTS = [
  'application-states/list',
  'professions/list',
  'regions/list',
  'employment-types/list',
  'distance-order-states/list',
  'extension-order-states/list',
  'education-types/list',
  'school/list',
]

export function personOf(user: CurrentUser): Person {
  const { token: _token, ...person } = user
  return person
}

export interface SessionAnswers {
  user?: CurrentUser | null
  notifications?: Notification[]
}

/** What a logged-in session calls on start: version, person reload, base lists, notification polling. */
export function sessionHandlers({ user = null, notifications = [] }: SessionAnswers = {}): HttpHandler[] {
  return [
    http.get(`${API}/app/version`, () => HttpResponse.json({ version: TEST_API_VERSION })),
    http.get(`${API}/persons/get/:id`, ({ params }) =>
      user && String(user.id) === params.id
        ? HttpResponse.json(personOf(user))
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    ...BASE_LISTS.map((path) => http.get(`${API}/${path}`, () => HttpResponse.json({ rows: [] }))),
    http.patch(`${API}/notifications/list`, () => HttpResponse.json({ rows: notifications })),
  ]
}

/** One msw server per test file; `server.use()` adds per-test answers, reset after each test. */
export function setupTestServer(...handlers: HttpHandler[]) {
  // Pages of other slices may call what a test did not plan for: answer 404 (only logged, §8).
  const server = setupServer(
    ...handlers,
    http.all(`${API}/*`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  )
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

let nextNotificationId = 1

export function notification(overrides: Partial<Notification> = {}): Notification {
  const id = nextNotificationId++
  return {
    id,
    subject: `Meddelande ${id}`,
    sentTime: '2026-05-01T10:00:00Z',
    readTime: null,
    type: 'TradeCertificate',
    concernType: 'TradeCertificate',
    concernId: 1,
    additionalInfo: null,
    ...overrides,
  }
}
