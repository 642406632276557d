/**
 * The report pages' gate (issue 17): whoever may not read the book lands on the forbidden page, as on
 * /book/{id}, and the check is the page's own load (books/get asked once, not once by the route and
 * again by the page).
 */
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SAMPLE_IDS } from '../../../../machines/ebook/ebook-report.fixtures'
import { API } from '../../../test/api-handlers'
import { renderApp } from '../../../test/render-app'
import { reportBackend, reporter, reportPageServer } from './report-test-kit'

const server = reportPageServer()
const user = reporter
const BOOK = SAMPLE_IDS.book

function countBookReads(): { count: () => number } {
  let reads = 0
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === `/api/m/v1/books/get/${BOOK}`) reads += 1
  }
  server.events.on('request:start', listener)
  return { count: () => reads }
}

describe('the report pages and who may read the book', { timeout: 30_000 }, () => {
  it.each([
    `/book/${BOOK}/report-element`,
    `/book/${BOOK}/create-overview`,
    `/book/${BOOK}/report/${SAMPLE_IDS.draft}`,
  ])('someone the API refuses the book (403) lands on the forbidden page from %s', async (path) => {
    reportBackend(server)
    server.use(
      http.get(`${API}/books/get/:id`, () =>
        HttpResponse.json({ message: 'Du saknar behörighet för detta.' }, { status: 403 }),
      ),
    )
    const app = await renderApp({ path, user })
    await waitFor(() => expect(app.path()).toBe('/forbidden'))
    expect(await screen.findByRole('heading', { level: 1, name: 'ÅTKOMST NEKAD' })).toBeInTheDocument()
  })

  it('asks for the book once: the route’s check is the page’s load', async () => {
    reportBackend(server)
    const reads = countBookReads()
    await renderApp({ path: `/book/${BOOK}/create-overview`, user })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vilken period vill du rapportera?' }),
    ).toBeInTheDocument()
    expect(reads.count()).toBe(1)
  })
})
