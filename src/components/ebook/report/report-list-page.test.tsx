import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SAMPLE_IDS, sampleBook, sampleDetail, sampleReport } from '../../../../machines/ebook/ebook-report.fixtures'
import { API } from '../../../test/api-handlers'
import { renderApp } from '../../../test/render-app'
import { reportBackend, reporter, reportPageServer } from './report-test-kit'

const server = reportPageServer()
const SLOW = 30_000
const user = reporter
const BOOK = SAMPLE_IDS.book
const LIST = `/book/${BOOK}/report-element`

const details = (n: number) => Array.from({ length: n }, (_, i) => sampleDetail({ id: 7200 + i, partId: 5011 + i }))

describe('report list', { timeout: SLOW }, () => {
  it('lists the drafts to continue, newest period first, and offers a new report', async () => {
    reportBackend(server, {
      reports: [
        sampleReport({ id: 9101, fromDate: '2026-10-19', toDate: '2026-10-23', details: details(1) }),
        sampleReport({ id: 9102, fromDate: '2026-11-02', toDate: '2026-11-06', details: details(2) }),
        sampleReport({ id: 9103, state: 'saved', fromDate: '2026-11-09', toDate: '2026-11-13' }),
      ],
    })
    const app = await renderApp({ path: LIST, user })

    expect(await screen.findByRole('heading', { level: 1, name: 'Rapportera arbetsmoment' })).toBeInTheDocument()
    const drafts = await screen.findByTestId('report-drafts')
    const items = within(drafts).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Period 2026-11-02 – 2026-11-06',
      'Period 2026-10-19 – 2026-10-23',
    ])
    expect(items[0]).toHaveTextContent('2 delmoment bedömda')
    expect(items[1]).toHaveTextContent('1 delmoment bedömt')

    await userEvent.click(within(items[0]!).getByRole('link', { name: 'Fortsätt rapporten 2026-11-02 – 2026-11-06' }))
    await waitFor(() => expect(app.path()).toBe(`/book/${BOOK}/report/9102`))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välj delmoment och bedöm dig själv' }),
    ).toBeInTheDocument()
  })

  it('says so when nothing is started, and the new report opens the period step', async () => {
    reportBackend(server, { reports: [] })
    const app = await renderApp({ path: LIST, user })
    expect(await screen.findByText('Du har inga påbörjade rapporter.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Skapa ny rapport' }))
    await waitFor(() => expect(app.path()).toBe(`/book/${BOOK}/create-overview`))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vilken period vill du rapportera?' }),
    ).toBeInTheDocument()
  })

  it('counts rated parts with the Polish plural forms', async () => {
    reportBackend(server, {
      reports: [
        sampleReport({ id: 9201, fromDate: '2026-11-02', toDate: '2026-11-02', details: details(1) }),
        sampleReport({ id: 9202, fromDate: '2026-11-03', toDate: '2026-11-03', details: details(3) }),
        sampleReport({ id: 9203, fromDate: '2026-11-04', toDate: '2026-11-04', details: details(5) }),
      ],
    })
    await renderApp({ path: LIST, user, locale: 'pl' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Raportuj elementy pracy' })).toBeInTheDocument()
    expect(screen.getByTestId('report-draft-9201')).toHaveTextContent('1 część oceniona')
    expect(screen.getByTestId('report-draft-9202')).toHaveTextContent('3 części ocenione')
    expect(screen.getByTestId('report-draft-9203')).toHaveTextContent('5 części ocenionych')
  })

  it.each([
    ['notStarted', 'notYetActive', 'E-boken är inte aktiv än'],
    ['distanceOrder', 'notYetActive', 'tills företaget har godkänt distansbeställningen'],
    ['inactive', 'inactive', 'E-boken är inaktiv'],
    ['issued', 'issued', 'Yrkesbeviset är utfärdat'],
  ] as const)(
    'shows a book closed for reporting (%s) in words, with no way to report',
    async (closedReason, displayState, text) => {
      reportBackend(server, { book: sampleBook({ closedReason, displayState }) })
      await renderApp({ path: LIST, user })
      expect(await screen.findByTestId('report-closed')).toHaveTextContent(text)
      expect(screen.queryByRole('link', { name: 'Skapa ny rapport' })).not.toBeInTheDocument()
      expect(screen.queryByTestId('report-drafts')).not.toBeInTheDocument()
    },
  )

  it('offers a retry when the book cannot be loaded', async () => {
    reportBackend(server)
    let fail = true
    server.use(
      http.get(`${API}/books/get/:id`, () =>
        fail ? HttpResponse.json({ message: 'Fel' }, { status: 500 }) : HttpResponse.json(sampleBook()),
      ),
    )
    await renderApp({ path: LIST, user })
    expect(await screen.findByTestId('report-load-failed')).toHaveTextContent('E-boken kunde inte hämtas.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }))
    expect(await screen.findByRole('link', { name: 'Skapa ny rapport' })).toBeInTheDocument()
  })

  it('sends a visitor who is not logged in to the start page', async () => {
    reportBackend(server)
    const app = await renderApp({ path: LIST })
    await waitFor(() => expect(app.path()).toBe('/'))
  })

  it('shows no page for an id that is not one', async () => {
    await renderApp({ path: '/book/abc/report-element', user })
    expect(screen.queryByRole('heading', { level: 1, name: 'Rapportera arbetsmoment' })).not.toBeInTheDocument()
  })
})
