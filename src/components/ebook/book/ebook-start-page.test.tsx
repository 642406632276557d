import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { BookPause, ClosedReason, DisplayState } from '../../../api/ebook/ebook.schemas'

import { findOpenDialog } from '../../../test/dialogs'
import { PERSONAS } from '../../../test/personas'
import { renderApp } from '../../../test/render-app'
import { rememberContactConfirmation } from '../../shell/start/contact-confirmation'
import { http } from 'msw'
import { API, sessionHandlers, setupTestServer } from '../../../test/api-handlers'
import { bookHandlers, ebook, reportRow, type BookAnswers } from './book.fixtures'

/** The toaster is loaded when the first message comes (app-toaster is a lazy chunk): on a busy 2-core machine that can take over findBy's default second. */
const TOAST_WAIT = 10_000

const server = setupTestServer()

const apprentice = PERSONAS.apprentice
const BOOK = ebook({
  id: 501,
  personId: apprentice.id,
  apprentice: { id: apprentice.id, firstName: 'Alva', lastName: 'Lärling' },
})
const SUMMER: BookPause = { id: 1, bookId: 501, fromDate: '2026-06-22', toDate: '2026-08-09', reason: 'Sommaruppehåll' }

async function openOverview(answers: Partial<BookAnswers> = {}, user = apprentice) {
  const { handlers, calls } = bookHandlers({ book: BOOK, ...answers })
  server.use(...sessionHandlers({ user }), ...handlers)
  const view = await renderApp({ user, path: `/book/${(answers.book ?? BOOK).id}` })
  return { view, calls }
}

