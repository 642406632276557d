/**
 * One apprentice's calibration heatmap against the in-process simulated backend (the scenario's 7012
 * with divergent ratings, 7013 with nothing assessed yet, Johan Berg supervising both).
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockServer } from '../../../../mock-server/node'
import { INSTRUCTOR_IDS as I, type PersonaKey } from '../../../../mock-server/seed'
import { getBookCalibration } from '../../../api/ebook/calibration'
import { switchLocale } from '../../../i18n/i18n'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'
import { BookCalibration } from './book-calibration'

withScenarioBackend()

async function show(key: PersonaKey, bookId: number) {
  await scenarioUser(key)
  render(<BookCalibration bookId={bookId} />)
}

const FORMBYGGNAD = 10101
const STOMRESNING = 10102
const INREDNING = 10103

describe('BookCalibration', { timeout: 30_000 }, () => {
  it("shows Johan 7012's divergences in numbers and symbols, not colour alone, with a count per element and in all", async () => {
    await show('instructor', I.divergentBook)
    expect(
      await screen.findByText(
        'Oliver Bergström · Träarbetare: lärlingens egen nivå mot handledarens, per arbetsmoment och rapport.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Självskattning mot handledarens bedömning' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Handledaren har bedömt 3 av 6 självskattningar. Överskattade: 2. Underskattade: 1.'),
    ).toBeInTheDocument()

    // Formbyggnad in 22201: Oliver 3 and 2 (mean 2,5), Anders 2 on the first: over-rated, marked.
    const over = screen.getByTestId(`calibration-cell-${FORMBYGGNAD}-${I.otherInstructorsReport}`)
    expect(over).toHaveTextContent('2,5 / 2▲ ×2')
    expect(over).toHaveAttribute('data-tone', 'overRating')
    expect(over.className).toMatch(/divergent/)
    // Stomresning in 22202: one part each way.
    expect(screen.getByTestId(`calibration-cell-${STOMRESNING}-${I.divergentReport}`)).toHaveTextContent(
      '2,5 / 2,5± ×2',
    )
    expect(screen.getByTestId(`calibration-counts-${STOMRESNING}`)).toHaveTextContent('2/2▲1 ▼1')
    // Inredning in the unread 22203: not assessed, no mark.
    const waiting = screen.getByTestId(`calibration-cell-${INREDNING}-${I.unreadReport}`)
    expect(waiting).toHaveTextContent('3,5 / –? ×2')
    expect(waiting.className).not.toMatch(/divergent/)
    expect(screen.getByTestId('calibration-totals')).toHaveTextContent('3/6▲2 ▼1')
    // Columns are the reports, oldest first.
    expect(within(screen.getByTestId('calibration-grid')).getByText('2026-06-08')).toBeInTheDocument()
  })

  it('gives a screen reader the table only (the grid is hidden from it), with every cell in words', async () => {
    await show('instructor', I.divergentBook)
    const table = await screen.findByRole('table', { name: /^Lärlingens nivå mot handledarens/ })
    expect(screen.getAllByRole('table')).toHaveLength(1)
    expect(screen.getByTestId('calibration-grid')).toHaveAttribute('aria-hidden', 'true')
    // The scrolling box is reachable by keyboard and says what it holds.
    expect(screen.getByRole('group', { name: 'Värmekarta, samma uppgifter som i tabellen' })).toHaveAttribute(
      'tabindex',
      '0',
    )

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Arbetsmoment',
      'Rapport 2026-06-08 till 2026-06-12',
      'Rapport 2026-09-07 till 2026-09-11',
      'Rapport 2026-10-26 till 2026-10-30',
      'Summa',
    ])
    const row = within(table).getByRole('row', { name: /^Formbyggnad/ })
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent)
    expect(cells[0]).toBe(
      'Lärlingen 2,5, handledaren 2: överskattad (2 delmoment, medelvärden; bedömda: 1, överskattade: 1, underskattade: 0)',
    )
    expect(cells[1]).toBe('Inte rapporterat')
    expect(cells[3]).toBe('Självskattade: 2, bedömda: 1, överskattade: 1, underskattade: 0')
    expect(within(within(table).getByRole('row', { name: /^Inredning/ })).getAllByRole('cell')[2]).toHaveTextContent(
      /^Lärlingen 3,5, inte bedömd/,
    )
  })

  it('says when nothing is assessed yet, and how many self-ratings wait (7013)', async () => {
    await show('instructor', I.waitingBook)
    expect(await screen.findByText('Inga bedömda rapporter ännu.')).toBeInTheDocument()
    expect(screen.getByText('5 självskattningar väntar på handledarens bedömning.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows a failed call with "try again"; the answer then comes and focus goes to the heading', async () => {
    mockServer.use(http.get('*/api/m/v1/books/:id/calibration', () => HttpResponse.error(), { once: true }))
    await show('instructor', I.divergentBook)
    expect(await screen.findByRole('status')).toHaveTextContent('Hämtar självskattningar och bedömningar…')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Kunde inte hämta självskattningarna.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }))
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Självskattning mot handledarens bedömning' }),
      ).toHaveFocus(),
    )
    expect(screen.getByRole('table')).toBeInTheDocument()
  })

  it("takes the call the route's loader started and does not ask again", async () => {
    await scenarioUser('instructor')
    const calls: string[] = []
    const count = ({ request }: { request: Request }) =>
      void (request.url.includes('/calibration') && calls.push(request.url))
    mockServer.events.on('request:start', count)
    try {
      const started = getBookCalibration(I.divergentBook, { silent: true })
      render(<BookCalibration bookId={I.divergentBook} started={started} />)
      expect(await screen.findByRole('table')).toBeInTheDocument()
      expect(calls).toHaveLength(1)
    } finally {
      mockServer.events.removeListener('request:start', count)
    }
  })

  it('tells a reader without access so, with nothing to try again (403)', async () => {
    await show('departmentAdmin', I.divergentBook)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Du har inte behörighet att se den här e-boken.')
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument()
  })

  it('speaks English with English numbers', async () => {
    await switchLocale('en')
    await show('instructor', I.divergentBook)
    const table = await screen.findByRole('table', { name: /^The apprentice's level against the instructor's/ })
    expect(within(within(table).getByRole('row', { name: /^Stomresning/ })).getAllByRole('cell')[1]).toHaveTextContent(
      /^Apprentice 2\.5, instructor 2\.5: both over- and under-rated/,
    )
    expect(
      screen.getByText('The instructor has assessed 3 of 6 self-ratings. Over-rated: 2. Under-rated: 1.'),
    ).toBeInTheDocument()
  })
})
