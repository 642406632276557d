import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getApiVersion } from '../../api/shell/settings'
import { updatePerson } from '../../api/shell/persons'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { PERSONAS } from '../../test/personas'
import { API, TEST_API_VERSION, notification, sessionHandlers, setupTestServer } from '../../test/api-handlers'
import { renderApp } from '../../test/render-app'
import { readStoredUser } from '../../session/session-storage'
import { findOpenDialog } from '../../test/dialogs'

const server = setupTestServer()

async function loggedIn(
  user: CurrentUser,
  options: { path?: string; notifications?: ReturnType<typeof notification>[] } = {},
) {
  server.use(...sessionHandlers({ user, notifications: options.notifications ?? [] }))
  const app = await renderApp({ user, path: options.path ?? '/forbidden' })
  await waitFor(() => expect(app.session.getSnapshot().matches('loggedIn')).toBe(true))
  return app
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Meny' }))
  return findOpenDialog('Meny')
}

const ALL_ITEMS = [
  'Min adress',
  'Mina inställningar',
  'Mina kvalifikationer',
  'Ansökan',
  'Beställ kort',
  'Min e-bok',
  'Handledarinstruktioner',
  'Mina lärlingar',
  'Lärlingarnas e-böcker',
  'Min kvalificeringstid',
  'Lärlingarnas kvalificeringstid',
  'Guide',
]

describe('side menu', () => {
  // Expected items per persona, written out from §2 "Menu visibility" (not computed with the rule under test).
  const table: Array<[keyof typeof PERSONAS, string[]]> = [
    [
      'apprentice',
      [
        'Min adress',
        'Mina inställningar',
        'Mina kvalifikationer',
        'Ansökan',
        'Beställ kort',
        'Min e-bok',
        'Min kvalificeringstid',
      ],
    ],
    [
      'instructor',
      [
        'Min adress',
        'Mina inställningar',
        'Mina kvalifikationer',
        'Beställ kort',
        'Min e-bok',
        'Handledarinstruktioner',
        'Lärlingarnas e-böcker',
        'Lärlingarnas kvalificeringstid',
        'Guide',
      ],
    ],
    [
      'activeInstructor',
      [
        'Min adress',
        'Mina inställningar',
        'Mina kvalifikationer',
        'Beställ kort',
        'Min e-bok',
        'Handledarinstruktioner',
        'Mina lärlingar',
        'Lärlingarnas e-böcker',
        'Lärlingarnas kvalificeringstid',
        'Guide',
      ],
    ],
    ['companyAdmin', ['Min adress', 'Mina inställningar', 'Lärlingarnas kvalificeringstid', 'Guide']],
    ['yua', ['Min adress', 'Mina inställningar', 'Lärlingarnas e-böcker', 'Lärlingarnas kvalificeringstid']],
    ['departmentAdmin', ['Min adress', 'Mina inställningar', 'Lärlingarnas kvalificeringstid', 'Guide']],
    [
      'tradeCertificateHolder',
      ['Min adress', 'Mina inställningar', 'Mina kvalifikationer', 'Ansökan', 'Beställ kort', 'Min e-bok'],
    ],
    // Not registered (phone and e-mail unverified): no address or settings.
    ['minor', ['Ansökan']],
  ]

  it.each(table)('shows %s exactly the menu items of §2', async (persona, expected) => {
    await loggedIn(PERSONAS[persona])
    const menu = await openMenu()
    const nav = within(menu).queryByRole('navigation', { name: 'Huvudmeny' })
    const shown = nav
      ? within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent)
      : []
    expect(shown).toEqual(ALL_ITEMS.filter((item) => expected.includes(item)))
  })

  it('shows no menu items and no logout when logged out', async () => {
    server.use(...sessionHandlers())
    await renderApp({ path: '/forbidden' })
    const menu = await openMenu()
    expect(within(menu).queryByRole('navigation')).not.toBeInTheDocument()
    expect(within(menu).queryByRole('button', { name: 'Logga ut' })).not.toBeInTheDocument()
    expect(within(menu).getByRole('link', { name: /Hjälp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    )
  })

  it('shows first and last name when logged in and registered', async () => {
    await loggedIn(PERSONAS.apprentice)
    const menu = await openMenu()
    expect(
      within(menu).getByText(`${PERSONAS.apprentice.firstName} ${PERSONAS.apprentice.lastName}`),
    ).toBeInTheDocument()
  })

  it('does not show the name of a user who is not registered', async () => {
    await loggedIn(PERSONAS.minor)
    const menu = await openMenu()
    expect(within(menu).queryByText(`${PERSONAS.minor.firstName} ${PERSONAS.minor.lastName}`)).not.toBeInTheDocument()
  })

  it('closes with Escape and returns focus to the menu button', async () => {
    await loggedIn(PERSONAS.apprentice)
    await openMenu()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meny' })).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Meny' })).toHaveFocus())
  })

  it('closes with a click on the backdrop (outside the drawer), not with one inside it', async () => {
    await loggedIn(PERSONAS.apprentice)
    const menu = await openMenu()
    await userEvent.click(within(menu).getByRole('heading', { name: 'Meny' }))
    expect(screen.getByRole('dialog', { name: 'Meny' })).toBeInTheDocument()
    // The ::backdrop's click reaches the <dialog> element itself (the drawer's content fills it).
    await userEvent.click(menu)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meny' })).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Meny' })).toHaveFocus())
  })

  it('shows app version, build hash and API version in a toast from the info button', async () => {
    await loggedIn(PERSONAS.apprentice)
    const menu = await openMenu()
    await userEvent.click(within(menu).getByRole('button', { name: /Om tjänsten/ }))
    expect(
      await screen.findByText(`Appversion 0.0.0-test, bygge test, API-version ${TEST_API_VERSION}`),
    ).toBeInTheDocument()
  })

  it('switches the language of texts, <html lang> and the Accept-Language of later calls', async () => {
    const languages: Array<string | null> = []
    await loggedIn(PERSONAS.apprentice)
    server.use(
      http.get(`${API}/app/version`, ({ request }) => {
        languages.push(request.headers.get('Accept-Language'))
        return HttpResponse.json({ version: TEST_API_VERSION })
      }),
    )
    const menu = await openMenu()
    await userEvent.click(within(menu).getByRole('button', { name: 'English' }))
    expect(within(menu).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
    expect(document.documentElement.lang).toBe('en')
    await userEvent.keyboard('{Escape}')
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeInTheDocument()
    await getApiVersion()
    expect(languages).toEqual(['en'])
  })
})