// Whole-app renders on a shared 2-core machine: a dialog flow takes several seconds.
describe('/book/$id overview', { timeout: 20_000 }, () => {
  it('says the state in words, who and what the book is for, with focus on the heading and the report button while reporting is open', async () => {
    await openOverview()
    const heading = await screen.findByRole('heading', { level: 1, name: 'E-bok för Alva Lärling' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByTestId('book-status')).toHaveTextContent('Status: Aktiv')
    expect(screen.getByTestId('book-status')).toHaveTextContent('Rapporteringen är öppen.')
    expect(screen.getByRole('link', { name: 'Rapportera arbetsmoment' })).toHaveAttribute(
      'href',
      '/book/501/report-element',
    )
    const facts = within(screen.getByTestId('book-facts'))
    expect(facts.getByText('Alva Lärling')).toBeInTheDocument()
    expect(facts.getByText('Betongarbetare')).toBeInTheDocument()
    expect(facts.getByText('Bygg AB')).toBeInTheDocument()
    expect(facts.getByText('2025-08-01')).toBeInTheDocument()
    expect(facts.getByText('Fem år från utfärdandet (inte utfärdad än)')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Utbildningsöversikt' })).toHaveAttribute('href', '/book/501/education')
  })

  it.each<[DisplayState, ClosedReason, string, string]>([
    ['notYetActive', 'notStarted', 'Inte aktiv än', 'Rapporteringen öppnar när utbildningen startar.'],
    [
      'notYetActive',
      'distanceOrder',
      'Inte aktiv än',
      'E-boken är avstängd tills företaget har godkänt distansbeställningen.',
    ],
    ['paused', 'paused', 'Pausad', 'E-boken är pausad just nu. Rapporteringen öppnar igen när pausen är slut.'],
    [
      'inactive',
      'inactive',
      'Inaktiv',
      'Grundutbildningen blev inte klar i tid. E-boken är inaktiv tills regionen förlänger den.',
    ],
    ['inactive', 'expired', 'Inaktiv', 'E-bokens fem år från utfärdandet har gått ut, så rapporteringen är avslutad.'],
    ['issued', 'issued', 'Yrkesbevis utfärdat', 'Yrkesbeviset är utfärdat, så rapporteringen är avslutad.'],
    ['approved', 'approved', 'Godkänd', 'E-boken är godkänd, så rapporteringen är avslutad.'],
  ])(
    'in state %s (%s) says why reporting is closed and offers no report button',
    async (displayState, closedReason, state, reason) => {
      await openOverview({
        book: { ...BOOK, displayState, closedReason, validUntil: displayState === 'issued' ? '2031-05-01' : null },
      })
      const status = await screen.findByTestId('book-status')
      expect(status).toHaveTextContent(`Status: ${state}`)
      expect(within(status).getByTestId('closed-reason')).toHaveTextContent(reason)
      expect(status).toHaveTextContent('Tidigare rapporter och utbildningsöversikten går fortfarande att läsa.')
      expect(screen.queryByRole('link', { name: 'Rapportera arbetsmoment' })).not.toBeInTheDocument()
      if (displayState === 'issued')
        expect(within(screen.getByTestId('book-facts')).getByText('2031-05-01')).toBeInTheDocument()
    },
  )

  it('warns from four weeks before reporting closes by the clock, and says when and why (ADR 0011)', async () => {
    await openOverview({ book: { ...BOOK, closingSoon: { kind: 'inactive', on: '2026-12-14' } } })
    expect(await screen.findByTestId('closing-soon')).toHaveTextContent(
      'Grundutbildningen är inte klar. Blir den inte klar före 2026-12-14 blir e-boken inaktiv den dagen, tills regionen förlänger den.',
    )
    // Reporting is still open until then.
    expect(screen.getByTestId('book-status')).toHaveTextContent('Status: Aktiv')
  })

  it('warns before the five years end, and says nothing when nothing closes soon', async () => {
    await openOverview({ book: { ...BOOK, closingSoon: { kind: 'expires', on: '2030-08-21' } } })
    expect(await screen.findByTestId('closing-soon')).toHaveTextContent(
      'E-boken gäller i fem år från utfärdandet. Rapporteringen avslutas 2030-08-21.',
    )
  })

  it('has no warning without one', async () => {
    await openOverview()
    await screen.findByTestId('book-status')
    expect(screen.queryByTestId('closing-soon')).not.toBeInTheDocument()
  })

  it('offers no report button to a reader who may not report, even while the book is active', async () => {
    await openOverview(
      { book: { ...BOOK, viewer: { mayReport: false, mayManagePauses: false, mayReview: false, mayApprove: false } } },
      PERSONAS.yua,
    )
    await screen.findByTestId('book-status')
    expect(screen.queryByRole('link', { name: 'Rapportera arbetsmoment' })).not.toBeInTheDocument()
  })

  it('shows progress per element in words beside the bars, and the parts behind a disclosure', async () => {
    await openOverview()
    expect(await screen.findByTestId('progress-summary')).toHaveTextContent(
      '3 av 5 delmoment är på krävd nivå och 2 är godkända. 1 av 2 arbetsmoment är klara.',
    )
    const list = within(screen.getByTestId('element-progress'))
    expect(list.getByRole('heading', { level: 3, name: 'Gjutning Klart' })).toBeInTheDocument()
    expect(list.getByText('1 av 3 delmoment på krävd nivå, 0 godkända.')).toBeInTheDocument()
    await userEvent.click(list.getByText('Visa delmomenten i Armering'))
    const table = list.getByRole('table', { name: 'Delmoment i Armering' })
    const bockning = within(table).getByRole('row', { name: /Bockning/ })
    // Levels in words (issue 17), the instructor's beside the apprentice's, and what each level means.
    expect(bockning).toHaveTextContent('Nivå 2: Med handledning')
    expect(within(bockning).getByTestId('part-instructor-level')).toHaveTextContent('Inte bedömd än')
    expect(within(bockning).getByRole('cell', { name: 'Nivå 3: Med visst stöd' })).toBeInTheDocument()
    expect(screen.getByTestId('level-scale')).toHaveTextContent(
      'Nivå 4: SjälvständigtUtför momentet självständigt med yrkesmässig kvalitet.',
    )
    expect(within(table).getByRole('row', { name: /Ritningsläsning/ })).toHaveTextContent('Inte rapporterad')
  })

  it('shows what is missing for approval while the book is not approved', async () => {
    await openOverview()
    const box = await screen.findByTestId('approval-box')
    expect(box).toHaveTextContent('Inte godkänd än')
    expect(within(box).getByText('Armering: 0 av 2 obligatoriska delmoment klara')).toBeInTheDocument()
    expect(within(box).getByText('Y2 Betongteknik')).toBeInTheDocument()
    expect(within(box).queryByText(/Gjutning/)).not.toBeInTheDocument()
  })

  it('shows who approved the book and when', async () => {
    await openOverview({
      book: {
        ...BOOK,
        displayState: 'approved',
        closedReason: 'approved',
        approval: { approvedBy: { id: 2101, firstName: 'Ivar', lastName: 'Handledare' }, approvedAt: '2026-06-01' },
      },
    })
    const box = await screen.findByTestId('approval-box')
    expect(box).toHaveTextContent('E-boken är godkänd')
    expect(box).toHaveTextContent('Godkänd av Ivar Handledare 2026-06-01.')
    expect(box).not.toHaveTextContent('återstår')
  })

  it('lists the reports newest first with period, state and detail count; the apprentice opens them in the report flow', async () => {
    await openOverview({ reports: [reportRow(0, { state: 'draft', savedAt: null }), reportRow(1)] })
    const list = await screen.findByTestId('report-list')
    expect(screen.getByText('2 rapporter, nyaste först.')).toBeInTheDocument()
    const links = within(list).getAllByRole('link')
    expect(links[0]).toHaveTextContent('2026-06-01 – 2026-06-05')
    expect(links[0]).toHaveTextContent('Utkast')
    expect(links[0]).toHaveTextContent('1 delmoment')
    expect(links[0]).toHaveAttribute('href', '/book/501/report/9000')
    expect(links[1]).toHaveTextContent('Sparad')
    expect(links[1]).toHaveTextContent('sparad 2026-05-30')
  })

  it('asks for the book and its first reports at once: the book waits for nothing (one round trip), and the reports are not asked for twice', async () => {
    // The book answers only once the reports have been asked for: a page that asked in turn would never open.
    let reportsAsked: () => void = () => {}
    const asked = new Promise<void>((resolve) => (reportsAsked = resolve))
    const { handlers, calls } = bookHandlers({ book: BOOK, reports: [reportRow(0)] })
    server.use(
      ...sessionHandlers({ user: apprentice }),
      http.patch(`${API}/reports/list`, () => {
        reportsAsked()
        return undefined
      }),
      http.get(`${API}/books/get/:id`, async () => {
        await asked
        return undefined
      }),
      ...handlers,
    )
    await renderApp({ user: apprentice, path: `/book/${BOOK.id}` })
    expect(await screen.findByText('1 rapport, nyaste först.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(calls.reportPages).toEqual([{ startAt: 0, pageSize: 100 }])
  })

  it('links other readers to the read-only report view', async () => {
    await openOverview(
      {
        book: { ...BOOK, viewer: { mayReport: false, mayManagePauses: true, mayReview: false, mayApprove: false } },
        reports: [reportRow(0)],
      },
      PERSONAS.yua,
    )
    const list = await screen.findByTestId('report-list')
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/books/501/report/9000')
  })

  it('opens a book with 300 reports on the first page, windowed, and loads the next page on request with focus on its first report', async () => {
    const reports = Array.from({ length: 300 }, (_, i) => reportRow(i))
    const { calls } = await openOverview({ reports })
    expect(await screen.findByText('Visar 100 av 300 rapporter, nyaste först.')).toBeInTheDocument()
    expect(calls.reportPages).toEqual([{ startAt: 0, pageSize: 100 }])
    const list = screen.getByTestId('report-list')
    // Windowed: only the rows near the viewport are in the page.
    expect(within(list).getAllByRole('link').length).toBeLessThan(40)
    expect(within(list).getAllByRole('listitem', { hidden: false })[0]).toHaveAttribute('aria-setsize', '300')

    await userEvent.click(screen.getByRole('button', { name: 'Visa 100 rapporter till' }))
    expect(await screen.findByText('Visar 200 av 300 rapporter, nyaste först.')).toBeInTheDocument()
    expect(calls.reportPages).toEqual([
      { startAt: 0, pageSize: 100 },
      { startAt: 100, pageSize: 100 },
    ])
    await waitFor(() => expect(document.activeElement?.closest('[data-index]')).toHaveAttribute('data-index', '100'))
    expect(document.activeElement).toHaveTextContent(`${reportRow(100).fromDate} – ${reportRow(100).toDate}`)
  })

  it('says so when there are no reports and no pauses yet', async () => {
    await openOverview({ reports: [], pauses: [] })
    expect(await screen.findByText('Inga rapporter än.')).toBeInTheDocument()
    expect(screen.getByText('Rapportera dina arbetsmoment med knappen ovan.')).toBeInTheDocument()
    expect(await screen.findByText('Inga pauser.')).toBeInTheDocument()
  })

  it('shows the pauses along the permitted period, read-only for a reader who may not manage them', async () => {
    await openOverview({ pauses: [SUMMER] })
    const pauses = await screen.findByTestId('pause-list')
    expect(pauses).toHaveTextContent('2026-06-22 till 2026-08-09')
    expect(pauses).toHaveTextContent('(49 dagar)')
    expect(pauses).toHaveTextContent('Sommaruppehåll')
    expect(screen.getByText('Tillåten period: 2025-08-18 till 2028-08-17. Pauser ligger inom den.')).toBeInTheDocument()
    expect(within(pauses).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Lägg till paus' })).not.toBeInTheDocument()
  })
})

describe('/book/$id pauses for a reader who manages them', { timeout: 20_000 }, () => {
  const manager = PERSONAS.yua
  const managed = { ...BOOK, viewer: { mayReport: false, mayManagePauses: true, mayReview: false, mayApprove: false } }

  async function fillPause(dialog: HTMLElement, values: { from?: string; to?: string; reason?: string }) {
    if (values.from !== undefined)
      fireEvent.change(within(dialog).getByLabelText(/Från och med/), { target: { value: values.from } })
    if (values.to !== undefined)
      fireEvent.change(within(dialog).getByLabelText(/Till och med/), { target: { value: values.to } })
    if (values.reason !== undefined) {
      const reason = within(dialog).getByLabelText(/Orsak/)
      await userEvent.clear(reason)
      if (values.reason) await userEvent.type(reason, values.reason)
    }
  }

  it('adds a pause after checking it, then reads the book again', async () => {
    const { calls } = await openOverview({ book: managed, pauses: [] }, manager)
    await screen.findByText('Inga pauser.')
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till paus' }))
    const dialog = await findOpenDialog('Lägg till paus')

    // Nothing filled in: every field says what is missing, nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till' }))
    const summary = await within(dialog).findByRole('alert', { name: 'Det finns ett problem' })
    expect(summary).toHaveTextContent('Ange pausens första dag')
    expect(summary).toHaveTextContent('Ange pausens sista dag')
    expect(summary).toHaveTextContent('Ange orsaken till pausen')
    expect(calls.pauseCreates).toEqual([])

    // End before start is refused before sending too.
    await fillPause(dialog, { from: '2027-01-20', to: '2027-01-10', reason: 'Föräldraledighet' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till' }))
    expect(
      await within(dialog).findByText('Slutdatumet kan inte vara före startdatumet', { selector: 'a' }),
    ).toBeInTheDocument()
    expect(calls.pauseCreates).toEqual([])

    await fillPause(dialog, { to: '2027-01-31' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.pauseCreates).toEqual([
      { bookId: 501, fromDate: '2027-01-20', toDate: '2027-01-31', reason: 'Föräldraledighet' },
    ])
    expect(await screen.findByText('Pausen är tillagd', {}, { timeout: TOAST_WAIT })).toBeInTheDocument()
    expect(screen.getByTestId('pause-list')).toHaveTextContent('2027-01-20 till 2027-01-31')
    // The display state may have changed: the book is read again.
    await waitFor(() => expect(calls.bookLoads).toBe(2))
  })

  it('refuses a pause that overlaps another before sending it', async () => {
    const { calls } = await openOverview({ book: managed, pauses: [SUMMER] }, manager)
    await screen.findByTestId('pause-list')
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till paus' }))
    const dialog = await findOpenDialog('Lägg till paus')
    await fillPause(dialog, { from: '2026-08-01', to: '2026-08-20', reason: 'Semester' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till' }))
    expect(await within(dialog).findByText('Perioden överlappar en annan paus', { selector: 'a' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Från och med/)).toHaveAttribute('aria-invalid', 'true')
    expect(calls.pauseCreates).toEqual([])
  })

  it('shows the server’s 422 text at its field and keeps the dialog open', async () => {
    const { calls } = await openOverview(
      {
        book: managed,
        pauses: [],
        pauseRefusal: {
          status: 422,
          body: {
            message: 'Validation error',
            errors: [{ field: 'fromDate', message: 'Perioden krockar med en rapport' }],
          },
        },
      },
      manager,
    )
    await screen.findByText('Inga pauser.')
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till paus' }))
    const dialog = await findOpenDialog('Lägg till paus')
    await fillPause(dialog, { from: '2027-01-10', to: '2027-01-20', reason: 'Ledig' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till' }))
    const from = within(dialog).getByLabelText(/Från och med/)
    await waitFor(() => expect(from).toHaveAccessibleDescription(/Perioden krockar med en rapport/))
    expect(calls.pauseCreates).toHaveLength(1)
    // Silent call: no §8 toast on top of the field's message.
    expect(screen.queryByText('Validation error')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Lägg till paus' })).toBeInTheDocument()
  })

  it('edits a pause from its own values', async () => {
    const { calls } = await openOverview({ book: managed, pauses: [SUMMER] }, manager)
    const pauses = await screen.findByTestId('pause-list')
    await userEvent.click(within(pauses).getByRole('button', { name: 'Ändra 2026-06-22 till 2026-08-09' }))
    const dialog = await findOpenDialog('Ändra paus')
    expect(within(dialog).getByLabelText(/Från och med/)).toHaveValue('2026-06-22')
    await fillPause(dialog, { reason: 'Semester' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }))
    await waitFor(() =>
      expect(calls.pauseUpdates).toEqual([
        { id: '1', body: { fromDate: '2026-06-22', toDate: '2026-08-09', reason: 'Semester' } },
      ]),
    )
    expect(await screen.findByText('Pausen är sparad', {}, { timeout: TOAST_WAIT })).toBeInTheDocument()
    expect(screen.getByTestId('pause-list')).toHaveTextContent('Semester')
  })

  it('deletes a pause only after the irreversible-action confirmation', async () => {
    const { calls } = await openOverview({ book: managed, pauses: [SUMMER] }, manager)
    const pauses = await screen.findByTestId('pause-list')
    await userEvent.click(within(pauses).getByRole('button', { name: 'Ta bort 2026-06-22 till 2026-08-09' }))
    const confirm = await findOpenDialog('Ta bort pausen 2026-06-22 till 2026-08-09?', 'alertdialog')
    expect(confirm).toHaveAccessibleDescription(/Det går inte att ångra/)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Avbryt' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(calls.pauseDeletes).toEqual([])

    await userEvent.click(
      within(screen.getByTestId('pause-list')).getByRole('button', { name: 'Ta bort 2026-06-22 till 2026-08-09' }),
    )
    const again = await findOpenDialog('Ta bort pausen 2026-06-22 till 2026-08-09?', 'alertdialog')
    await userEvent.click(within(again).getByRole('button', { name: 'Ta bort pausen' }))
    expect(await screen.findByText('Inga pauser.')).toBeInTheDocument()
    expect(calls.pauseDeletes).toEqual(['1'])
    expect(await screen.findByText('Pausen är borttagen', {}, { timeout: TOAST_WAIT })).toBeInTheDocument()
    // The button that opened the confirmation is gone: focus goes to the section's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Pauser' })).toHaveFocus())
  })

  it('keeps the pause and says why when the server refuses the delete', async () => {
    const { calls } = await openOverview(
      { book: managed, pauses: [SUMMER], pauseRefusal: { status: 403, body: { message: 'Forbidden' } } },
      manager,
    )
    const pauses = await screen.findByTestId('pause-list')
    await userEvent.click(within(pauses).getByRole('button', { name: 'Ta bort 2026-06-22 till 2026-08-09' }))
    const confirm = await findOpenDialog('Ta bort pausen 2026-06-22 till 2026-08-09?', 'alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ta bort pausen' }))
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Du har inte behörighet att spara eller ta bort här.',
    )
    expect(calls.pauseDeletes).toEqual(['1'])
    expect(screen.getByTestId('pause-list')).toHaveTextContent('Sommaruppehåll')
  })
})

describe('/book/$id reached from the start page and the menu', { timeout: 20_000 }, () => {
  it("opens from the start page's e-book list", async () => {
    const { handlers } = bookHandlers({ book: BOOK })
    server.use(...sessionHandlers({ user: apprentice }), ...handlers)
    // The contact check of the start page already answered (it would cover the page).
    rememberContactConfirmation(apprentice.id)
    const view = await renderApp({ user: apprentice, path: '/' })
    // The logged-in view loads lazily: give it the time a busy machine needs.
    await userEvent.click(await screen.findByRole('link', { name: 'Öppna e-bok 501' }, { timeout: 5_000 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'E-bok för Alva Lärling' })).toBeInTheDocument()
    expect(view.path()).toBe('/book/501')
  })

  it('opens from the side menu\'s "Min e-bok"', async () => {
    const { handlers } = bookHandlers({ book: BOOK })
    server.use(...sessionHandlers({ user: apprentice }), ...handlers)
    const view = await renderApp({ user: apprentice, path: '/notifications' })
    await userEvent.click(screen.getByRole('button', { name: 'Meny' }))
    await userEvent.click(await screen.findByRole('link', { name: 'Min e-bok' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'E-bok för Alva Lärling' })).toBeInTheDocument()
    expect(view.path()).toBe('/book/501')
  })
})

describe('/book/$id refused and failed', { timeout: 20_000 }, () => {
  it('sends a reader the API refuses (403) to the forbidden page', async () => {
    const { view } = await openOverview({ bookStatus: 403 })
    await waitFor(() => expect(view.path()).toBe('/forbidden'))
  })

  it('shows the not-found page for a book that does not exist (404)', async () => {
    await openOverview({ bookStatus: 404 })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeInTheDocument()
  })

  it('shows the not-found page for an id that is no id, without asking the API', async () => {
    const { handlers, calls } = bookHandlers({ book: BOOK })
    server.use(...sessionHandlers({ user: apprentice }), ...handlers)
    await renderApp({ user: apprentice, path: '/book/abc' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeInTheDocument()
    expect(calls.bookLoads).toBe(0)
  })

  it('shows a load-failed page with a retry when the book cannot be read', async () => {
    await openOverview({ bookStatus: 500 })
    expect(await screen.findByTestId('book-load-failed')).toHaveTextContent(
      'E-boken kunde inte hämtas. Försök igen om en stund.',
    )
    expect(screen.getByRole('heading', { level: 1, name: 'E-bok' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument()
  })

  it('sends a logged-out visitor to the start page', async () => {
    server.use(...sessionHandlers({ user: null }))
    const view = await renderApp({ path: '/book/501' })
    await waitFor(() => expect(view.path()).toBe('/'))
  })

  it('speaks English and Polish, with Polish plural forms for counts', async () => {
    const reports = Array.from({ length: 5 }, (_, i) => reportRow(i))
    const { handlers } = bookHandlers({ book: BOOK, reports, pauses: [SUMMER] })
    server.use(...sessionHandlers({ user: apprentice }), ...handlers)
    await renderApp({ user: apprentice, path: '/book/501', locale: 'pl' })
    expect(await screen.findByRole('heading', { level: 1, name: 'E-książka: Alva Lärling' })).toBeInTheDocument()
    expect(await screen.findByText('5 raportów, od najnowszego.')).toBeInTheDocument()
    expect(within(screen.getByTestId('report-list')).getAllByRole('link')[1]).toHaveTextContent('2 części')
    expect(within(screen.getByTestId('report-list')).getAllByRole('link')[0]).toHaveTextContent('1 część')
    expect(await screen.findByText('(49 dni)')).toBeInTheDocument()
  })
})
