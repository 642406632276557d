import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { selectUser } from '../../../../machines/shell/session.machine'
import { PERSONAS } from '../../../test/personas'
import { readStoredUser } from '../../../session/session-storage'
import { API, personOf, sessionHandlers, setupTestServer } from '../../../test/api-handlers'
import { renderApp } from '../../../test/render-app'

const server = setupTestServer()
const user = {
  ...PERSONAS.apprentice,
  address1: 'Byggvägen 1',
  address2: null,
  zip: '12345',
  city: 'Solna',
  country: 'Sverige',
  mobilephone: '0701234567',
  email: 'alva@example.se',
}

function updates() {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.patch(`${API}/persons/update`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      return HttpResponse.json({ ...personOf(user), ...body })
    }),
  )
  return bodies
}

describe('/my-address', () => {
  it('shows the stored address', async () => {
    server.use(...sessionHandlers({ user }))
    await renderApp({ user, path: '/my-address' })
    expect(await screen.findByRole('textbox', { name: /Gatuadress/ })).toHaveValue('Byggvägen 1')
    expect(screen.getByRole('textbox', { name: /Postnummer/ })).toHaveValue('12345')
  })

  it('shows errors beside the fields and in a summary that links to them', async () => {
    server.use(...sessionHandlers({ user }))
    const bodies = updates()
    await renderApp({ user, path: '/my-address' })
    const street = await screen.findByRole('textbox', { name: /Gatuadress/ })
    await userEvent.clear(street)
    await userEvent.clear(screen.getByRole('textbox', { name: /Postnummer/ }))
    await userEvent.type(screen.getByRole('textbox', { name: /Postnummer/ }), '12a')
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))

    const summary = await screen.findByRole('alert')
    expect(summary).toHaveFocus()
    expect(within(summary).getByRole('heading', { name: 'Det finns ett problem' })).toBeInTheDocument()
    expect(within(summary).getByRole('link', { name: 'Ange gatuadress' })).toHaveAttribute('href', '#address-address1')
    expect(within(summary).getByRole('link', { name: /fem siffror/ })).toHaveAttribute('href', '#address-zip')
    expect(street).toHaveAccessibleDescription(/Ange gatuadress/)
    expect(street).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toEqual([])

    await userEvent.click(within(summary).getByRole('link', { name: 'Ange gatuadress' }))
    expect(street).toHaveFocus()
  })

  it('keeps what was typed when saving fails, and says so', async () => {
    server.use(
      ...sessionHandlers({ user }),
      http.patch(`${API}/persons/update`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    )
    await renderApp({ user, path: '/my-address' })
    const street = await screen.findByRole('textbox', { name: /Gatuadress/ })
    await userEvent.clear(street)
    await userEvent.type(street, 'Nya gatan 5')
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    expect(await screen.findByText('Tyvärr gick det inte att spara')).toBeInTheDocument()
    expect(street).toHaveValue('Nya gatan 5')
    expect(readStoredUser()?.address1).toBe('Byggvägen 1')
  })

  it('a network failure is reported once (by the client), and the input stays', async () => {
    server.use(
      ...sessionHandlers({ user }),
      http.patch(`${API}/persons/update`, () => HttpResponse.error()),
    )
    await renderApp({ user, path: '/my-address' })
    const street = await screen.findByRole('textbox', { name: /Gatuadress/ })
    await userEvent.clear(street)
    await userEvent.type(street, 'Nya gatan 5')
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    expect(await screen.findByText('Kunde inte nå servern')).toBeInTheDocument()
    expect(screen.queryByText('Tyvärr gick det inte att spara')).not.toBeInTheDocument()
    expect(street).toHaveValue('Nya gatan 5')
  })

  it('shows a 422 field message beside its field and keeps the input', async () => {
    server.use(
      ...sessionHandlers({ user }),
      http.patch(`${API}/persons/update`, () =>
        HttpResponse.json(
          { message: 'Validation error', errors: [{ field: 'city', message: 'Orten finns inte' }] },
          { status: 422 },
        ),
      ),
    )
    await renderApp({ user, path: '/my-address' })
    const city = await screen.findByRole('textbox', { name: /Ort/ })
    await userEvent.clear(city)
    await userEvent.type(city, 'Atlantis')
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(city).toHaveAccessibleDescription(/Orten finns inte/))
    expect(city).toHaveValue('Atlantis')
  })

  it('saves, updates the session user and confirms with "Sparat"', async () => {
    server.use(...sessionHandlers({ user }))
    const bodies = updates()
    const app = await renderApp({ user, path: '/my-address' })
    const street = await screen.findByRole('textbox', { name: /Gatuadress/ })
    await userEvent.clear(street)
    await userEvent.type(street, 'Nya gatan 5')
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    expect(await screen.findByText('Sparat')).toBeInTheDocument()
    expect(bodies).toEqual([
      { address1: 'Nya gatan 5', address2: null, zip: '12345', city: 'Solna', country: 'Sverige' },
    ])
    expect(selectUser(app.session.getSnapshot())?.address1).toBe('Nya gatan 5')
    expect(readStoredUser()?.address1).toBe('Nya gatan 5')
  })

  it('fills the form from the population register without saving', async () => {
    server.use(
      ...sessionHandlers({ user }),
      http.get(`${API}/persons/fetch-address`, () =>
        HttpResponse.json({
          address1: 'Registergatan 9',
          address2: 'c/o Berg',
          zip: '54321',
          city: 'Lund',
          country: 'Sverige',
        }),
      ),
    )
    const bodies = updates()
    await renderApp({ user, path: '/my-address' })
    await userEvent.click(await screen.findByRole('button', { name: 'Hämta från folkbokföringen' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Gatuadress/ })).toHaveValue('Registergatan 9'))
    expect(screen.getByRole('textbox', { name: /Ort/ })).toHaveValue('Lund')
    expect(bodies).toEqual([])
  })
})

describe('/my-settings', () => {
  it('validates phone and e-mail with the rules of §5', async () => {
    server.use(...sessionHandlers({ user }))
    const bodies = updates()
    await renderApp({ user, path: '/my-settings' })
    const phone = await screen.findByRole('textbox', { name: /Mobilnummer/ })
    const email = screen.getByRole('textbox', { name: /E-postadress/ })
    await userEvent.clear(phone)
    await userEvent.type(phone, '12')
    await userEvent.clear(email)
    await userEvent.type(email, 'inte-en-adress')
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    const summary = await screen.findByRole('alert')
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#settings-mobilephone', '#settings-email'])
    expect(phone).toHaveAccessibleDescription(/giltigt mobilnummer/)
    expect(email).toHaveValue('inte-en-adress')
    expect(bodies).toEqual([])
  })

  it('saves phone, e-mail, preferred language and e-mail notifications', async () => {
    server.use(...sessionHandlers({ user }))
    const bodies = updates()
    await renderApp({ user, path: '/my-settings' })
    const phone = await screen.findByRole('textbox', { name: /Mobilnummer/ })
    await userEvent.clear(phone)
    await userEvent.type(phone, '+48 601 234 567')
    await userEvent.click(screen.getByRole('radio', { name: 'Polski' }))
    await userEvent.click(screen.getByRole('checkbox', { name: /via e-post/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    expect(await screen.findByText('Sparat')).toBeInTheDocument()
    expect(bodies).toEqual([
      { mobilephone: '+48 601 234 567', email: 'alva@example.se', language: 'pl', emailNotifications: false },
    ])
  })
})
