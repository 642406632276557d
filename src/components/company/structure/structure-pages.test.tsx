/**
 * The company's structure pages (issue 19) against the in-process simulated backend, rendered at
 * their routes (ADR 0014 rule 9): the list's failed read and its retry, what a company user who may
 * not change the structure sees, and a refusal the server names per field.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockServer } from '../../../../mock-server/node'
import { COMPANY_NORR, type PersonaKey } from '../../../../mock-server/seed'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

async function open(key: PersonaKey, path: string) {
  const user = await scenarioUser(key)
  return renderApp({ user, path })
}

describe('/company/{id}/workplaces', { timeout: 30_000 }, () => {
  it('a failed read shows the page with the reason and a retry that reads the list again', async () => {
    mockServer.use(http.get('*/api/m/v1/companies/:id/workplaces', () => HttpResponse.error(), { once: true }))
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/workplaces`)
    const failed = await screen.findByTestId('workplaces-error')
    expect(failed).toHaveTextContent('Arbetsplatserna kunde inte hämtas.')
    expect(screen.getByRole('heading', { level: 1, name: 'Arbetsplatser' })).toBeInTheDocument()
    await userEvent.click(within(failed).getByRole('button', { name: 'Försök igen' }))
    expect(await screen.findByTestId('workplaces')).toBeInTheDocument()
    expect(screen.queryByTestId('workplaces-error')).not.toBeInTheDocument()
  })

  it('an instructor reads the workplaces but is offered no new one, and reads a workplace without saving', async () => {
    await open('instructor', `/company/${COMPANY_NORR.id}/workplaces`)
    expect(await screen.findByTestId('workplaces')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Ny arbetsplats' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Huvudkontor Luleå' }))
    expect(await screen.findByText(/Du kan läsa om arbetsplatsen/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Namn/ })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument()
  })

  it('the head office stays one: unticking it is refused beside the box, and the form keeps what was typed', async () => {
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/workplaces/101`)
    const name = await screen.findByRole('textbox', { name: /Namn/ })
    await userEvent.type(name, ' Centrum')
    await userEvent.click(screen.getByRole('checkbox', { name: /^Huvudkontor/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    const summary = await screen.findByRole('alert', { name: 'Formuläret är inte korrekt ifyllt.' })
    expect(summary).toHaveTextContent('Företaget måste ha ett huvudkontor.')
    expect(screen.getByRole('textbox', { name: /Namn/ })).toHaveValue('Huvudkontor Luleå Centrum')
    expect(screen.getByRole('checkbox', { name: /^Huvudkontor/ })).not.toBeChecked()
  })
})