describe('notification bell', () => {
  it('caps the unread count at 9+ and names the full count', async () => {
    const notifications = Array.from({ length: 12 }, () => notification())
    await loggedIn(PERSONAS.apprentice, {
      notifications: [...notifications, notification({ readTime: '2026-05-02T10:00:00Z' })],
    })
    const bell = await screen.findByRole('link', { name: 'Meddelanden, 12 olästa' })
    expect(within(bell).getByText('9+')).toBeInTheDocument()
    expect(bell).toHaveAttribute('href', '/notifications')
  })

  it('shows the exact count below the cap and no badge without unread', async () => {
    await loggedIn(PERSONAS.apprentice, {
      notifications: [notification(), notification(), notification({ readTime: '2026-05-02T10:00:00Z' })],
    })
    const bell = await screen.findByRole('link', { name: 'Meddelanden, 2 olästa' })
    expect(within(bell).getByText('2')).toBeInTheDocument()
  })

  it('is not there when logged out', async () => {
    server.use(...sessionHandlers())
    await renderApp({ path: '/forbidden' })
    expect(screen.queryByRole('link', { name: /^Meddelanden/ })).not.toBeInTheDocument()
  })
})

describe('imitation (issue 8 §2)', () => {
  it('names both people on every page while an administrator acts as someone else', async () => {
    await loggedIn(PERSONAS.imitatingAdmin)
    const banner = screen.getByTestId('imitation-banner')
    expect(banner).toHaveTextContent(
      `Du agerar som ${PERSONAS.imitatingAdmin.firstName} ${PERSONAS.imitatingAdmin.lastName}. Inloggad: Ada Admin.`,
    )
  })

  it('shows no banner without imitation', async () => {
    await loggedIn(PERSONAS.apprentice)
    expect(screen.queryByTestId('imitation-banner')).not.toBeInTheDocument()
  })
})

