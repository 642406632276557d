/**
 * The e-book pages against the in-process simulated backend (mock-server: the scenario's books,
 * reports and pauses, the handlers' access rules per persona), where the fakes of
 * ebook-start-page.test.tsx state their answers themselves. The pause writes are not in the simulated
 * backend yet; their tests stay with the fakes.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockServer } from '../../../../mock-server/node'
import { resetScenario } from '../../../../mock-server/scenario'
import { EBOOK_IDS as B, PERSONAS, personaToken, type PersonaKey } from '../../../../mock-server/seed'
import { configureApi } from '../../../api/client'
import { getPerson } from '../../../api/shell/persons'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { renderApp } from '../../../test/render-app'

beforeAll(() => {
  // The client logs expected 4xx answers; the assertions say what matters.
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  mockServer.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => resetScenario())
afterAll(() => mockServer.close())

/** The persona as a stored login: the person the simulated backend answers, with its seeded token. */
async function userOf(key: PersonaKey): Promise<CurrentUser> {
  const token = personaToken(key)
  configureApi({ getToken: () => token })
  const person = await getPerson(PERSONAS[key].id, { silent: true })
  return { ...person, token }
}

async function open(key: PersonaKey, path: string) {
  const user = await userOf(key)
  return renderApp({ user, path })
}

describe('e-book pages on the scenario', { timeout: 30_000 }, () => {
  it("shows Elin's active book 7001: state, report button, her draft first in the report flow, the missing theory and her past pause", async () => {
    await open('apprentice', `/book/${B.active}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'E-bok för Elin Andersson' })).toBeInTheDocument()
    expect(screen.getByTestId('book-status')).toHaveTextContent('Status: Aktiv')
    expect(screen.getByRole('link', { name: 'Rapportera arbetsmoment' })).toHaveAttribute('href', `/book/${B.active}/report-element`)
    expect(within(screen.getByTestId('book-facts')).getByText('Ställningsbyggare')).toBeInTheDocument()
    expect(within(screen.getByTestId('element-progress')).getByRole('heading', { level: 3, name: 'Rullställning Klart' })).toBeInTheDocument()

    const list = await screen.findByTestId('report-list')
    expect(screen.getByText('9 rapporter, nyaste först.')).toBeInTheDocument()
    const first = within(list).getAllByRole('link')[0]
    expect(first).toHaveAttribute('href', `/book/${B.active}/report/${B.activeDraftReport}`)
    expect(first).toHaveTextContent('Utkast')
    expect(first).toHaveTextContent('2 delmoment')

    const approval = screen.getByTestId('approval-box')
    expect(approval).toHaveTextContent('Inte godkänd än')
    expect(approval).toHaveTextContent('2 teorimoduler')

    const pauses = await screen.findByTestId('pause-list')
    expect(pauses).toHaveTextContent('2026-07-06 till 2026-08-02')
    expect(pauses).toHaveTextContent('Sjukskrivning')
    expect(screen.queryByRole('button', { name: 'Lägg till paus' })).not.toBeInTheDocument()
  })

  it('opens the approved book 7005 with 300 reports on its first page, and says who approved it', async () => {
    await open('apprentice', `/book/${B.approved}`)
    expect(await screen.findByText('Visar 100 av 300 rapporter, nyaste först.')).toBeInTheDocument()
    expect(screen.getByTestId('closed-reason')).toHaveTextContent('E-boken är godkänd, så rapporteringen är avslutad.')
    expect(screen.queryByRole('link', { name: 'Rapportera arbetsmoment' })).not.toBeInTheDocument()
    expect(screen.getByTestId('approval-box')).toHaveTextContent(/Godkänd av Johan Berg 2025-06-30\./)
    expect(within(screen.getByTestId('book-facts')).getByText('2030-06-30')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Visa 100 rapporter till' }))
    expect(await screen.findByText('Visar 200 av 300 rapporter, nyaste först.')).toBeInTheDocument()
  })

  it.each<[PersonaKey, number, string]>([
    ['apprentice', B.paused, 'E-boken är pausad just nu. Rapporteringen öppnar igen när pausen är slut.'],
    ['apprentice', B.notYetActive, 'Rapporteringen öppnar när utbildningen startar.'],
    ['passwordUser', B.distanceOrder, 'E-boken är avstängd tills företaget har godkänt distansbeställningen.'],
  ])('says why reporting is closed (%s, book %i)', async (key, bookId, reason) => {
    await open(key, `/book/${bookId}`)
    expect(await screen.findByTestId('closed-reason')).toHaveTextContent(reason)
    expect(screen.queryByRole('link', { name: 'Rapportera arbetsmoment' })).not.toBeInTheDocument()
  })

  it('lets the education responsible manage pauses and read the saved reports (not the draft) in the read-only view', async () => {
    await open('yua', `/book/${B.active}`)
    const list = await screen.findByTestId('report-list')
    expect(screen.getByText('8 rapporter, nyaste först.')).toBeInTheDocument()
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', `/books/${B.active}/report/${B.savedReport}`)
    expect(within(list).queryByText('Utkast')).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Lägg till paus' })).toBeInTheDocument()
    expect(within(screen.getByTestId('pause-list')).getByRole('button', { name: 'Ändra 2026-07-06 till 2026-08-02' })).toBeInTheDocument()
  })

  it('sends a reader with no part in the book to the forbidden page', async () => {
    const view = await open('departmentAdmin', `/book/${B.active}`)
    await waitFor(() => expect(view.path()).toBe('/forbidden'))
  })

  it('shows the not-found page for a book that does not exist', async () => {
    await open('apprentice', '/book/999999')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeInTheDocument()
  })

  it('lists the remaining requirements of 7001 before those met, then the theory modules', async () => {
    await open('apprentice', `/book/${B.active}/education`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Utbildningsöversikt' })).toBeInTheDocument()
    const remaining = within(screen.getByTestId('requirements-remaining')).getAllByRole('listitem')
    const met = within(screen.getByTestId('requirements-met')).getAllByRole('listitem')
    expect(remaining.length).toBeGreaterThan(0)
    expect(met.map((li) => li.textContent)).toContainEqual(expect.stringContaining('Rullställning'))
    expect(remaining.map((li) => li.textContent)).not.toContainEqual(expect.stringContaining('Rullställning'))
    expect(screen.getAllByText('Lars Ek')).toHaveLength(2)
    expect(screen.getByText('Umeå, 18–22 januari 2027')).toBeInTheDocument()
  })

  it("shows the instructor a saved report read-only, with his differing level and comment", async () => {
    await open('instructor', `/books/${B.active}/report/${B.commentedReport}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapport 2025-09-08 till 2025-09-12' })).toBeInTheDocument()
    const facts = within(screen.getByTestId('report-facts'))
    expect(facts.getByText('Kv. Hamnen, Luleå')).toBeInTheDocument()
    expect(facts.getByText('Första veckan på bygget.')).toBeInTheDocument()
    expect(facts.getByText('Johan Berg')).toBeInTheDocument()
    const details = within(screen.getByTestId('report-details'))
    expect(details.getByText('Behöver mer övning på bottenskruvarna.')).toBeInTheDocument()
    expect(details.getByText('Handledarens bedömning skiljer sig från lärlingens.')).toBeInTheDocument()
    // Read-only: nothing on the page to press.
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument()
  })
})
