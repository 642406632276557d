/**
 * The qualifying-time pages (issue 21) against the in-process simulated backend, rendered at their
 * routes: Elin's own paused time with its forecast calculation (rates, a pause, an approved extension
 * in the need), Tomasz's time with an extension awaiting the region (his to read, not to act on), and the
 * apprentices' list kept from a person without company roles.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PERSONAS, QUALIFYING_TIME_IDS, type PersonaKey } from '../../../mock-server/seed'
import { renderApp } from '../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../test/scenario-backend'

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

describe('/apprentice-qualifying-time', { timeout: 30_000 }, () => {
  it('is for company users: an apprentice lands on the forbidden page', async () => {
    const app = await open('apprentice', '/apprentice-qualifying-time')
    await screen.findByRole('heading', { level: 1 })
    await vi.waitFor(() => expect(app.path()).toBe('/forbidden'))
  })
})
