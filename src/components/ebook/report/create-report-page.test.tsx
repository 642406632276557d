import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SAMPLE_IDS, sampleBook } from '../../../../machines/ebook/ebook-report.fixtures'
import { renderApp } from '../../../test/render-app'
import { reportBackend, reporter, reportPageServer } from './report-test-kit'

const server = reportPageServer()
/** Whole pages through the app on a busy 2-core machine: a few seconds each. */
const SLOW = 30_000
const user = reporter
const BOOK = SAMPLE_IDS.book
const CREATE = `/book/${BOOK}/create-overview`

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name })
const continueButton = () => screen.getByRole('button', { name: 'Fortsätt' })

describe('new report: period, workplace, instructor', { timeout: SLOW }, () => {
  it('takes yesterday with one tap, then the workplace and the instructor, creates the draft and goes on to its parts', async () => {
    const backend = reportBackend(server)
    const app = await renderApp({ path: CREATE, user })

    expect(await heading('Vilken period vill du rapportera?')).toBeInTheDocument()
    // Counted with the draft's two steps (issue 17), and the hint gives the days the rules take: today the latest.
    expect(screen.getByText('Steg 1 av 5')).toBeInTheDocument()
    expect(screen.getByText('Perioden ska ligga mellan 2026-02-01 och 2026-11-16.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Till och med/)).toHaveAttribute('max', '2026-11-16')
    await userEvent.click(screen.getByRole('button', { name: /Igår/ }))

    const workplace = await heading('På vilken arbetsplats har du arbetat?')
    // Focus moves to the new step's heading.
    await waitFor(() => expect(workplace).toHaveFocus())
    await waitFor(() => expect(app.router.state.location.search).toEqual({ step: 'workplace' }))
    // The latest report's workplace is chosen already (issue 17); this report is from another one.
    expect(screen.getByRole('radio', { name: 'Verkstaden' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Bygget Kvarnholmen' }))
    await userEvent.click(continueButton())

    expect(await heading('Vem var din handledare?')).toBeInTheDocument()
    expect(screen.getByText('Steg 3 av 5')).toBeInTheDocument()
    await userEvent.click(continueButton())
    const summary = await screen.findByRole('alert', { name: 'Det finns ett problem' })
    expect(within(summary).getByRole('link', { name: 'Välj en handledare.' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Karin Handledare' }))
    await userEvent.click(continueButton())

    expect(await heading('Välj delmoment och bedöm dig själv')).toBeInTheDocument()
    expect(screen.getByText('Steg 4 av 5')).toBeInTheDocument()
    expect(backend.created).toEqual([
      { bookId: BOOK, fromDate: '2026-11-15', toDate: '2026-11-15', workplaceId: 32, instructorId: 2102 },
    ])
    await waitFor(() => expect(app.path()).toBe(`/book/${BOOK}/report/${SAMPLE_IDS.newReport}`))
    expect(screen.getByTestId('fact-period')).toHaveTextContent('2026-11-15')
  })

  it('checks the dates against the book: an overlap with another report is named with its period', async () => {
    reportBackend(server)
    await renderApp({ path: CREATE, user })
    await heading('Vilken period vill du rapportera?')

    await userEvent.type(screen.getByLabelText(/Från och med/), '2026-11-12')
    await userEvent.type(screen.getByLabelText(/Till och med/), '2026-11-14')
    await userEvent.click(continueButton())

    const summary = await screen.findByRole('alert', { name: 'Det finns ett problem' })
    const text = 'Perioden överlappar en annan rapport (2026-11-09 – 2026-11-13).'
    expect(within(summary).getByRole('link', { name: text })).toHaveAttribute('href', '#report-from-date')
    expect(screen.getByLabelText(/Från och med/)).toHaveAccessibleDescription(expect.stringContaining(text))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vilken period vill du rapportera?')
  })

  it('goes back to the period with the server’s words when it refuses the period, everything kept', async () => {
    reportBackend(server, {
      createRefusal: {
        status: 422,
        body: {
          message: 'Formuläret är inte korrekt ifyllt',
          errors: [{ field: 'fromDate', message: 'Perioden överlappar en paus.' }],
        },
      },
    })
    await renderApp({ path: CREATE, user })
    await heading('Vilken period vill du rapportera?')
    await userEvent.click(screen.getByRole('button', { name: /I förrgår/ }))
    await heading('På vilken arbetsplats har du arbetat?')
    await userEvent.click(screen.getByRole('radio', { name: 'Verkstaden' }))
    await userEvent.click(continueButton())
    await heading('Vem var din handledare?')
    await userEvent.click(screen.getByRole('radio', { name: 'Johan Handledare' }))
    await userEvent.click(continueButton())

    expect(await heading('Vilken period vill du rapportera?')).toBeInTheDocument()
    const summary = await screen.findByRole('alert', { name: 'Det finns ett problem' })
    expect(within(summary).getByRole('link', { name: 'Perioden överlappar en paus.' })).toBeInTheDocument()
    expect(screen.getByLabelText(/Från och med/)).toHaveValue('2026-11-14')
  })

  it('says to check the employment date when the server refuses the draft for it', async () => {
    reportBackend(server, {
      createRefusal: {
        status: 422,
        body: {
          message: 'Kontrollera anställningsdatumet',
          errors: [{ field: 'fromDate', message: 'Före anställningsdatumet' }],
          data: { reason: 'employmentDate' },
        },
      },
    })
    await renderApp({ path: CREATE, user })
    await heading('Vilken period vill du rapportera?')
    await userEvent.click(screen.getByRole('button', { name: /Idag/ }))
    await userEvent.click(await screen.findByRole('radio', { name: 'Verkstaden' }))
    await userEvent.click(continueButton())
    await userEvent.click(await screen.findByRole('radio', { name: 'Johan Handledare' }))
    await userEvent.click(continueButton())

    expect(await screen.findByTestId('wizard-error')).toHaveTextContent(
      'Rapporten kunde inte skapas eller sparas. Kontrollera anställningsdatumet.',
    )
    expect(screen.getByLabelText(/Från och med/)).toHaveAccessibleDescription(
      expect.stringContaining('Kontrollera anställningsdatumet'),
    )
  })

  it('keeps the progress through a reload', async () => {
    reportBackend(server)
    await renderApp({ path: CREATE, user })
    await heading('Vilken period vill du rapportera?')
    await userEvent.click(screen.getByRole('button', { name: /Idag/ }))
    await heading('På vilken arbetsplats har du arbetat?')
    await userEvent.click(screen.getByRole('radio', { name: 'Verkstaden' }))
    cleanup()

    await renderApp({ path: `${CREATE}?step=workplace`, user })

    expect(await heading('På vilken arbetsplats har du arbetat?')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Verkstaden' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Tillbaka' }))
    expect(await screen.findByLabelText(/Från och med/)).toHaveValue('2026-11-16')
  })

  it('shows why a book closed for reporting cannot be reported in, and no way to report', async () => {
    reportBackend(server, { book: sampleBook({ displayState: 'paused', closedReason: 'paused' }) })
    await renderApp({ path: CREATE, user })
    expect(await screen.findByTestId('report-closed')).toHaveTextContent(
      'Utbildningen är pausad: du kan rapportera igen när pausen är slut.',
    )
    expect(screen.queryByRole('button', { name: 'Fortsätt' })).not.toBeInTheDocument()
  })
})
