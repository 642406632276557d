import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SAMPLE_IDS, sampleBook, sampleDetail, sampleReport } from '../../../../machines/ebook/ebook-report.fixtures'
import { API } from '../../../test/api-handlers'
import { findOpenDialog } from '../../../test/dialogs'
import { renderApp } from '../../../test/render-app'
import { reportBackend, reporter, reportPageServer } from './report-test-kit'

const server = reportPageServer()
/** Whole pages through the app on a busy 2-core machine: a few seconds each. */
const SLOW = 30_000
const user = reporter
const BOOK = SAMPLE_IDS.book
const DRAFT = `/book/${BOOK}/report/${SAMPLE_IDS.draft}`

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name })
const partRow = (partId: number) => screen.getByTestId(`part-${partId}`)

async function openDraft(options: Parameters<typeof reportBackend>[1] = {}) {
  const backend = reportBackend(server, options)
  const app = await renderApp({ path: DRAFT, user })
  expect(await heading('Välj delmoment och bedöm dig själv')).toBeInTheDocument()
  return { backend, app }
}

/** Rates a part in the modal with the keyboard: arrow keys between the level radios, Enter sends. */
async function rateWithKeyboard(partName: string, level: 1 | 2 | 3 | 4) {
  // Found again once the page is no longer hidden behind the modal that closed before.
  await userEvent.click(await screen.findByRole('button', { name: `Välj ${partName}` }))
  const dialog = await findOpenDialog(`Bedöm: ${partName}`)
  const first = within(dialog).getByRole('radio', { name: 'Nivå 1' })
  first.focus()
  await userEvent.keyboard('[Space]')
  for (let i = 1; i < level; i++) await userEvent.keyboard('[ArrowDown]')
  expect(within(dialog).getByRole('radio', { name: `Nivå ${level}` })).toBeChecked()
  await userEvent.keyboard('[Enter]')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

describe('a draft report: parts and ratings', { timeout: SLOW }, () => {
  it('rates a part in a keyboard-operable modal that shows the required level, and counts it', async () => {
    const { backend } = await openDraft()
    expect(screen.getByTestId('parts-count')).toHaveTextContent('0 delmoment valda')

    await userEvent.click(screen.getByRole('button', { name: 'Välj Montera bottenplatta' }))
    const dialog = await findOpenDialog('Bedöm: Montera bottenplatta')
    expect(within(dialog).getByTestId('rating-required')).toHaveTextContent('Krävd nivå för delmomentet: 3')
    // Each level says what it means (level-words.tsx); the required one says so too.
    expect(within(dialog).getByRole('radio', { name: 'Nivå 3' })).toHaveAccessibleDescription(
      'Med visst stöd: Utför momentet själv; handledaren stämmer av resultatet. Krävd nivå',
    )
    expect(within(dialog).getByRole('radio', { name: 'Nivå 1' })).toHaveAccessibleDescription(
      'Har sett: Har sett momentet utföras och fått det förklarat.',
    )
    // Sending without a level says what is missing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara bedömningen' }))
    expect(within(dialog).getByRole('group', { name: 'Vilken nivå har du nått?' })).toHaveAccessibleDescription(
      expect.stringContaining('Välj en nivå från 1 till 4.'),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await rateWithKeyboard('Montera bottenplatta', 3)

    expect(backend.details).toEqual([{ partId: 5011, level: 3 }])
    expect(within(partRow(5011)).getByText('Din bedömning: nivå 3 (Med visst stöd)')).toBeInTheDocument()
    expect(screen.getByTestId('parts-count')).toHaveTextContent('1 delmoment valt')
  })

  it('closes the modal on Escape with nothing changed, focus back on the part, the page as it was while typing', async () => {
    const { backend } = await openDraft()
    const choose = screen.getByRole('button', { name: 'Välj Förankra ställning' })
    await userEvent.click(choose)
    const dialog = await findOpenDialog('Bedöm: Förankra ställning')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Nivå 2' }))
    await userEvent.type(within(dialog).getByLabelText(/Kommentar/), 'Nästan')
    expect(within(dialog).getByLabelText(/Kommentar/)).toHaveValue('Nästan')
    expect(screen.getByTestId('parts-count')).toHaveTextContent('0 delmoment valda')

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(choose).toHaveFocus())
    expect(backend.details).toEqual([])
    expect(within(partRow(5012)).queryByText(/Din bedömning/)).not.toBeInTheDocument()
  })

  it('lets the other parts wait while a part is removed, and frees them after', async () => {
    await openDraft({
      reports: [sampleReport({ details: [sampleDetail({ id: 7050, partId: 5031, elementId: 503, level: 1 })] })],
    })
    let release = () => {}
    const held = new Promise<void>((done) => (release = done))
    server.use(
      http.delete(`${API}/books/:bookId/reports/:reportId/report-details/:id/delete`, async () => {
        await held
        return HttpResponse.json({ ok: true })
      }),
    )
    const other = screen.getByRole('button', { name: 'Välj Förankra ställning' })
    expect(other).toBeEnabled()

    await userEvent.click(within(partRow(5031)).getByRole('button', { name: 'Ta bort Demontera i rätt ordning' }))
    await waitFor(() => expect(other).toBeDisabled())
    expect(within(partRow(5031)).getByRole('button', { name: 'Ändra Demontera i rätt ordning' })).toBeDisabled()

    release()
    await waitFor(() =>
      expect(within(partRow(5031)).getByRole('button', { name: 'Välj Demontera i rätt ordning' })).toBeEnabled(),
    )
    expect(other).toBeEnabled()
    expect(screen.getByTestId('parts-count')).toHaveTextContent('0 delmoment valda')
  })

  it('offers no way to choose a part of a closed element and says why', async () => {
    await openDraft()
    const fallskydd = screen.getByTestId('element-502')
    expect(within(fallskydd).getByText(/Momentet är avslutat: alla delmoment har nått nivå 4/)).toBeInTheDocument()
    expect(within(fallskydd).queryByRole('button')).not.toBeInTheDocument()
  })

  it('changes and removes a rated part', async () => {
    const { backend } = await openDraft({
      reports: [sampleReport({ details: [sampleDetail({ id: 7050, partId: 5031, elementId: 503, level: 1 })] })],
    })
    expect(within(partRow(5031)).getByText('Din bedömning: nivå 1 (Har sett)')).toBeInTheDocument()

    await userEvent.click(within(partRow(5031)).getByRole('button', { name: 'Ändra Demontera i rätt ordning' }))
    const dialog = await findOpenDialog('Bedöm: Demontera i rätt ordning')
    expect(within(dialog).getByRole('radio', { name: 'Nivå 1' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Nivå 2' }))
    await userEvent.type(within(dialog).getByLabelText(/Kommentar/), 'Nu går det bättre.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara bedömningen' }))
    await waitFor(() =>
      expect(within(partRow(5031)).getByText('Din bedömning: nivå 2 (Med handledning)')).toBeInTheDocument(),
    )
    expect(backend.details).toEqual([{ level: 2, comment: 'Nu går det bättre.' }])

    await userEvent.click(within(partRow(5031)).getByRole('button', { name: 'Ta bort Demontera i rätt ordning' }))

    await waitFor(() =>
      expect(within(partRow(5031)).getByRole('button', { name: 'Välj Demontera i rätt ordning' })).toBeInTheDocument(),
    )
    expect(backend.deletedDetails).toEqual([7050])
  })

  it('keeps the modal open with the chosen level when the rating fails', async () => {
    await openDraft({ detailRefusal: { status: 500, body: { message: 'Fel' } } })
    await userEvent.click(screen.getByRole('button', { name: 'Välj Förankra ställning' }))
    const dialog = await findOpenDialog('Bedöm: Förankra ställning')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Nivå 2' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara bedömningen' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Det gick inte att lägga till delmomentet. Försök igen.',
    )
    expect(within(dialog).getByRole('radio', { name: 'Nivå 2' })).toBeChecked()
  })
})

describe('a draft report: saving and deleting', { timeout: SLOW }, () => {
  async function onSummary(options: Parameters<typeof reportBackend>[1] = {}) {
    const opened = await openDraft({ reports: [sampleReport({ details: [sampleDetail()] })], ...options })
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    expect(await heading('Kommentar, plats och datum')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/^Plats/), 'Kvarnholmen')
    return opened
  }

  it('asks before saving; cancelled, nothing is saved; confirmed, the report is saved and read-only', async () => {
    const { backend } = await onSummary()
    await userEvent.click(screen.getByRole('button', { name: 'Spara rapporten' }))
    let confirm = await findOpenDialog('Spara rapporten?', 'alertdialog')
    expect(confirm).toHaveTextContent('En sparad rapport kan inte ändras.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Avbryt' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(backend.updated).toEqual([])
    expect(screen.getByLabelText(/^Plats/)).toHaveValue('Kvarnholmen')

    await userEvent.click(screen.getByRole('button', { name: 'Spara rapporten' }))
    confirm = await findOpenDialog('Spara rapporten?', 'alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, spara' }))

    expect(await screen.findByTestId('report-saved')).toHaveTextContent(
      'Rapporten är sparad. Den kan inte längre ändras.',
    )
    expect(backend.updated).toEqual([{ place: 'Kvarnholmen', comment: '', date: '2026-11-06', save: true }])
    expect(screen.getByTestId('fact-place')).toHaveTextContent('Kvarnholmen')
    expect(screen.queryByRole('button', { name: /Välj|Ändra|Ta bort/ })).not.toBeInTheDocument()
  })

  it('says to check the employment date when saving is refused for it, everything kept', async () => {
    await onSummary({
      saveRefusal: {
        status: 422,
        body: { message: 'Kontrollera anställningsdatumet', data: { reason: 'employmentDate' } },
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Spara rapporten' }))
    await userEvent.click(
      within(await findOpenDialog('Spara rapporten?', 'alertdialog')).getByRole('button', { name: 'Ja, spara' }),
    )
    expect(await screen.findByTestId('wizard-error')).toHaveTextContent('Kontrollera anställningsdatumet')
    expect(screen.getByLabelText(/^Plats/)).toHaveValue('Kvarnholmen')
  })

  it('deletes the draft after an irreversible-action confirmation and goes back to the report list', async () => {
    const { backend, app } = await openDraft()
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort utkastet' }))
    const confirm = await findOpenDialog('Ta bort utkastet?', 'alertdialog')
    expect(confirm).toHaveTextContent('Det går inte att ångra.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ta bort' }))

    expect(await heading('Rapportera arbetsmoment')).toBeInTheDocument()
    await waitFor(() => expect(app.path()).toBe(`/book/${BOOK}/report-element`))
    expect(backend.deletedReports).toEqual([SAMPLE_IDS.draft])
  })
})

