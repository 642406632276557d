import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SAMPLE_IDS } from '../../../../machines/ebook/ebook-report.fixtures'
import { API } from '../../../test/api-handlers'
import { findOpenDialog } from '../../../test/dialogs'
import { renderApp } from '../../../test/render-app'
import { outboxItem } from '../../../../machines/ebook/ebook-outbox.machine'
import { outboxStorageKey } from '../../../domain/ebook'
import { readOutbox, stopOutbox } from './outbox-store'
import { reportBackend, reporter, reportPageServer } from './report-test-kit'

const server = reportPageServer()
const SLOW = 30_000
const user = reporter
const BOOK = SAMPLE_IDS.book

// A page left mounted by the test before may have started an outbox while the app was torn down.
beforeEach(() => stopOutbox())
afterEach(() => {
  stopOutbox()
  localStorage.clear()
})

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name })

describe('reporting without a connection', { timeout: SLOW }, () => {
  it('makes the report on the device, marks it not sent yet, and sends it in steps when the connection returns', async () => {
    const backend = reportBackend(server)
    // No connection for the draft (the book was read before it went), nor for the outbox's first try.
    let attempts = 0
    const noConnection = () => {
      attempts += 1
      return HttpResponse.error()
    }
    server.use(
      http.post(`${API}/reports/create`, noConnection, { once: true }),
      http.post(`${API}/reports/create`, noConnection, { once: true }),
    )
    const app = await renderApp({ path: `/book/${BOOK}/create-overview`, user })
    await heading('Vilken period vill du rapportera?')
    await userEvent.click(screen.getByRole('button', { name: /Igår/ }))
    await userEvent.click(await screen.findByRole('radio', { name: 'Verkstaden' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    await userEvent.click(await screen.findByRole('radio', { name: 'Johan Handledare' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))

    expect(await heading('Välj delmoment och bedöm dig själv')).toBeInTheDocument()
    expect(screen.getByTestId('report-offline')).toHaveTextContent(
      'Ingen anslutning. Rapporten görs på den här enheten',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Välj Montera bottenplatta' }))
    const dialog = await findOpenDialog('Bedöm: Montera bottenplatta')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Nivå 3' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara bedömningen' }))
    await waitFor(() => expect(screen.getByTestId('parts-count')).toHaveTextContent('1 delmoment valt'))
    expect(backend.details).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    await heading('Kommentar, plats och datum')
    await userEvent.click(screen.getByRole('button', { name: 'Spara rapporten' }))
    const confirm = await findOpenDialog('Spara rapporten?', 'alertdialog')
    expect(confirm).toHaveTextContent('Den skickas när anslutningen är tillbaka.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, spara' }))

    // Said once the device really holds it (IndexedDB); the first try failed for want of a connection.
    const queued = await screen.findByTestId('report-queued')
    await waitFor(() => expect(queued).toHaveTextContent('Rapporten är sparad på den här enheten'))
    expect(await readOutbox(user.id)).toMatchObject([
      { status: 'pending', reportId: null, draft: { fromDate: '2026-11-15', save: true } },
    ])

    await userEvent.click(screen.getByRole('link', { name: 'Till rapporterna' }))
    await waitFor(() => expect(app.path()).toBe(`/book/${BOOK}/report-element`))
    const kept = await screen.findByTestId('report-outbox')
    expect(within(kept).getByText('Inte skickad än')).toBeInTheDocument()
    expect(kept).toHaveTextContent('1 delmoment bedömt · sparas när den skickas')

    await waitFor(() => expect(attempts).toBe(2))
    // The connection returns (said again until the outbox, done with its failed try, takes it).
    await waitFor(() => {
      act(() => void window.dispatchEvent(new Event('online')))
      expect(backend.created).toHaveLength(1)
    })

    await waitFor(() => expect(screen.queryByTestId('report-outbox')).not.toBeInTheDocument())
    expect(backend.details).toEqual([{ partId: 5011, level: 3 }])
    expect(backend.created).toMatchObject([
      { bookId: BOOK, fromDate: '2026-11-15', toDate: '2026-11-15', workplaceId: 31, instructorId: 2101 },
    ])
    expect(backend.updated).toEqual([{ place: '', comment: '', date: '2026-11-16', save: true }])
    await waitFor(async () => expect(await readOutbox(user.id)).toEqual([]))
  })

  it('says so when the device cannot keep the report (no storage), instead of claiming it is saved there', async () => {
    reportBackend(server)
    server.use(http.post(`${API}/reports/create`, () => HttpResponse.error()))
    // A private window or a full disk: IndexedDB refuses.
    vi.stubGlobal('indexedDB', undefined)
    await renderApp({ path: `/book/${BOOK}/create-overview`, user })
    await heading('Vilken period vill du rapportera?')
    await userEvent.click(screen.getByRole('button', { name: /Igår/ }))
    await userEvent.click(await screen.findByRole('radio', { name: 'Verkstaden' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    await userEvent.click(await screen.findByRole('radio', { name: 'Johan Handledare' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    await heading('Välj delmoment och bedöm dig själv')
    await userEvent.click(screen.getByRole('button', { name: 'Välj Montera bottenplatta' }))
    const dialog = await findOpenDialog('Bedöm: Montera bottenplatta')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Nivå 3' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara bedömningen' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt' }))
    await heading('Kommentar, plats och datum')
    await userEvent.click(screen.getByRole('button', { name: 'Spara rapporten' }))
    const confirm = await findOpenDialog('Spara rapporten?', 'alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, spara' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Rapporten kunde inte sparas på den här enheten')
    expect(await heading('Rapporten är inte skickad än')).toBeInTheDocument()
    expect(screen.getByTestId('report-queued')).not.toHaveTextContent('sparad på den här enheten')
  })

  it('opens a report the server refused, lets its period be changed, and sends it again', async () => {
    const backend = reportBackend(server)
    server.use(
      http.post(
        `${API}/reports/create`,
        () =>
          HttpResponse.json(
            {
              message: 'Perioden överlappar',
              errors: [{ field: 'fromDate', message: 'Perioden överlappar en annan rapport.' }],
            },
            { status: 422 },
          ),
        {
          once: true,
        },
      ),
    )
    const draft = {
      bookId: BOOK,
      fromDate: '2026-11-12',
      toDate: '2026-11-12',
      workplaceId: 31,
      instructorId: 2101,
      details: [{ partId: 5011, level: 3 as const, comment: '' }],
      place: '',
      comment: '',
      date: '2026-11-16',
      save: true,
    }
    localStorage.setItem(
      outboxStorageKey(user.id),
      JSON.stringify([outboxItem(draft, 'kept-1', '2026-11-16T08:00:00.000Z')]),
    )
    const app = await renderApp({ path: `/book/${BOOK}/report-element`, user })
    const card = await screen.findByTestId('outbox-kept-1')
    expect(await within(card).findByRole('alert')).toHaveTextContent('Perioden överlappar en annan rapport.')

    await userEvent.click(within(card).getByRole('button', { name: 'Öppna och ändra 2026-11-12' }))
    await waitFor(() => expect(app.path()).toBe(`/book/${BOOK}/create-overview`))
    await heading('Vilken period vill du rapportera?')
    await userEvent.click(screen.getByRole('button', { name: /Igår/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt' }))
    // Its rated part is there, as kept.
    await waitFor(() => expect(screen.getByTestId('parts-count')).toHaveTextContent('1 delmoment valt'))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    await heading('Kommentar, plats och datum')
    await userEvent.click(screen.getByRole('button', { name: 'Spara rapporten' }))
    await userEvent.click(
      within(await findOpenDialog('Spara rapporten?', 'alertdialog')).getByRole('button', { name: 'Ja, spara' }),
    )

    await waitFor(() => expect(backend.updated).toHaveLength(1))
    expect(backend.created.at(-1)).toMatchObject({ fromDate: '2026-11-15', toDate: '2026-11-15' })
    expect(backend.details).toEqual([{ partId: 5011, level: 3 }])
    await waitFor(async () => expect(await readOutbox(user.id)).toEqual([]))
  })

  it('keeps a report the server refuses, with the reason, to try again or discard', async () => {
    reportBackend(server, {
      createRefusal: {
        status: 422,
        body: {
          message: 'Perioden överlappar',
          errors: [{ field: 'fromDate', message: 'Perioden överlappar en annan rapport.' }],
        },
      },
    })
    localStorage.setItem(
      `pp.outbox.ebook-report.${user.id}`,
      JSON.stringify([
        {
          id: 'kept-1',
          queuedAt: '2026-11-15T10:00:00.000Z',
          reportId: null,
          sentDetails: 0,
          status: 'pending',
          error: null,
          draft: {
            bookId: BOOK,
            fromDate: '2026-11-12',
            toDate: '2026-11-12',
            workplaceId: 31,
            instructorId: 2101,
            details: [],
            place: '',
            comment: '',
            date: '2026-11-12',
            save: false,
          },
        },
      ]),
    )
    await renderApp({ path: `/book/${BOOK}/report-element`, user })

    const card = await screen.findByTestId('outbox-kept-1')
    expect(await within(card).findByRole('alert')).toHaveTextContent('Perioden överlappar en annan rapport.')
    expect(card).toHaveTextContent('Kunde inte skickas')
    await userEvent.click(within(card).getByRole('button', { name: 'Ta bort 2026-11-12' }))
    const confirm = await findOpenDialog('Ta bort rapporten från enheten?', 'alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ta bort' }))

    await waitFor(() => expect(screen.queryByTestId('outbox-kept-1')).not.toBeInTheDocument())
    await waitFor(async () => expect(await readOutbox(user.id)).toEqual([]))
  })

  it('sends what waits on the device from any page after a reload (here the start page), not only from a report page', async () => {
    const backend = reportBackend(server)
    const draft = {
      bookId: BOOK,
      fromDate: '2026-11-15',
      toDate: '2026-11-15',
      workplaceId: 31,
      instructorId: 2101,
      details: [{ partId: 5011, level: 3, comment: '' }],
      place: '',
      comment: '',
      date: '2026-11-16',
      save: true,
    }
    localStorage.setItem(
      outboxStorageKey(user.id),
      JSON.stringify([outboxItem(draft, 'kept-1', '2026-11-16T08:00:00.000Z')]),
    )
    await renderApp({ user, path: '/' })
    await waitFor(() => expect(backend.updated).toEqual([{ place: '', comment: '', date: '2026-11-16', save: true }]))
    expect(backend.created).toHaveLength(1)
    await waitFor(async () => expect(await readOutbox(user.id)).toEqual([]))
  })
})
