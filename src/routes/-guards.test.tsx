import { isRedirect } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { sessionMachine } from '../../machines/shell/session.machine'
import type { CurrentUser } from '../api/shell/user.schemas'
import { PERSONAS } from '../test/personas'
import type { RouterContext } from '../session/session.edge'
import { sessionHandlers, setupTestServer } from '../test/api-handlers'
import { renderApp } from '../test/render-app'
import { companyRouteGuard, parseCompanyId } from './company/-guards'
import { registerGuard, requireAuth } from './-guards'

/** A router context whose session holds `user` (never started: guards only read the snapshot). */
function contextWith(user: CurrentUser | null): RouterContext {
  return { session: createActor(sessionMachine, { input: { storedUser: user, locale: 'sv' } }) }
}

/** Where a guard sends the user: null when it lets them in. */
function outcome(guard: () => unknown): string | null {
  try {
    guard()
    return null
  } catch (error) {
    if (isRedirect(error)) return String(error.options.to)
    throw error
  }
}

const COMPANY = 10 // PLAIN_COMPANY of the personas
const DEPARTMENT_COMPANY = 20

describe('requireAuth', () => {
  it('lets a stored user with id >= 0 in', () => {
    expect(outcome(() => requireAuth(contextWith(PERSONAS.apprentice)))).toBeNull()
  })

  it('sends visitors without a stored user to the start page', () => {
    expect(outcome(() => requireAuth(contextWith(null)))).toBe('/')
  })

  it('does not count the placeholder user with id -1 as logged in', () => {
    expect(outcome(() => requireAuth(contextWith({ ...PERSONAS.apprentice, id: -1 })))).toBe('/')
  })
})

describe('registerGuard (/register has no auth flag)', () => {
  it('lets everyone in and hands the page the logged-in person, or null', () => {
    expect(registerGuard(contextWith(PERSONAS.minor)).registrant?.id).toBe(PERSONAS.minor.id)
    expect(registerGuard(contextWith(null)).registrant).toBeNull()
    expect(registerGuard(contextWith({ ...PERSONAS.minor, id: -1 })).registrant).toBeNull()
  })

  it('shows a visitor without a user the log-in-first page', async () => {
    const app = await renderApp({ path: '/register' })
    expect(await screen.findByText('Du behöver logga in innan du kan registrera dig.')).toBeInTheDocument()
    expect(app.path()).toBe('/register')
  })
})

describe('company routes', () => {
  const table: Array<[string, keyof typeof PERSONAS | null, string, string | null]> = [
    ['logged out', null, `/company/${COMPANY}/employees`, '/'],
    ['apprentice (no company role)', 'apprentice', `/company/${COMPANY}/employees`, '/forbidden'],
    ['administrator of the company', 'companyAdmin', `/company/${COMPANY}/employees`, null],
    ['administrator of another company', 'companyAdmin', `/company/${DEPARTMENT_COMPANY}/employees`, '/forbidden'],
    ['instructor of the company', 'instructor', `/company/${COMPANY}/apprentices`, null],
    ['YUA of the company', 'yua', `/company/${COMPANY}`, null],
    ['BG of the company', 'bg', `/company/${COMPANY}/orders`, null],
    [
      'department administrator (department rights)',
      'departmentAdmin',
      `/company/${DEPARTMENT_COMPANY}/departments`,
      null,
    ],
    ['department administrator elsewhere', 'departmentAdmin', `/company/${COMPANY}/departments`, '/forbidden'],
    ['trade certificate holder without role', 'tradeCertificateHolder', `/company/${COMPANY}`, '/forbidden'],
  ]

  it.each(table)('%s', (_label, persona, path, expected) => {
    const user = persona ? PERSONAS[persona] : null
    const param = path.split('/')[2]!
    expect(outcome(() => companyRouteGuard(contextWith(user), param, path))).toBe(expected)
  })

  it('treats an id that is not a company id as forbidden', () => {
    expect(outcome(() => companyRouteGuard(contextWith(PERSONAS.companyAdmin), 'abc', '/company/abc/employees'))).toBe(
      '/forbidden',
    )
    expect(parseCompanyId('0')).toBeNull()
    expect(parseCompanyId('12')).toBe(12)
  })
})

describe('the two §2 quirks', () => {
  it('exemption view checks a role without the company id: any company role lets the user in', () => {
    expect(outcome(() => companyRouteGuard(contextWith(PERSONAS.yua), '999', '/company/999/exemption/5'))).toBeNull()
    expect(outcome(() => companyRouteGuard(contextWith(PERSONAS.apprentice), '999', '/company/999/exemption/5'))).toBe(
      '/forbidden',
    )
  })

  it('a new exemption is checked against the company as usual', () => {
    expect(outcome(() => companyRouteGuard(contextWith(PERSONAS.yua), '999', '/company/999/exemption/new'))).toBe(
      '/forbidden',
    )
    expect(outcome(() => companyRouteGuard(contextWith(PERSONAS.yua), '999', '/company/999/exemption/new/7'))).toBe(
      '/forbidden',
    )
  })

  it('creating an application with an appid sends a failed check to the start page', () => {
    expect(
      outcome(() =>
        companyRouteGuard(
          contextWith(PERSONAS.apprentice),
          String(COMPANY),
          `/company/${COMPANY}/create-applications/7`,
        ),
      ),
    ).toBe('/')
    expect(
      outcome(() =>
        companyRouteGuard(
          contextWith(PERSONAS.companyAdmin),
          String(COMPANY),
          `/company/${COMPANY}/create-applications/7`,
        ),
      ),
    ).toBeNull()
  })

  it('creating an application without an appid is forbidden as usual', () => {
    expect(
      outcome(() =>
        companyRouteGuard(contextWith(PERSONAS.apprentice), String(COMPANY), `/company/${COMPANY}/create-applications`),
      ),
    ).toBe('/forbidden')
  })
})

describe('guards in the router', () => {
  const server = setupTestServer()

  it('sends a logged-out visitor of an auth route to the start page', async () => {
    server.use(...sessionHandlers())
    const app = await renderApp({ path: '/my-settings' })
    await waitFor(() => expect(app.path()).toBe('/'))
  })

  it('shows ACCESS DENIED with a button to the start page for a company page without a role', async () => {
    server.use(...sessionHandlers({ user: PERSONAS.apprentice }))
    const app = await renderApp({ user: PERSONAS.apprentice, path: `/company/${COMPANY}` })
    await waitFor(() => expect(app.path()).toBe('/forbidden'))
    expect(await screen.findByRole('heading', { level: 1, name: 'ÅTKOMST NEKAD' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/')
  })

  it('lets a company user into the company layout', async () => {
    server.use(...sessionHandlers({ user: PERSONAS.companyAdmin }))
    const app = await renderApp({ user: PERSONAS.companyAdmin, path: `/company/${COMPANY}` })
    expect(app.path()).toBe(`/company/${COMPANY}`)
  })
})
