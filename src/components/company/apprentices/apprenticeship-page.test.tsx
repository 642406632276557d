/**
 * The apprentice's page (issue 19) against the in-process simulated backend: Norr's administrator
 * may change Elin's apprenticeship (her only active instructor cannot be unlinked, §5); the distance
 * administrator reads it without a control (§6).
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { COMPANY_NORR, STAFF_IDS } from '../../../../mock-server/seed'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

const ELIN_PAGE = `/company/${COMPANY_NORR.id}/apprentices/${STAFF_IDS.elinAtNorr}`

describe('/company/{id}/apprentices/{employee_id}', { timeout: 30_000 }, () => {
  it('shows the apprenticeship with its instructor and rate periods, and refuses to unlink the only instructor', async () => {
    await renderApp({ user: await scenarioUser('companyAdmin'), path: ELIN_PAGE })
    expect(await screen.findByRole('heading', { level: 1, name: 'Elin Andersson' })).toBeInTheDocument()
    expect(
      within(screen.getByTestId('apprentice-rates')).getByText(/75 % från 2026-01-05 till 2026-03-29/),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Koppla bort Johan Berg' }))
    expect(await screen.findByTestId('apprenticeship-failed')).toHaveTextContent(
      'Lärlingen måste ha minst en handledare.',
    )
    expect(within(screen.getByTestId('apprentice-instructors')).getByText('Johan Berg')).toBeInTheDocument()
  })

  it('lets the distance administrator read but not change (§6)', async () => {
    await renderApp({ user: await scenarioUser('bg'), path: ELIN_PAGE })
    expect(await screen.findByRole('heading', { level: 1, name: 'Elin Andersson' })).toBeInTheDocument()
    expect(within(screen.getByTestId('apprentice-instructors')).getByText('Johan Berg')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Koppla bort/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Lägg till perioden' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Avsluta lärlingstiden' })).toBeNull()
  })
})
