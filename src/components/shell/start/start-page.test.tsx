import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CurrentUser, FakeUser } from '../../../api/shell/user.schemas'
import { PERSONAS, PLAIN_COMPANY, apprenticeship, basePerson, makePersonalNumber } from '../../../test/personas'
import { renderAtStart } from '../../../test/session-harness'
import { contactConfirmationCookieName, rememberContactConfirmation } from './contact-confirmation'
import { Route as IndexRoute } from '../../../routes/index'
import { hasSeenTour, rememberTourSeen } from './tour-memory'
import { findOpenDialog } from '../../../test/dialogs'

const api = vi.hoisted(() => ({
  listFakes: vi.fn<() => Promise<FakeUser[]>>(async () => []),
  loginMobileBankId: vi.fn(),
  loginBankIdExternal: vi.fn(),
}))
vi.mock('../../../api/login/login', () => api)

// The instructions in force (§6: an instructor whose read date is older is warned on the start page).
const settings = vi.hoisted(() => ({
  getCurrentInstructions: vi.fn(async () => ({
    committedAt: '2026-05-04T07:30:00.000Z',
    title: 'Instruktioner för handledare',
    sections: [],
  })),
  getApiVersion: vi.fn(async () => '1.0'),
  getSystemSettings: vi.fn(async () => ({ newInstructionsAt: '2026-05-04T07:30:00.000Z' })),
}))
vi.mock('../../../api/shell/settings', () => settings)

// The warm-up of a listed book's routes (what it warms is the router's and the e-book's business).
const warmUp = vi.hoisted(() => ({ warmBookRoutes: vi.fn() }))
vi.mock('./book-warm-up', () => warmUp)

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
}

/** A registered user with the first-login tour and contact check already done, unless a test wants them. */
function settled(user: CurrentUser): CurrentUser {
  rememberTourSeen(user.id)
  rememberContactConfirmation(user.id)
  return user
}

// The start page as / shows it: with the login slice's ways in that the route hands in.
const IndexPage = IndexRoute.options.component!

async function renderStart(user: CurrentUser | null) {
  const result = renderAtStart(<IndexPage />, { user })
  await screen.findByRole('heading', { level: 1 })
  return result
}

// jsdom lacks visualViewport, which Ark's tour measures; a fixed 360 x 640 viewport stands in.
const viewport = {
  width: 360,
  height: 640,
  offsetLeft: 0,
  offsetTop: 0,
  pageLeft: 0,
  pageTop: 0,
  scale: 1,
  addEventListener() {},
  removeEventListener() {},
}
Object.defineProperty(globalThis, 'visualViewport', { value: viewport, configurable: true })

