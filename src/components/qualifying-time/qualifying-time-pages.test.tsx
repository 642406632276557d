/**
 * The qualifying-time pages (issue 21) against the in-process simulated backend, rendered at their
 * routes: Elin's own paused time with its forecast calculation (rates, a pause, an approved extension
 * in the need), Tomasz's time with an extension awaiting the region (his to read, not to act on), and the
 * apprentices' list: Maria (FTGADM at Norr) sees the ended ones awaiting approval first, then the others with
 * their state, the badge reset; a company with 300 renders only the rows in view; a person without company
 * roles is kept from it.
 */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mockServer } from '../../../mock-server/node'
import { PERSONAS, QUALIFYING_TIME_IDS, type PersonaKey } from '../../../mock-server/seed'
import { countFinishedQualifyingTimes, listQualifyingTimes } from '../../api/qualifying-time/qualifying-time'
import { renderApp } from '../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../test/scenario-backend'
import { OTHERS_WINDOWED_FROM } from './apprentice-qualifying-time-list'

withScenarioBackend()

async function open(key: PersonaKey, path: string) {
  return renderApp({ user: await scenarioUser(key), path })
}

describe('/qualifying-time/{id}', { timeout: 30_000 }, () => {
  it('shows the apprentice her own paused time with the forecast calculated step by step', async () => {
    await open('apprentice', `/qualifying-time/${PERSONAS.apprentice.id}`)
    const card = await screen.findByTestId(`qualifying-time-${QUALIFYING_TIME_IDS.paused}`)
    expect(within(card).getByTestId('qualifying-time-state')).toHaveTextContent('Uppehåll')
    const forecast = within(card).getByTestId('qualifying-time-forecast')
    expect(within(forecast).getByTestId('forecast-date')).toHaveTextContent(/\d{4}-\d{2}-\d{2}$/)
    // The need: the scheme's hours plus the approved extension (2 months = 346 h).
    expect(within(forecast).getByTestId('forecast-need')).toHaveTextContent(/Godkänd förlängning 2 månader\+ 346 h/)
    const cells = within(within(forecast).getByTestId('forecast-steps'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '')
    // A paused stretch and each rate are steps of their own.
    expect(cells).toContain('Uppehåll')
    expect(cells.some((text) => /^75\s%$/.test(text))).toBe(true)
    expect(cells.some((text) => /^50\s%$/.test(text))).toBe(true)
    // Her cancelled time at another company is hers to read too.
    expect(screen.getByTestId(`qualifying-time-${QUALIFYING_TIME_IDS.cancelled}`)).toHaveTextContent('Makulerad')
  })

  it('shows an extension awaiting the region; the apprentice neither approves nor asks for one', async () => {
    await open('passwordUser', `/qualifying-time/${PERSONAS.passwordUser.id}`)
    const card = await screen.findByTestId(`qualifying-time-${QUALIFYING_TIME_IDS.extensionAwaiting}`)
    expect(within(card).getByTestId('qualifying-time-extensions')).toHaveTextContent(
      /3 månader väntar på regionens beslut/,
    )
    expect(within(card).queryByRole('button', { name: 'Begär förlängning' })).toBeNull()
    expect(within(card).queryByRole('button', { name: 'Godkänn kvalificeringstiden' })).toBeNull()
  })
})

const ids = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => Number(row.dataset.testid?.replace('qualifying-time-row-', '')))

describe('/apprentice-qualifying-time', { timeout: 30_000 }, () => {
  it('lists the ended ones awaiting approval first, with their count, then the others with their state; the badge is reset', async () => {
    const user = await scenarioUser('companyAdmin')
    // Maria has not opened the list yet: the server counts Norr's 3 finished ones as unseen.
    expect((await countFinishedQualifyingTimes({ silent: true })).unseen).toBe(3)
    const app = await renderApp({ user, path: '/apprentice-qualifying-time' })
    const finished = await screen.findByRole('list', {
      name: 'Avslutade kvalificeringstider som väntar på företagets godkännande',
    })
    expect(screen.getByTestId('qualifying-times-finished-count')).toHaveTextContent(
      '3 kvalificeringstider har gått ut och väntar på företagets godkännande.',
    )
    // Sara, Viktor and Hanna, each "ready for approval".
    expect(ids(finished).sort()).toEqual([...QUALIFYING_TIME_IDS.finishedAtNorr].sort())
    for (const state of within(finished).getAllByTestId('qualifying-time-row-state'))
      expect(state).toHaveTextContent('Klar för godkännande')

    // Then the company's other apprentices: Elin's paused time among them, each with its state in words.
    const others = screen.getByRole('list', { name: 'Övriga lärlingars kvalificeringstider' })
    expect(finished.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const otherIds = ids(others)
    expect(otherIds).toContain(QUALIFYING_TIME_IDS.paused)
    expect(otherIds.some((id) => (QUALIFYING_TIME_IDS.finishedAtNorr as readonly number[]).includes(id))).toBe(false)
    expect(screen.getByTestId('qualifying-times-others-count')).toHaveTextContent(
      `${otherIds.length} kvalificeringstider till, var och en med sin status.`,
    )
    expect(
      within(screen.getByTestId(`qualifying-time-row-${QUALIFYING_TIME_IDS.paused}`)).getByTestId(
        'qualifying-time-row-state',
      ),
    ).toHaveTextContent('Uppehåll')
    // Opened: the badge is 0 here and at the server's next count.
    expect(app.session.getSnapshot().context.unseenQualifyingTimes).toBe(0)
    expect((await countFinishedQualifyingTimes({ silent: true })).unseen).toBe(0)
  })

  it('renders only the rows in view of a company with hundreds of other qualifying times', async () => {
    const user = await scenarioUser('companyAdmin')
    const [sample] = await listQualifyingTimes({ personId: PERSONAS.apprentice.id }, { silent: true })
    const many = Array.from({ length: 300 }, (_, i) => ({
      ...sample,
      id: 90_000 + i,
      finished: false,
      state: 'ongoing' as const,
      apprentice: { ...sample.apprentice, id: 90_000 + i, firstName: `Lärling ${i + 1}` },
    }))
    mockServer.use(
      http.patch('*/api/m/v1/qualification-times/list', () => HttpResponse.json({ rows: many, total: 300 })),
    )
    await renderApp({ user, path: '/apprentice-qualifying-time' })
    const others = await screen.findByRole('list', { name: 'Övriga lärlingars kvalificeringstider' })
    expect(screen.getByTestId('qualifying-times-others-count')).toHaveTextContent('300 kvalificeringstider till')
    expect(screen.getByTestId('qualifying-times-finished-count')).toHaveTextContent(
      'Ingen lärling har en avslutad kvalificeringstid som väntar på godkännande.',
    )
    const rows = within(others).getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(OTHERS_WINDOWED_FROM)
    expect(rows[0]).toHaveAttribute('aria-setsize', '300')
    expect(rows[0]).toHaveTextContent(/^Lärling 1 /)
  })

  it('is for company users: an apprentice lands on the forbidden page', async () => {
    const app = await open('apprentice', '/apprentice-qualifying-time')
    await screen.findByRole('heading', { level: 1 })
    await vi.waitFor(() => expect(app.path()).toBe('/forbidden'))
  })
})
