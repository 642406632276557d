/**
 * The e-book pages against the in-process simulated backend (mock-server: the scenario's books,
 * reports and pauses, the handlers' access rules and period checks per persona), where the fakes of
 * ebook-start-page.test.tsx state their answers themselves (and answers the scenario has no persona
 * for, such as a refused delete).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { resetScenario } from '../../../../mock-server/scenario'
import { EBOOK_IDS as B, type PersonaKey } from '../../../../mock-server/seed'
import { listBookPauses } from '../../../api/ebook/books'
import { findOpenDialog } from '../../../test/dialogs'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

/** The toaster is loaded when the first message comes (app-toaster is a lazy chunk): on a busy 2-core machine that can take over findBy's default second. */
const TOAST_WAIT = 10_000

withScenarioBackend()

async function open(key: PersonaKey, path: string) {
  const user = await scenarioUser(key)
  return renderApp({ user, path })
}

describe('e-book pages on the scenario', { timeout: 30_000 }, () => {
  it("shows Elin's active book 7001: state, report button, her draft first in the report flow, the missing theory and her past pause", async () => {
    await open('apprentice', `/book/${B.active}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'E-bok för Elin Andersson' })).toBeInTheDocument()
    expect(screen.getByTestId('book-status')).toHaveTextContent('Status: Aktiv')
    expect(screen.getByRole('link', { name: 'Rapportera arbetsmoment' })).toHaveAttribute(
      'href',
      `/book/${B.active}/report-element`,
    )
    expect(within(screen.getByTestId('book-facts')).getByText('Ställningsbyggare')).toBeInTheDocument()
    expect(
      within(screen.getByTestId('element-progress')).getByRole('heading', { level: 3, name: 'Rullställning Klart' }),
    ).toBeInTheDocument()

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

  it("opens the approved book 7005 with 300 reports ('many-reports' variant) on its first page, and says who approved it", async () => {
    await resetScenario('many-reports')
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
    expect(
      within(screen.getByTestId('pause-list')).getByRole('button', { name: 'Ändra 2026-07-06 till 2026-08-02' }),
    ).toBeInTheDocument()
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

  it('opens a saved report to its supervising instructor for review, with his differing level and comment', async () => {
    await open('instructor', `/books/${B.active}/report/${B.commentedReport}`)
    // Johan supervises 7001 (viewer.mayReview): the review page of issue 10, not the read-only one.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Granska rapport 2025-09-08 till 2025-09-12' }),
    ).toBeInTheDocument()
    const facts = within(screen.getByTestId('report-facts'))
    expect(facts.getByText('Kv. Hamnen, Luleå')).toBeInTheDocument()
    expect(facts.getByText('Första veckan på bygget.')).toBeInTheDocument()
    expect(facts.getByText('Johan Berg')).toBeInTheDocument()
    expect(screen.getByText('Behöver mer övning på bottenskruvarna.')).toBeInTheDocument()
    expect(
      screen.getByText(/^Skillnad i bedömning: handledarens nivå \d skiljer sig från lärlingens nivå \d\.$/),
    ).toBeInTheDocument()
  })

  it('hides pause management on an approved book, whose education is over', async () => {
    await open('companyAdmin', `/book/${B.approvedProtected}`)
    await screen.findByTestId('book-status')
    await waitFor(() => expect(screen.queryByText('Hämtar pauserna…')).not.toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Lägg till paus' })).not.toBeInTheDocument()
  })
})

describe('pauses on the scenario (the education responsible of Norr on 7001)', { timeout: 30_000 }, () => {
  async function addPause(values: { from: string; to: string; reason: string }) {
    await userEvent.click(await screen.findByRole('button', { name: 'Lägg till paus' }))
    const dialog = await findOpenDialog('Lägg till paus')
    fireEvent.change(within(dialog).getByLabelText(/Från och med/), { target: { value: values.from } })
    fireEvent.change(within(dialog).getByLabelText(/Till och med/), { target: { value: values.to } })
    await userEvent.type(within(dialog).getByLabelText(/Orsak/), values.reason)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till' }))
    return dialog
  }

  it('adds a pause that the server keeps', async () => {
    await open('yua', `/book/${B.active}`)
    await screen.findByTestId('pause-list')
    await addPause({ from: '2027-03-01', to: '2027-03-14', reason: 'Föräldraledighet' })
    expect(await screen.findByText('Pausen är tillagd', {}, { timeout: TOAST_WAIT })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const pauses = screen.getByTestId('pause-list')
    expect(pauses).toHaveTextContent('2027-03-01 till 2027-03-14')
    expect(pauses).toHaveTextContent('(14 dagar)')
    // Kept: the server lists it too (the session's own token).
    expect((await listBookPauses(B.active)).map((p) => [p.fromDate, p.toDate, p.reason])).toContainEqual([
      '2027-03-01',
      '2027-03-14',
      'Föräldraledighet',
    ])
  })

  it("shows the server's refusal at its field: the pause overlaps Elin's draft, which her reader cannot see", async () => {
    await open('yua', `/book/${B.active}`)
    await screen.findByTestId('report-list')
    // The draft (2026-11-09..13) is not in the list the education responsible reads, so the page lets it through; the server does not.
    const dialog = await addPause({ from: '2026-11-10', to: '2026-11-11', reason: 'Kurs' })
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Från och med/)).toHaveAccessibleDescription(
        /Perioden krockar med en annan rapport\./,
      ),
    )
    expect(screen.getByRole('dialog', { name: 'Lägg till paus' })).toBeInTheDocument()
  })

  it('edits and then deletes the seeded pause, the delete only after confirmation', async () => {
    await open('yua', `/book/${B.active}`)
    const pauses = await screen.findByTestId('pause-list')
    await userEvent.click(within(pauses).getByRole('button', { name: 'Ändra 2026-07-06 till 2026-08-02' }))
    const dialog = await findOpenDialog('Ändra paus')
    const reason = within(dialog).getByLabelText(/Orsak/)
    await userEvent.clear(reason)
    await userEvent.type(reason, 'Sjukskrivning, halvtid')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }))
    expect(await screen.findByText('Pausen är sparad', {}, { timeout: TOAST_WAIT })).toBeInTheDocument()
    expect(screen.getByTestId('pause-list')).toHaveTextContent('Sjukskrivning, halvtid')

    await userEvent.click(
      within(screen.getByTestId('pause-list')).getByRole('button', { name: 'Ta bort 2026-07-06 till 2026-08-02' }),
    )
    const confirm = await findOpenDialog('Ta bort pausen 2026-07-06 till 2026-08-02?', 'alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ta bort pausen' }))
    expect(await screen.findByText('Inga pauser.')).toBeInTheDocument()
  })
})
