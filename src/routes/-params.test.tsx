import { isNotFound } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { bookHandlers, ebook, report } from '../components/ebook/book/book.fixtures'
import { API, sessionHandlers, setupTestServer } from '../test/api-handlers'
import { PERSONAS } from '../test/personas'
import { renderApp } from '../test/render-app'
import { CompanyIdParam, IdParam, NumericIdParam, pathParams, readParams } from './-params'

const server = setupTestServer()

/** What a route's params.parse does with `raw`: the parsed params, or 'notFound'. */
function parse<T>(run: () => T): T | 'notFound' {
  try {
    return run()
  } catch (error) {
    if (isNotFound(error)) return 'notFound'
    throw error
  }
}

describe('path params, read by their valibot schemas', () => {
  it('a route reads its params by the schemas; anything else is no page', () => {
    const params = pathParams({ id: NumericIdParam, reportId: IdParam })
    expect(parse(() => params.parse({ id: '501', reportId: '8001' }))).toEqual({ id: 501, reportId: '8001' })
    for (const bad of ['0', '012', 'abc', '5e3', '-1', '12345678901', '']) {
      expect(
        parse(() => params.parse({ id: bad, reportId: '8001' })),
        bad,
      ).toBe('notFound')
      expect(
        parse(() => params.parse({ id: '501', reportId: bad })),
        bad,
      ).toBe('notFound')
    }
    expect(params.stringify({ id: 501, reportId: '8001' })).toEqual({ id: '501', reportId: '8001' })
  })

  it('a company id keeps its own reading: digits of a positive integer', () => {
    expect(readParams({ id: '007' }, { id: CompanyIdParam })).toEqual({ id: 7 })
    expect(readParams({ id: '0' }, { id: CompanyIdParam })).toBeNull()
    expect(readParams({ id: 'norr' }, { id: CompanyIdParam })).toBeNull()
    expect(readParams({ id: undefined }, { id: CompanyIdParam })).toBeNull()
  })

  it('a detail id that is no id is no page (the layout above has let the reader in)', async () => {
    server.use(
      ...sessionHandlers({ user: PERSONAS.instructor }),
      ...bookHandlers({ book: ebook() }).handlers,
      http.get(`${API}/books/501/reports/:reportId/get`, () => HttpResponse.json(report())),
    )
    await renderApp({ user: PERSONAS.instructor, path: '/books/501/report/8001/details/7x' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeInTheDocument()
  })

  it('a logged-out visitor of a detail that is no id goes to the start page (the layout guards before the params are read)', async () => {
    server.use(...sessionHandlers())
    const app = await renderApp({ path: '/books/501/report/8001/details/7x' })
    await waitFor(() => expect(app.path()).toBe('/'))
  })
})
