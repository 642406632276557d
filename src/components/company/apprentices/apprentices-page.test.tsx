/**
 * The apprentices list (issue 19) against the in-process simulated backend: Syd's Malmö department
 * administrator (Lena Persson) sees Malmö's apprentices only; Norr's administrator Elin with her
 * instructor and rate; a failed read says so.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { COMPANY_NORR, COMPANY_SYD, STAFF_IDS } from '../../../../mock-server/seed'
import { renderApp } from '../../../test/render-app'
import { mockServer } from '../../../../mock-server/node'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

describe('/company/{id}/apprentices', { timeout: 30_000 }, () => {
  it("shows a department administrator their department's apprentices with profession, instructors, rate and status", async () => {
    await renderApp({ user: await scenarioUser('departmentAdmin'), path: `/company/${COMPANY_SYD.id}/apprentices` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Lärlingar' })).toBeInTheDocument()
    const noah = within(screen.getByTestId(`apprentice-row-${STAFF_IDS.booklessApprenticeship}`))
    expect(noah.getByRole('link', { name: 'Noah Lindberg' })).toHaveAttribute(
      'href',
      `/company/${COMPANY_SYD.id}/apprentices/${STAFF_IDS.booklessApprenticeship}`,
    )
    expect(noah.getByText('Sofia Berggren')).toBeInTheDocument()
    expect(noah.getByText('100 %')).toBeInTheDocument()
    expect(noah.getByText('Aktiv')).toBeInTheDocument()
    // Tomasz is Lund's: outside Lena's department.
    expect(screen.queryByTestId(`apprentice-row-${STAFF_IDS.tomasAtLund}`)).toBeNull()
  })

  it("lists Norr's apprentices for its administrator, with the instructor and the rate", async () => {
    await renderApp({ user: await scenarioUser('companyAdmin'), path: `/company/${COMPANY_NORR.id}/apprentices` })
    const elin = within(await screen.findByTestId(`apprentice-row-${STAFF_IDS.elinAtNorr}`))
    expect(elin.getByRole('link', { name: 'Elin Andersson' })).toBeInTheDocument()
    expect(elin.getByText(/Johan Berg/)).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Avdelning' })).toBeNull()
    // The search narrows by the apprentice's or an instructor's name.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Sök lärlingar' }), 'zzz')
    expect(await screen.findByText('Ingen lärling matchar sökningen')).toBeInTheDocument()
  })

  it('says when the apprentices could not be read', async () => {
    mockServer.use(http.patch('*/apprenticeships/list', () => HttpResponse.json({}, { status: 500 }), { once: true }))
    await renderApp({ user: await scenarioUser('companyAdmin'), path: `/company/${COMPANY_NORR.id}/apprentices` })
    expect(await screen.findByTestId('apprentices-error')).toBeInTheDocument()
  })
})
