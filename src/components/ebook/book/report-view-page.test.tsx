import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Report } from '../../../api/ebook/ebook.schemas'
import { API, sessionHandlers, setupTestServer } from '../../../test/api-handlers'
import { PERSONAS } from '../../../test/personas'
import { renderApp } from '../../../test/render-app'
import { bookHandlers, ebook, report, reportDetail } from './book.fixtures'

const server = setupTestServer()
const reader = PERSONAS.instructor
const BOOK = ebook()

function answers(current: Report | { status: number }) {
  const { handlers } = bookHandlers({ book: BOOK })
  server.use(
    ...sessionHandlers({ user: reader }),
    ...handlers,
    http.get(`${API}/books/501/reports/:reportId/get`, ({ params }) =>
      'status' in current
        ? HttpResponse.json({ message: 'Refused' }, { status: current.status })
        : String(params.reportId) === String(current.id)
          ? HttpResponse.json(current)
          : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
  )
}

const RATED = report({
  details: [
    reportDetail({
      id: 7001,
      partId: 121,
      elementId: 12,
      level: 2,
      comment: 'Bockade byglar.',
      instructorLevel: 1,
      instructorComment: 'Öva mer på måtten.',
    }),
    reportDetail({ id: 7002, partId: 111, elementId: 11, level: 3, comment: '', approvedAt: '2026-05-20' }),
  ],
})

describe('/books/$bookId/report/$reportId (read-only)', { timeout: 20_000 }, () => {
  it('shows the report: period, workplace, instructor, place, comment and each rated part against its required level', async () => {
    answers(RATED)
    await renderApp({ user: reader, path: '/books/501/report/8001' })
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rapport 2026-05-04 till 2026-05-08' })
    await waitFor(() => expect(heading).toHaveFocus())
    const facts = within(screen.getByTestId('report-facts'))
    expect(facts.getByText('Verkstaden')).toBeInTheDocument()
    expect(facts.getByText('Ivar Handledare')).toBeInTheDocument()
    expect(facts.getByText('Kv. Måsen, Malmö')).toBeInTheDocument()
    expect(facts.getByText('Armering av bjälklag.')).toBeInTheDocument()
    expect(facts.getByText('Sparad (2026-05-09)')).toBeInTheDocument()

    expect(screen.getByRole('heading', { level: 2, name: '2 bedömda delmoment' })).toBeInTheDocument()
    const details = within(screen.getByTestId('report-details')).getAllByRole('listitem')
    expect(within(details[0]).getByRole('heading', { level: 3, name: 'Armering › Bockning' })).toBeInTheDocument()
    expect(details[0]).toHaveTextContent('Lärlingens nivåNivå 2: Med handledning')
    expect(details[0]).toHaveTextContent('Krävd nivåNivå 3: Med visst stöd')
    expect(details[0]).toHaveTextContent('Handledarens nivåNivå 1: Har sett')
    expect(details[0]).toHaveTextContent('Handledarens kommentarÖva mer på måtten.')
    expect(details[0]).toHaveTextContent('Handledarens bedömning skiljer sig från lärlingens.')
    expect(details[1]).toHaveTextContent('Lärlingens kommentarIngen kommentar')
    expect(details[1]).toHaveTextContent('Godkänt2026-05-20')
    expect(details[1]).not.toHaveTextContent('Handledarens nivå')
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Tillbaka till e-boken' })).toHaveAttribute('href', '/book/501')
  })

  it('opens one rated part on its own page and goes back to the report', async () => {
    answers(RATED)
    const view = await renderApp({ user: reader, path: '/books/501/report/8001' })
    await userEvent.click(await screen.findByRole('link', { name: 'Visa delmomentet Bockning' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Bockning' })).toBeInTheDocument()
    expect(view.path()).toBe('/books/501/report/8001/details/7001')
    expect(screen.getByText('Armering · rapport 2026-05-04 till 2026-05-08 · Alva Lärling')).toBeInTheDocument()
    expect(screen.getByText('Öva mer på måtten.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Tillbaka till rapporten' }))
    await waitFor(() => expect(view.path()).toBe('/books/501/report/8001'))
  })

  it('marks a draft and says when nothing is rated yet', async () => {
    answers(report({ state: 'draft', savedAt: null, details: [] }))
    await renderApp({ user: reader, path: '/books/501/report/8001' })
    expect(await screen.findByText('Rapporten är ett utkast och inte sparad än.')).toBeInTheDocument()
    expect(screen.getByText('Inga delmoment är bedömda i rapporten.')).toBeInTheDocument()
  })

  it('shows not found for a detail the report does not have', async () => {
    answers(RATED)
    await renderApp({ user: reader, path: '/books/501/report/8001/details/9999' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeInTheDocument()
  })

  it('shows not found for a report that does not exist', async () => {
    answers(RATED)
    await renderApp({ user: reader, path: '/books/501/report/8002' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeInTheDocument()
  })

  it('sends a reader the API refuses to the forbidden page', async () => {
    answers({ status: 403 })
    const view = await renderApp({ user: reader, path: '/books/501/report/8001' })
    await waitFor(() => expect(view.path()).toBe('/forbidden'))
  })
})
