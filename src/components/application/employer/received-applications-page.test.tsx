/**
 * /company/{id}/applications through the route (its loader reads the rows, the company and the
 * reference data) against the in-process simulated backend: Maria, company administrator of
 * Byggbolaget i Norr AB.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../../mock-server/node'
import { COMPANY_NORR, SCENARIO_BASE_DATE } from '../../../../mock-server/seed'
import { db } from '../../../../mock-server/db'
import { SEEDED_APPLICATIONS as A } from '../../../../mock-server/scenario/application'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

// Every test runs on a scenario seeded on its base date, as the handlers' tests do (applications.test.ts):
// the drafts' dates and their 14 days (§4) are those the tests name, whatever the real date.
withScenarioBackend({ seededOn: SCENARIO_BASE_DATE })

const PATH = `/company/${COMPANY_NORR.id}/applications`

async function open() {
  return renderApp({ user: await scenarioUser('companyAdmin'), path: PATH })
}

const rows = () => within(screen.getByTestId('received-applications')).getAllByRole('listitem')
const searchbox = () => screen.getByRole('searchbox', { name: /Sök på namn eller personnummer/ })

const counting: Array<(event: { request: Request }) => void> = []
afterEach(() => {
  while (counting.length) mockServer.events.removeListener('request:start', counting.pop()!)
})

/** Counts the calls to `part` from now on. */
function countCalls(part: string): string[] {
  const calls: string[] = []
  const count = ({ request }: { request: Request }) => void (request.url.includes(part) && calls.push(request.url))
  mockServer.events.on('request:start', count)
  counting.push(count)
  return calls
}

describe('/company/{id}/applications', { timeout: 30_000 }, () => {
  it('searches as Maria types: ?q in the URL (no history step), the rows of the last search and the focus stay while the next one loads', async () => {
    const { router } = await open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Mottagna ansökningar' })).toBeInTheDocument()
    expect(await screen.findByText('13 ansökningar')).toBeInTheDocument()
    const companyCalls = countCalls('/companies/get/')
    const historyLength = router.history.length
    // The search answers slowly: longer than the router's pendingMs, so a pending page would show.
    mockServer.use(
      http.patch(
        '*/api/m/v1/applications/list',
        async () => {
          await delay(1500)
          return undefined
        },
        { once: true },
      ),
    )

    await userEvent.type(searchbox(), 'Emma')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'Emma' }), { timeout: 2000 })
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(rows()).toHaveLength(13)
    expect(searchbox()).toHaveFocus()

    await waitFor(() => expect(screen.getByText('1 ansökan')).toBeInTheDocument(), { timeout: 3000 })
    expect(within(rows()[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Emma Svensson')
    expect(searchbox()).toHaveFocus()
    expect(searchbox()).toHaveValue('Emma')
    expect(router.history.length).toBe(historyLength)
    // The company (department names) was read once for the visit, not again for the search.
    expect(companyCalls).toEqual([])

    await userEvent.clear(searchbox())
    await userEvent.type(searchbox(), 'ingen sådan{Enter}')
    expect(await screen.findByText('Inga ansökningar matchar ”ingen sådan”.')).toBeInTheDocument()
  })

  it('a search taken back while it runs asks for the whole list again', async () => {
    const { router } = await open()
    expect(await screen.findByText('13 ansökningar')).toBeInTheDocument()
    mockServer.use(
      http.patch(
        '*/api/m/v1/applications/list',
        async () => {
          await delay(800)
          return undefined
        },
        { once: true },
      ),
    )
    await userEvent.type(searchbox(), 'Emma')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'Emma' }))
    await userEvent.clear(searchbox())
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(screen.getByText('13 ansökningar')).toBeInTheDocument()
    expect(rows()).toHaveLength(13)
  })

  it("marks a registration the company sent back as returned, as the apprentice's own list does, with what happens next", async () => {
    // Elin signed the one the education responsible registered, and the company denied it (§4): a
    // draft again, with the apprentice (on the base date, before it expires).
    await db().applications.update((q) => q.where({ id: A.elinCompanyInitiated }), {
      data(draft) {
        draft.returnedAt = SCENARIO_BASE_DATE
      },
    })
    await open()
    const returned = await screen.findByTestId(`application-row-${A.elinCompanyInitiated}`)
    expect(within(returned).getByTestId('draft-returned')).toHaveTextContent('Skickad tillbaka av företaget')
    expect(returned).toHaveTextContent('Lärlingen kompletterar ansökan och skickar den igen.')
    // Its "continue" link is described by the mark; no other row carries one.
    expect(within(returned).getByRole('link', { name: /Fortsätt registreringen/ })).toHaveAccessibleDescription(
      /Skickad tillbaka av företaget/,
    )
    expect(screen.getAllByTestId('draft-returned')).toHaveLength(1)
  })

  it('a failed list keeps the page and its search field, and "Försök igen" reads the list again', async () => {
    mockServer.use(http.patch('*/api/m/v1/applications/list', () => HttpResponse.error(), { once: true }))
    await open()
    const failed = await screen.findByTestId('applications-error')
    expect(failed).toHaveTextContent('Ansökningarna kunde inte hämtas.')
    expect(searchbox()).toBeInTheDocument()
    const listCalls = countCalls('/applications/list')
    await userEvent.click(within(failed).getByRole('button', { name: 'Försök igen' }))
    expect(await screen.findByText('13 ansökningar')).toBeInTheDocument()
    expect(listCalls).toHaveLength(1)
    expect(screen.queryByTestId('applications-error')).not.toBeInTheDocument()
  })
})