describe('logout', () => {
  it('asks first; cancel keeps the session', async () => {
    const app = await loggedIn(PERSONAS.apprentice)
    const menu = await openMenu()
    await userEvent.click(within(menu).getByRole('button', { name: 'Logga ut' }))
    const confirm = await findOpenDialog('Logga ut?', 'alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Avbryt' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(app.session.getSnapshot().matches('loggedIn')).toBe(true)
    expect(readStoredUser()?.id).toBe(PERSONAS.apprentice.id)
  })

  it('on confirm clears the stored user, closes the menu and goes to the start page', async () => {
    const app = await loggedIn(PERSONAS.apprentice, { path: '/forbidden' })
    const menu = await openMenu()
    await userEvent.click(within(menu).getByRole('button', { name: 'Logga ut' }))
    const confirm = await findOpenDialog('Logga ut?', 'alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Logga ut' }))
    await waitFor(() => expect(app.path()).toBe('/'))
    expect(readStoredUser()).toBeNull()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meny' })).not.toBeInTheDocument())
    expect(screen.queryByRole('link', { name: /^Meddelanden/ })).not.toBeInTheDocument()
  })
})

describe('api events', () => {
  it('a 406 logs out and shows the forced-logout modal whose button goes to /login', async () => {
    const app = await loggedIn(PERSONAS.apprentice, { path: '/forbidden' })
    server.use(http.get(`${API}/app/version`, () => HttpResponse.json({ message: 'revoked' }, { status: 406 })))
    await expect(getApiVersion()).rejects.toThrow()
    const modal = await findOpenDialog('Du har loggats ut', 'alertdialog')
    expect(readStoredUser()).toBeNull()
    await userEvent.click(within(modal).getByRole('button', { name: 'Logga in' }))
    await waitFor(() => expect(app.path()).toBe('/login'))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('a 422 shows an error toast with the distinct messages joined', async () => {
    await loggedIn(PERSONAS.apprentice)
    server.use(
      http.patch(`${API}/persons/update`, () =>
        HttpResponse.json(
          { errors: [{ message: 'Ogiltig e-post' }, { msg: 'Ogiltigt nummer' }, { message: 'Ogiltig e-post' }] },
          { status: 422 },
        ),
      ),
    )
    await expect(updatePerson({ email: 'x' })).rejects.toThrow()
    expect(await screen.findByText('Ogiltig e-post - Ogiltigt nummer')).toBeInTheDocument()
  })

  it('a network error shows an error toast', async () => {
    await loggedIn(PERSONAS.apprentice)
    server.use(http.get(`${API}/app/version`, () => HttpResponse.error()))
    await expect(getApiVersion()).rejects.toThrow()
    const toasts = await screen.findByRole('region', { name: 'Meddelanden' })
    expect(await within(toasts).findByText('Kunde inte nå servern')).toBeInTheDocument()
    expect(within(toasts).getByText(/network error/)).toBeInTheDocument()
  })
})

describe('loading indicator', () => {
  it('shows while a call is in flight and marks <main> busy', async () => {
    await loggedIn(PERSONAS.apprentice)
    server.use(
      http.get(`${API}/app/version`, async () => {
        await delay(150)
        return HttpResponse.json({ version: TEST_API_VERSION })
      }),
    )
    const call = getApiVersion()
    expect(await screen.findByTestId('loading-indicator')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true')
    await call
    await waitFor(() => expect(screen.queryByTestId('loading-indicator')).not.toBeInTheDocument())
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy')
  })
})

describe('pages of the shell', () => {
  it('shows a not-found page with a way to the start page', async () => {
    server.use(...sessionHandlers())
    const app = await renderApp({ path: '/no/such/page' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Till startsidan' }))
    await waitFor(() => expect(app.path()).toBe('/'))
  })

  it('has a skip link to the main landmark', async () => {
    server.use(...sessionHandlers())
    await renderApp({ path: '/forbidden' })
    await userEvent.click(screen.getByRole('link', { name: 'Hoppa till innehållet' }))
    expect(screen.getByRole('main')).toHaveFocus()
  })
})