describe('start page', () => {
  beforeEach(() => {
    localStorage.clear()
    clearCookies()
  })
  afterEach(() => vi.useRealTimers())

  describe('logged out', () => {
    it('welcomes and offers the three ways in, the info boxes and the test login', async () => {
      await renderStart(null)
      expect(screen.getByTestId('start-logged-out')).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 1, name: 'Välkommen till Mina sidor' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'BankID på den här enheten' })).toHaveAttribute(
        'href',
        '/login#this-device',
      )
      expect(screen.getByRole('link', { name: 'BankID på en annan enhet (QR-kod)' })).toHaveAttribute(
        'href',
        '/login#other-device',
      )
      expect(screen.getByRole('button', { name: 'Logga in via extern e-legitimation' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Logga in med lösenord' })).toHaveAttribute('href', '/login#password')
      expect(screen.getByRole('link', { name: 'Logga in i det tidigare systemet' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:/),
      )
      expect(screen.getByRole('heading', { name: 'För företag' })).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'Under 18 år?' })).toBeInTheDocument()
      // The test-login panel loads after the page (src/routes/index.tsx).
      expect(await screen.findByRole('heading', { name: 'Testinloggning' })).toBeInTheDocument()
    })
  })

  describe('logged in, not registered', () => {
    it('greets an adult by first name and leads on to /register', async () => {
      const user = basePerson({ firstName: 'Pelle', phoneVerified: false, emailVerified: true })
      await renderStart(user)
      expect(screen.getByRole('heading', { level: 1, name: 'Hej Pelle!' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Nästa' })).toHaveAttribute('href', '/register')
      expect(screen.getByRole('link', { name: 'Så behandlar vi dina personuppgifter' })).toBeInTheDocument()
      expect(screen.queryByTestId('minor-info')).not.toBeInTheDocument()
    })

    it('tells a minor they cannot register, without the Next button', async () => {
      await renderStart(PERSONAS.minor)
      expect(screen.getByRole('heading', { level: 1, name: 'Hej Moa!' })).toBeInTheDocument()
      const box = screen.getByTestId('minor-info')
      expect(within(box).getByRole('heading', { name: 'Du är under 18 år' })).toBeInTheDocument()
      expect(within(box).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^https:/))
      expect(screen.queryByRole('link', { name: 'Nästa' })).not.toBeInTheDocument()
    })

    it('decides minority by the personal number on the given day', async () => {
      // Born 2008-06-16: 17 the day before the 18th birthday.
      const user = basePerson({
        firstName: 'Sam',
        personalNumber: makePersonalNumber('20080616'),
        emailVerified: false,
      })
      const { NotRegisteredView } = await import('./not-registered-view')
      const { unmount } = renderAtStart(<NotRegisteredView user={user} today={new Date(2026, 5, 15)} />)
      expect(await screen.findByTestId('minor-info')).toBeInTheDocument()
      unmount()
      renderAtStart(<NotRegisteredView user={user} today={new Date(2026, 5, 16)} />)
      expect(await screen.findByRole('link', { name: 'Nästa' })).toBeInTheDocument()
    })
  })

  describe('logged in and registered', () => {
    it('shows an apprentice the companies of active apprenticeships newest first, the e-books and own buttons', async () => {
      const other = { ...PLAIN_COMPANY, id: 11, name: 'Nya Bygg AB' }
      const ended = { ...PLAIN_COMPANY, id: 12, name: 'Gamla Bygg AB' }
      const user = settled(
        basePerson({
          ...PERSONAS.apprentice,
          id: 4001,
          apprenticeships: [
            apprenticeship(PLAIN_COMPANY, '2024-08-01'),
            apprenticeship(other, '2025-09-01'),
            apprenticeship(ended, '2025-10-01', '2025-12-01'),
          ],
          books: [
            { id: 501, createdAt: '2025-08-01', personId: 4001, status: 'active', displayState: 'paused' },
            { id: 502, createdAt: '2025-09-01', personId: 4001, status: null, displayState: 'notYetActive' },
            { id: 503, createdAt: '2025-07-01', personId: 4001, status: null },
          ],
        }),
      )
      await renderStart(user)
      expect(screen.getByRole('heading', { level: 1, name: 'Hej Alva!' })).toBeInTheDocument()
      expect(screen.getByText('Lärling hos Nya Bygg AB, Bygg AB')).toBeInTheDocument()

      // Each book's state in words (issue 17): the display state, never a bare dash.
      const rows = within(screen.getByTestId('ebook-list')).getAllByRole('row').slice(1)
      expect(
        rows.map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
      ).toEqual([
        ['502', '2025-09-01', 'Inte aktiv än'],
        ['501', '2025-08-01', 'Pausad'],
        ['503', '2025-07-01', 'Ingen status'],
      ])
      expect(screen.getByRole('link', { name: 'Min kvalificeringstid' })).toHaveAttribute(
        'href',
        '/qualifying-time/4001',
      )
      expect(screen.getByRole('link', { name: 'Mina kvalifikationer' })).toHaveAttribute('href', '/my-qualifications')
      expect(screen.getByRole('link', { name: 'Ansökan' })).toHaveAttribute('href', '/application')
      expect(screen.queryByTestId('company-panels')).not.toBeInTheDocument()
    })

    it('warns under the list about an own e-book whose reporting closes soon, with a link to it (ADR 0011)', async () => {
      const user = settled(
        basePerson({
          ...PERSONAS.apprentice,
          id: 4001,
          books: [
            {
              id: 501,
              createdAt: '2025-08-01',
              personId: 4001,
              status: 'active',
              displayState: 'active',
              closingSoon: { kind: 'inactive', on: '2026-12-14' },
            },
            {
              id: 502,
              createdAt: '2021-09-01',
              personId: 4001,
              status: 'active',
              displayState: 'active',
              closingSoon: { kind: 'expires', on: '2026-09-02' },
            },
            {
              id: 503,
              createdAt: '2025-07-01',
              personId: 4001,
              status: 'active',
              displayState: 'active',
              closingSoon: null,
            },
            {
              id: 777,
              createdAt: '2026-01-01',
              personId: 9999,
              status: 'active',
              displayState: 'active',
              closingSoon: { kind: 'inactive', on: '2026-12-01' },
            },
          ],
        }),
      )
      await renderStart(user)
      const items = within(screen.getByTestId('ebook-closing-soon')).getAllByRole('listitem')
      expect(items.map((item) => item.textContent)).toEqual([
        'E-bok 501: grundutbildningen är inte klar. E-boken blir inaktiv 2026-12-14 om den inte blir klar före dess.',
        'E-bok 502: e-boken gäller i fem år från utfärdandet. Rapporteringen avslutas 2026-09-02.',
      ])
      expect(within(items[0]).getByRole('link', { name: 'E-bok 501:' })).toHaveAttribute('href', '/book/501')
    })

    it('warms what opening a listed book needs once the page is idle, once', async () => {
      warmUp.warmBookRoutes.mockClear()
      const user = settled(
        basePerson({
          ...PERSONAS.apprentice,
          id: 4003,
          books: [{ id: 504, createdAt: '2025-08-01', personId: 4003, status: 'active' }],
        }),
      )
      const { router } = await renderStart(user)
      await waitFor(() => expect(warmUp.warmBookRoutes).toHaveBeenCalledWith(router), { timeout: 3000 })
      expect(warmUp.warmBookRoutes).toHaveBeenCalledTimes(1)
    })

    it("lists only the user's own e-books: a supervised apprentice's book is not on the start page (issue 8 §2)", async () => {
      const user = settled(
        basePerson({
          ...PERSONAS.apprentice,
          id: 4001,
          books: [
            { id: 501, createdAt: '2025-08-01', personId: 4001, status: 'active' },
            { id: 777, createdAt: '2026-01-01', personId: 9999, status: 'active' },
          ],
        }),
      )
      await renderStart(user)
      const rows = within(screen.getByTestId('ebook-list')).getAllByRole('row').slice(1)
      expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['501'])
      expect(screen.queryByTestId('ebook-closing-soon')).not.toBeInTheDocument()
    })

    it('a trade-certificate holder who supervises a book but has none of her own sees that she has no e-book', async () => {
      const user = settled(
        basePerson({
          ...PERSONAS.tradeCertificateHolder,
          id: 4002,
          books: [{ id: 777, createdAt: '2026-01-01', personId: 9999, status: 'active' }],
        }),
      )
      await renderStart(user)
      const list = screen.getByTestId('ebook-list')
      expect(within(list).queryByRole('table')).not.toBeInTheDocument()
      expect(within(list).getByText('Du har ingen egen e-bok.')).toBeInTheDocument()
    })

    it('gives a company administrator a panel with the administrator actions and no application button', async () => {
      const user = userEvent.setup()
      await renderStart(settled(PERSONAS.companyAdmin))
      expect(screen.queryByRole('link', { name: 'Ansökan' })).not.toBeInTheDocument()
      const panels = screen.getByTestId('company-panels')
      // One company: its panel starts open.
      const actions = within(panels).getByRole('list', { name: /Åtgärder för Bygg AB/ })
      const names = within(actions)
        .getAllByRole('link')
        .map((l) => l.textContent)
      expect(names).toEqual(
        expect.arrayContaining([
          'Ansökningar',
          'Personal',
          'Behörigheter',
          'Distansbeställningar',
          'Godkänn beställningar',
        ]),
      )
      expect(names).not.toContain('Avdelningar')
      expect(within(actions).getByRole('link', { name: 'Personal' })).toHaveAttribute(
        'href',
        `/company/${PLAIN_COMPANY.id}/employees`,
      )
      const trigger = within(panels).getByRole('button', { name: /Bygg AB/ })
      expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await user.click(trigger)
      expect(trigger).toHaveAttribute('aria-expanded', 'false')
    })

    it('gives a department administrator the departments action', async () => {
      await renderStart(settled(PERSONAS.departmentAdmin))
      const actions = within(screen.getByTestId('company-panels')).getByRole('list', { name: /Stora Bygg AB/ })
      expect(within(actions).getByRole('link', { name: 'Avdelningar' })).toHaveAttribute(
        'href',
        '/company/20/departments',
      )
    })

    it('warns an instructor whose instructions are unconfirmed, with the way to confirm them; the warning goes once the read date is newer, without a reload', async () => {
      // Ivar read them 2026-01-10; the ones in force are of 2026-05-04.
      const { session } = await renderStart(settled(PERSONAS.instructor))
      const warning = await screen.findByTestId('start-instructions-warning')
      expect(within(warning).getByRole('heading', { name: 'Nya handledarinstruktioner' })).toBeInTheDocument()
      expect(warning).toHaveTextContent(
        'Tills du har läst och bekräftat dem kan du inte väljas som handledare för nya lärlingar.',
      )
      expect(within(warning).getByRole('link', { name: 'Läs och bekräfta instruktionerna' })).toHaveAttribute(
        'href',
        '/instructor/instructions',
      )

      // What the instructions page does after a confirmation: the session's user gets the new read date.
      const user = session.getSnapshot().context.user!
      session.send({ type: 'user.updated', person: { ...user, readInstructionsOn: '2026-11-16T09:00:00.000Z' } })
      await waitFor(() => expect(screen.queryByTestId('start-instructions-warning')).not.toBeInTheDocument())
    })

    it('asks nobody but instructors for the instructions', async () => {
      settings.getCurrentInstructions.mockClear()
      await renderStart(settled(PERSONAS.companyAdmin))
      await screen.findByTestId('company-panels')
      expect(settings.getCurrentInstructions).not.toHaveBeenCalled()
      expect(screen.queryByTestId('start-instructions-warning')).not.toBeInTheDocument()
    })

    it('gives an instructor only the company-user actions and the instructor buttons', async () => {
      await renderStart(settled(PERSONAS.instructor))
      // Her only instructor link is inactive: no My apprentices, which the page would refuse (§6).
      expect(screen.queryByRole('link', { name: 'Mina lärlingar' })).not.toBeInTheDocument()
      // No books: no e-book button.
      expect(screen.queryByRole('link', { name: 'Lärlingarnas e-böcker' })).not.toBeInTheDocument()
      const actions = within(screen.getByTestId('company-panels')).getByRole('list')
      expect(
        within(actions)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Registrera lärling', 'Arbetsplatser', 'Beställ kort'])
    })

    it('gives an active instructor My apprentices, to her own list', async () => {
      await renderStart(settled(PERSONAS.activeInstructor))
      expect(screen.getByRole('link', { name: 'Mina lärlingar' })).toHaveAttribute(
        'href',
        `/instructor/${PERSONAS.activeInstructor.id}/apprentices`,
      )
    })

    it('asks once per 6 months whether phone and e-mail are right, remembered per user', async () => {
      const user = userEvent.setup()
      const person = { ...PERSONAS.apprentice, id: 4100, mobilephone: '0701234567', email: 'alva@example.se' }
      rememberTourSeen(person.id)
      await renderStart(person)
      const dialog = await findOpenDialog('Stämmer dina kontaktuppgifter?')
      expect(within(dialog).getByText('alva@example.se')).toBeInTheDocument()
      expect(within(dialog).getByText('070 123 45 67')).toBeInTheDocument()
      await user.click(within(dialog).getByRole('button', { name: 'Ja, det stämmer' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(document.cookie).toContain(`${contactConfirmationCookieName(4100)}=`)
      expect(document.cookie).not.toContain(contactConfirmationCookieName(4101))
    })

    it('runs the administrator tour at first login before the contact check, and only once', async () => {
      const user = userEvent.setup()
      const admin = { ...PERSONAS.companyAdmin, id: 4200 }
      const first = await renderStart(admin)
      expect(await screen.findByText('Steg 1 av 13')).toBeInTheDocument()
      expect(screen.getByText('Välkommen till Mina sidor', { selector: '[data-part="title"]' })).toBeInTheDocument()
      expect(screen.queryByRole('dialog', { name: 'Stämmer dina kontaktuppgifter?' })).not.toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Stäng' }))
      await waitFor(() => expect(screen.queryByText(/Steg \d+ av 13/)).not.toBeInTheDocument())
      const contact = await findOpenDialog('Stämmer dina kontaktuppgifter?')
      await user.click(within(contact).getByRole('button', { name: 'Ja, det stämmer' }))
      first.unmount()

      await renderStart(admin)
      expect(screen.queryByText(/Steg \d+ av 13/)).not.toBeInTheDocument()
    })

    it('gives instructors at first login the 7-step tour', async () => {
      rememberContactConfirmation(PERSONAS.activeInstructor.id)
      await renderStart(PERSONAS.activeInstructor)
      expect(await screen.findByText('Steg 1 av 7')).toBeInTheDocument()
      expect(screen.getByText('Välkommen, handledare')).toBeInTheDocument()
    })

    it('points the instructor steps at their pages; following a link opens it and ends the tour for good', async () => {
      const user = userEvent.setup()
      const instructor = { ...PERSONAS.activeInstructor, id: 4300 }
      rememberContactConfirmation(instructor.id)
      const { router } = await renderStart(instructor)
      await screen.findByText('Steg 1 av 7')
      const tourLinks = () =>
        within(screen.getByRole('alertdialog'))
          .queryAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')])
      // Step by step (21–27): the welcome has none; qualifying time (26) opens the apprentices' list.
      const expected = [
        [],
        [['Öppna handledarinstruktionerna', '/instructor/instructions']],
        [['Öppna Mina lärlingar', '/instructor/4300/apprentices']],
        [['Öppna lärlingarnas e-böcker', '/instructor/ebooks']],
        [['Öppna lärlingarnas e-böcker', '/instructor/ebooks']],
        [['Öppna lärlingarnas kvalificeringstid', '/apprentice-qualifying-time']],
        [
          ['Öppna meddelandena', '/notifications'],
          ['Öppna guiden', '/guide'],
        ],
      ]
      for (const [i, links] of expected.entries()) {
        if (i > 0) await user.click(screen.getByRole('button', { name: 'Nästa' }))
        await screen.findByText(`Steg ${i + 1} av 7`)
        expect(tourLinks(), `step ${21 + i}`).toEqual(links)
      }
      await user.click(screen.getByRole('link', { name: 'Öppna guiden' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/guide'))
      expect(hasSeenTour(instructor.id)).toBe(true)
      expect(screen.queryByText(/Steg \d+ av 7/)).not.toBeInTheDocument()
    })
  })
})