describe('a report that cannot change', { timeout: SLOW }, () => {
  it('shows a saved report read-only', async () => {
    reportBackend(server, {
      reports: [sampleReport({ state: 'saved', savedAt: '2026-11-07', place: 'Bygget', details: [sampleDetail()] })],
    })
    await renderApp({ path: DRAFT, user })
    expect(await heading('Rapport 2026-11-02 – 2026-11-06')).toBeInTheDocument()
    expect(screen.getByTestId('report-state')).toHaveTextContent('Sparad 2026-11-07')
    expect(within(screen.getByTestId('rated-parts')).getByText('Montera bottenplatta')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Välj|Spara|Ta bort/ })).not.toBeInTheDocument()
  })

  it('reads a draft of a book closed for reporting, with the reason', async () => {
    reportBackend(server, {
      book: sampleBook({ displayState: 'approved', closedReason: 'approved', status: 'approved' }),
    })
    await renderApp({ path: DRAFT, user })
    expect(await screen.findByTestId('report-closed')).toHaveTextContent(
      'E-boken är godkänd av handledaren, så rapporteringen är avslutad.',
    )
    expect(screen.getByTestId('report-state')).toHaveTextContent('Utkast')
    expect(screen.queryByRole('button', { name: 'Fortsätt' })).not.toBeInTheDocument()
  })
})
